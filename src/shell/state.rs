//! A game's state in the page, for any game: the session at play and its
//! position (seen only by the shell), and the setup form. Saved to
//! localStorage after every change; read back at start-up, an unreadable
//! save set aside with a notice.

use crate::shell::game::{ActionOf, EngineOf, GameUi};
use crate::shell::routing::{Ctx, Screen};
use crate::shell::session::Session;
use crate::shell::settings::Settings;
use crate::shell::{browser, storage};
use keep_core::Engine;
use leptos::prelude::*;

/// A game being played: its session and where it stands. Only the shell
/// reads the position; game screens see views ([`crate::shell::TableCtx`]).
#[derive(Clone, Debug)]
pub struct Live<G: GameUi> {
    /// What is saved.
    pub(in crate::shell) session: Session<G>,
    /// The position (rebuilt from the session on load).
    pub(in crate::shell) pos: EngineOf<G>,
}

impl<G: GameUi> Live<G> {
    /// A live game from its session and the position it stands at.
    pub(in crate::shell) fn new(session: Session<G>, pos: EngineOf<G>) -> Live<G> {
        Live { session, pos }
    }
    /// A live game from its parts, for tests of what reads one.
    #[cfg(test)]
    pub fn for_test(session: Session<G>, pos: EngineOf<G>) -> Live<G> {
        Live { session, pos }
    }
}

/// One game's state in the page (provided as context, one per game).
pub struct GameState<G: GameUi> {
    /// The game at play, if any (once there is one, there always is).
    pub(in crate::shell) live: RwSignal<Option<Live<G>>>,
    /// The setup form's settings (a game's options form edits them).
    pub setup: RwSignal<Settings<G::Options>>,
    /// What this page last wrote or read of the save (so that a save read
    /// from another tab is not written back, and a newer save is never
    /// written over).
    synced: StoredValue<Synced>,
}

impl<G: GameUi> Clone for GameState<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for GameState<G> {}

