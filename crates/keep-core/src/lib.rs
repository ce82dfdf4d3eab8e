//! # keep-core
//!
//! What the Keep Table games share, so that no game copies another:
//!
//! - [`rng`]: the seeded ChaCha8 generator, the bounded draw and the
//!   Fisher–Yates shuffle whose algorithms are fixed forever (a seed must
//!   deal the same game on every machine and version);
//! - [`bot`]: the [`Bot`] trait (a bot decides from a view, never the full
//!   position) and the uniform random bot;
//! - [`link`]: percent-encoding and query parsing for share links;
//! - [`log`]: the [`log::GameEvent`] trait every game's log implements;
//! - [`save`]: the versioned envelope every saved game is stored in;
//! - [`scenario`]: the `expect` check of every game's scenario files;
//! - [`stats`]: the Wilson interval and spread used by simulation reports.

pub mod bot;
pub mod link;
pub mod log;
pub mod rng;
pub mod save;
pub mod scenario;
pub mod stats;

pub use bot::{AnyBot, Bot, BotKind, SeededBot, UniformBot};
pub use rng::{below, rng_from_seed, shuffle, GameRng};
