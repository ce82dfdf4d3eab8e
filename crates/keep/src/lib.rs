//! # keep
//!
//! The Keep rules engine, as the designers' rules and their rulings P1–P6
//! settle it (the players' text is `docs/rules/keep.md`),
//! playing **any card list written as data** ([`cards`]): characters whose
//! abilities are steps of a fixed vocabulary and whose end-of-game effects
//! are score effects, and items with a type and a value. The same qualities
//! as the other games: checked positions ([`Setup`] → [`Position`]),
//! `fill_legal`, `apply -> Result` with typed errors and no panic on any
//! input, a seeded deal (chance from [`keep_core::rng`]), serde save and
//! replay ([`SavedGame`]), an event log in words, views that hide hands and
//! face-down characters, and bots that decide from a view.
//!
//! ## Rulings this crate adds where the rules are silent
//!
//! - **KR1. The deal.** The characters are shuffled and three dealt to each
//!   seat; each player keeps one, seat 0 first (a decision each). The two
//!   others go back, the whole rest is shuffled into the deck, hands are
//!   dealt one card at a time from seat 0, the Commons is dealt, and the
//!   Royal Decree goes to a seat drawn from the seed.
//! - **KR2. Turn order is fixed for the round.** A character that takes the
//!   Royal Decree mid-round does not change who plays next; the new holder
//!   performs the round end and the Decree passes left from them.
//! - **KR3. One bonus action per turn**, before the card is played; the
//!   turned-up character stays face up in the Cloister and still scores.
//! - **KR4. Where a card is while its ability resolves**: out of the hand
//!   and the Commons, in no Cloister; discarded when the ability is done,
//!   then (from the Commons) the replacement follows.
//! - **KR5. Abilities with choices** are one decision per card: selling
//!   (`up_to`: the player may stop; `n`: required while items remain),
//!   adding from the Commons, discarding another player's item, swapping
//!   items. Automatic steps (coins, draw, tax, skim, the Decree) happen at
//!   once. A step with nothing to act on is skipped and logged (P6).
//! - **KR6. The Commons replacement** goes at the end of the Commons row;
//!   an ability's Add is never replaced. A card drawn by an ability may be
//!   the replacement.
//! - **KR7. "The most items"** needs at least one item; ties count.
//! - **KR8. Passing hands** happens after the Decree passes, only when the
//!   game goes on (as the rulebook orders it). Selling brings 3 coins.
//!
//! [`Position`] is a [`keep_core::Engine`] ([`engine`]): scenarios,
//! simulations, saves and the property checks are written once over it.
//!
//! Scenario format: `tests/scenarios/keep/FORMAT.md`.

pub mod actions;
pub mod bots;
pub mod cards;
pub mod effects;
pub mod engine;
pub mod events;
pub mod idle;
pub mod position;
pub mod saved;
pub mod scenario;
pub mod score;
pub mod sim;
pub mod turn;
pub mod variant;
pub mod view;

pub use actions::{Action, Decision, RuleError, Way};
pub use cards::{CardDef, CardId, CardList, Effect, Kind, ListError, ListErrors, Step};
pub use engine::Options;
pub use events::Event;
pub use position::{Outcome, Placed, Position, Setup, SetupError, Slot};
pub use saved::{RestoreError, SavedGame};
pub use score::{ScoreLine, ScoreSheet};
pub use variant::Variant;
pub use view::PlayerView;
