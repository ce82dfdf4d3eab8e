//! A game as the shell lists it ([`GameEntry`]): its names, and the
//! screens and start-up steps the shell calls for it, with the game's type
//! erased so that the app can hold a list of games.

use crate::shell::game::{EngineOf, GameUi};
use crate::shell::routing::{Ctx, Screen};
use crate::shell::setup::setup_screen;
use crate::shell::share;
use crate::shell::state::GameState;
use crate::shell::table::table_screen;
use keep_core::link::Query;
use keep_core::Engine;
use leptos::prelude::*;

/// One game of the app, for the shell.
#[derive(Clone, Copy)]
pub struct GameEntry {
    /// Its id (`card-keeper`): in saves, links and `data-testid`s.
    pub id: &'static str,
    /// Its name for people.
    pub title: &'static str,
    /// One line for the picker.
    pub blurb: &'static str,
    /// The picker's resume button's `data-testid`, when not `resume-{id}`.
    pub resume_testid: Option<&'static str>,
    init: fn(&mut Vec<String>) -> bool,
    open_link: fn(&Query) -> Result<(), String>,
    setup: fn() -> AnyView,
    table: fn() -> AnyView,
    page: fn(&str) -> Option<AnyView>,
    going: fn() -> bool,
    resume: fn(),
}

/// The entry of game `G`.
pub fn entry<G: GameUi>() -> GameEntry {
    let id = EngineOf::<G>::GAME;
    GameEntry {
        id,
        title: EngineOf::<G>::TITLE,
        blurb: G::BLURB,
        resume_testid: G::PICKER_RESUME,
        init: GameState::<G>::init,
        open_link: |q| {
            let settings = share::decode::<G>(q)?;
            GameState::<G>::get().setup.set(settings);
            Ok(())
        },
        setup: || setup_screen::<G>().into_any(),
        table: || table_screen::<G>().into_any(),
        page: G::page,
        going: || GameState::<G>::get().going(),
        resume: || GameState::<G>::get().resume(),
    }
}

impl GameEntry {
    /// Sets the game up at start-up (its state, its save); true when its
    /// saved game was at its table.
    pub fn init(&self, notices: &mut Vec<String>) -> bool {
        (self.init)(notices)
    }
    /// Fills the setup form from a share link of this game.
    pub fn open_link(&self, query: &Query) -> Result<(), String> {
        (self.open_link)(query)
    }
    /// The setup screen.
    pub fn setup(&self) -> AnyView {
        (self.setup)()
    }
    /// The table.
    pub fn table(&self) -> AnyView {
        (self.table)()
    }
    /// Another screen of the game, by name.
    pub fn page(&self, name: &str) -> Option<AnyView> {
        (self.page)(name)
    }
    /// True while its saved game goes on (tracked).
    pub fn going(&self) -> bool {
        (self.going)()
    }
    /// Goes back to its saved game's table.
    pub fn resume(&self) {
        (self.resume)()
    }
    /// Shows its setup screen.
    pub fn open(&self) {
        Ctx::get().screen.set(Screen::Setup(self.id));
    }
}

/// The games of the app, in the picker's order (provided as context).
#[derive(Clone)]
pub struct Games(pub Vec<GameEntry>);

impl Games {
    /// The list, from context.
    pub fn get() -> Games {
        expect_context::<Games>()
    }
    /// The game with this id.
    pub fn find(&self, id: &str) -> Option<GameEntry> {
        self.0.iter().find(|g| g.id == id).copied()
    }
}
