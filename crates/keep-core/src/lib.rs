//! # keep-core
//!
//! What the Keep Table games share, so that no game copies another:
//!
//! - [`engine`]: the [`Engine`] trait every game's rules engine implements;
//! - [`rng`]: the seeded ChaCha8 generator, the bounded draw and the
//!   Fisher–Yates shuffle whose algorithms are fixed forever (a seed must
//!   deal the same game on every machine and version);
//! - [`actions`]: lists of legal actions, the inline one failing loudly;
//! - [`bot`]: the [`Bot`] trait (a bot decides from a view, never the full
//!   position) and the uniform random bot;
//! - [`search`]: the `strong` and `expert` bots (information-set search);
//! - [`sim`]: whole games played by bots, and the win tally of reports;
//! - [`saved`]: a saved game of any engine, restored by replay;
//! - [`scenario`]: the scenario-file runner and its `expect` check;
//! - [`harness`]: the property checks every game's tests run;
//! - [`link`]: percent-encoding and query parsing for share links;
//! - [`log`]: the [`log::GameEvent`] trait every game's log implements;
//! - [`record`]: the record of one game played (marks, notes, answers), kept and sent;
//! - [`save`]: the versioned envelope every saved session is stored in;
//! - [`take_back`]: taking back one's own last action, decided once for every game;
//! - [`stats`]: the Wilson interval and spread used by simulation reports;
//! - [`variant`]: a game's numbers as data, checked and compared once for every game.

pub mod actions;
pub mod bot;
pub mod decide;
pub mod engine;
pub mod harness;
pub mod link;
pub mod log;
pub mod record;
pub mod rng;
pub mod save;
pub mod saved;
pub mod scenario;
pub mod search;
pub mod sim;
pub mod stats;
pub mod take_back;
pub mod variant;

pub use actions::{ActionBuf, ActionList};
pub use bot::{AnyBot, Bot, BotKind, SeededBot, UniformBot};
pub use engine::{Engine, SeatWindow, Seats, VariantOf};
pub use rng::{below, rng_from_seed, shuffle, GameRng};
pub use saved::{RestoreError, SavedGame};
pub use variant::{HasVariant, Variant, VariantError};
