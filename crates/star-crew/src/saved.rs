//! A saved Star Crew game: players, seed and actions, restored by replay.

use crate::actions::{Action, RuleError};
use crate::position::{Position, SetupError};
use serde::{Deserialize, Serialize};

/// Everything needed to rebuild a game exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Number of seats.
    pub players: usize,
    /// The seed.
    pub seed: u64,
    /// Every action, in order.
    pub actions: Vec<Action>,
}

impl SavedGame {
    /// A new game with no actions yet.
    pub fn new(players: usize, seed: u64) -> SavedGame {
        SavedGame {
            players,
            seed,
            actions: Vec::new(),
        }
    }

    /// Replays every action from the deal.
    pub fn restore(&self) -> Result<Position, String> {
        let mut pos =
            Position::new_game(self.players, self.seed).map_err(|e: SetupError| e.to_string())?;
        for (i, a) in self.actions.iter().enumerate() {
            pos.apply(*a)
                .map_err(|e: RuleError| format!("action {}: {e}", i + 1))?;
        }
        Ok(pos)
    }
}
