//! A Card Keeper session in the app: the saved game (settings, seed,
//! actions), names, seat kinds, notes and the little UI state that a reload
//! must bring back (whose hand is shown, a half-made choice).
//!
//! Plain data and pure functions, so the native tests cover them.

use crate::game_session::GameSession;
use crate::seats::{Holder, SeatKind, Seating};
use card_keeper::{Action, Card, Choice, Colour, Decision, Kind, Position, Rulings, SavedGame};
use serde::{Deserialize, Serialize};

/// The save format's version; a save with another version is not read.
pub const SAVE_VERSION: u32 = 1;

/// The settings a game is dealt from (the setup screen and share links).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Seat kinds; the number of players is its length.
    pub seats: Vec<SeatKind>,
    /// Player names, one per seat.
    pub names: Vec<String>,
    /// The seed.
    pub seed: u64,
    /// The switchable rulings.
    pub rulings: Rulings,
}

impl Settings {
    /// Checks player count and names.
    pub fn validate(&self) -> Result<(), String> {
        if !(2..=6).contains(&self.seats.len()) {
            return Err(format!(
                "{} players: Card Keeper takes 2 to 6",
                self.seats.len()
            ));
        }
        if self.names.len() != self.seats.len() {
            return Err("one name per seat is needed".into());
        }
        Ok(())
    }
}

/// A capture or Swap being aimed: the card and the targets chosen so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    /// The card being played.
    pub card: Card,
    /// Targets chosen so far.
    pub targets: Vec<u8>,
}

/// A whole session, as saved in localStorage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    /// The game: players, rulings, seed and every action.
    pub game: SavedGame,
    /// The settings it was dealt from.
    pub settings: Settings,
    /// Playtest notes.
    #[serde(default)]
    pub notes: String,
    /// Whose hand is shown, and the privacy screen.
    #[serde(flatten)]
    pub seating: Seating,
    /// The card the viewer has selected.
    #[serde(default)]
    pub selected: Option<Card>,
    /// A play waiting for its colour or targets.
    #[serde(default)]
    pub draft: Option<Draft>,
    /// True while the session is at the table (false once the player left it).
    pub at_table: bool,
}

/// The game's name in saves.
pub const GAME: &str = "card-keeper";

/// Why a save could not be read.
pub fn parse_save(text: &str) -> Result<(Session, Position), String> {
    crate::game_session::load(text)
}

/// The save text for a session.
pub fn save_text(session: &Session) -> String {
    crate::game_session::save_text(session)
}

impl Session {
    /// A new session dealt from `settings`, with its first position.
    pub fn start(settings: Settings) -> Result<(Session, Position), String> {
        settings.validate()?;
        let game = SavedGame::new(
            settings.seats.len(),
            card_keeper::Options {
                rulings: settings.rulings,
            },
            settings.seed,
        );
        let pos = game.start().map_err(|e| e.to_string())?;
        let mut s = Session {
            game,
            settings,
            notes: String::new(),
            seating: Seating::default(),
            selected: None,
            draft: None,
            at_table: true,
        };
        s.hand_over(&pos);
        Ok((s, pos))
    }

    /// Seats held by humans.
    pub fn humans(&self) -> Vec<u8> {
        (0..self.settings.seats.len() as u8)
            .filter(|&s| !self.settings.seats[s as usize].is_bot())
            .collect()
    }

    /// The decision the viewer must take now, if it is theirs.
    pub fn viewer_decision(&self, pos: &Position) -> Option<Decision> {
        match self.holder(pos) {
            Holder::Viewer(_) => pos.pending().map(|p| p.1),
            _ => None,
        }
    }
}

/// What the table asks of the person holding the device now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The game has ended.
    Over,
    /// Pass the device to this human (privacy screen).
    PassDevice(u8),
    /// Someone else (a bot, or a human while a bot-only table is watched) decides.
    Waiting(u8),
    /// Name the colour of the starting Wild.
    StartColour,
    /// Burn a card to a Chaos.
    ChaosBurn,
    /// Select a card, then play or burn it.
    PlayOrBurn,
    /// Name the colour of the Wild being played.
    WildColour,
    /// Choose the target of a Capture +1 or Swap.
    ChooseTarget(Card),
    /// Choose the two targets of a Capture +2 (those chosen so far).
    ChooseTargets(Vec<u8>),
}

impl Session {
    /// The stage the table is at.
    pub fn stage(&self, pos: &Position) -> Stage {
        let decision = match self.holder(pos) {
            Holder::Over => return Stage::Over,
            Holder::PassDevice(s) => return Stage::PassDevice(s),
            Holder::Waiting(s) => return Stage::Waiting(s),
            Holder::Viewer(_) => pos.pending().map(|p| p.1).expect("a viewer decides"),
        };
        match decision {
            Decision::NameColour => Stage::StartColour,
            Decision::ChaosBurn => Stage::ChaosBurn,
            Decision::PlayOrBurn => match &self.draft {
                None => Stage::PlayOrBurn,
                Some(d) => match d.card.kind() {
                    Kind::Wild => Stage::WildColour,
                    Kind::Capture2 => Stage::ChooseTargets(d.targets.clone()),
                    _ => Stage::ChooseTarget(d.card),
                },
            },
        }
    }

