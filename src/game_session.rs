//! What every game's session in the app shares: seats and names, the
//! pass-and-play seating, applying and recording an action, whose turn it
//! is on this device, the live game signal, the bot driver and the notice
//! for a refused move. Each game implements [`GameSession`] once.

use crate::app::Ctx;
use crate::bot_driver::drive_bots;
use crate::seats::{Holder, SeatKind, Seating};
use leptos::prelude::*;

/// A game's saved session: the few things each game says, and the rest
/// provided.
pub trait GameSession: Clone + std::fmt::Debug + Send + Sync + 'static {
    /// The game's position.
    type Position: Clone + std::fmt::Debug + Send + Sync + 'static;
    /// The game's action.
    type Action: Copy + Send + Sync + 'static;

    /// Who sits in each seat.
    fn seats(&self) -> &[SeatKind];
    /// Each seat's name.
    fn names(&self) -> &[String];
    /// Whose hand is shown, and the privacy screen.
    fn seating(&self) -> &Seating;
    /// The same, to change.
    fn seating_mut(&mut self) -> &mut Seating;
    /// The game's seed.
    fn seed(&self) -> u64;
    /// Actions recorded so far.
    fn moves(&self) -> usize;
    /// The seat that must decide now (`None`: over).
    fn pending_seat(pos: &Self::Position) -> Option<u8>;
    /// Applies `action` to `pos` and records it in the saved game.
    fn record(&mut self, pos: &mut Self::Position, action: Self::Action) -> Result<(), String>;
    /// The bot's action in `seat`, decided from that seat's view alone.
    fn bot_action(&self, pos: &Self::Position, seat: u8) -> Option<Self::Action>;
    /// Forgets the viewer's half-made choice (a selected card) when the
    /// decision moves on.
    fn clear_choice(&mut self) {}
    /// The playtest notes.
    fn notes(&self) -> &str;
    /// The playtest notes, to change.
    fn notes_mut(&mut self) -> &mut String;
    /// Marks whether the session is at its table (a reload goes back there).
    fn set_at_table(&mut self, at: bool);

    /// A player's name.
    fn name(&self, seat: u8) -> &str {
        self.names().get(seat as usize).map_or("?", String::as_str)
    }
    /// Who plays a seat.
    fn kind(&self, seat: u8) -> SeatKind {
        self.seats()[seat as usize]
    }
    /// After each action: whose hand is shown and the privacy screen.
    fn hand_over(&mut self, pos: &Self::Position) {
        self.clear_choice();
        let seats = self.seats().to_vec();
        self.seating_mut().update(&seats, Self::pending_seat(pos));
    }
    /// "I have the device".
    fn ready(&mut self) {
        self.seating_mut().ready();
    }
    /// Applies and records an action, then hands over.
    fn act(&mut self, pos: &mut Self::Position, action: Self::Action) -> Result<(), String> {
        self.record(pos, action)?;
        self.hand_over(pos);
        Ok(())
    }
    /// The bot that must move now.
    fn bot_to_move(&self, pos: &Self::Position) -> Option<u8> {
        self.seating()
            .bot_to_move(self.seats(), Self::pending_seat(pos))
    }
    /// Who holds the device for the pending decision.
    fn holder(&self, pos: &Self::Position) -> Holder {
        self.seating().holder(Self::pending_seat(pos))
    }
    /// The seat whose secrets the page may show (none behind the privacy screen).
    fn log_viewer(&self) -> Option<u8> {
        if self.seating().pass_to.is_some() {
            None
        } else {
            self.seating().viewer
        }
    }
}

/// Implements [`GameSession`] for a game's `Session` whose fields are named
/// alike in every game: `game` (a saved game with `seed` and `actions`),
/// seats and names under the `deal` path, `seating`, `notes` and `at_table`;
/// `clear` forgets the half-made choice.
macro_rules! game_session {
    ($session:ty, $pos:ty, $action:ty, $bot:ty, deal: $($deal:ident).+, clear: |$s:ident| $clear:block) => {
        impl $crate::game_session::GameSession for $session {
            type Position = $pos;
            type Action = $action;
            fn seats(&self) -> &[$crate::seats::SeatKind] {
                &self.$($deal).+.seats
            }
            fn names(&self) -> &[String] {
                &self.$($deal).+.names
            }
            fn seating(&self) -> &$crate::seats::Seating {
                &self.seating
            }
            fn seating_mut(&mut self) -> &mut $crate::seats::Seating {
                &mut self.seating
            }
            fn seed(&self) -> u64 {
                self.game.seed
            }
            fn moves(&self) -> usize {
                self.game.actions.len()
            }
            fn pending_seat(pos: &$pos) -> Option<u8> {
                pos.pending().map(|p| p.0)
            }
            fn record(&mut self, pos: &mut $pos, action: $action) -> Result<(), String> {
                pos.apply(action).map_err(|e| e.to_string())?;
                self.game.actions.push(action);
                Ok(())
            }
            fn clear_choice(&mut self) {
                let $s = self;
                $clear
            }
            fn notes(&self) -> &str {
                &self.notes
            }
            fn notes_mut(&mut self) -> &mut String {
                &mut self.notes
            }
            fn set_at_table(&mut self, at: bool) {
                self.at_table = at;
            }
            fn bot_action(&self, pos: &$pos, seat: u8) -> Option<$action> {
                if pos.pending().map(|p| p.0) != Some(seat) {
                    return None;
                }
                let view = pos.view(seat);
                let legal = keep_core::Engine::legal_actions(pos);
                $crate::game_session::bot_move::<$bot, _, _>(
                    self.kind(seat),
                    self.game.seed,
                    self.moves(),
                    seat,
                    &view,
                    &legal,
                )
            }
        }
    };
}
pub(crate) use game_session;

