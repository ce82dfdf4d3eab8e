//! A saved game: its settings, seed and actions, restored by replaying them.
//!
//! Replaying checks every action with the rules, so a corrupt or edited save
//! is refused with an error instead of producing an impossible position.

use crate::actions::{Action, RuleError};
use crate::position::{Position, Setup, SetupError};
use crate::rulings::Rulings;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Everything needed to rebuild a game exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Number of seats (ignored when `setup` is given).
    pub players: usize,
    /// The rulings in force.
    pub rulings: Rulings,
    /// The game's seed.
    pub seed: u64,
    /// A starting position instead of a deal, for games begun from a scenario.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<Setup>,
    /// Every action taken, in order.
    pub actions: Vec<Action>,
}

/// Why a saved game could not be restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    /// The settings or starting position are impossible.
    Setup(SetupError),
    /// Action `index` is not legal where it stands.
    Action {
        /// Its index in `actions`.
        index: usize,
        /// Why the rules refuse it.
        error: RuleError,
    },
}

impl fmt::Display for RestoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RestoreError::Setup(e) => write!(f, "{e}"),
            RestoreError::Action { index, error } => write!(f, "action {}: {error}", index + 1),
        }
    }
}

impl std::error::Error for RestoreError {}

impl SavedGame {
    /// A new saved game with no actions yet.
    pub fn new(players: usize, rulings: Rulings, seed: u64) -> SavedGame {
        SavedGame {
            players,
            rulings,
            seed,
            setup: None,
            actions: Vec::new(),
        }
    }

    /// The starting position, before any action.
    pub fn start(&self) -> Result<Position, SetupError> {
        match &self.setup {
            Some(s) => Position::from_setup(s, self.rulings, self.seed),
            None => Position::new_game(self.players, self.rulings, self.seed),
        }
    }

    /// Replays every action from the start and returns the position reached.
    pub fn restore(&self) -> Result<Position, RestoreError> {
        let mut pos = self.start().map_err(RestoreError::Setup)?;
        for (index, a) in self.actions.iter().enumerate() {
            pos.apply(*a)
                .map_err(|error| RestoreError::Action { index, error })?;
        }
        Ok(pos)
    }
}
