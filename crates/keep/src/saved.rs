//! A saved Keep game: the card list, the seed, the players and every
//! action, restored by replay.

use crate::actions::Action;
use crate::cards::CardList;
use crate::position::Position;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Everything needed to rebuild a game exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The card list played (validated again when read).
    pub cards: Arc<CardList>,
    /// Players.
    pub players: u8,
    /// The seed.
    pub seed: u64,
    /// Every action.
    pub actions: Vec<Action>,
}

impl SavedGame {
    /// Replays every action from the deal.
    pub fn restore(&self) -> Result<Position, String> {
        let mut pos = Position::new_game(self.cards.clone(), self.players, self.seed)
            .map_err(|e| e.to_string())?;
        for (i, a) in self.actions.iter().enumerate() {
            pos.apply(*a)
                .map_err(|e| format!("action {}: {e}", i + 1))?;
        }
        Ok(pos)
    }
}
