//! A Star Crew session in the app: the saved game, seats, notes, and the
//! little UI state a reload must bring back (selection, a take being placed).
//! Plain data and pure functions, covered by native tests.

use crate::game_session::GameSession;
use crate::seats::{Deal, Holder, Seating};
use keep_core::link::Query;
use serde::{Deserialize, Serialize};
use star_crew::groups::{beats, strength};
use star_crew::{Action, Decision, End, Position, SavedGame};

/// The save format's version.
pub const SAVE_VERSION: u32 = 1;
/// The game's name in saves and links.
pub const GAME: &str = "star-crew";

/// What a game is dealt from (the shared [`Deal`]).
pub type Settings = Deal;

/// The game's title in messages.
pub const TITLE: &str = "Star Crew";
/// The player counts it takes.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=5;

/// Checks a deal for this game.
pub fn validate(s: &Settings) -> Result<(), String> {
    s.validate(TITLE, PLAYERS)
}

/// Reads a share link whose `play` is this game.
pub fn decode(q: &Query) -> Result<Settings, String> {
    Deal::decode_for(q, TITLE, PLAYERS)
}

/// The UI state of the viewing player's turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnUi {
    /// The selected neighbouring cards, `(start, len)`.
    pub selection: Option<(u8, u8)>,
    /// Warp switched on for this turn.
    pub warp: bool,
    /// The end being taken from, while its card is placed.
    pub taking: Option<End>,
    /// Whether the card being taken is turned over.
    pub flip: bool,
}

/// A whole session, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    /// The game.
    pub game: SavedGame,
    /// Its settings.
    pub settings: Settings,
    /// Playtest notes.
    #[serde(default)]
    pub notes: String,
    /// Whose hand is shown, and the privacy screen.
    #[serde(flatten)]
    pub seating: Seating,
    /// The viewer's turn in progress.
    #[serde(default)]
    pub ui: TurnUi,
    /// True while at the table.
    pub at_table: bool,
}

/// What the table asks of the person holding the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The game has ended.
    Over,
    /// Pass the device to this human.
    PassDevice(u8),
    /// Someone else decides.
    Waiting(u8),
    /// Keep or flip the hand.
    KeepOrFlip,
    /// Launch, take or Warp.
    Turn,
    /// Place the card being taken.
    Insert(End),
    /// Launch to finish a Warp.
    WarpLaunch,
}

/// Reads a save: the session and its replayed position.
pub fn parse_save(text: &str) -> Result<(Session, Position), String> {
    crate::game_session::load(text)
}

/// The save text for a session.
pub fn save_text(s: &Session) -> String {
    crate::game_session::save_text(s)
}

impl Session {
    /// A new session and its first position.
    pub fn start(settings: Settings) -> Result<(Session, Position), String> {
        validate(&settings)?;
        let game = SavedGame::new(settings.seats.len(), keep_core::NoOptions {}, settings.seed);
        let pos = game.restore().map_err(|e| e.to_string())?;
        let mut s = Session {
            game,
            settings,
            notes: String::new(),
            seating: Seating::default(),
            ui: TurnUi::default(),
            at_table: true,
        };
        s.hand_over(&pos);
        Ok((s, pos))
    }

    /// The stage the table is at.
    pub fn stage(&self, pos: &Position) -> Stage {
        let decision = match self.holder(pos) {
            Holder::Over => return Stage::Over,
            Holder::PassDevice(s) => return Stage::PassDevice(s),
            Holder::Waiting(s) => return Stage::Waiting(s),
            Holder::Viewer(_) => pos.pending().map(|p| p.1).expect("a viewer decides"),
        };
        match (decision, self.ui.taking) {
            (Decision::KeepOrFlip, _) => Stage::KeepOrFlip,
            (Decision::WarpLaunch, _) => Stage::WarpLaunch,
            (Decision::Turn, Some(end)) => Stage::Insert(end),
            (Decision::Turn, None) => Stage::Turn,
        }
    }

    /// A click on hand card `i`: extends the selection when it is next to it,
    /// clears it when it is selected, otherwise starts a new one.
    pub fn click_card(&mut self, i: u8) {
        self.ui.selection = match self.ui.selection {
            Some((start, len)) if i >= start && i < start + len => None,
            Some((start, len)) if i + 1 == start => Some((i, len + 1)),
            Some((start, len)) if i == start + len => Some((start, len + 1)),
            _ => Some((i, 1)),
        };
    }

