//! A game's state in the page, for any game, one signal per concern: the
//! game at play and its position (seen only by the shell), whose hand is
//! shown, the playtest notes, the viewer's half-made choice, and the setup
//! form. Saved to localStorage whenever the game, the seating or the notes
//! change; a half-made choice alone writes only itself, a few bytes under a
//! key of its own. Read back at start-up, an unreadable save set aside with
//! a notice.
//!
//! - [`sync`]: start-up, the save written and read back, other tabs followed;
//! - [`act`]: actions from the table, a guest or a bot, and seats handed over.

mod act;
mod sync;

use crate::shell::frame::routing::{Ctx, Screen};
use crate::shell::plug::game::{ActionOf, EngineOf, GameUi};
use crate::shell::plug::seats::SeatKind;
use crate::shell::plug::settings::Settings;
use crate::shell::store::feedback::Feedback;
use crate::shell::store::kept::{self, Kept};
use crate::shell::store::marks::Mark;
use crate::shell::store::report;
use crate::shell::store::seating::Seating;
use crate::shell::store::session::{Live, Parts, Played, Said, Session, SAVE_VERSION};
use crate::shell::{frame::browser, frame::storage};
use keep_core::record::Note;
use keep_core::Engine;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// One game's state in the page (provided as context, one per game).
pub struct GameState<G: GameUi> {
    /// The game at play, if any (once there is one, there always is).
    pub(in crate::shell) live: RwSignal<Option<Live<G>>>,
    /// Whose hand is shown, and the privacy screen.
    pub(in crate::shell) seating: RwSignal<Seating>,
    /// The playtest notes.
    pub(in crate::shell) notes: RwSignal<String>,
    /// The moments the table marked.
    pub(in crate::shell) marks: RwSignal<Vec<Mark>>,
    /// What the players at this device said at the end of the game.
    pub(in crate::shell) feedback: RwSignal<Vec<Feedback>>,
    /// The notes players wrote at their own devices.
    pub(in crate::shell) guest_notes: RwSignal<Vec<Note>>,
    /// The viewer's half-made choice (a selected card): a change of it
    /// alone writes only itself, under [`pick_key`], not the game.
    pub(in crate::shell) pick: RwSignal<G::Pick>,
    /// The setup form's settings (a game's options form edits them).
    pub setup: RwSignal<Settings<G::Options>>,
    /// What this page last wrote or read of the save (so that a save read
    /// from another tab is not written back, and a newer save is never
    /// written over).
    synced: StoredValue<Synced>,
    /// Where the page keeps the games played here (none: a replay's table).
    keeper: Option<Kept>,
    /// The record this page last kept among the games played here (so an
    /// unchanged one is not written again).
    kept: StoredValue<String>,
}

impl<G: GameUi> Clone for GameState<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for GameState<G> {}

/// A saved game in words: `Card Keeper, seed 42, 31 moves (over)`.
fn describe<G: GameUi>(live: &Live<G>) -> String {
    let moves = live.game.actions.len();
    format!(
        "{}, seed {}, {moves} move{}{}",
        EngineOf::<G>::TITLE,
        live.settings.deal.seed,
        if moves == 1 { "" } else { "s" },
        if live.pos.is_over() { " (over)" } else { "" }
    )
}

/// The save as this page last wrote or read it.
#[derive(Clone, Default)]
struct Synced {
    /// Its revision.
    rev: u64,
    /// The session as this page serializes it (empty: none yet).
    json: String,
    /// The stored text (empty: nothing was stored).
    text: String,
}

impl Synced {
    /// Writes the save of `game`, its session written as `json`, unless it
    /// is what was last written or read, or the stored save is one this page
    /// has not seen (another tab's). For any game: only the session's JSON
    /// depends on the game.
    fn write(synced: StoredValue<Synced>, game: &str, json: String) -> Write {
        let key = &key_of(game);
        if synced.with_value(|s| s.json == json) {
            return Write::Unchanged;
        }
        let stored = storage::read(key).unwrap_or_default();
        let (rev, known) = synced.with_value(|s| (s.rev, s.text == stored));
        if !known && keep_core::save::revision(&stored) >= rev {
            return Write::Newer;
        }
        let rev = rev.max(keep_core::save::revision(&stored)) + 1;
        let text = keep_core::save::wrap(SAVE_VERSION, game, rev, &json);
        if storage::write(key, &text) {
            synced.set_value(Synced { rev, json, text });
            Write::Done
        } else {
            Write::Failed
        }
    }

    /// Forgets what this page last wrote or read under `key`, except the
    /// revision, so that its next write (a new or restored game) goes
    /// ahead, newer than whatever is stored now.
    fn take_over(synced: StoredValue<Synced>, key: &str) {
        let stored = storage::read(key).unwrap_or_default();
        let rev = keep_core::save::revision(&stored).max(synced.with_value(|s| s.rev));
        synced.set_value(Synced {
            rev,
            json: String::new(),
            text: stored,
        });
    }

