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
}

impl<G: GameUi> Clone for GameState<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for GameState<G> {}

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

    /// Creates the state, provides it as context, lets the game read its
    /// own stored things, reads the saved game, and saves after every
    /// change from then on. Returns whether the saved game was at its table.
    pub(in crate::shell) fn init(notices: &mut Vec<String>) -> bool {
        let setup = RwSignal::new(Settings::new(G::DEFAULT_PLAYERS, browser::random_seed()));
        let state = GameState::<G> {
            live: RwSignal::new(None),
            setup,
        };
        provide_context(state);
        G::init(setup, notices);
        let mut at_table = false;
        if let Some(text) = storage::read(&save_key::<G>()) {
            match Session::<G>::load(&text) {
                Ok((session, pos)) => {
                    at_table = session.at_table;
                    state.live.set(Some(Live { session, pos }));
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
        Effect::new(move || {
            state.live.with(|l| {
                let Some(l) = l else { return };
                if !storage::write(&save_key::<G>(), &l.session.save_text())
                    && !warned.get_value()
                    && storage::available()
                {
                    warned.set_value(true);
                    Ctx::get().say("The game could not be saved (storage is full).");
                }
            })
        });
        at_table
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
                self.live.set(Some(Live { session, pos }));
                ctx.screen.set(Screen::Table(EngineOf::<G>::GAME));
            }
            Err(e) => ctx.say(format!("The game could not start: {e}")),
        }
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
