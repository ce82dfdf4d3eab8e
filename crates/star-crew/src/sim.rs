//! Whole games with bots, and the figures of each.

use crate::actions::Action;
use crate::bots::AnyBot;
use crate::events::{Event, RoundEnd};
use crate::position::{Position, SetupError};
use keep_core::Engine;

/// The figures of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The winners (tied leaders share).
    pub winners: Vec<u8>,
    /// Final scores.
    pub scores: Vec<i32>,
    /// Points of each seat in each round.
    pub round_points: Vec<Vec<i32>>,
    /// How each round ended.
    pub round_ends: Vec<RoundEnd>,
    /// Decisions taken.
    pub decisions: u32,
    /// Warps used.
    pub warps: u32,
}

/// Plays a game to its end with one bot per seat, each deciding from its own view.
pub fn play_game(
    players: usize,
    variant: crate::Variant,
    seed: u64,
    bots: &mut [AnyBot],
    buf: &mut Vec<Action>,
) -> Result<(Position, GameResult), SetupError> {
    let mut pos = Position::deal(players, variant, seed)?;
    let decisions = keep_core::sim::play_out(&mut pos, bots, buf, |_| true);
    let mut result = GameResult {
        winners: pos.winners().to_vec(),
        scores: (0..players as u8).map(|s| pos.score(s)).collect(),
        round_points: Vec::new(),
        round_ends: Vec::new(),
        decisions,
        warps: 0,
    };
    for e in pos.log() {
        match e {
            Event::RoundEnded { reason, lines, .. } => {
                result.round_ends.push(*reason);
                result
                    .round_points
                    .push(lines.iter().map(|l| l.points).collect());
            }
            Event::Warped { .. } => result.warps += 1,
            _ => {}
        }
    }
    Ok((pos, result))
}