/// A saved game in words: `Card Keeper, seed 42, 31 moves (over)`.
fn describe<G: GameUi>(session: &Session<G>, pos: &EngineOf<G>) -> String {
    let moves = session.game.actions.len();
    format!(
        "{}, seed {}, {moves} move{}{}",
        EngineOf::<G>::TITLE,
        session.settings.deal.seed,
        if moves == 1 { "" } else { "s" },
        if pos.is_over() { " (over)" } else { "" }
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

/// The localStorage key of game `G`'s save.
pub fn save_key<G: GameUi>() -> String {
    format!("keep-table.{}.game", EngineOf::<G>::GAME)
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
    pub(in crate::shell) fn detached(live: Live<G>) -> GameState<G> {
        GameState {
            live: RwSignal::new(Some(live)),
            setup: RwSignal::new(Settings::new(G::DEFAULT_PLAYERS, 0)),
            synced: StoredValue::new(Synced::default()),
        }
    }

    /// Creates the state, provides it as context, lets the game read its
    /// own stored things, reads the saved game, and saves after every
    /// change from then on. Returns whether the saved game was at its table.
    pub(in crate::shell) fn init(notices: &mut Vec<String>) -> bool {
        let setup = RwSignal::new(Settings::new(G::DEFAULT_PLAYERS, browser::random_seed()));
        let state = GameState::<G> {
            live: RwSignal::new(None),
            setup,
            synced: StoredValue::new(Synced::default()),
        };
        provide_context(state);
        G::init(setup, notices);
        let mut at_table = false;
        if let Some(text) = storage::read(&save_key::<G>()) {
            match Session::<G>::load(&text) {
                Ok((session, pos)) => {
                    at_table = session.at_table;
                    state.adopt(&text, Live { session, pos });
                }
                Err(why) => {
                    storage::write(&unreadable_key::<G>(), &text);
                    storage::remove(&save_key::<G>());
                    notices.push(format!(
                        "Your saved {} game could not be read: {why}. It was set aside (key {}), and a fresh game can start.",
                        EngineOf::<G>::TITLE,
                        unreadable_key::<G>()
                    ));
                }
            }
        }
        let warned = StoredValue::new(false);
        let ctx = Ctx::get();
        Effect::new(move || {
            // Written while the game is read; followed after (following
            // replaces the game, which cannot happen while it is read).
            let written = state
                .live
                .with(|l| l.as_ref().map(|l| state.write(&l.session)));
            match written {
                None | Some(Write::Done | Write::Unchanged) => {}
                Some(Write::Newer) => {
                    // Another tab saved after this one's last sync (its
                    // storage event is on its way): follow it, write nothing.
                    state.follow(ctx);
                }
                Some(Write::Failed) if !warned.get_value() && storage::reachable() => {
                    warned.set_value(true);
                    ctx.say("The game could not be saved (storage is full). Export a backup from the game picker to keep it.");
                }
                Some(Write::Failed) => {}
            }
        });
        // Another tab of this browser saved the game: follow it live (what
        // is stored now, which may be newer than the event's).
        let key = save_key::<G>();
        let listener = window_event_listener(leptos::ev::storage, move |e| {
            if e.key().is_none_or(|k| k == key) {
                state.follow(ctx);
            }
        });
        on_cleanup(move || listener.remove());
        at_table
    }

    /// Puts a game read from storage (its save text) at play.
    fn adopt(&self, text: &str, live: Live<G>) {
        self.synced.set_value(Synced {
            rev: keep_core::save::revision(text),
            json: serde_json::to_string(&live.session).unwrap_or_default(),
            text: text.to_string(),
        });
        self.live.set(Some(live));
    }

    /// Forgets what this page last wrote or read, except the revision, so
    /// that its next write (a new or restored game) goes ahead, newer than
    /// whatever is stored now.
    fn take_over(&self) {
        let stored = storage::read(&save_key::<G>()).unwrap_or_default();
        let rev = keep_core::save::revision(&stored).max(self.synced.with_value(|s| s.rev));
        self.synced.set_value(Synced {
            rev,
            json: String::new(),
            text: stored,
        });
    }

    /// Follows what another tab of this browser stored, when it is not what
    /// this page last wrote or read and not older: the table shows the game
    /// as it stands there. Two tabs that wrote the same revision at once
    /// both end on the one stored last.
    fn follow(&self, ctx: Ctx) {
        let Some(text) = storage::read(&save_key::<G>()) else {
            return;
        };
        let (rev, known) = self.synced.with_value(|s| (s.rev, s.text == text));
        if known || keep_core::save::revision(&text) < rev {
            return;
        }
        match Session::<G>::load(&text) {
            Ok((session, pos)) => {
                let moved_on = self
                    .live
                    .with_untracked(|l| {
                        l.as_ref()
                            .map(|l| (l.session.game.seed, l.session.game.actions.len()))
                    })
                    .is_some_and(|(seed, moves)| {
                        seed != session.game.seed || moves != session.game.actions.len()
                    });
                self.adopt(&text, Live { session, pos });
                if moved_on {
                    ctx.say(format!(
                        "The {} game moved on in another tab: this tab shows it as it stands there.",
                        EngineOf::<G>::TITLE
                    ));
                }
            }
            Err(why) => {
                // Not followed, and not written over either (the write
                // below finds it unknown and stops).
                ctx.say(format!(
                    "Another tab saved a {} game this tab cannot read ({why}); this tab's game is left as it was.",
                    EngineOf::<G>::TITLE
                ));
            }
        }
    }

    /// Writes the session, unless it is what was last written or read, or
    /// the stored save is one this page has not seen (another tab's).
    fn write(&self, session: &Session<G>) -> Write {
        let json = serde_json::to_string(session).unwrap_or_default();
        if self.synced.with_value(|s| s.json == json) {
            return Write::Unchanged;
        }
        let key = save_key::<G>();
        let stored = storage::read(&key).unwrap_or_default();
        let (rev, known) = self.synced.with_value(|s| (s.rev, s.text == stored));
        if !known && keep_core::save::revision(&stored) >= rev {
            return Write::Newer;
        }
        let rev = rev.max(keep_core::save::revision(&stored)) + 1;
        let text = Session::<G>::save_text_of(&json, rev);
        if storage::write(&key, &text) {
            self.synced.set_value(Synced { rev, json, text });
            Write::Done
        } else {
            Write::Failed
        }
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

    /// Deals a new game from `settings` and shows its table, or says why
    /// it could not start.
    pub fn start(&self, settings: Settings<G::Options>) {
        let ctx = Ctx::get();
        match Session::<G>::start(settings) {
            Ok((session, pos)) => {
                // A new game is newer than any save: it takes the next revision.
                self.take_over();
                self.live.set(Some(Live { session, pos }));
                ctx.screen.set(Screen::Table(EngineOf::<G>::GAME));
            }
            Err(e) => ctx.say(format!("The game could not start: {e}")),
        }
    }

    /// The game at play as save text and in words, for a backup.
    pub(in crate::shell) fn backup(&self) -> Option<(String, String)> {
        self.live.with_untracked(|l| {
            l.as_ref()
                .map(|l| (l.session.save_text(), describe(&l.session, &l.pos)))
        })
    }

    /// Reads a backup's save of this game: the session and its position,
    /// and the save in words (or why it cannot be used).
    pub(in crate::shell) fn check_backup(text: &str) -> Result<(Live<G>, String), String> {
        let (session, pos) = Session::<G>::load(text).map_err(|e| e.to_string())?;
        let words = describe(&session, &pos);
        Ok((Live { session, pos }, words))
    }

    /// Puts a game restored from a backup at play, saved as newer than
    /// whatever was stored.
    pub(in crate::shell) fn restore(&self, live: Live<G>) {
        self.take_over();
        self.live.set(Some(live));
    }

    /// Goes back to the saved game's table.
    pub fn resume(&self) {
        self.update(|l| l.session.at_table = true);
        Ctx::get().screen.set(Screen::Table(EngineOf::<G>::GAME));
    }

    /// Leaves the table for the setup screen (the game stays saved).
    pub fn leave(&self) {
        self.update(|l| l.session.at_table = false);
        Ctx::get().screen.set(Screen::Setup(EngineOf::<G>::GAME));
    }

    /// Deals the game at play again (`same_seed`), or a new one with its
    /// settings, and starts it.
    pub fn again(&self, same_seed: bool) {
        let Some(mut settings) = self
            .live
            .with_untracked(|l| l.as_ref().map(|l| l.session.settings.clone()))
        else {
            return;
        };
        if !same_seed {
            settings.deal.seed = browser::random_seed();
        }
        self.setup.set(settings.clone());
        self.start(settings);
    }

    /// Applies an action from the table; a refusal becomes a notice.
    pub(in crate::shell) fn act(&self, action: ActionOf<G>) {
        let mut error = None;
        self.update(|l| {
            if let Err(e) = l.session.act(&mut l.pos, action) {
                error = Some(e);
            }
        });
        if let Some(e) = error {
            Ctx::get().say(format!("That move is not allowed: {e}"));
        }
    }
}
