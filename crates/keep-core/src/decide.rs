//! How a bot decides, for any game: the [`Bot`] seam (a view and the legal
//! actions in, one of them out), the uniform random bot, the bots' kinds and
//! seeds. Nothing here knows an engine, so the engine trait can name it.

use crate::rng::{below, rng_from_seed, GameRng};

/// A player that picks one of the legal actions `A`, seeing only a view `V`.
pub trait Bot<V: ?Sized, A> {
    /// Chooses one action from `legal` (never empty).
    fn decide(&mut self, view: &V, legal: &[A]) -> A;
    /// Chooses for the seat a search bot is deciding for, when the search
    /// plays the game out ([`crate::search`]): its own future moves, which
    /// a game's heuristic may play more sharply than it plays as `basic`
    /// (the others' moves are [`Bot::decide`]: what the search expects of
    /// its opponents). By default, the same as [`Bot::decide`].
    fn decide_own_playout(&mut self, view: &V, legal: &[A]) -> A {
        self.decide(view, legal)
    }
}

/// Uniform over the legal actions, with its own seeded generator.
#[derive(Clone, Debug)]
pub struct UniformBot {
    rng: GameRng,
}

impl UniformBot {
    /// A random bot seeded with `seed`.
    pub fn new(seed: u64) -> UniformBot {
        UniformBot {
            rng: rng_from_seed(seed),
        }
    }

    /// A uniform index below `n`, for bots built on this one.
    pub fn below(&mut self, n: usize) -> usize {
        below(&mut self.rng, n as u32) as usize
    }
}

impl<V: ?Sized, A: Copy> Bot<V, A> for UniformBot {
    fn decide(&mut self, _view: &V, legal: &[A]) -> A {
        legal[self.below(legal.len())]
    }
}

/// A seed for the bot in `seat` of the game with `seed`.
pub fn bot_seed(seed: u64, seat: usize) -> u64 {
    seed ^ (seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The bots every game offers, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    /// Uniform over the legal actions.
    Random,
    /// The game's documented heuristic.
    Basic,
    /// Information-set search ([`crate::search`]), the game's budget.
    Strong,
    /// The same search with four times the budget.
    Expert,
}

impl BotKind {
    /// Every bot.
    pub const ALL: [BotKind; 4] = [
        BotKind::Random,
        BotKind::Basic,
        BotKind::Strong,
        BotKind::Expert,
    ];

    /// The short name (`random`, `basic`).
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Basic => "basic",
            BotKind::Strong => "strong",
            BotKind::Expert => "expert",
        }
    }

    /// A one-line description for menus.
    pub fn describe(self) -> &'static str {
        match self {
            BotKind::Random => "Random bot: any legal move",
            BotKind::Basic => "Basic bot: plays like a sensible person",
            BotKind::Strong => "Strong bot: searches the game, without peeking",
            BotKind::Expert => "Expert bot: searches four times as long",
        }
    }

    /// Parses [`BotKind::name`].
    pub fn parse(s: &str) -> Option<BotKind> {
        BotKind::ALL.into_iter().find(|b| b.name() == s)
    }
}

/// A game's heuristic bot, built from a seed for its tie-breaks.
pub trait SeededBot {
    /// A new bot.
    fn from_seed(seed: u64) -> Self;
}
