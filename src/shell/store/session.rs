//! A game's session in the app, for any game: the saved game (players,
//! options, seed, every action), the settings it was dealt from, notes,
//! pass-and-play seating, the viewer's half-made choice, and whether it is
//! at its table. Plain data and pure functions, covered by native tests.

use crate::shell::plug::game::{ActionOf, EngineOf, GameUi};
use crate::shell::plug::options::GameOptions;
use crate::shell::plug::seats::{BotKind, SeatKind};
use crate::shell::plug::settings::Settings;
use crate::shell::store::feedback::Feedback;
use crate::shell::store::marks::Mark;
use crate::shell::store::seating::Seating;
use keep_core::record::Note;
use keep_core::take_back::Refused;
use keep_core::{Engine, RestoreError, SavedGame};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The save format's version; a save of another version is not read.
pub const SAVE_VERSION: u32 = 1;

/// Checks settings for game `G`: the player count, one name per seat, and
/// the game's options.
pub fn validate<G: GameUi>(s: &Settings<G::Options>) -> Result<(), String> {
    s.deal
        .validate(EngineOf::<G>::TITLE, EngineOf::<G>::PLAYERS)?;
    s.options.validate(s.deal.seats.len())
}

/// A whole session, as saved in localStorage.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Session<G: GameUi> {
    /// The game: players, options, seed and every action.
    pub game: SavedGame<EngineOf<G>>,
    /// The settings it was dealt from.
    pub settings: Settings<G::Options>,
    /// Playtest notes.
    #[serde(default)]
    pub notes: String,
    /// Moments the table marked (none: not written, so saves without
    /// marks are as before).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<Mark>,
    /// What the players at this device said at the end (none: not
    /// written, so saves without it are as before).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub feedback: Vec<Feedback>,
    /// The notes players wrote at their own devices (each kept beside the
    /// others).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub guest_notes: Vec<Note>,
    /// When it was dealt and ended, and its record's id.
    #[serde(flatten)]
    pub played: Played,
    /// Whose hand is shown, and the privacy screen.
    #[serde(flatten)]
    pub seating: Seating,
    /// The viewer's half-made choice.
    #[serde(flatten)]
    pub pick: G::Pick,
    /// True while the session is at its table (false once the player left it).
    pub at_table: bool,
}

impl<G: GameUi> PartialEq for Session<G> {
    fn eq(&self, o: &Self) -> bool {
        self.game == o.game
            && self.settings == o.settings
            && self.notes == o.notes
            && self.marks == o.marks
            && self.feedback == o.feedback
            && self.guest_notes == o.guest_notes
            && self.played == o.played
            && self.seating == o.seating
            && self.pick == o.pick
            && self.at_table == o.at_table
    }
}

/// When a game was dealt and ended, and the id its record is kept under
/// ("Games played here"): a new deal gets a new id, so a rematch is kept
/// beside the game before it. Saves from before have none (their record
/// takes one from the seed and the time it is first kept).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The record's id (empty: not given yet).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub id: String,
    /// When it was dealt (ms since 1970; 0: not known).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub started: u64,
    /// When it ended (ms since 1970), once over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<u64>,
}

fn is_zero(x: &u64) -> bool {
    *x == 0
}

/// A session and the position its game stands at.
pub type Opened<G> = (Session<G>, EngineOf<G>);

/// Why a game could not start.
#[derive(Clone, Debug, PartialEq)]
pub enum StartError<E: Engine> {
    /// The settings are not ones the game takes (in words).
    Settings(String),
    /// The engine cannot deal it.
    Deal(E::SetupError),
}

impl<E: Engine> fmt::Display for StartError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Settings(m) => f.write_str(m),
            StartError::Deal(e) => write!(f, "{e}"),
        }
    }
}

