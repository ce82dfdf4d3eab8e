//! The one trait every game's rules engine implements, so that what works
//! for any game (scenarios, simulations, property checks, saved-game
//! replay, bots, the app's shell) is written once over it.
//!
//! A position is plain data built from a seed ([`Engine::new_game`]); it
//! lists the legal actions of whoever must decide ([`Engine::fill_legal`]),
//! plays one with [`Engine::apply`] (the events it caused, or a typed error
//! and no change), and shows each seat only what that seat may know: a
//! bot's [`Engine::View`] and the app's [`Engine::PlayerView`].

use crate::actions::ActionBuf;
use crate::decide::{Bot, SeededBot};
use crate::log::GameEvent;
use crate::variant::HasVariant;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::ops::RangeInclusive;

/// A set of seats (0 to 7), as bits: the winners of a game, say.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<u8>", try_from = "Vec<u8>")]
pub struct Seats(u8);

impl Seats {
    /// No seat.
    pub const NONE: Seats = Seats(0);

    /// One seat.
    pub fn one(seat: u8) -> Seats {
        Seats(1u8.checked_shl(u32::from(seat)).unwrap_or(0))
    }
    /// Whether `seat` is in the set.
    pub fn contains(self, seat: u8) -> bool {
        seat < 8 && self.0 & (1 << seat) != 0
    }
    /// How many seats.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    /// True for no seat.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The seats, lowest first.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (0..8u8).filter(move |&s| self.contains(s))
    }
}

impl FromIterator<u8> for Seats {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Seats {
        Seats(iter.into_iter().fold(0, |m, s| m | Seats::one(s).0))
    }
}

impl From<Seats> for Vec<u8> {
    fn from(s: Seats) -> Vec<u8> {
        s.iter().collect()
    }
}

impl TryFrom<Vec<u8>> for Seats {
    type Error = String;
    fn try_from(v: Vec<u8>) -> Result<Seats, String> {
        match v.iter().find(|&&s| s >= 8) {
            Some(s) => Err(format!("seat {s} does not exist")),
            None => Ok(v.into_iter().collect()),
        }
    }
}

