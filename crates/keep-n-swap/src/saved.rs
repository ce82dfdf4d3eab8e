//! A saved Keep'n Swap game: seed and actions, restored by replay.

use crate::game::{Action, Position};
use serde::{Deserialize, Serialize};

/// Everything needed to rebuild a game exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The seed.
    pub seed: u64,
    /// Every action.
    pub actions: Vec<Action>,
}

impl SavedGame {
    /// Replays every action from the deal.
    pub fn restore(&self) -> Result<Position, String> {
        let mut pos = Position::new_game(self.seed);
        for (i, a) in self.actions.iter().enumerate() {
            pos.apply(*a)
                .map_err(|e| format!("action {}: {e}", i + 1))?;
        }
        Ok(pos)
    }
}
