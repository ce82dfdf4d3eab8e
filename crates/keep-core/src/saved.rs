//! A saved game of any engine: players, options, seed and every action,
//! restored by replaying them through the rules, so a corrupt or edited
//! save is refused with a typed error instead of giving an impossible
//! position.

use crate::engine::Engine;
use crate::take_back::{self, Refused, TakenBack};
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
    /// The actions taken back, in the order they were (none: not written,
    /// so a game without any is saved as before). Replay reads only
    /// `actions`: these say where players changed their minds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub taken_back: Vec<TakenBack<E::Action>>,
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
            && self.taken_back == o.taken_back
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
            taken_back: Vec::new(),
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
        self.restore_seeing(steps, &mut |_| {})
    }

    /// The position after every action, and the log's length after the
    /// deal and after each action (index `s`: after `s` actions): the move
    /// each log line came from, for a replay viewer and a table's log.
    pub fn restore_with_log_lengths(&self) -> Result<(E, Vec<usize>), RestoreError<E>> {
        let mut lengths = Vec::with_capacity(self.actions.len() + 1);
        let end = self.restore_seeing(self.actions.len(), &mut |p| lengths.push(p.log().len()))?;
        Ok((end, lengths))
    }

    /// [`SavedGame::restore_to`], showing `seen` the deal and then the
    /// position after each action (a replay viewer indexes the log so).
    /// One function per game whatever is shown (`dyn`: the browser
    /// downloads the replay loop once).
    pub fn restore_seeing(
        &self,
        steps: usize,
        seen: &mut dyn FnMut(&E),
    ) -> Result<E, RestoreError<E>> {
        let mut pos = self.start().map_err(RestoreError::Setup)?;
        seen(&pos);
        for (index, a) in self.actions.iter().take(steps).enumerate() {
            pos.apply(*a)
                .map_err(|error| RestoreError::Action { index, error })?;
            seen(&pos);
        }
        Ok(pos)
    }

    /// The actions in a few characters, for a link: each action's index
    /// among the legal actions where it was taken (LEB128 bytes, base64url).
    /// `None` when an action does not replay.
    pub fn actions_code(&self) -> Option<String> {
        let mut pos = self.start().ok()?;
        let mut bytes = Vec::with_capacity(self.actions.len());
        for a in &self.actions {
            let mut i = pos.legal_actions().iter().position(|l| l == a)?;
            loop {
                let low = (i & 0x7f) as u8;
                i >>= 7;
                if i == 0 {
                    bytes.push(low);
                    break;
                }
                bytes.push(low | 0x80);
            }
            pos.apply(*a).ok()?;
        }
        Some(crate::link::base64url(&bytes))
    }

    /// Reads [`SavedGame::actions_code`] into this game's actions (which
    /// it replaces), or says why it cannot be read.
    pub fn read_actions_code(&mut self, code: &str) -> Result<(), String> {
        let bytes = crate::link::unbase64url(code)?;
        let mut pos = self.start().map_err(|e| e.to_string())?;
        let mut actions = Vec::new();
        let mut at = 0;
        while at < bytes.len() {
            let (mut i, mut shift) = (0usize, 0u32);
            loop {
                let b = *bytes.get(at).ok_or("the moves end in the middle of one")?;
                at += 1;
                if shift > 28 {
                    return Err("a move's number is too large".into());
                }
                i |= usize::from(b & 0x7f) << shift;
                shift += 7;
                if b & 0x80 == 0 {
                    break;
                }
            }
            let legal = pos.legal_actions();
            let a = *legal.get(i).ok_or_else(|| {
                format!(
                    "move {} is not one of the {} legal there",
                    actions.len() + 1,
                    legal.len()
                )
            })?;
            pos.apply(a).map_err(|e| e.to_string())?;
            actions.push(a);
        }
        self.actions = actions;
        Ok(())
    }

    /// Who took the last action, and the position before it (`None`
    /// before any action). Replays the game to the action before.
    pub fn last_move(&self) -> Option<(u8, E)> {
        let before = self.restore_to(self.actions.len().checked_sub(1)?).ok()?;
        Some((before.pending()?.0, before))
    }

    /// Who may take back the last action from `pos` (this game's
    /// position), and the position before it; or why nobody may (see
    /// [`crate::take_back`]).
    pub fn taker(&self, pos: &E) -> Result<(u8, E), Refused> {
        let (seat, before, refused) = self.may_take_back(pos)?;
        match refused {
            Some(why) => Err(why),
            None => Ok((seat, before)),
        }
    }

    /// Who took the last action, the position before it, and why they may
    /// not take it back from `pos` (`None`: they may); an error when there
    /// is nothing to take back at all (no action, the game over).
    pub fn may_take_back(&self, pos: &E) -> Result<(u8, E, Option<Refused>), Refused> {
        let &action = self.actions.last().ok_or(Refused::NoMove)?;
        if pos.is_over() {
            return Err(Refused::Over);
        }
        let (seat, before) = self.last_move().ok_or(Refused::NoMove)?;
        let refused = take_back::check(&before, action, pos, seat).err();
        Ok((seat, before, refused))
    }

    /// Takes back the last action for `seat`, when the rules of
    /// [`crate::take_back`] allow: `pos` goes back to where it stood
    /// before it, and the take-back is kept in [`SavedGame::taken_back`].
    pub fn take_back(&mut self, pos: &mut E, seat: u8) -> Result<E::Action, Refused> {
        let (taker, before) = self.taker(pos)?;
        if taker != seat {
            return Err(Refused::NotYours);
        }
        let action = self.actions.pop().ok_or(Refused::NoMove)?;
        self.taken_back.push(TakenBack {
            at: self.actions.len(),
            seat,
            action,
        });
        *pos = before;
        Ok(action)
    }

    /// The moves made so far, take-backs counted: a number that grows with
    /// every action played or taken back, so a bot's move decided before a
    /// take-back is never played after it.
    pub fn plies(&self) -> usize {
        self.actions.len() + 2 * self.taken_back.len()
    }

    /// Applies `action` to `pos` (this game's position) and records it.
    pub fn play(&mut self, pos: &mut E, action: E::Action) -> Result<(), E::RuleError> {
        pos.apply(action)?;
        self.actions.push(action);
        Ok(())
    }
}
