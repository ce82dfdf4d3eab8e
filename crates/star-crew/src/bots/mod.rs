//! Star Crew bots: they decide from a [`SeatView`] alone.

mod basic;

pub use basic::BasicBot;
pub use keep_core::{Bot, UniformBot as RandomBot};

/// The bots every game offers (random, basic).
pub use keep_core::BotKind;

/// Any Star Crew bot, without boxing.
pub type AnyBot = keep_core::AnyBot<crate::position::Position>;

impl keep_core::SeededBot for BasicBot {
    fn from_seed(seed: u64) -> BasicBot {
        BasicBot::new(seed)
    }
}
