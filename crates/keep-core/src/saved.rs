//! A saved game of any engine: players, options, seed and every action,
//! restored by replaying them through the rules, so a corrupt or edited
//! save is refused with a typed error instead of giving an impossible
//! position.

use crate::engine::Engine;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Everything needed to rebuild a game exactly. The options' own fields
/// sit beside the others (`{"players": 4, "rulings": {…}, "seed": 1,
/// "actions": […]}`), as every game saved them before this type.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SavedGame<E: Engine> {
    /// Number of seats.
    #[serde(default = "fewest_players::<E>")]
    pub players: usize,
    /// The game's options.
    #[serde(flatten)]
    pub options: E::Options,
    /// The game's seed.
    pub seed: u64,
    /// Every action taken, in order.
    pub actions: Vec<E::Action>,
}

/// The fewest players `E` takes (the player count of saves that never
/// wrote one: a two-player game's).
fn fewest_players<E: Engine>() -> usize {
    *E::PLAYERS.start()
}

impl<E: Engine> PartialEq for SavedGame<E> {
    fn eq(&self, o: &Self) -> bool {
        self.players == o.players
            && self.options == o.options
            && self.seed == o.seed
            && self.actions == o.actions
    }
}

impl<E: Engine> Eq for SavedGame<E>
where
    E::Options: Eq,
    E::Action: Eq,
{
}

/// Why a saved game could not be restored.
#[derive(Clone, Debug, PartialEq)]
pub enum RestoreError<E: Engine> {
    /// The players, options or seed cannot deal a game.
    Setup(E::SetupError),
    /// Action `index` (from 0) is not legal where it stands.
    Action {
        /// Its index in `actions`.
        index: usize,
        /// Why the rules refuse it.
        error: E::RuleError,
    },
}

impl<E: Engine> fmt::Display for RestoreError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RestoreError::Setup(e) => write!(f, "{e}"),
            RestoreError::Action { index, error } => write!(f, "action {}: {error}", index + 1),
        }
    }
}

impl<E: Engine> std::error::Error for RestoreError<E> {}

impl<E: Engine> SavedGame<E> {
    /// A new game with no actions yet.
    pub fn new(players: usize, options: E::Options, seed: u64) -> SavedGame<E> {
        SavedGame {
            players,
            options,
            seed,
            actions: Vec::new(),
        }
    }

    /// The position before any action.
    pub fn start(&self) -> Result<E, E::SetupError> {
        E::new_game(self.players, &self.options, self.seed)
    }

    /// Replays every action from the deal and returns the position reached.
    pub fn restore(&self) -> Result<E, RestoreError<E>> {
        self.restore_to(self.actions.len())
    }

    /// The position after the first `steps` actions (all of them when
    /// there are fewer): any moment of the game, for a replay.
    pub fn restore_to(&self, steps: usize) -> Result<E, RestoreError<E>> {
        let mut pos = self.start().map_err(RestoreError::Setup)?;
        for (index, a) in self.actions.iter().take(steps).enumerate() {
            pos.apply(*a)
                .map_err(|error| RestoreError::Action { index, error })?;
        }
        Ok(pos)
    }

    /// Applies `action` to `pos` (this game's position) and records it.
    pub fn play(&mut self, pos: &mut E, action: E::Action) -> Result<(), E::RuleError> {
        pos.apply(action)?;
        self.actions.push(action);
        Ok(())
    }
}
