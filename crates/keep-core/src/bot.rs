//! Bots decide from a player's view, never from the full position.

use crate::rng::{below, rng_from_seed, GameRng};

/// A player that picks one of the legal actions `A`, seeing only a view `V`.
pub trait Bot<V: ?Sized, A> {
    /// Chooses one action from `legal` (never empty).
    fn decide(&mut self, view: &V, legal: &[A]) -> A;
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