    /// What is stored under `key`, when it is not what this page last wrote
    /// or read and not older (another tab's newer save).
    fn unseen(synced: StoredValue<Synced>, key: &str) -> Option<String> {
        let text = storage::read(key)?;
        let (rev, known) = synced.with_value(|s| (s.rev, s.text == text));
        (!known && keep_core::save::revision(&text) >= rev).then_some(text)
    }
}

/// What became of a write of the save.
enum Write {
    /// Written.
    Done,
    /// Nothing changed since the last write or read.
    Unchanged,
    /// The stored save is another tab's: not written over.
    Newer,
    /// Storage refused it (full or blocked).
    Failed,
}

/// The tab's storage key of game `G`'s setup form as typed.
fn setup_key<G: GameUi>() -> String {
    format!("keep-table.{}.setup", EngineOf::<G>::GAME)
}

/// The localStorage key of game `G`'s save.
pub fn save_key<G: GameUi>() -> String {
    key_of(EngineOf::<G>::GAME)
}

/// The localStorage key of the save of the game with id `game`.
fn key_of(game: &str) -> String {
    format!("keep-table.{game}.game")
}

/// The localStorage key of game `G`'s half-made choice (a card selected, a
/// play begun), kept apart so that a click writes a few bytes, not the game.
pub fn pick_key<G: GameUi>() -> String {
    format!("keep-table.{}.pick", EngineOf::<G>::GAME)
}

/// A half-made choice as stored: the moment of the game it was made at (a
/// choice of another game or move is not brought back) and the choice, its
/// fields beside them as in a save (so the page has one reader and writer
/// of each game's choice, not two).
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
struct StoredPick<G: GameUi> {
    /// The game's seed.
    seed: u64,
    /// Its moves so far.
    moves: usize,
    /// The choice.
    #[serde(flatten)]
    pick: G::Pick,
}

/// Sets `signal` to `value`, notifying its readers only when it changes.
fn set_if_changed<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    signal.maybe_update(|v| {
        let changed = *v != value;
        if changed {
            *v = value;
        }
        changed
    });
}

/// Stores a choice's text unless it is stored already (any game).
fn store_pick(key: &str, text: &str) {
    if storage::read(key).as_deref() != Some(text) {
        storage::write(key, text);
    }
}

/// The key an unreadable save of game `G` is set aside under.
pub fn unreadable_key<G: GameUi>() -> String {
    format!("keep-table.{}.unreadable", EngineOf::<G>::GAME)
}

impl<G: GameUi> GameState<G> {
    /// The state of game `G`, from context.
    pub fn get() -> GameState<G> {
        expect_context::<GameState<G>>()
    }

    /// A state of its own for `live` (the replay viewer's table): not
    /// provided as context, never saved.
    pub(in crate::shell) fn detached(live: Live<G>, seating: Seating) -> GameState<G> {
        let mut state = GameState::empty(Settings::new(G::DEFAULT_PLAYERS, 0));
        state.keeper = None;
        state.live.set(Some(live));
        state.seating.set(seating);
        state
    }

    /// A state with no game yet.
    fn empty(setup: Settings<G::Options>) -> GameState<G> {
        GameState {
            live: RwSignal::new(None),
            seating: RwSignal::new(Seating::default()),
            notes: RwSignal::new(String::new()),
            marks: RwSignal::new(Vec::new()),
            feedback: RwSignal::new(Vec::new()),
            guest_notes: RwSignal::new(Vec::new()),
            pick: RwSignal::new(G::Pick::default()),
            setup: RwSignal::new(setup),
            synced: StoredValue::new(Synced::default()),
            keeper: Kept::get(),
            kept: StoredValue::new(String::new()),
        }
    }

    /// Puts a session's parts at play, each in its signal. A game saved
    /// before records were kept gets its record's id here, and its end
    /// time once over.
    fn put(&self, mut parts: Parts<G>) {
        let played = &mut parts.live.played;
        if played.id.is_empty() {
            played.id = kept::new_id();
        }
        if parts.live.pos.is_over() && played.ended.is_none() {
            played.ended = Some(kept::now());
        }
        self.seating.set(parts.seating);
        self.notes.set(parts.notes);
        self.marks.set(parts.marks);
        self.feedback.set(parts.feedback);
        self.guest_notes.set(parts.guest_notes);
        self.pick.set(parts.pick);
        self.live.set(Some(parts.live));
    }

    /// The session at play as it is saved (tracks the game, the seating and
    /// the notes; not the half-made choice).
    fn session(&self) -> Option<Session<G>> {
        self.live.with(|l| {
            l.as_ref().map(|l| {
                let said = Said {
                    notes: self.notes.get(),
                    marks: self.marks.get(),
                    feedback: self.feedback.get(),
                    guest_notes: self.guest_notes.get(),
                };
                Session::join(l, self.seating.get(), said, self.pick.get_untracked())
            })
        })
    }

