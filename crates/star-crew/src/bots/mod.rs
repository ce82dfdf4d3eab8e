//! Star Crew bots: they decide from a [`SeatView`] alone.

mod basic;

pub use basic::BasicBot;
pub use keep_core::{Bot, UniformBot as RandomBot};

use crate::actions::Action;
use crate::view::SeatView;
use serde::{Deserialize, Serialize};

/// The bots Star Crew offers, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    /// Uniform over the legal actions.
    Random,
    /// The heuristic of [`BasicBot`].
    Basic,
}

impl BotKind {
    /// Every bot.
    pub const ALL: [BotKind; 2] = [BotKind::Random, BotKind::Basic];
    /// Short name (`random`, `basic`).
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Basic => "basic",
        }
    }
    /// Parses [`BotKind::name`].
    pub fn parse(s: &str) -> Option<BotKind> {
        BotKind::ALL.into_iter().find(|b| b.name() == s)
    }
    /// A new bot of this kind.
    pub fn build(self, seed: u64) -> AnyBot {
        match self {
            BotKind::Random => AnyBot::Random(RandomBot::new(seed)),
            BotKind::Basic => AnyBot::Basic(BasicBot::new(seed)),
        }
    }
}

/// Any Star Crew bot, without boxing.
#[derive(Clone, Debug)]
pub enum AnyBot {
    /// Uniform random.
    Random(RandomBot),
    /// Heuristic.
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
