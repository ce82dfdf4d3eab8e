//! Playing whole games with bots, and the figures a designer asks of them.

use crate::actions::ActionList;
use crate::bots::AnyBot;
use crate::events::OutCause;
use crate::position::{Position, SetupError};
use crate::rulings::Options;
use keep_core::Engine;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The last knock-out came from this cause.
    KnockOut(OutCause),
    /// The last players went out together (V3 decided).
    Simultaneous,
    /// Stopped by the turn cap before anyone won.
    Capped,
}

/// The figures of one finished (or capped) game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The winner (`None` for a draw or a capped game).
    pub winner: Option<u8>,
    /// Turns played.
    pub turns: u32,
    /// Decisions taken (actions applied).
    pub decisions: u32,
    /// How it ended.
    pub ending: Ending,
    /// Shields used up by takes and Chaos burns.
    pub shields_used: u32,
    /// Reshuffles of the discard and burn piles.
    pub reshuffles: u32,
}

pub use keep_core::bot::bot_seed;

/// Plays a game to its end (or to `turn_cap` turns) with one bot per seat,
/// each deciding from its own seat's view. `buf` is reused for legal actions.
/// The game is played [without its log](Position::without_log): the figures
/// come from the engine's tally.
pub fn play_game(
    players: usize,
    options: &Options,
    seed: u64,
    bots: &mut [AnyBot],
    turn_cap: u32,
    buf: &mut ActionList,
) -> Result<(Position, GameResult), SetupError> {
    let mut pos = Position::deal(players, options, seed)?.without_log();
    let decisions = keep_core::sim::play_out(&mut pos, bots, buf, |p| p.turn() <= turn_cap);
    let result = summarize(&pos, decisions);
    Ok((pos, result))
}

/// The figures of a game, from the counts the engine kept.
pub fn summarize(pos: &Position, decisions: u32) -> GameResult {
    let t = pos.tally();
    let ending = if !pos.is_over() {
        Ending::Capped
    } else if t.simultaneous {
        Ending::Simultaneous
    } else {
        Ending::KnockOut(t.last_out.unwrap_or(OutCause::OwnCard))
    };
    GameResult {
        winner: pos.winner(),
        turns: pos.turn(),
        decisions,
        ending,
        shields_used: t.shields_used,
        reshuffles: t.reshuffles,
    }
}