    /// "Play" on the selected card: the action when it needs no more
    /// choices, otherwise starts the draft that asks for them.
    pub fn play_selected(&mut self, pos: &Position) -> Option<Action> {
        let card = self.selected?;
        let seat = self.seating.viewer?;
        if self.viewer_decision(pos) != Some(Decision::PlayOrBurn) || !pos.is_playable(card) {
            return None;
        }
        match card.kind() {
            Kind::Wild | Kind::Capture(_) | Kind::Swap(..) | Kind::Capture2 => {
                self.draft = Some(Draft {
                    card,
                    targets: Vec::new(),
                });
                None
            }
            _ => Some(Action::Play {
                seat,
                card,
                choice: Choice::None,
            }),
        }
    }

    /// "Burn" on the selected card (a turn's burn or a Chaos burn).
    pub fn burn_selected(&self, pos: &Position) -> Option<Action> {
        let card = self.selected?;
        let seat = self.seating.viewer?;
        match self.viewer_decision(pos)? {
            Decision::PlayOrBurn if self.draft.is_none() => Some(Action::Burn { seat, card }),
            Decision::ChaosBurn => Some(Action::ChaosBurn { seat, card }),
            _ => None,
        }
    }

    /// A colour chosen in a prompt (starting Wild or a Wild being played).
    pub fn colour_chosen(&self, pos: &Position, colour: Colour) -> Option<Action> {
        let seat = self.seating.viewer?;
        match self.stage(pos) {
            Stage::StartColour => Some(Action::NameColour { seat, colour }),
            Stage::WildColour => Some(Action::Play {
                seat,
                card: Card::WILD,
                choice: Choice::Colour(colour),
            }),
            _ => None,
        }
    }

    /// A target chosen in a prompt (a seat, or a face-down card of its fan);
    /// returns the action once every target is chosen, otherwise records it.
    pub fn target_chosen(&mut self, pos: &Position, target: u8) -> Option<Action> {
        let seat = self.seating.viewer?;
        if !matches!(
            self.stage(pos),
            Stage::ChooseTarget(_) | Stage::ChooseTargets(_)
        ) {
            return None;
        }
        if target == seat || target as usize >= pos.players() || pos.is_out(target) {
            return None;
        }
        let draft = self.draft.as_mut()?;
        draft.targets.push(target);
        let choice = match (draft.card.kind(), &draft.targets[..]) {
            (Kind::Capture2, [a, b]) => Choice::Targets(*a, *b),
            (Kind::Capture2, _) => return None,
            (_, [t]) => Choice::Target(*t),
            _ => return None,
        };
        Some(Action::Play {
            seat,
            card: draft.card,
            choice,
        })
    }
}

crate::game_session::game_session!(Session, Position, Action, card_keeper::bots::BasicBot, deal: settings, clear: |s| {
    s.selected = None;
    s.draft = None;
});

impl crate::game_session::Saved for Session {
    const GAME: &'static str = GAME;
    const VERSION: u32 = SAVE_VERSION;
    fn check_saved(&self) -> Result<(), String> {
        self.settings.validate()?;
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
            seats: seats.iter().map(|s| SeatKind::parse(s).unwrap()).collect(),
            names: DEFAULT_NAMES[..seats.len()]
                .iter()
                .map(|s| s.to_string())
                .collect(),
            seed: 42,
            rulings: Rulings::default(),
        }
    }

    #[test]
    fn one_human_always_sees_their_hand() {
        let (s, _) = Session::start(settings(&["human", "bot-basic", "bot-random"])).unwrap();
        assert_eq!(s.seating.viewer, Some(0));
        assert_eq!(s.seating.pass_to, None);
    }

    #[test]
    fn two_humans_pass_the_device() {
        let (mut s, mut pos) = Session::start(settings(&["human", "human"])).unwrap();
        let first = pos.pending().unwrap().0;
        assert_eq!(s.seating.viewer, None);
        assert_eq!(s.seating.pass_to, Some(first));
        s.ready();
        assert_eq!(s.seating.viewer, Some(first));
        let a = keep_core::Engine::legal_actions(&pos)[0];
        s.act(&mut pos, a).unwrap();
        if let Some((next, _)) = pos.pending() {
            if next != first {
                assert_eq!(
                    s.seating.viewer, None,
                    "the other hand is hidden while the device is passed"
                );
                assert_eq!(s.seating.pass_to, Some(next));
            }
        }
    }

    #[test]
    fn save_round_trips_and_bad_saves_are_refused() {
        let (mut s, mut pos) =
            Session::start(settings(&["human", "bot-basic", "bot-random"])).unwrap();
        for _ in 0..20 {
            let Some((seat, _)) = pos.pending() else {
                break;
            };
            let a = if s.kind(seat).is_bot() {
                s.bot_action(&pos, seat).unwrap()
            } else {
                keep_core::Engine::legal_actions(&pos)[0]
            };
            s.act(&mut pos, a).unwrap();
        }
        let text = save_text(&s);
        let (s2, pos2) = parse_save(&text).unwrap();
        assert_eq!(s2, s);
        assert_eq!(pos2.to_setup(), pos.to_setup());
        assert!(parse_save("{").unwrap_err().contains("JSON"));
        assert!(parse_save(&text.replace("\"version\":1", "\"version\":99"))
            .unwrap_err()
            .contains("another version"));
        let mut edited = s.clone();
        edited.game.actions.insert(
            0,
            Action::NameColour {
                seat: 5,
                colour: card_keeper::Colour::Red,
            },
        );
        assert!(parse_save(&save_text(&edited))
            .unwrap_err()
            .contains("replay"));
    }
}