/// Why a save could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError<E: Engine> {
    /// Not a save of this game and version, or damaged (in words).
    Envelope(String),
    /// Its settings or seating are not possible (in words).
    Settings(String),
    /// Its moves do not replay.
    Replay(RestoreError<E>),
}

impl<E: Engine> fmt::Display for LoadError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Envelope(m) | LoadError::Settings(m) => f.write_str(m),
            LoadError::Replay(e) => write!(f, "its moves do not replay ({e})"),
        }
    }
}

impl<G: GameUi> Session<G> {
    /// A new session dealt from `settings`, with its first position.
    pub fn start(settings: Settings<G::Options>) -> Result<Opened<G>, StartError<EngineOf<G>>> {
        validate::<G>(&settings).map_err(StartError::Settings)?;
        let game = SavedGame::new(
            settings.deal.seats.len(),
            settings.options.engine(),
            settings.deal.seed,
        );
        let pos = game.start().map_err(StartError::Deal)?;
        let mut s = Session {
            game,
            settings,
            notes: String::new(),
            marks: Vec::new(),
            feedback: Vec::new(),
            guest_notes: Vec::new(),
            played: Played::default(),
            seating: Seating::default(),
            pick: G::Pick::default(),
            at_table: true,
        };
        s.seating.follow(&s.settings.deal.seats, &pos);
        Ok((s, pos))
    }

    /// Reads save text: the session and its replayed position.
    pub fn load(text: &str) -> Result<Opened<G>, LoadError<EngineOf<G>>> {
        let s: Session<G> = keep_core::save::read(text, SAVE_VERSION, EngineOf::<G>::GAME)
            .map_err(LoadError::Envelope)?;
        validate::<G>(&s.settings).map_err(LoadError::Settings)?;
        let ours = SavedGame::<EngineOf<G>>::new(
            s.settings.deal.seats.len(),
            s.settings.options.engine(),
            s.settings.deal.seed,
        );
        if (s.game.players, &s.game.options, s.game.seed)
            != (ours.players, &ours.options, ours.seed)
        {
            return Err(LoadError::Settings(
                "its seats do not match its game".into(),
            ));
        }
        s.seating
            .check(s.settings.deal.seats.len())
            .map_err(LoadError::Settings)?;
        let pos = s.game.restore().map_err(LoadError::Replay)?;
        Ok((s, pos))
    }

    /// The save text of this session.
    pub fn save_text(&self) -> String {
        self.save_text_rev(0)
    }

    /// The save text of this session as revision `rev` of its save.
    pub fn save_text_rev(&self, rev: u64) -> String {
        keep_core::save::write_rev(SAVE_VERSION, EngineOf::<G>::GAME, rev, self)
    }

    /// A player's name.
    pub fn name(&self, seat: u8) -> &str {
        self.settings
            .deal
            .names
            .get(seat as usize)
            .map_or("?", String::as_str)
    }

    /// Splits the session into what changes at a different pace: the game
    /// (with its position), whose hand is shown, the notes, and the
    /// viewer's half-made choice (the page keeps each in a signal).
    pub fn split(self, pos: EngineOf<G>) -> Parts<G> {
        let Session {
            game,
            settings,
            notes,
            marks,
            feedback,
            guest_notes,
            played,
            seating,
            pick,
            at_table,
        } = self;
        Parts {
            marks,
            feedback,
            guest_notes,
            live: Live {
                game,
                settings,
                at_table,
                played,
                pos,
            },
            seating,
            notes,
            pick,
        }
    }

    /// The session of a game and what goes with it, as it is saved.
    pub fn join(live: &Live<G>, seating: Seating, said: Said, pick: G::Pick) -> Session<G> {
        let Said {
            notes,
            marks,
            feedback,
            guest_notes,
        } = said;
        Session {
            game: live.game.clone(),
            settings: live.settings.clone(),
            notes,
            marks,
            feedback,
            guest_notes,
            played: live.played.clone(),
            seating,
            pick,
            at_table: live.at_table,
        }
    }
}

