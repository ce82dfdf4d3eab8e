//! Bots: players that decide from a [`SeatView`] alone, never the full position.

mod basic;

pub use basic::BasicBot;
/// A player that picks one of the legal actions from its seat's view alone
/// (shared by every game).
pub use keep_core::Bot;
/// The random bot: uniform over the legal actions (shared by every game).
pub use keep_core::UniformBot as RandomBot;

/// The bots every game offers (random, basic), shared by every game.
pub use keep_core::BotKind;

/// Any of Card Keeper's bots, without boxing.
pub type AnyBot = keep_core::AnyBot<crate::position::Position>;

impl keep_core::SeededBot for BasicBot {
    fn from_seed(seed: u64) -> BasicBot {
        BasicBot::new(seed)
    }
}