    /// The launch of the selection, when it is a group that beats the formation.
    pub fn launch(&self, pos: &Position) -> Option<Action> {
        if !matches!(self.stage(pos), Stage::Turn | Stage::WarpLaunch) {
            return None;
        }
        let seat = self.seating.viewer?;
        let (start, len) = self.ui.selection?;
        let hand = pos.hand(seat);
        let group = hand.get(start as usize..(start + len) as usize)?;
        let s = strength(group)?;
        beats(s, strength(pos.formation())).then_some(Action::Launch { seat, start, len })
    }

    /// True when a take (or Warp) from the formation is allowed now.
    pub fn can_take(&self, pos: &Position) -> bool {
        self.stage(pos) == Stage::Turn
            && !pos.formation().is_empty()
            && pos.owner() != self.seating.viewer
    }

    /// The action that places the card being taken before hand position `at`.
    pub fn insert(&self, pos: &Position, at: u8) -> Option<Action> {
        let Stage::Insert(end) = self.stage(pos) else {
            return None;
        };
        let seat = self.seating.viewer?;
        let flip = self.ui.flip;
        let a = if self.ui.warp {
            Action::Warp {
                seat,
                end,
                flip,
                at,
            }
        } else {
            Action::Take {
                seat,
                end,
                flip,
                at,
            }
        };
        pos.check(&a).is_ok().then_some(a)
    }
}

crate::game_session::game_session!(Session, Position, Action, star_crew::bots::BasicBot, deal: settings, clear: |s| {
    s.ui = TurnUi::default();
});

impl crate::game_session::Saved for Session {
    const GAME: &'static str = GAME;
    const VERSION: u32 = SAVE_VERSION;
    fn check_saved(&self) -> Result<(), String> {
        validate(&self.settings)?;
        if self.settings.seats.len() != self.game.players {
            return Err("its seats do not match its game".into());
        }
        Ok(())
    }
    fn replay(&self) -> Result<Position, String> {
        self.game.restore().map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::DEFAULT_NAMES;

    fn settings(seats: &[&str]) -> Settings {
        Settings {
            seats: seats
                .iter()
                .map(|s| crate::seats::SeatKind::parse(s).unwrap())
                .collect(),
            names: DEFAULT_NAMES[..seats.len()]
                .iter()
                .map(|s| s.to_string())
                .collect(),
            seed: 3,
        }
    }

    #[test]
    fn links_round_trip() {
        let s = settings(&["human", "bot-basic", "bot-random"]);
        let q = Query::parse(&s.encode(GAME)).unwrap();
        assert_eq!(q.get("play"), Some(GAME));
        assert_eq!(decode(&q).unwrap(), s);
        assert!(decode(&Query::parse("play=star-crew&seed=1&seats=human").unwrap()).is_err());
    }

    #[test]
    fn selection_grows_by_neighbours() {
        let (mut s, _) = Session::start(settings(&["human", "bot-basic"])).unwrap();
        s.click_card(3);
        s.click_card(4);
        s.click_card(2);
        assert_eq!(s.ui.selection, Some((2, 3)));
        s.click_card(7);
        assert_eq!(s.ui.selection, Some((7, 1)));
        s.click_card(7);
        assert_eq!(s.ui.selection, None);
    }

    #[test]
    fn saves_round_trip_through_bot_moves() {
        let (mut s, mut pos) =
            Session::start(settings(&["human", "bot-basic", "bot-random"])).unwrap();
        for _ in 0..40 {
            let Some((seat, _)) = pos.pending() else {
                break;
            };
            let a = match s.bot_action(&pos, seat) {
                Some(a) => a,
                None => keep_core::Engine::legal_actions(&pos)[0],
            };
            s.act(&mut pos, a).unwrap();
        }
        let (back, pos2) = parse_save(&save_text(&s)).unwrap();
        assert_eq!(back, s);
        assert_eq!(pos2.to_setup(), pos.to_setup());
        assert!(parse_save("[").is_err());
        assert!(
            parse_save(&save_text(&s).replace("\"star-crew\"", "\"card-keeper\""))
                .unwrap_err()
                .contains("card-keeper")
        );
    }
}
