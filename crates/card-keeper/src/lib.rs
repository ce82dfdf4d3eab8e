//! # card-keeper
//!
//! The Card Keeper rules engine, exactly as `docs/rules/card-keeper.md` plays it
//! (rulings K1–K8 and the switchable V1–V3), for the Keep Table app and the
//! `keeper` command line. Pure Rust: no web dependencies, no `unsafe`, no
//! global state.
//!
//! - [`Position`] holds the table. Build one with [`Position::new_game`]
//!   (players, [`Rulings`], seed) or from a checked [`Setup`].
//! - [`Position::fill_legal`] lists the pending decision's actions;
//!   [`Position::apply`] plays one and returns the [`Event`]s it caused, or a
//!   [`RuleError`] and no change. Nothing panics on any input.
//! - All chance comes from a ChaCha8 generator seeded by the game's `u64`
//!   seed, through a fixed Fisher–Yates shuffle, so a seed deals the same
//!   game on every machine and version; [`SavedGame`] replays a game from
//!   its seed and actions.
//! - [`Position::view`] gives a seat's [`SeatView`]: only what that seat may
//!   know. [`bots`] decide from a view alone.
//! - [`Position`] is a [`keep_core::Engine`] ([`engine`]): scenarios,
//!   simulations, saves and the property checks are written once over it.
//!
//! ## Rulings this crate adds where the rules are silent
//!
//! - **C1. The deal.** The dealer is `below(players)` from the seed; then the
//!   108 cards are shuffled and dealt one at a time, starting left of the
//!   dealer; the draw pile's top is the last card of the shuffled deck.
//! - **C2. A refused starting card** goes back into the draw pile, the whole
//!   draw pile is shuffled, and the next top card is turned over.
//! - **C3. Capture +2 targets** are listed once per pair in `legal_actions`
//!   (lower seat first). Naming the same two in the other order is the same
//!   play: it is applied, recorded and logged as listed, and the takes
//!   happen lower seat first.
//! - **C4. Chaos burns** are chosen one at a time in turn order after the
//!   player of the Chaos and made together once the last is chosen; until
//!   then the chosen card stays in its owner's hand, seen by nobody else.
//! - **C5. A reshuffle** puts the discard pile (but its top card) and then
//!   the burn pile together and shuffles them into the new draw pile.
//! - **C6. A knock-out's cause** is what last emptied that hand during the
//!   action: a take, a Chaos burn, a Swap, or the player's own last card.

pub mod actions;
pub mod bots;
pub mod cards;
pub mod deck;
pub mod engine;
pub mod events;
pub mod position;
pub mod rulings;
pub mod saved;
pub mod scenario;
pub mod sim;
mod turn;
pub mod variant;
pub mod view;

pub use actions::{Action, ActionJson, ActionList, Choice, Decision, RuleError};
pub use cards::{Card, Colour, Kind};
pub use events::{Event, OutCause};
pub use position::{Position, Setup, SetupError};
pub use rulings::{Options, Rulings};
pub use saved::{RestoreError, SavedGame};
pub use variant::Variant;
pub use view::{PlayerView, SeatView};
