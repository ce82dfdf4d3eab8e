//! `keeper bench`: random-bot games and decisions per second on one core.

use card_keeper::bots::BotKind;
use card_keeper::rulings::Rulings;
use card_keeper::sim::{make_bots, play_game};
use std::time::Instant;

/// Runs the benchmark for 2, 4 and 6 players, `seconds` each, and prints
/// one line each.
pub fn bench(seconds: f64) -> u8 {
    println!("random-bot games on one core, {seconds} s per player count");
    let mut buf = card_keeper::ActionList::default();
    for players in [2usize, 4, 6] {
        let start = Instant::now();
        let (mut games, mut decisions, mut turns) = (0u64, 0u64, 0u64);
        while start.elapsed().as_secs_f64() < seconds {
            for _ in 0..256 {
                let mut bots = make_bots(&[BotKind::Random], players, games);
                let (_, r) = play_game(
                    players,
                    Rulings::default(),
                    games,
                    &mut bots,
                    5_000,
                    &mut buf,
                )
                .expect("valid player count");
                games += 1;
                decisions += u64::from(r.decisions);
                turns += u64::from(r.turns);
            }
        }
        let t = start.elapsed().as_secs_f64();
        println!(
            "{players} players: {:>9.0} games/s  {:>11.0} decisions/s  ({:.1} turns/game, {games} games)",
            games as f64 / t,
            decisions as f64 / t,
            turns as f64 / games as f64
        );
    }
    0
}
