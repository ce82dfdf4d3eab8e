//! The door: everything a game's screens may use of the shell, and nothing
//! else. A game (`src/games/<game>/`) imports the shell only through this
//! module (`scripts/check-layers.py` fails on any other path), so a room
//! behind it can change without touching a game.
//!
//! What is here: the plug-in contract ([`GameUi`], [`Prompt`],
//! [`GameOptions`]), what a game's table reads and does ([`TableCtx`],
//! [`Stage`]), the pieces its seats, hand and dock are drawn with
//! ([`seat_parts`], [`dock`], [`keyed`]), and the few store and browser
//! helpers a game's own options and editors need.

pub use super::frame::markdown::Markdown;
pub use super::frame::routing::{Ctx, Screen};
pub use super::frame::{browser, keyed, storage};
pub use super::plug::game::Stage;
pub use super::plug::game::TableCtx;
pub use super::plug::game::{ActionOf, DecisionOf, EngineOf, GameUi, Prompt, ViewOf};
pub use super::plug::options::GameOptions;
pub use super::plug::plugged::GameEntry;
pub use super::plug::settings::Settings;
pub use super::plug::{seats, settings};
#[cfg(test)]
pub use super::store::round_trip::played_and_reloaded;
pub use super::store::state::GameState;
pub use super::store::{marks, report, session, share};
pub use super::table::dock::dock;
pub use super::table::last_move::LogFeed;
pub use super::table::prompt::prompt_area;
pub use super::table::seat_parts;
