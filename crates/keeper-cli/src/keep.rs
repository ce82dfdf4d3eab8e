//! `keeper simulate --game keep [--cards FILE]` and `keeper check --game keep`.

use crate::cli::Sim;
use crate::stats::{print_json, rate_text, spread_text};
use keep::sim::{make_bots, play_game, CardFigures, GameResult};
use keep::{CardList, Kind};
use keep_core::stats::{spread, wilson, Rate, Spread};
use serde::Serialize;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

#[derive(Serialize)]
struct CardReport {
    name: String,
    kind: String,
    copies: u8,
    ability_per_game: f64,
    face_down_per_game: f64,
    item_per_game: f64,
    bonus_per_game: f64,
    points_per_game: f64,
    points_per_kept_copy: f64,
}

#[derive(Serialize)]
struct Report {
    game: &'static str,
    cards: String,
    players: u8,
    games: u64,
    seed: u64,
    bots: Vec<&'static str>,
    wins: Vec<u64>,
    win_rates: Vec<Rate>,
    shared_wins: Vec<u64>,
    shared_games: u64,
    rounds: Spread,
    totals: Spread,
    winning_totals: Spread,
    margins: Spread,
    per_card: Vec<CardReport>,
    failed: Vec<String>,
    seconds: f64,
}

#[derive(Default)]
struct Acc {
    results: Vec<GameResult>,
    failed: Vec<String>,
}

/// Runs the Keep simulation with the card list of `cards` (the starter
/// set when `None`); returns the exit status.
pub fn simulate(sim: &Sim, cards: Option<&Path>) -> Result<u8, String> {
    let Sim {
        players,
        games,
        seed,
        bots: ref kinds,
        threads,
        json,
        progress,
    } = *sim;
    let list = match cards {
        None => CardList::starter(),
        Some(file) => {
            let file = file.display();
            let text = std::fs::read_to_string(file.to_string())
                .map_err(|e| format!("cannot read {file}: {e}"))?;
            CardList::parse(&text).map_err(|e| {
                let lines: Vec<String> = e.0.iter().map(|e| format!("  {e}")).collect();
                format!("{file} is not a valid card list:\n{}", lines.join("\n"))
            })?
        }
    };
    if !list.seats(players) {
        return Err(format!(
            "the card list seats at most {} players",
            list.max_players()
        ));
    }
    let list = Arc::new(list);
    let players = players as u8;
    let start = Instant::now();
    let mut all: Vec<GameResult> = Vec::new();
    let mut failed = Vec::new();
    crate::par::run(
        games,
        threads,
        progress,
        |i, buf: &mut Vec<keep::Action>| {
            let s = seed.wrapping_add(i);
            let mut bots = make_bots(kinds, players as usize, s);
            play_game(&list, players, s, &mut bots, buf)
                .map(|(_, r)| r)
                .map_err(|e| format!("seed {s}: {e}"))
        },
        |acc: &mut Acc, r| match r {
            Ok(r) => acc.results.push(r),
            Err(e) => acc.failed.push(e),
        },
        |acc| {
            all.extend(acc.results);
            failed.extend(acc.failed);
        },
    );
    let n = players as usize;
    let mut wins = vec![0u64; n];
    let mut shared_wins = vec![0u64; n];
    let mut shared_games = 0;
    let (mut rounds, mut totals, mut winning, mut margins) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut cards = vec![CardFigures::default(); list.cards.len()];
    for r in &all {
        if r.winners.len() == 1 {
            wins[r.winners[0] as usize] += 1;
        } else {
            shared_games += 1;
            for &w in &r.winners {
                shared_wins[w as usize] += 1;
            }
        }
        rounds.push(i64::from(r.rounds));
        totals.extend(&r.totals);
        let mut sorted = r.totals.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        winning.push(sorted[0]);
        margins.push(sorted[0] - sorted[1]);
        for (c, f) in cards.iter_mut().zip(&r.cards) {
            c.ability += f.ability;
            c.face_down += f.face_down;
            c.item += f.item;
            c.bonus += f.bonus;
            c.points += f.points;
            c.kept += f.kept;
        }
    }
    let played = all.len().max(1) as f64;
    let report = Report {
        game: "keep",
        cards: list.name.clone(),
        players,
        games,
        seed,
        bots: (0..n).map(|s| kinds[s % kinds.len()].name()).collect(),
        win_rates: wins.iter().map(|&w| wilson(w, games)).collect(),
        wins,
        shared_wins,
        shared_games,
        rounds: spread(&mut rounds),
        totals: spread(&mut totals),
        winning_totals: spread(&mut winning),
        margins: spread(&mut margins),
        per_card: list
            .cards
            .iter()
            .zip(&cards)
            .map(|(d, f)| CardReport {
                name: d.name.clone(),
                kind: match d.kind {
                    Kind::Character { .. } => "character".into(),
                    Kind::Item { ty, .. } => format!("item ({})", list.types[ty as usize]),
                },
                copies: d.copies,
                ability_per_game: f.ability as f64 / played,
                face_down_per_game: f.face_down as f64 / played,
                item_per_game: f.item as f64 / played,
                bonus_per_game: f.bonus as f64 / played,
                points_per_game: f.points as f64 / played,
                points_per_kept_copy: if f.kept > 0 {
                    f.points as f64 / f.kept as f64
                } else {
                    0.0
                },
            })
            .collect(),
        failed,
        seconds: start.elapsed().as_secs_f64(),
    };
    if json {
        print_json(&report);
        return Ok(u8::from(!report.failed.is_empty()));
    }
    print_report(&report, threads);
    Ok(u8::from(!report.failed.is_empty()))
}

fn print_report(r: &Report, threads: usize) {
    println!(
        "Keep, {} players, card list \"{}\": {} games, seeds {}..={}",
        r.players,
        r.cards,
        r.games,
        r.seed,
        r.seed.wrapping_add(r.games - 1)
    );
    println!("\nSole wins by seat (95% confidence interval), and shared wins:");
    for s in 0..r.players as usize {
        println!(
            "  seat {s} ({:<6}) {}   shared {}",
            r.bots[s],
            rate_text(&r.win_rates[s]),
            r.shared_wins[s]
        );
    }
    println!("  games with a shared win: {}", r.shared_games);
    let line = |label: &str, s: &Spread| println!("{label}: {}", spread_text(s));
    println!();
    line("Rounds per game", &r.rounds);
    line("Final totals (every player)", &r.totals);
    line("Winning totals", &r.winning_totals);
    line("Winning margins", &r.margins);
    println!("\nPer card, per game: times played for the ability / face down / as item / by bonus; points scored");
    println!(
        "  {:<22} {:<18} {:>6} {:>8} {:>9} {:>7} {:>6} {:>8} {:>10}",
        "card", "kind", "copies", "ability", "face down", "item", "bonus", "points", "pts/kept"
    );
    for c in &r.per_card {
        println!(
            "  {:<22} {:<18} {:>6} {:>8.2} {:>9.2} {:>7.2} {:>6.2} {:>8.2} {:>10.2}",
            c.name,
            c.kind,
            c.copies,
            c.ability_per_game,
            c.face_down_per_game,
            c.item_per_game,
            c.bonus_per_game,
            c.points_per_game,
            c.points_per_kept_copy
        );
    }
    for f in &r.failed {
        println!("FAILED: {f}");
    }
    println!(
        "\n{:.2} s on {threads} thread(s): {:.0} games/s",
        r.seconds,
        r.games as f64 / r.seconds
    );
}
