//! A Keep'n Swap session in the app: the saved game, seats, notes, and the
//! selected card. Plain data and pure functions, covered by native tests.

use crate::game_session::GameSession;
use crate::seats::{Deal, Seating};
use keep_core::link::Query;
use keep_n_swap::{Action, Card, Decision, Position, SavedGame};
use serde::{Deserialize, Serialize};

/// The save format's version.
pub const SAVE_VERSION: u32 = 1;
/// The game's name in saves and links.
pub const GAME: &str = "keep-n-swap";

/// What a game is dealt from (the shared [`Deal`]).
pub type Settings = Deal;

/// The game's title in messages.
pub const TITLE: &str = "Keep'n Swap";
/// The player counts it takes.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=2;

/// Checks a deal for this game.
pub fn validate(s: &Settings) -> Result<(), String> {
    s.validate(TITLE, PLAYERS)
}

/// Reads a share link whose `play` is this game.
pub fn decode(q: &Query) -> Result<Settings, String> {
    Deal::decode_for(q, TITLE, PLAYERS)
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
    /// The selected card.
    #[serde(default)]
    pub selected: Option<Card>,
    /// True while at the table.
    pub at_table: bool,
}

/// What the table asks of the person holding the device.
pub type Stage = crate::game_session::Stage<Decision>;

/// Reads a save.
pub fn parse_save(text: &str) -> Result<(Session, Position), String> {
    crate::game_session::load(text)
}

/// The save text.
pub fn save_text(s: &Session) -> String {
    crate::game_session::save_text(s)
}

impl Session {
    /// A new session and its first position.
    pub fn start(settings: Settings) -> Result<(Session, Position), String> {
        validate(&settings)?;
        let game = SavedGame::new(2, keep_core::NoOptions {}, settings.seed);
        let pos = game.restore().map_err(|e| e.to_string())?;
        let mut s = Session {
            game,
            settings,
            notes: String::new(),
            seating: Seating::default(),
            selected: None,
            at_table: true,
        };
        s.hand_over(&pos);
        Ok((s, pos))
    }
    /// The stage the table is at.
    pub fn stage(&self, pos: &Position) -> Stage {
        Stage::of(self.holder(pos), || {
            pos.pending().map(|p| p.1).expect("a viewer decides")
        })
    }
    /// The action for the selected card in the current decision ("confirm").
    pub fn confirm(&self, pos: &Position) -> Option<Action> {
        let seat = self.seating.viewer?;
        let card = self.selected?;
        let a = match self.stage(pos) {
            Stage::Decide(Decision::ChooseCard) => Action::Choose { seat, card },
            Stage::Decide(Decision::QueenPurge) => Action::Purge { seat, card },
            Stage::Decide(Decision::Equalize) => Action::Equalize { seat, card },
            _ => return None,
        };
        pos.check(&a).is_ok().then_some(a)
    }
}

crate::game_session::game_session!(Session, Position, Action, keep_n_swap::bots::BasicBot, deal: settings, clear: |s| {
    s.selected = None;
});

impl crate::game_session::Saved for Session {
    const GAME: &'static str = GAME;
    const VERSION: u32 = SAVE_VERSION;
    fn check_saved(&self) -> Result<(), String> {
        validate(&self.settings)
    }
    fn replay(&self) -> Result<Position, String> {
        self.game.restore().map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_and_saves_round_trip() {
        let s = Deal::new(2, 8);
        assert_eq!(decode(&Query::parse(&s.encode(GAME)).unwrap()).unwrap(), s);
        let (mut session, mut pos) = Session::start(s).unwrap();
        for _ in 0..30 {
            let Some((seat, _)) = pos.pending() else {
                break;
            };
            let a = session
                .bot_action(&pos, seat)
                .unwrap_or_else(|| keep_core::Engine::legal_actions(&pos)[0]);
            session.act(&mut pos, a).unwrap();
        }
        let (back, pos2) = parse_save(&save_text(&session)).unwrap();
        assert_eq!(back, session);
        assert_eq!(pos2.to_setup(), pos.to_setup());
        assert!(parse_save("{}").unwrap_err().contains("format version"));
    }

    #[test]
    fn the_viewer_never_changes_to_the_bot() {
        let (s, _) = Session::start(Deal::new(2, 3)).unwrap();
        assert_eq!(s.seating.viewer, Some(0));
        assert_eq!(s.seating.pass_to, None);
    }
}