/// What the table said of a game: its notes, the moments it marked, the
/// answers at the end and the notes from players' own devices.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Said {
    /// The table's notes.
    pub notes: String,
    /// Moments the table marked.
    pub marks: Vec<Mark>,
    /// What each seat answered at the end.
    pub feedback: Vec<Feedback>,
    /// The notes from players' own devices.
    pub guest_notes: Vec<Note>,
}

/// A session split by concern ([`Session::split`]): what the page keeps,
/// each part in a signal of its own, and what the tests play.
pub struct Parts<G: GameUi> {
    /// The game and where it stands.
    pub live: Live<G>,
    /// Whose hand is shown, and the privacy screen.
    pub seating: Seating,
    /// Playtest notes.
    pub notes: String,
    /// Moments the table marked.
    pub marks: Vec<Mark>,
    /// What the players at this device said at the end.
    pub feedback: Vec<Feedback>,
    /// The notes from players' own devices.
    pub guest_notes: Vec<Note>,
    /// The viewer's half-made choice.
    pub pick: G::Pick,
}

impl<G: GameUi> Parts<G> {
    /// Applies and records an action at `now` (ms), then hands over
    /// ([`Live::hand_over`], the half-made choice forgotten): what the page
    /// does with a move from its table, its signals written part by part.
    pub fn act(
        &mut self,
        action: ActionOf<G>,
        now: u64,
    ) -> Result<(), <EngineOf<G> as Engine>::RuleError> {
        self.live.play(action)?;
        self.live.hand_over(&mut self.seating, now);
        self.pick = G::Pick::default();
        Ok(())
    }

    /// The session as it is saved.
    pub fn session(&self) -> Session<G> {
        let said = Said {
            notes: self.notes.clone(),
            marks: self.marks.clone(),
            feedback: self.feedback.clone(),
            guest_notes: self.guest_notes.clone(),
        };
        Session::join(&self.live, self.seating, said, self.pick.clone())
    }
}

/// The game at play: what it was dealt from, every action, whether it is at
/// its table, and where it stands. Only the shell reads the position; game
/// screens see views ([`crate::shell::plug::game::TableCtx`]).
#[derive(Clone, Debug)]
pub struct Live<G: GameUi> {
    /// Players, options, seed and every action.
    pub(in crate::shell) game: SavedGame<EngineOf<G>>,
    /// The settings it was dealt from.
    pub(in crate::shell) settings: Settings<G::Options>,
    /// True while the game is at its table (false once the player left it).
    pub(in crate::shell) at_table: bool,
    /// When it was dealt and ended, and its record's id.
    pub(in crate::shell) played: Played,
    /// The position (rebuilt from the saved game on load).
    pub(in crate::shell) pos: EngineOf<G>,
}

impl<G: GameUi> Live<G> {
    /// For a game's own tests: where the game stands.
    #[cfg(test)]
    pub fn position(&self) -> &EngineOf<G> {
        &self.pos
    }

    /// For a game's own tests: when the game ended, once over.
    #[cfg(test)]
    pub fn ended(&self) -> Option<u64> {
        self.played.ended
    }

    /// Who plays a seat.
    pub fn kind(&self, seat: u8) -> SeatKind {
        kind_of(&self.settings, seat)
    }

    /// The moment of the game: its seed and the moves so far, take-backs
    /// counted ([`keep_core::SavedGame::plies`]: it only grows, so a bot's
    /// move decided before a take-back is never played after it).
    pub fn moment(&self) -> (u64, usize) {
        (self.game.seed, self.game.plies())
    }

    /// The seat that may take back the last move, or why nobody may
    /// ([`keep_core::take_back`]).
    pub fn taker(&self) -> Result<u8, Refused> {
        self.game.taker(&self.pos).map(|t| t.0)
    }

