//! `keeper simulate --game keep-n-swap` and `keeper check --game keep-n-swap`.

use crate::cli::Sim;
use crate::stats::{print_json, rate_text, spread_text};
use keep_core::stats::{spread, wilson, Rate, Spread};
use keep_n_swap::sim::{make_bots, play_game, ABILITIES};
use keep_n_swap::Outcome;
use serde::Serialize;
use std::time::Instant;

#[derive(Serialize)]
struct Report {
    game: &'static str,
    games: u64,
    seed: u64,
    bots: [&'static str; 2],
    wins: [u64; 2],
    win_rates: [Rate; 2],
    draws: u64,
    draw_rate: Rate,
    rounds: Spread,
    abilities_per_game: std::collections::BTreeMap<&'static str, f64>,
    seconds: f64,
}

/// Runs the Keep'n Swap simulation; returns the exit status.
pub fn simulate(sim: &Sim) -> u8 {
    let Sim {
        games,
        seed,
        bots: ref kinds,
        threads,
        json,
        progress,
        ..
    } = *sim;
    let start = Instant::now();
    let mut wins = [0u64; 2];
    let mut draws = 0u64;
    let mut rounds = Vec::new();
    let mut abilities = [0u64; 6];
    crate::par::run(
        games,
        threads,
        progress,
        |i, buf: &mut Vec<keep_n_swap::Action>| {
            let s = seed.wrapping_add(i);
            play_game(s, &mut make_bots(kinds, s), buf).1
        },
        |out: &mut (Vec<(Outcome, i64)>, [u64; 6]), r| {
            out.0.push((r.outcome, i64::from(r.rounds)));
            for (k, n) in r.abilities.iter().enumerate() {
                out.1[k] += u64::from(*n);
            }
        },
        |(results, ab)| {
            for (o, r) in results {
                match o {
                    Outcome::Winner(s) => wins[s as usize] += 1,
                    Outcome::Draw => draws += 1,
                }
                rounds.push(r);
            }
            for k in 0..6 {
                abilities[k] += ab[k];
            }
        },
    );
    let report = Report {
        game: "keep-n-swap",
        games,
        seed,
        bots: [kinds[0].name(), kinds[1 % kinds.len()].name()],
        wins,
        win_rates: [wilson(wins[0], games), wilson(wins[1], games)],
        draws,
        draw_rate: wilson(draws, games),
        rounds: spread(&mut rounds),
        abilities_per_game: ABILITIES
            .iter()
            .zip(abilities)
            .map(|(a, n)| (a.name(), n as f64 / games as f64))
            .collect(),
        seconds: start.elapsed().as_secs_f64(),
    };
    if json {
        print_json(&report);
        return 0;
    }
    println!(
        "Keep'n Swap: {games} games, seeds {seed}..={}",
        seed.wrapping_add(games - 1)
    );
    println!("\nOutcomes (95% confidence interval):");
    for s in 0..2 {
        println!(
            "  seat {s} ({:<6}) wins {}",
            report.bots[s],
            rate_text(&report.win_rates[s])
        );
    }
    println!("  draws              {}", rate_text(&report.draw_rate));
    println!("\nRounds per game: {}", spread_text(&report.rounds));
    println!("Abilities fired per game:");
    for (name, n) in &report.abilities_per_game {
        println!("  {name:<18} {n:.2}");
    }
    println!(
        "\n{:.2} s on {threads} thread(s): {:.0} games/s",
        report.seconds,
        games as f64 / report.seconds
    );
    0
}
