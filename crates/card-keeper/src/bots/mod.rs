//! Bots: players that decide from a [`SeatView`] alone, never the full position.

mod basic;

pub use basic::BasicBot;
/// A player that picks one of the legal actions from its seat's view alone
/// (shared by every game).
pub use keep_core::Bot;
/// The random bot: uniform over the legal actions (shared by every game).
pub use keep_core::UniformBot as RandomBot;

use crate::actions::Action;
use crate::view::SeatView;
use serde::{Deserialize, Serialize};

/// The bots the engine offers, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    /// Uniform over legal actions.
    Random,
    /// The documented heuristic of [`BasicBot`].
    Basic,
}

impl BotKind {
    /// Every bot.
    pub const ALL: [BotKind; 2] = [BotKind::Random, BotKind::Basic];

    /// The bot's short name (`random`, `basic`).
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Basic => "basic",
        }
    }

    /// A one-line description for menus.
    pub fn describe(self) -> &'static str {
        match self {
            BotKind::Random => "Random bot: any legal move",
            BotKind::Basic => "Basic bot: plays like a sensible person",
        }
    }

    /// Parses [`BotKind::name`].
    pub fn parse(s: &str) -> Option<BotKind> {
        BotKind::ALL.into_iter().find(|b| b.name() == s)
    }

    /// A new bot of this kind whose own tie-breaks come from `seed`.
    pub fn build(self, seed: u64) -> AnyBot {
        match self {
            BotKind::Random => AnyBot::Random(RandomBot::new(seed)),
            BotKind::Basic => AnyBot::Basic(BasicBot::new(seed)),
        }
    }
}

/// Any of the engine's bots, without boxing.
#[derive(Clone, Debug)]
pub enum AnyBot {
    /// A [`RandomBot`].
    Random(RandomBot),
    /// A [`BasicBot`].
    Basic(BasicBot),
}

impl<'a> Bot<SeatView<'a>, Action> for AnyBot {
    fn decide(&mut self, view: &SeatView<'a>, legal: &[Action]) -> Action {
        match self {
            AnyBot::Random(b) => b.decide(view, legal),
            AnyBot::Basic(b) => b.decide(view, legal),
        }
    }
}