    /// What the table said of the game at play, as it stands now.
    pub(in crate::shell) fn said_untracked(&self) -> Said {
        Said {
            notes: self.notes.get_untracked(),
            marks: self.marks.get_untracked(),
            feedback: self.feedback.get_untracked(),
            guest_notes: self.guest_notes.get_untracked(),
        }
    }

    /// The report of the game at play: its file name and its Markdown.
    pub(in crate::shell) fn report(&self) -> Option<(String, String)> {
        let said = self.said_untracked();
        self.live
            .with_untracked(|l| l.as_ref().map(|l| report::of_game(l, &said)))
    }

    /// Reads the game at play through `f` (tracked); `None` without one.
    pub(in crate::shell) fn read<T>(&self, f: impl FnOnce(&Live<G>) -> T) -> Option<T> {
        self.live.with(|l| l.as_ref().map(f))
    }

    /// Changes the game at play, if any (the page follows, and it saves).
    pub(in crate::shell) fn update(&self, f: impl FnOnce(&mut Live<G>)) {
        self.live.update(|l| {
            if let Some(l) = l {
                f(l)
            }
        });
    }

    /// True while a game is going on (for the resume buttons).
    pub fn going(&self) -> bool {
        self.read(|l| !l.pos.is_over()).unwrap_or(false)
    }

    /// Keeps the game at play among the games played here as it stands,
    /// when it changed since last kept: finished once over, else (a game
    /// left for another) unfinished, if anything was played or said.
    pub(in crate::shell) fn keep_record(&self) {
        let Some(keeper) = self.keeper else { return };
        let said = self.said_untracked();
        let record = self.live.with_untracked(|l| {
            l.as_ref()
                .filter(|l| {
                    l.pos.is_over() || !l.game.actions.is_empty() || said != Said::default()
                })
                .map(|l| kept::record_of(l, &said, kept::now()))
        });
        let Some(record) = record else { return };
        let text = record.write();
        if self.kept.with_value(|k| *k != text) {
            self.kept.set_value(text.clone());
            keeper.keep(record.id, text);
        }
    }

    /// Deals a new game from `settings` and shows its table, or says why
    /// it could not start. The game it replaces is kept first.
    pub fn start(&self, settings: Settings<G::Options>) {
        let ctx = Ctx::get();
        match Session::<G>::start(settings) {
            Ok((mut session, pos)) => {
                self.keep_record();
                session.played = Played {
                    id: kept::new_id(),
                    started: kept::now(),
                    ended: None,
                };
                // A new game is newer than any save: it takes the next revision.
                self.take_over();
                self.put(session.split(pos));
                ctx.screen.set(Screen::Table(EngineOf::<G>::GAME));
            }
            Err(e) => ctx.say(format!("The game could not start: {e}")),
        }
    }

    /// The game at play as save text and in words, for a backup.
    pub(in crate::shell) fn backup(&self) -> Option<(String, String)> {
        let session = untrack(|| self.session())?;
        let words = self.live.with_untracked(|l| l.as_ref().map(describe))?;
        Some((session.save_text(), words))
    }

    /// Reads a backup's save of this game: the session split by concern,
    /// and the save in words (or why it cannot be used).
    pub(in crate::shell) fn check_backup(text: &str) -> Result<(Parts<G>, String), String> {
        let (session, pos) = Session::<G>::load(text).map_err(|e| e.to_string())?;
        let parts = session.split(pos);
        let words = describe(&parts.live);
        Ok((parts, words))
    }

    /// Puts a game restored from a backup at play, saved as newer than
    /// whatever was stored (the game it replaces kept first).
    pub(in crate::shell) fn restore(&self, parts: Parts<G>) {
        self.keep_record();
        self.take_over();
        self.put(parts);
    }

    /// Goes back to the saved game's table.
    pub fn resume(&self) {
        self.update(|l| l.at_table = true);
        Ctx::get().screen.set(Screen::Table(EngineOf::<G>::GAME));
    }

    /// Leaves the table for the setup screen (the game stays saved).
    pub fn leave(&self) {
        self.update(|l| l.at_table = false);
        Ctx::get().screen.set(Screen::Setup(EngineOf::<G>::GAME));
    }

    /// Deals the game at play again (`same_seed`), or a new one with its
    /// settings, and starts it.
    pub fn again(&self, same_seed: bool) {
        let Some(mut settings) = self
            .live
            .with_untracked(|l| l.as_ref().map(|l| l.settings.clone()))
        else {
            return;
        };
        if !same_seed {
            settings.deal.seed = browser::random_seed();
        }
        self.setup.set(settings.clone());
        self.start(settings);
    }
}
