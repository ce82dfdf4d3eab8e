//! `keeper simulate --game keep [--cards FILE]` and `keeper check --game keep`.

use crate::cli::Sim;
use crate::simulate::{play, run_of, sweep_of};
use crate::stats::{print_json, rate_text, spread_text};
use keep::{CardList, Options, Position};
use keep_core::stats::Spread;
use keep_lab::keep::Report;
use keep_lab::LabGame;
use std::path::Path;
use std::sync::Arc;

/// Runs the Keep simulation with the card list of `cards` (the starter
/// set when `None`); returns the exit status.
pub fn simulate(sim: &Sim, cards: Option<&Path>) -> Result<u8, String> {
    let Sim {
        players,
        threads,
        json,
        ..
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
    let options = Options {
        cards: Arc::new(list),
        ..Options::default()
    };
    if let Some(sweep) = &sim.sweep {
        return sweep_of::<Position>(sim, options, keep_lab::TURN_CAP, sweep).map(|_| 0);
    }
    let run = run_of::<Position>(sim, options, keep_lab::TURN_CAP)?;
    // The list must hold what the variant deals.
    run.options
        .variant
        .check_list(&run.options.cards, players)
        .map_err(|e| format!("--variant: {e}"))?;
    let (tally, seconds) = play(sim, &run);
    let report = Position::report(&run, tally, seconds, threads);
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
    crate::stats::print_variant(&r.variant);
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
    crate::stats::print_measures(&r.figures);
    for f in &r.failed {
        println!("FAILED: {f}");
    }
    println!(
        "\n{:.2} s on {threads} thread(s): {:.0} games/s",
        r.seconds,
        r.games as f64 / r.seconds
    );
}