/// What the table asks of the person holding the device, for a game whose
/// viewer decisions need no more detail than the engine's decision `D`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage<D> {
    /// Over.
    Over,
    /// Pass the device.
    PassDevice(u8),
    /// Someone else decides.
    Waiting(u8),
    /// A decision of the viewer.
    Decide(D),
}

impl<D> Stage<D> {
    /// The stage for who holds the device; `decision` is asked only when the viewer decides.
    pub fn of(holder: Holder, decision: impl FnOnce() -> D) -> Stage<D> {
        match holder {
            Holder::Over => Stage::Over,
            Holder::PassDevice(s) => Stage::PassDevice(s),
            Holder::Waiting(s) => Stage::Waiting(s),
            Holder::Viewer(_) => Stage::Decide(decision()),
        }
    }
}

/// A session as stored: its game's name and save-format version, the
/// checks a read session must pass, and the replay of its moves.
pub trait Saved: GameSession + serde::Serialize + serde::de::DeserializeOwned {
    /// The game's name in saves and links.
    const GAME: &'static str;
    /// The save format's version.
    const VERSION: u32;
    /// Checks the settings of a session read back (player count, names,
    /// that its seats match its game).
    fn check_saved(&self) -> Result<(), String>;
    /// Replays the saved moves from the deal.
    fn replay(&self) -> Result<Self::Position, String>;
}

/// Reads a save: the session and its replayed position, or why not.
pub fn load<S: Saved>(text: &str) -> Result<(S, S::Position), String> {
    let s: S = keep_core::save::read(text, S::VERSION, S::GAME)?;
    s.check_saved()?;
    let pos = s
        .replay()
        .map_err(|e| format!("its moves do not replay ({e})"))?;
    s.seating().check(s.seats().len())?;
    Ok((s, pos))
}

/// The save text of a session.
pub fn save_text<S: Saved>(s: &S) -> String {
    keep_core::save::write(S::VERSION, S::GAME, s)
}

/// A game being played: its saved session and where it stands.
#[derive(Clone, Debug)]
pub struct Live<S: GameSession> {
    /// What is saved.
    pub session: S,
    /// The position (rebuilt from the session on load).
    pub pos: S::Position,
}

/// The live game of one kind, in a signal (`None`: no game).
pub type LiveSignal<S> = RwSignal<Option<Live<S>>>;

/// Reads the live game through `f` (tracked); `None` without a game.
pub fn read<S: GameSession, T>(live: LiveSignal<S>, f: impl FnOnce(&Live<S>) -> T) -> Option<T> {
    live.with(|l| l.as_ref().map(f))
}

/// Changes the live game, if any (the page updates and it saves).
pub fn update<S: GameSession>(live: LiveSignal<S>, f: impl FnOnce(&mut Live<S>)) {
    live.update(|l| {
        if let Some(l) = l {
            f(l)
        }
    });
}

/// Applies an action from the table; a refusal becomes a notice.
pub fn act<S: GameSession>(ctx: Ctx, live: LiveSignal<S>, action: S::Action) {
    let mut error = None;
    update(live, |l| {
        if let Err(e) = l.session.act(&mut l.pos, action) {
            error = Some(e);
        }
    });
    if let Some(e) = error {
        ctx.notice
            .set(Some(format!("That move is not allowed: {e}")));
    }
}

/// Puts a new game at the table (`started` from the game's `Session::start`),
/// or says why it could not start.
pub fn start<S: GameSession>(
    ctx: Ctx,
    live: LiveSignal<S>,
    started: Result<(S, S::Position), String>,
    table: crate::app::Screen,
) {
    match started {
        Ok((session, pos)) => {
            live.set(Some(Live { session, pos }));
            ctx.screen.set(table);
        }
        Err(e) => ctx
            .notice
            .set(Some(format!("The game could not start: {e}"))),
    }
}

/// Lets the live game's bots move one at a time after the chosen delay; a
/// timer that finds the game moved on (or replaced) does nothing.
pub fn drive<S: GameSession>(ctx: Ctx, live: LiveSignal<S>) {
    drive_bots(
        ctx,
        move || {
            read(live, |l| {
                l.session
                    .bot_to_move(&l.pos)
                    .map(|s| (s, l.session.seed(), l.session.moves()))
            })
            .flatten()
        },
        move |seat, seed, moves| {
            let mut acted = false;
            live.update(|l| {
                let Some(l) = l else { return };
                if l.session.seed() != seed || l.session.moves() != moves {
                    return;
                }
                if let Some(a) = l.session.bot_action(&l.pos, seat) {
                    acted = l.session.act(&mut l.pos, a).is_ok();
                }
            });
            acted
        },
    );
}

/// A seat's bot move from its view and legal actions, seeded from the game
/// and the move number (`None` for a human seat or nothing legal).
pub fn bot_move<B, V: ?Sized, A: Copy>(
    kind: SeatKind,
    seed: u64,
    moves: usize,
    seat: u8,
    view: &V,
    legal: &[A],
) -> Option<A>
where
    B: keep_core::SeededBot + keep_core::Bot<V, A>,
{
    let SeatKind::Bot(kind) = kind else {
        return None;
    };
    keep_core::bot::seeded_decide::<B, V, A>(kind, seed, moves, seat, view, legal)
}