/// A game's rules engine: a position that waits for a decision (or has
/// ended). Nothing panics on any input; the same seed and actions always
/// give the same game.
pub trait Engine: Clone + Debug + Send + Sync + Sized + 'static {
    /// The game's id in saves, links and the command line (`card-keeper`).
    const GAME: &'static str;
    /// The game's name for people (`Card Keeper`).
    const TITLE: &'static str;
    /// The player counts it takes.
    const PLAYERS: RangeInclusive<usize>;

    /// What a new game is dealt with besides players and seed (rulings, a
    /// card list); `Default` plays the rules as written.
    type Options: HasVariant;
    /// One decision taken by one seat.
    type Action: Copy + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// Where [`Engine::fill_legal`] writes the legal actions.
    type Actions: ActionBuf<Self::Action>;
    /// The kind of decision a seat is asked for.
    type Decision: Copy + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// One thing that happened, as the log records it.
    type Event: GameEvent + Clone + Debug + PartialEq + Send + Sync + 'static;
    /// Why a game cannot be dealt or a position cannot be.
    type SetupError: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    /// Why an action is refused (nothing changed).
    type RuleError: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    /// What a bot of this game decides from: one seat's window onto the
    /// position, showing nothing that seat may not know (declared by
    /// [`seat_view!`](crate::seat_view)).
    type View<'a>: SeatWindow<'a, Self>;
    /// Everything one seat may know (or, for `None`, what every player
    /// sees), as plain data for the app: no log (the log is read as lines).
    /// (Serialized whole into a remote seat's messages.)
    type PlayerView: Clone
        + Debug
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// The game's heuristic bot (`basic`).
    type Basic: SeededBot + for<'a> Bot<Self::View<'a>, Self::Action> + Clone + Debug + Send;
    /// Iterations per decision of the `strong` search bot (`expert`: four
    /// times as many): what keeps a decision near 10 ms natively.
    const SEARCH_ITERATIONS: u32 = 200;

    /// Deals a new game for `players` seats: everything from `seed`.
    fn new_game(
        players: usize,
        options: &Self::Options,
        seed: u64,
    ) -> Result<Self, Self::SetupError>;
    /// Number of seats.
    fn players(&self) -> usize;
    /// The seed the game's chance comes from.
    fn seed(&self) -> u64;
    /// Who must decide what now; `None` once the game is over.
    fn pending(&self) -> Option<(u8, Self::Decision)>;
    /// The pending seat's legal actions, in a fixed order (cleared first;
    /// empty once the game is over).
    fn fill_legal(&self, out: &mut Self::Actions);
    /// Plays `action` for the pending decision: the events it caused (up
    /// to the next decision), or why it is refused, and then nothing changed.
    fn apply(&mut self, action: Self::Action) -> Result<&[Self::Event], Self::RuleError>;
    /// Plays an action taken from this position's own legal actions, for
    /// simulations: an engine may skip checking it again (debug builds
    /// still check).
    #[inline]
    fn play_listed(&mut self, action: Self::Action) {
        let played = self.apply(action).is_ok();
        debug_assert!(played, "{action:?} is not legal here");
    }
    /// The same position with its event log emptied (and, where the
    /// engine can, no longer kept), for simulations and the search, which
    /// read only the figures.
    fn without_log(self) -> Self;
    /// Every event so far (the full truth: see [`Engine::log_lines`]).
    fn log(&self) -> &[Self::Event];
    /// An event in words, naming players with `names` and writing "you"
    /// for `viewer`; `None` for bookkeeping a log need not show.
    fn describe(&self, event: &Self::Event, names: &[String], viewer: Option<u8>)
        -> Option<String>;
    /// The winners once the game is over (several share a win; none is a
    /// draw); `None` while it goes on.
    fn winners(&self) -> Option<Seats>;
    /// What `seat` may know, for its bot.
    #[inline]
    fn view(&self, seat: u8) -> Self::View<'_> {
        SeatWindow::of(self, seat)
    }
    /// A position `seat` cannot tell from this one: every card hidden from
    /// it dealt again at random from `seed` (as many where each was, from a
    /// canonical order), and the chance still to come drawn from `seed`;
    /// the log kept. The same seat's view and seed give the same position
    /// whatever the hidden cards really are. The search bots deal from a
    /// view, which has no position to hand: [`SeatWindow::sample`] is this,
    /// without the log.
    fn sample(&self, seat: u8, seed: u64) -> Self;
    /// What `viewer` may know (`None`: any player), for the app.
    fn player_view(&self, viewer: Option<u8>) -> Self::PlayerView;

    /// True once the game has ended.
    fn is_over(&self) -> bool {
        self.pending().is_none()
    }
    /// The log as `viewer` may read it (`None`: what every player saw),
    /// one line per shown event.
    fn log_lines(&self, names: &[String], viewer: Option<u8>) -> Vec<String> {
        self.log_lines_from(0, names, viewer)
    }
    /// The lines of the events from `from` on, as [`Engine::log_lines`].
    fn log_lines_from(&self, from: usize, names: &[String], viewer: Option<u8>) -> Vec<String> {
        self.log_lines_as(from, names, viewer, viewer)
    }
    /// The lines of the events from `from` on, every card `seen_by` may not
    /// know masked, and worded for `you` ("you" for that seat; `None`: every
    /// player by name). A replay shown as one seat saw it, to someone else,
    /// is `(seat, None)`: "Ana played", not "You played".
    fn log_lines_as(
        &self,
        from: usize,
        names: &[String],
        seen_by: Option<u8>,
        you: Option<u8>,
    ) -> Vec<String> {
        self.log_entries_as(from, names, seen_by, you)
            .into_iter()
            .map(|(_, line)| line)
            .collect()
    }
    /// The lines of [`Engine::log_lines_as`], each with its event's index
    /// in [`Engine::log`] (to tell the move it came from).
    fn log_entries_as(
        &self,
        from: usize,
        names: &[String],
        seen_by: Option<u8>,
        you: Option<u8>,
    ) -> Vec<(usize, String)> {
        self.log()
            .iter()
            .enumerate()
            .skip(from)
            .filter_map(|(i, e)| Some((i, self.describe(&e.seen_by(seen_by), names, you)?)))
            .collect()
    }
    /// The legal actions as a new list.
    fn legal_actions(&self) -> Vec<Self::Action> {
        let mut out = Self::Actions::default();
        self.fill_legal(&mut out);
        out.to_vec()
    }
}

