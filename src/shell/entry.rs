//! A game as the shell lists it ([`GameEntry`]): its names, and the
//! screens and start-up steps the shell calls for it, with the game's type
//! erased so that the app can hold a list of games.

use crate::shell::game::{EngineOf, GameUi};
use crate::shell::lab::{lab_screen_of, LabOf};
use crate::shell::replay::{replay_screen, Replay, ReplayState};
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
    /// The names of its other screens ([`GameUi::PAGES`]), for addresses.
    pub pages: &'static [&'static str],
    init: fn(&mut Vec<String>) -> bool,
    open_link: fn(&Query) -> Result<(), String>,
    setup: fn() -> AnyView,
    table: fn() -> AnyView,
    page: fn(&str) -> Option<AnyView>,
    lab: fn() -> AnyView,
    replay: fn() -> AnyView,
    open_lab: fn(),
    open_lab_link: fn(&Query) -> Result<(), String>,
    open_replay_link: fn(&Query) -> Result<(), String>,
    going: fn() -> bool,
    resume: fn(),
    backup: fn() -> Backup,
    plan_restore: PlanRestore,
}

/// Reads a backup's save and extra of one game: the changes they would
/// make, or why they cannot be used.
type PlanRestore = fn(Option<&str>, Option<&serde_json::Value>) -> Result<Vec<Restore>, String>;

/// What a backup holds of one game: its saved game (save text, and in
/// words) and its own stored things (JSON).
pub struct Backup {
    /// The saved game, as save text and in words.
    pub save: Option<(String, String)>,
    /// The game's own stored things.
    pub extra: Option<serde_json::Value>,
}

/// One change a backup would make, to ask about when it replaces something.
pub struct Restore {
    /// What the backup puts in place, in words.
    pub what: String,
    /// What it would replace, in words (`None`: nothing is there).
    pub replaces: Option<String>,
    /// Makes the change.
    pub apply: Box<dyn FnOnce()>,
}

/// The entry of game `G`.
pub fn entry<G: GameUi>() -> GameEntry {
    let id = EngineOf::<G>::GAME;
    GameEntry {
        id,
        title: EngineOf::<G>::TITLE,
        blurb: G::BLURB,
        resume_testid: G::PICKER_RESUME,
        pages: G::PAGES,
        init: |notices| {
            ReplayState::<G>::provide();
            let at_table = GameState::<G>::init(notices);
            LabOf::<G>::provide();
            at_table
        },
        open_link: |q| {
            let settings = share::decode::<G>(q)?;
            GameState::<G>::get().setup.set(settings);
            Ok(())
        },
        setup: || setup_screen::<G>().into_any(),
        table: || table_screen::<G>().into_any(),
        page: G::page,
        lab: || lab_screen_of::<G>().into_any(),
        replay: || replay_screen::<G>().into_any(),
        open_lab: || LabOf::<G>::get().open(),
        open_lab_link: |q| LabOf::<G>::get().open_link(q),
        open_replay_link: |q| {
            let (replay, step) = Replay::<G>::from_link(q)?;
            ReplayState::<G>::get().open(replay, step);
            Ok(())
        },
        going: || GameState::<G>::get().going(),
        resume: || GameState::<G>::get().resume(),
        backup: || {
            let state = GameState::<G>::get();
            Backup {
                save: state.backup(),
                extra: state.setup.with_untracked(G::backup_extra),
            }
        },
        plan_restore: plan_restore::<G>,
    }
}

/// What restoring a backup's save and extra of game `G` would change
/// (nothing for what is already here), or why the backup cannot be used.
fn plan_restore<G: GameUi>(
    save: Option<&str>,
    extra: Option<&serde_json::Value>,
) -> Result<Vec<Restore>, String> {
    let state = GameState::<G>::get();
    let mut changes = Vec::new();
    if let Some(text) = save {
        let (live, what) = GameState::<G>::check_backup(text)?;
        let here = state.backup();
        let same = here.as_ref().is_some_and(|(t, _)| {
            serde_json::from_str::<serde_json::Value>(t).ok()
                == serde_json::from_str::<serde_json::Value>(text).ok()
        });
        if !same {
            changes.push(Restore {
                what,
                replaces: here.map(|(_, words)| words),
                apply: Box::new(move || state.restore(live)),
            });
        }
    }
    if let Some(v) = extra {
        let what = G::check_extra(v)?;
        let here = state.setup.with_untracked(G::backup_extra);
        if here.as_ref() != Some(v) {
            let v = v.clone();
            let setup = state.setup;
            changes.push(Restore {
                what,
                replaces: here.map(|h| G::check_extra(&h).unwrap_or_default()),
                apply: Box::new(move || G::restore_extra(setup, &v)),
            });
        }
    }
    Ok(changes)
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
    /// The lab.
    pub fn lab(&self) -> AnyView {
        (self.lab)()
    }
    /// The replay viewer.
    pub fn replay(&self) -> AnyView {
        (self.replay)()
    }
    /// Opens the lab with the game's current options.
    pub fn open_lab(&self) {
        (self.open_lab)()
    }
    /// Sets the lab up from a lab link and opens it.
    pub fn open_lab_link(&self, query: &Query) -> Result<(), String> {
        (self.open_lab_link)(query)
    }
    /// Opens a replay link in the replay viewer.
    pub fn open_replay_link(&self, query: &Query) -> Result<(), String> {
        (self.open_replay_link)(query)
    }
    /// True while its saved game goes on (tracked).
    pub fn going(&self) -> bool {
        (self.going)()
    }
    /// Goes back to its saved game's table.
    pub fn resume(&self) {
        (self.resume)()
    }
    /// What a backup holds of this game now.
    pub fn backup(&self) -> Backup {
        (self.backup)()
    }
    /// What restoring a backup's save and extra of this game would change.
    pub fn plan_restore(
        &self,
        save: Option<&str>,
        extra: Option<&serde_json::Value>,
    ) -> Result<Vec<Restore>, String> {
        (self.plan_restore)(save, extra)
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
