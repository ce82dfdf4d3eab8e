//! `keeper simulate`: many bot games on every core, and the report.

use crate::cli::Sim;
use crate::stats::{
    pct, print_json, rate_text, spread, spread_text, wilson, Rate, Spread, Tally, ENDINGS,
};
use card_keeper::rulings::Rulings;
use card_keeper::sim::{make_bots, play_game};
use serde::Serialize;
use std::time::Instant;

/// The settings of one simulation run.
#[derive(Clone, Debug, Serialize)]
struct Settings {
    players: usize,
    games: u64,
    seed: u64,
    bots: Vec<&'static str>,
    rulings: Rulings,
    turn_cap: u32,
    threads: usize,
}

#[derive(Serialize)]
struct SeatReport {
    seat: usize,
    bot: &'static str,
    wins: u64,
    win_rate: Rate,
}

#[derive(Serialize)]
struct Report {
    settings: Settings,
    seats: Vec<SeatReport>,
    draws: u64,
    capped: u64,
    length_turns: Spread,
    endings: std::collections::BTreeMap<&'static str, u64>,
    shields_used_per_game: f64,
    reshuffles_per_game: f64,
    decisions: u64,
    seconds: f64,
    games_per_second: f64,
}

/// Plays the games and prints the report; returns the exit status.
pub fn simulate(sim: &Sim, rulings: Rulings, turn_cap: u32) -> u8 {
    let kinds = &sim.bots;
    let settings = Settings {
        players: sim.players,
        games: sim.games,
        seed: sim.seed,
        bots: (0..sim.players)
            .map(|s| kinds[s % kinds.len()].name())
            .collect(),
        rulings,
        turn_cap,
        threads: sim.threads,
    };
    let start = Instant::now();
    let mut tally = Tally::default();
    crate::par::run(
        settings.games,
        settings.threads,
        sim.progress,
        |i, buf: &mut card_keeper::ActionList| {
            let seed = settings.seed.wrapping_add(i);
            let mut bots = make_bots(kinds, settings.players, seed);
            play_game(
                settings.players,
                settings.rulings,
                seed,
                &mut bots,
                settings.turn_cap,
                buf,
            )
            .expect("player count checked")
            .1
        },
        |t: &mut Tally, r| t.add(&r),
        |t| tally.merge(t),
    );
    let seconds = start.elapsed().as_secs_f64();
    let report = Report {
        seats: (0..settings.players)
            .map(|s| SeatReport {
                seat: s,
                bot: settings.bots[s],
                wins: tally.wins[s],
                win_rate: wilson(tally.wins[s], tally.games),
            })
            .collect(),
        draws: tally.draws,
        capped: tally.capped,
        length_turns: spread(&mut tally.lengths),
        endings: ENDINGS.iter().copied().zip(tally.endings).collect(),
        shields_used_per_game: tally.shields_used as f64 / tally.games as f64,
        reshuffles_per_game: tally.reshuffles as f64 / tally.games as f64,
        decisions: tally.decisions,
        seconds,
        games_per_second: tally.games as f64 / seconds,
        settings,
    };
    if sim.json {
        print_json(&report);
    } else {
        print_report(&report);
    }
    0
}

fn print_report(r: &Report) {
    let s = &r.settings;
    println!(
        "Card Keeper: {} games, {} players, seeds {}..={}",
        s.games,
        s.players,
        s.seed,
        s.seed.wrapping_add(s.games - 1)
    );
    println!(
        "Rulings: V1 {}, V2 {}, V3 {}; turn cap {}",
        s.rulings.start_wild_colour.as_str(),
        s.rulings.used_shields.as_str(),
        s.rulings.simultaneous_knockout.as_str(),
        s.turn_cap
    );
    println!("\nWin rate by seat (95% confidence interval):");
    for seat in &r.seats {
        println!(
            "  seat {} ({:<6}) {}  {} wins",
            seat.seat,
            seat.bot,
            rate_text(&seat.win_rate),
            seat.wins
        );
    }
    println!(
        "  draws (V3)      {} ({})",
        r.draws,
        pct(r.draws as f64 / s.games as f64)
    );
    println!("\nGame length in turns: {}", spread_text(&r.length_turns));
    println!("How games ended (the last knock-out):");
    for (name, n) in &r.endings {
        println!(
            "  {:<13} {:>8}  {}",
            name,
            n,
            pct(*n as f64 / s.games as f64)
        );
    }
    println!(
        "Shields used per game: {:.2}; reshuffles per game: {:.2}",
        r.shields_used_per_game, r.reshuffles_per_game
    );
    if r.capped > 0 {
        println!(
            "WARNING: {} game(s) stopped at the turn cap of {} with no winner",
            r.capped, s.turn_cap
        );
    } else {
        println!("Games stopped by the turn cap ({}): 0", s.turn_cap);
    }
    println!(
        "\n{:.2} s on {} thread(s): {:.0} games/s, {:.0} decisions/s",
        r.seconds,
        s.threads,
        r.games_per_second,
        r.decisions as f64 / r.seconds
    );
}