    /// Who made the last move and whether they may take it back, or why
    /// not (`None`: nothing to take back, no move or the game over).
    pub fn last_mover(&self) -> Option<(u8, Result<(), Refused>)> {
        let (seat, _, refused) = self.game.may_take_back(&self.pos).ok()?;
        Some((seat, refused.map_or(Ok(()), Err)))
    }

    /// Takes back the last move for `seat`, as the rules of
    /// [`keep_core::take_back`] allow; a refused one changes nothing.
    pub fn take_back(&mut self, seat: u8) -> Result<ActionOf<G>, Refused> {
        self.game.take_back(&mut self.pos, seat)
    }

    /// Applies and records an action; a refused one changes nothing.
    pub fn play(&mut self, action: ActionOf<G>) -> Result<(), <EngineOf<G> as Engine>::RuleError> {
        self.game.play(&mut self.pos, action)
    }

    /// Applies an action a guest's device sent for `seat`: only while that
    /// seat is played from another device and decides now; a refusal says
    /// why and changes nothing.
    pub fn play_remote(&mut self, seat: u8, action: ActionOf<G>) -> Result<(), String> {
        if self.kind(seat) != SeatKind::Remote {
            return Err(format!(
                "seat {} is not played from another device now",
                seat + 1
            ));
        }
        match self.pos.pending() {
            None => Err("the game is over".into()),
            Some((s, _)) if s != seat => Err("it is not your turn".into()),
            Some(_) => self.play(action).map_err(|e| e.to_string()),
        }
    }

    /// Takes back the last move for `seat` when `who` accepts who plays
    /// that seat (a seat at this device, or a guest's); a refusal says why
    /// and changes nothing.
    pub fn take_back_if(&mut self, seat: u8, who: impl Fn(SeatKind) -> bool) -> Result<(), String> {
        if !who(self.kind(seat)) {
            return Err(format!("seat {} is not played from here", seat + 1));
        }
        self.take_back(seat).map(|_| ()).map_err(|e| e.to_string())
    }

    /// Changes who plays `seat` (a guest's seat handed to a bot, and
    /// back); true when it changed.
    pub fn set_kind(&mut self, seat: u8, kind: SeatKind) -> bool {
        match self.settings.deal.seats.get_mut(seat as usize) {
            Some(k) if *k != kind => {
                *k = kind;
                true
            }
            _ => false,
        }
    }

    /// After each action: the game's end noted at `now` (for its record)
    /// once over, and whose hand is shown and the privacy screen following
    /// who decides now. True when the game itself changed (its end noted).
    pub fn hand_over(&mut self, seating: &mut Seating, now: u64) -> bool {
        seating.follow(&self.settings.deal.seats, &self.pos);
        let ended = self.pos.is_over() && self.played.ended.is_none();
        if ended {
            self.played.ended = Some(now);
        }
        ended
    }

    /// The move of the bot in `seat`, from that seat's view and legal
    /// actions alone; its tie-breaks are seeded from the game's seed and the
    /// moves so far, so a reload makes the same move (`None`: a human seat,
    /// a search bot, which decides in the worker, or not its decision).
    pub fn bot_action(&self, seat: u8) -> Option<ActionOf<G>> {
        let SeatKind::Bot(kind) = self.kind(seat) else {
            return None;
        };
        self.bot_move(seat, kind)
    }

    /// The move a quick bot of `kind` would make in `seat` (`None` for a
    /// search bot, or when `seat` does not decide).
    pub fn bot_move(&self, seat: u8, kind: BotKind) -> Option<ActionOf<G>> {
        keep_core::bot::move_in::<EngineOf<G>, true>(&self.game, &self.pos, seat, kind)
    }
}

/// Who plays a seat of a game dealt from `settings`.
fn kind_of<O>(settings: &Settings<O>, seat: u8) -> SeatKind {
    settings
        .deal
        .seats
        .get(seat as usize)
        .copied()
        .unwrap_or(SeatKind::Human)
}
