//! A game as the shell lists it ([`GameEntry`]): its names, and what the
//! shell asks of it ([`Plugged`]), the game's type erased once, so that the
//! app holds a list of games and the lab, the picker and backups reach any
//! of them; on the lab page, its lab and replay viewer too ([`Tools`]), and
//! on the guest page, its guest's page.
//! The one implementation of both, for every game, is in `entry.rs`.

use crate::shell::frame::browser::{self, LAB_PAGE};
use crate::shell::frame::routing::{Ctx, Screen};
use crate::shell::plug::seats::BotKind;
use keep_core::link::Query;
use leptos::prelude::*;
use serde_json::Value;

/// One game of the app, for the shell: its names, and (through `Deref`)
/// what the shell asks of it ([`Plugged`]), its type erased once.
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
    /// The names of its other screens (`GameUi::PAGES`), for addresses.
    pub pages: &'static [&'static str],
    /// The fewest and the most players it takes.
    pub players: (usize, usize),
    /// The search bot's iterations per decision at the table
    /// (`Engine::SEARCH_ITERATIONS`); the lab offers a tenth of it.
    pub search: u32,
    /// The game itself.
    pub(in crate::shell) game: &'static dyn Plugged,
    /// Its lab and replay viewer: only the lab page's wasm
    /// (`src/bin/keep-lab-page.rs`) has them; elsewhere (`None`) they open
    /// the lab page.
    pub(in crate::shell) tools: Option<&'static dyn Tools>,
}

impl std::ops::Deref for GameEntry {
    type Target = dyn Plugged;
    fn deref(&self) -> &Self::Target {
        self.game
    }
}

/// What the shell asks of a game whose type it does not name: written once
/// for every game (`entry::Of`), so a game adds no code of its own here.
pub trait Plugged: Sync {
    /// Sets the game up at start-up (its state, its save); true when its
    /// saved game was at its table.
    fn init(&self, notices: &mut Vec<String>) -> bool;
    /// Fills the setup form from a share link of this game.
    fn open_link(&self, query: &Query) -> Result<(), String>;
    /// Fills the setup form for a playtest campaign: its options (the
    /// engine's, as JSON text; empty: the rules as written) and its first
    /// player count, unless the form already offers one of `players`.
    fn open_campaign(&self, options: &str, players: &[u8]) -> Result<(), String>;
    /// The setup screen.
    fn setup(&self) -> AnyView;
    /// The table.
    fn table(&self) -> AnyView;
    /// Another screen of the game, by name.
    fn page(&self, name: &str) -> Option<AnyView>;
    /// The query of a lab link (`lab=<game>&seed=…&seats=…&games=…` and
    /// the options) for its setup's options and seats: the lab page opens
    /// it for the main page's Lab buttons.
    fn lab_query(&self) -> String;
    /// True while its saved game goes on (tracked).
    fn going(&self) -> bool;
    /// Goes back to its saved game's table.
    fn resume(&self);
    /// What a backup holds of this game now.
    fn backup(&self) -> Backup;
    /// What restoring a backup's save and extra of this game would change
    /// (nothing for what is already here), or why the backup cannot be used.
    fn plan_restore(
        &self,
        save: Option<&str>,
        extra: Option<&serde_json::Value>,
    ) -> Result<Vec<Restore>, String>;
    /// True while a game of this kind is at its table (tracked): the lab
    /// then offers to go back to it and to add a run to its notes.
    fn at_table(&self) -> bool;
    /// Adds text to the notes of the game at the table (false: no game).
    fn add_to_notes(&self, text: String) -> bool;
    /// The report of a kept game of this kind (its record's text): file
    /// name and Markdown, or why the record cannot be used.
    fn record_report(&self, text: &str) -> Result<(String, String), String>;
    /// The replay link of a kept game of this kind (its record's text).
    fn record_replay(&self, text: &str) -> Result<String, String>;
    /// Checks a record of a game of this kind: it replays to what it says.
    fn check_record(&self, text: &str) -> Result<(), String>;
}

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

/// A game's options as the lab needs them, checked for a player count.
#[derive(Clone, Debug, PartialEq)]
pub struct LabOptions {
    /// The engine's options, as a run carries them.
    pub engine: Value,
    /// The options as link pairs (`&V1=…`).
    pub query: String,
    /// The options in words, one per line.
    pub words: Vec<String>,
}

/// A game of a finished run to open in the replay viewer.
#[derive(Clone, Debug)]
pub struct ReplayRequest {
    /// The run, as JSON.
    pub run: Value,
    /// Players.
    pub players: usize,
    /// The bot of each seat.
    pub bots: Vec<BotKind>,
    /// The game's index in the run.
    pub index: u64,
    /// The game's seed.
    pub seed: u64,
    /// The run's options as link pairs.
    pub options_query: String,
}

/// A game's lab and replay viewer, its type erased once: what only the lab
/// page's wasm names (`entry::lab_tools`), so that the main page's wasm
/// holds neither. Written once for every game (`entry::Of`).
pub trait Tools: Sync {
    /// Creates the game's lab and replay states (after the game's own).
    fn provide(&self);
    /// The lab.
    fn lab(&self) -> AnyView;
    /// The replay viewer.
    fn replay(&self) -> AnyView;
    /// Opens the lab with the game's setup: its options, and its seats (a
    /// person's seat gets the basic bot).
    fn open_lab(&self);
    /// Sets the lab up from a lab link and opens it.
    fn open_lab_link(&self, query: &Query) -> Result<(), String>;
    /// Opens a replay link in the replay viewer.
    fn open_replay_link(&self, query: &Query) -> Result<(), String>;
    /// Opens the game at its table in the replay viewer, at its last move.
    fn open_table_replay(&self);
    /// The options of its lab's form now, with number `set.0` of its
    /// variant at `set.1` if given (a sweep's value), checked for a player
    /// count.
    fn lab_options(&self, players: usize, set: Option<(usize, u16)>) -> Result<LabOptions, String>;
    /// Its variant's numbers (what a sweep may go over).
    fn numbers(&self) -> &'static [keep_core::variant::Number];
    /// Plays a game of a lab run again and opens it in the replay viewer.
    fn lab_replay(&self, request: ReplayRequest);
}

impl GameEntry {
    /// Shows its setup screen.
    pub fn open(&self) {
        Ctx::get().screen.set(Screen::Setup(self.id));
    }

    /// The same game with its lab and replay viewer (the lab page's list).
    pub fn with_tools(self, tools: &'static dyn Tools) -> GameEntry {
        GameEntry {
            tools: Some(tools),
            ..self
        }
    }

    /// Opens its lab with its setup's options and seats: here on the lab
    /// page, else on the lab page (`lab.html`, a new page in the history).
    pub fn open_lab(&self) {
        match self.tools {
            Some(t) => t.open_lab(),
            None => browser::go_to_page(
                LAB_PAGE,
                &format!("?{}&opened=1", self.lab_query()),
                &Screen::Lab(self.id).hash(),
                false,
            ),
        }
    }

    /// Opens the game at its table in the replay viewer: here on the lab
    /// page, else on the lab page (`?watch=<game>`).
    pub fn open_table_replay(&self) {
        match self.tools {
            Some(t) => t.open_table_replay(),
            None => browser::go_to_page(
                LAB_PAGE,
                &format!("?watch={}", self.id),
                &Screen::Replay(self.id).hash(),
                false,
            ),
        }
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
