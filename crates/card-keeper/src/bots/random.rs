//! The random bot: uniform over the legal actions.

use super::Bot;
use crate::actions::Action;
use crate::deck::{below, rng_from_seed, GameRng};
use crate::view::SeatView;

/// Picks uniformly among the legal actions, with its own seeded generator.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    /// A random bot seeded with `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: rng_from_seed(seed),
        }
    }
}

impl Bot for RandomBot {
    fn decide(&mut self, _view: &SeatView<'_>, legal: &[Action]) -> Action {
        legal[below(&mut self.rng, legal.len() as u32) as usize]
    }
}
