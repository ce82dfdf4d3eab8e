//! `keeper simulate --game star-crew` and `keeper check --game star-crew`.

use crate::cli::Sim;
use crate::stats::{pct, print_json, rate_text};
use keep_core::stats::{spread, wilson, Rate, Spread};
use serde::Serialize;
use star_crew::sim::{make_bots, play_game};
use star_crew::RoundEnd;
use std::time::Instant;

#[derive(Serialize)]
struct SeatReport {
    seat: usize,
    bot: &'static str,
    wins: u64,
    shared_wins: u64,
    win_rate: Rate,
    points_per_round: f64,
}

#[derive(Serialize)]
struct Report {
    game: &'static str,
    players: usize,
    games: u64,
    seed: u64,
    threads: usize,
    seats: Vec<SeatReport>,
    rounds_per_game: usize,
    points_per_round: Spread,
    round_endings: std::collections::BTreeMap<&'static str, u64>,
    warps_per_game: f64,
    decisions: u64,
    seconds: f64,
}

#[derive(Default)]
struct Tally {
    games: u64,
    wins: [u64; 5],
    shared: [u64; 5],
    points: [i64; 5],
    round_points: Vec<i64>,
    last_card: u64,
    back_to_owner: u64,
    warps: u64,
    decisions: u64,
}

/// Runs the Star Crew simulation; returns the exit status.
pub fn simulate(sim: &Sim) -> u8 {
    let Sim {
        players,
        games,
        seed,
        bots: ref kinds,
        threads,
        json,
        progress,
    } = *sim;
    let start = Instant::now();
    let mut total = Tally::default();
    crate::par::run(
        games,
        threads,
        progress,
        |i, buf: &mut Vec<star_crew::Action>| {
            let s = seed.wrapping_add(i);
            let mut bots = make_bots(kinds, players, s);
            play_game(players, s, &mut bots, buf)
                .expect("player count checked")
                .1
        },
        |tally: &mut Tally, r| {
            tally.games += 1;
            for &w in &r.winners {
                tally.wins[w as usize] += 1;
                if r.winners.len() > 1 {
                    tally.shared[w as usize] += 1;
                }
            }
            for round in &r.round_points {
                for (s, &p) in round.iter().enumerate() {
                    tally.points[s] += i64::from(p);
                    tally.round_points.push(i64::from(p));
                }
            }
            for e in &r.round_ends {
                match e {
                    RoundEnd::LastCard => tally.last_card += 1,
                    RoundEnd::BackToOwner => tally.back_to_owner += 1,
                }
            }
            tally.warps += u64::from(r.warps);
            tally.decisions += u64::from(r.decisions);
        },
        |t| {
            total.games += t.games;
            for s in 0..5 {
                total.wins[s] += t.wins[s];
                total.shared[s] += t.shared[s];
                total.points[s] += t.points[s];
            }
            total.round_points.extend(t.round_points);
            total.last_card += t.last_card;
            total.back_to_owner += t.back_to_owner;
            total.warps += t.warps;
            total.decisions += t.decisions;
        },
    );
    let rounds = total.games as f64 * players as f64;
    let report = Report {
        game: "star-crew",
        players,
        games,
        seed,
        threads,
        seats: (0..players)
            .map(|s| SeatReport {
                seat: s,
                bot: kinds[s % kinds.len()].name(),
                wins: total.wins[s],
                shared_wins: total.shared[s],
                win_rate: wilson(total.wins[s], total.games),
                points_per_round: total.points[s] as f64 / rounds,
            })
            .collect(),
        rounds_per_game: players,
        points_per_round: spread(&mut total.round_points),
        round_endings: [
            ("last_card", total.last_card),
            ("back_to_owner", total.back_to_owner),
        ]
        .into_iter()
        .collect(),
        warps_per_game: total.warps as f64 / total.games as f64,
        decisions: total.decisions,
        seconds: start.elapsed().as_secs_f64(),
    };
    if json {
        print_json(&report);
        return 0;
    }
    println!(
        "Star Crew: {} games, {} players, seeds {}..={}",
        games,
        players,
        seed,
        seed.wrapping_add(games - 1)
    );
    println!("\nWin rate by seat (95% confidence interval; tied leaders each count a win):");
    for s in &report.seats {
        println!(
            "  seat {} ({:<6}) {}  {} wins ({} shared)  {:+.2} points/round",
            s.seat,
            s.bot,
            rate_text(&s.win_rate),
            s.wins,
            s.shared_wins,
            s.points_per_round
        );
    }
    let p = &report.points_per_round;
    println!("\nRounds per game: {players}");
    println!(
        "Points per player per round: mean {:+.2}, sd {:.2}, min {}, median {}, 90th percentile {}, max {}",
        p.mean, p.sd, p.min, p.median, p.p90, p.max
    );
    println!(
        "How rounds ended: last card launched {}, back to the owner {}",
        pct(total.last_card as f64 / rounds),
        pct(total.back_to_owner as f64 / rounds)
    );
    println!("Warps per game: {:.2}", report.warps_per_game);
    println!(
        "\n{:.2} s on {} thread(s): {:.0} games/s, {:.0} decisions/s",
        report.seconds,
        threads,
        games as f64 / report.seconds,
        total.decisions as f64 / report.seconds
    );
    0
}
