//! # star-crew
//!
//! The Star Crew rules engine, as `docs/rules/star-crew.md` plays it (rulings
//! S1–S5), on the same foundations as Card Keeper: checked positions,
//! `legal_actions`, `apply -> Result` with typed errors and no panic on any
//! input, seeded and replayable (chance from [`keep_core::rng`]), serde,
//! views that hide other hands, bots that decide from a view, and a log in words.
//!
//! ## Rulings this crate adds where the rules are silent
//!
//! - **SC1. Each round is dealt anew**: the cards for the player count are
//!   shuffled, each turned to a random end, and dealt one at a time starting
//!   with the round's first player; the keep-or-flip choices are then asked
//!   one at a time in turn order from that player, and seen by everyone
//!   (the choice, not the cards).
//! - **SC2. Play goes to the left** (seat + 1). The round ends when the turn
//!   would pass to the formation's owner, even if takes emptied the formation.
//! - **SC3. Warp** is offered only with a take after which some launch beats
//!   what is left of the formation (an empty formation can always be beaten),
//!   so a Warp never leaves a player unable to finish their turn.
//! - **SC4. Another player's flip** of a taken card is not shown to the
//!   others; which card was taken and where it went in the hand are.
//! - **SC5. A Warp launch** captures what is left of the formation.
//! - **SC6. A take from a one-card formation** is listed once, from the left
//!   end; a take named from the right end of it is the same take, applied,
//!   recorded and logged as the left one.
//!
//! [`Position`] is a [`keep_core::Engine`] ([`engine`]): scenarios,
//! simulations, saves and the property checks are written once over it.
//!
//! Scenario format: `tests/scenarios/star-crew/FORMAT.md`.

pub mod actions;
pub mod bots;
pub mod cards;
pub mod engine;
pub mod events;
pub mod groups;
pub mod position;
pub mod saved;
pub mod scenario;
pub mod sim;
mod turn;
pub mod variant;
pub mod view;

pub use actions::{Action, Decision, End, RuleError};
pub use cards::Card;
pub use events::{Event, RoundEnd, ScoreLine};
pub use position::{Position, Setup, SetupError};
pub use saved::{RestoreError, SavedGame};
pub use variant::Variant;
pub use view::{PlayerView, SeatView};