/// A game's numbers (cards dealt, copies of each card…), part of its
/// [`Engine::Options`]; `Default` is the rules as written.
pub type VariantOf<E> = <<E as Engine>::Options as HasVariant>::Variant;

/// Checks a player count against [`Engine::PLAYERS`].
pub fn players_ok<E: Engine>(players: usize) -> bool {
    E::PLAYERS.contains(&players)
}

/// What the search reads of any game's seat view beyond what its bots
/// read: the position it deals itself from the view.
pub trait SeatWindow<'a, E> {
    /// `seat`'s window onto `pos` ([`Engine::view`]).
    fn of(pos: &'a E, seat: u8) -> Self;
    /// [`Engine::sample`] for the view's seat, without the log: a position
    /// this seat cannot tell from the one it views.
    fn sample(&self, seed: u64) -> E;
}

/// Declares a game's `SeatView<'a>`: one seat's window onto a `$pos`,
/// holding the position privately so that only the accessors the game
/// writes for it (what that seat may know) can read it; with
/// [`Engine::view`], the accessors every game's view has (`seat`,
/// `pending`, `log` masked for the seat, `to_player_view`), and the
/// search's [`SeatWindow`].
#[macro_export]
macro_rules! seat_view {
    ($pos:ty) => {
        /// A seat's window onto a position: only what that seat may know.
        #[derive(Clone, Copy)]
        pub struct SeatView<'a> {
            pos: &'a $pos,
            seat: u8,
        }

        impl<'a> $crate::SeatWindow<'a, $pos> for SeatView<'a> {
            #[inline]
            fn of(pos: &'a $pos, seat: u8) -> SeatView<'a> {
                SeatView { pos, seat }
            }
            fn sample(&self, seed: u64) -> $pos {
                let dealt = $crate::Engine::sample(self.pos, self.seat, seed);
                $crate::Engine::without_log(dealt)
            }
        }

        impl<'a> SeatView<'a> {
            /// The seat this view belongs to.
            pub fn seat(&self) -> u8 {
                self.seat
            }
            /// Who must decide what (public: everyone sees who is thinking).
            pub fn pending(&self) -> Option<(u8, <$pos as $crate::Engine>::Decision)> {
                $crate::Engine::pending(self.pos)
            }
            /// The log as this seat may see it.
            pub fn log(&self) -> impl Iterator<Item = <$pos as $crate::Engine>::Event> + 'a {
                let seat = self.seat;
                $crate::Engine::log(self.pos)
                    .iter()
                    .map(move |e| $crate::log::GameEvent::seen_by(e, Some(seat)))
            }
            /// The owned, serializable form of this view.
            pub fn to_player_view(&self) -> <$pos as $crate::Engine>::PlayerView {
                $crate::Engine::player_view(self.pos, Some(self.seat))
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_sets() {
        let s: Seats = [0u8, 3].into_iter().collect();
        assert!(s.contains(3) && !s.contains(1) && !s.contains(200));
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 3]);
        assert_eq!(s.len(), 2);
        assert!(Seats::NONE.is_empty());
        assert_eq!(serde_json::to_string(&s).unwrap(), "[0,3]");
        assert_eq!(serde_json::from_str::<Seats>("[0,3]").unwrap(), s);
        assert!(serde_json::from_str::<Seats>("[9]").is_err());
    }
}
