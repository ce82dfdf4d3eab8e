//! # keep-n-swap
//!
//! The Keep'n Swap rules engine, as `docs/rules/keep-n-swap.md` settles it
//! (rulings W1–W8): two players choose a card in secret each round, the pair
//! is resolved by the table of that file, abilities fire, hands refill to 7.
//! The same qualities as the other games: checked positions,
//! `fill_legal`, `apply -> Result` with typed errors and no panic, seeded
//! and replayable (chance from [`keep_core::rng`]), serde, an event log in
//! words, and views that hide the other hand and, until both have chosen,
//! the other choice.
//!
//! ## Rulings this crate adds where the rules are silent
//!
//! - **KS1. The deal**: the 52 cards are shuffled and dealt one at a time,
//!   seat 0 first; each player's hand is the top 7 of their 26, and the
//!   Joker is shuffled into the remaining 19.
//! - **KS2. Secret choices** are asked seat 0 first, then seat 1; seat 1's
//!   view never shows seat 0's choice, and the log says only that a choice
//!   was made.
//! - **KS3. The Queen's Purge** is one decision per card: the first special
//!   card is required, then the player may discard a second or stop.
//! - **KS4. The Joker's Equalizer on hands** (W8) is one decision per card,
//!   until the hands are the same size.
//! - **KS5. Lucky Seven's second card** goes into a random place in the 7
//!   player's draw pile.
//!
//! [`Position`] is a [`keep_core::Engine`] ([`engine`]): scenarios,
//! simulations, saves and the property checks are written once over it.
//!
//! Scenario format: `tests/scenarios/keep-n-swap/FORMAT.md`.

pub mod actions;
pub mod bots;
pub mod cards;
mod effects;
pub mod engine;
pub mod events;
pub mod position;
pub mod saved;
pub mod scenario;
pub mod sim;
mod turn;
pub mod variant;
pub mod view;

pub use actions::{Action, Decision, RuleError};
pub use cards::Card;
pub use events::{Ability, Event};
pub use position::{Outcome, Position, Setup, SetupError, HAND};
pub use saved::{RestoreError, SavedGame};
pub use variant::Variant;
pub use view::{PlayerView, Reveal, SeatView};
