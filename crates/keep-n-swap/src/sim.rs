//! Whole games with bots, and their figures.

use crate::actions::Action;
use crate::bots::AnyBot;
use crate::events::{Ability, Event};
use crate::position::{Outcome, Position};
use keep_core::Engine;

/// The figures of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// How it ended.
    pub outcome: Outcome,
    /// Rounds played.
    pub rounds: u32,
    /// How often each ability fired (in [`ABILITIES`] order).
    pub abilities: [u32; 6],
    /// Rounds whose two cards tied (both discarded).
    pub ties: u32,
    /// Abilities that fired with nothing to act on.
    pub no_effect: u32,
}

/// The abilities counted by [`GameResult::abilities`].
pub const ABILITIES: [Ability; 6] = [
    Ability::Reset,
    Ability::Claim,
    Ability::Purge,
    Ability::Burn,
    Ability::LuckySeven,
    Ability::Equalizer,
];

/// Plays a game to its end.
pub fn play_game(
    variant: crate::Variant,
    seed: u64,
    bots: &mut [AnyBot],
    buf: &mut Vec<Action>,
) -> (Position, GameResult) {
    let mut pos = Position::deal(variant, seed);
    keep_core::sim::play_out(&mut pos, bots, buf, |_| true);
    let mut abilities = [0; 6];
    let (mut ties, mut no_effect) = (0, 0);
    for e in pos.log() {
        match e {
            Event::BothDiscarded { .. } => ties += 1,
            Event::NoEffect { .. } => no_effect += 1,
            _ => {}
        }
        let fired = match *e {
            Event::Won { ability, .. } | Event::BothDiscarded { ability } => ability,
            _ => Ability::None,
        };
        if let Some(i) = ABILITIES.iter().position(|&a| a == fired) {
            abilities[i] += 1;
        }
    }
    let result = GameResult {
        outcome: pos.outcome().expect("played to the end"),
        rounds: pos.round(),
        abilities,
        ties,
        no_effect,
    };
    (pos, result)
}
