//! What any game is dealt from: seats, names and seed, and the game's own
//! options beside them.

use crate::shell::plug::seats::Deal;
use serde::{Deserialize, Serialize};

/// What a game is dealt from: seats, names and seed, and the game's own
/// options beside them (`{"seats", "names", "seed", "rulings"}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings<O> {
    /// Seats, names and seed.
    #[serde(flatten)]
    pub deal: Deal,
    /// The game's own options.
    #[serde(flatten)]
    pub options: O,
}

impl<O: Default> Settings<O> {
    /// One human in seat 0 and basic bots, the default names and options.
    pub fn new(players: usize, seed: u64) -> Settings<O> {
        Settings {
            deal: Deal::new(players, seed),
            options: O::default(),
        }
    }
}
