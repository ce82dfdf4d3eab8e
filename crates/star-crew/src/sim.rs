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
    /// Groups launched.
    pub launches: u32,
    /// Cards taken from a formation.
    pub takes: u32,
    /// Hands flipped at the start of a round.
    pub flips: u32,
    /// Points scored for captured cards (+1 each), every seat.
    pub captured_points: i64,
    /// Points scored for crew patches (+1 each), every seat.
    pub patch_points: i64,
    /// Points lost for cards left in hand (−1 each), every seat.
    pub hand_points: i64,
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
        launches: 0,
        takes: 0,
        flips: 0,
        captured_points: 0,
        patch_points: 0,
        hand_points: 0,
    };
    for e in pos.log() {
        match e {
            Event::RoundEnded { reason, lines, .. } => {
                result.round_ends.push(*reason);
                result
                    .round_points
                    .push(lines.iter().map(|l| l.points).collect());
                for l in lines {
                    result.captured_points += i64::from(l.captured);
                    result.patch_points += i64::from(l.patches);
                    if l.hand_counts {
                        result.hand_points -= i64::from(l.hand);
                    }
                }
            }
            Event::Warped { .. } => result.warps += 1,
            Event::Launched { .. } => result.launches += 1,
            Event::Took { .. } => result.takes += 1,
            Event::FlippedHand { .. } => result.flips += 1,
            _ => {}
        }
    }
    Ok((pos, result))
}
