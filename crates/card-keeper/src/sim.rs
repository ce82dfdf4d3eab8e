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
    /// Shields played.
    pub shields_played: u32,
    /// Cards that moved by a take.
    pub captures: u32,
    /// Cards burned by Chaos.
    pub chaos_burns: u32,
    /// Cards burned by choice on a turn.
    pub burns: u32,
    /// Hands traded by a Swap.
    pub swaps: u32,
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
        shields_played: t.shields_played,
        captures: t.captures,
        chaos_burns: t.chaos_burns,
        burns: t.burns,
        swaps: t.swaps,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::events::Event;
    use keep_core::BotKind;

    /// The counts the engine keeps as it plays agree with its log.
    #[test]
    fn the_engines_counts_agree_with_its_log() {
        for seed in 0..40u64 {
            let players = 2 + (seed % 5) as usize;
            let mut pos = Position::deal(players, &Options::default(), seed).unwrap();
            let kinds = [BotKind::Basic, BotKind::Random];
            let mut bots = keep_core::bot::make_bots::<Position>(&kinds, players, seed);
            let mut buf = ActionList::default();
            let decisions =
                keep_core::sim::play_out(&mut pos, &mut bots, &mut buf, |p| p.turn() <= 5000);
            let r = summarize(&pos, decisions);
            let count = |f: fn(&Event) -> bool| pos.log().iter().filter(|e| f(e)).count() as u32;
            assert_eq!(
                r.shields_played,
                count(|e| matches!(e, Event::ShieldPlaced { .. }))
            );
            assert_eq!(
                r.shields_used,
                count(|e| matches!(e, Event::Blocked { .. }))
            );
            assert_eq!(r.captures, count(|e| matches!(e, Event::Took { .. })));
            assert_eq!(
                r.chaos_burns,
                count(|e| matches!(e, Event::ChaosBurned { .. }))
            );
            assert_eq!(r.burns, count(|e| matches!(e, Event::Burned { .. })));
            assert_eq!(r.swaps, count(|e| matches!(e, Event::Swapped { .. })));
            assert_eq!(
                r.reshuffles,
                count(|e| matches!(e, Event::Reshuffled { .. }))
            );
        }
    }
}
