//! `keeper bench`: random-bot games and decisions per second on one core;
//! with `--bot`, the milliseconds of that bot's decisions.

use card_keeper::bots::BotKind;
use card_keeper::sim::play_game;
use keep_core::bot::make_bots;
use keep_core::scenario::ScenarioGame;
use keep_core::sim::{time_summary, timed_decisions};
use std::time::Instant;

/// Runs the benchmark for 2, 4 and 6 players, `seconds` each, and prints
/// one line each.
pub fn bench(seconds: f64) -> u8 {
    say!("random-bot games on one core, {seconds} s per player count");
    let mut buf = card_keeper::ActionList::default();
    for players in [2usize, 4, 6] {
        let start = Instant::now();
        let (mut games, mut decisions, mut turns) = (0u64, 0u64, 0u64);
        while start.elapsed().as_secs_f64() < seconds {
            for _ in 0..256 {
                let mut bots =
                    make_bots::<card_keeper::Position>(&[BotKind::Random], players, games);
                let (_, r) = play_game(
                    players,
                    &Default::default(),
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
        say!(
            "{players} players: {:>9.0} games/s  {:>11.0} decisions/s  ({:.1} turns/game, {games} games)",
            games as f64 / t,
            decisions as f64 / t,
            turns as f64 / games as f64
        );
    }
    0
}

/// `keeper bench --bot KIND`: whole games with `kind` in seat 0 and the
/// basic bot in the others; every decision of seat 0 timed.
pub struct Decisions {
    /// The bot timed.
    pub kind: BotKind,
    /// Players (default 2).
    pub players: Option<usize>,
    /// Games.
    pub games: u64,
}

impl keep_lab::games::ForGame for Decisions {
    type Out = u8;
    fn run<G: keep_lab::LabGame + ScenarioGame>(self) -> u8 {
        let players = self.players.unwrap_or(2);
        if !G::PLAYERS.contains(&players) {
            eprintln!(
                "keeper bench: {} takes {} to {} players, not {players}",
                G::TITLE,
                G::PLAYERS.start(),
                G::PLAYERS.end()
            );
            return 2;
        }
        let clock = Instant::now();
        let mut now = || clock.elapsed().as_secs_f64() * 1000.0;
        let mut times = Vec::new();
        for seed in 1..=self.games {
            match timed_decisions::<G>(players, seed, self.kind, &mut now) {
                Ok(t) => times.extend(t),
                Err(e) => {
                    eprintln!("keeper bench: {e}");
                    return 1;
                }
            }
        }
        let (median, p95, worst) = time_summary(&mut times);
        say!(
            "{}: {} in seat 0 of {players}, {} games, {} decisions on one core: median {:.2} ms, 95th percentile {:.2} ms, worst {:.2} ms",
            G::TITLE,
            self.kind.name(),
            self.games,
            times.len(),
            median,
            p95,
            worst
        );
        0
    }
}
