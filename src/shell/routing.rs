//! Which screen is shown, and the state every screen shares.

use leptos::prelude::*;

/// Which screen is shown. Games are named by their id (`card-keeper`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The game picker.
    Picker,
    /// A game's setup screen.
    Setup(&'static str),
    /// A game's table.
    Table(&'static str),
    /// A game's lab.
    Lab(&'static str),
    /// A game's replay viewer.
    Replay(&'static str),
    /// Another screen of a game (Keep's card-list editor), by its name.
    Page(&'static str, &'static str),
}

/// State every screen shares (provided as context).
#[derive(Clone, Copy)]
pub struct Ctx {
    /// The screen shown.
    pub screen: RwSignal<Screen>,
    /// A non-blocking message.
    pub notice: RwSignal<Option<String>>,
    /// Milliseconds a bot waits before moving.
    pub delay_ms: RwSignal<u32>,
    /// The bot now thinking, at any table.
    pub thinking: RwSignal<Option<u8>>,
}

impl Ctx {
    /// The shared state, from context.
    pub fn get() -> Ctx {
        expect_context::<Ctx>()
    }
    /// Shows a notice.
    pub fn say(&self, text: impl Into<String>) {
        self.notice.set(Some(text.into()));
    }
}
