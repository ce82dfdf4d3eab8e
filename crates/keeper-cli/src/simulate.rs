//! `keeper simulate`: many bot games on every core, and the report.

use crate::cli::Sim;
use crate::stats::{pct, print_json, rate_text, spread_text};
use card_keeper::rulings::{Options, Rulings};
use keep_lab::card_keeper::Report;
use keep_lab::{LabGame, Run};
use std::time::Instant;

/// Plays `run`'s games on `sim.threads` threads: their merged totals and
/// the seconds it took.
pub fn play<E: LabGame>(sim: &Sim, run: &Run<E>) -> (E::Tally, f64) {
    let start = Instant::now();
    let mut total = E::Tally::default();
    crate::par::run(
        run.games,
        sim.threads,
        sim.progress,
        |i, buf: &mut E::Actions, t: &mut E::Tally| E::play_into(run, i, t, buf),
        |t| E::merge(&mut total, t),
    );
    (total, start.elapsed().as_secs_f64())
}

/// The run `sim` describes for game `E` with `options` and the variant
/// file's numbers, or why the variant cannot be played (its field named).
pub fn run_of<E: LabGame>(
    sim: &Sim,
    mut options: E::Options,
    turn_cap: u32,
) -> Result<Run<E>, String> {
    if let Some(v) = &sim.variant {
        *keep_core::HasVariant::variant_mut(&mut options) =
            keep_core::Variant::from_json(v, sim.players).map_err(|e| format!("--variant: {e}"))?;
    }
    Ok(Run {
        players: sim.players,
        games: sim.games,
        seed: sim.seed,
        bots: sim.bots.clone(),
        options,
        turn_cap,
        search: sim.search,
    })
}

/// A run's report, and the totals it was made from.
pub type Played<E> = (<E as LabGame>::Report, <E as LabGame>::Tally);

/// Plays `sim`'s games of `E` with `options` (and the variant file's
/// numbers): its report printed as JSON when `--json` asks (then `None`),
/// or the report and the games' totals, to be printed in words.
pub fn report_of<E: LabGame>(
    sim: &Sim,
    options: E::Options,
    turn_cap: u32,
) -> Result<Option<Played<E>>, String> {
    if let Some(sweep) = &sim.sweep {
        return sweep_of::<E>(sim, options, turn_cap, sweep).map(|_| None);
    }
    let run = run_of::<E>(sim, options, turn_cap)?;
    let (tally, seconds) = play(sim, &run);
    let report = E::report(&run, tally.clone(), seconds, sim.threads);
    if sim.json {
        print_json(&report);
        return Ok(None);
    }
    Ok(Some((report, tally)))
}

/// `--sweep NAME=FROM..TO`: plays `sim`'s run once for each value of the
/// number (the variant file's other numbers kept), each with the same
/// seeds, and prints each value's figures and how it differs from the
/// rules' value; with `--json`, the reports `keeper simulate --json` prints
/// for each value, in value order.
pub fn sweep_of<E: LabGame>(
    sim: &Sim,
    options: E::Options,
    turn_cap: u32,
    sweep: &str,
) -> Result<(), String> {
    use keep_core::variant::{number_json, Numbers};
    use keep_lab::compare::{parse_sweep, verdict, Figure};
    let numbers = <keep_core::VariantOf<E> as Numbers>::NUMBERS;
    let (i, values) = parse_sweep(numbers, sweep).map_err(|e| format!("--sweep: {e}"))?;
    let n = numbers[i];
    let mut reports = Vec::new();
    let mut figures = Vec::new();
    for &v in &values {
        let mut one = sim.clone();
        let mut variant = sim.variant.clone().unwrap_or_else(|| serde_json::json!({}));
        variant[n.name] = number_json(&n, v);
        one.variant = Some(variant);
        let run = run_of::<E>(&one, options.clone(), turn_cap)
            .map_err(|e| format!("--sweep {}={v}: {e}", n.name))?;
        E::check_run(&run).map_err(|e| format!("--sweep {}={v}: {e}", n.name))?;
        let (tally, seconds) = play(&one, &run);
        figures.push(E::figures(&run, &tally));
        reports.push(E::report(&run, tally, seconds, sim.threads));
    }
    if sim.json {
        print_json(&reports);
        return Ok(());
    }
    let rules = &figures[values.iter().position(|&v| v == n.rules).unwrap_or(0)];
    println!(
        "{}: a sweep of {} ({}) over {}, {} games each from seed {} (the same deals for every value)",
        E::TITLE,
        n.label,
        n.name,
        values.iter().map(u16::to_string).collect::<Vec<_>>().join(", "),
        sim.games,
        sim.seed
    );
    crate::stats::print_variant(&sim.variant);
    let all = Figure::all(&figures.iter().collect::<Vec<_>>());
    println!(
        "
Each figure with its 95% interval, by value:"
    );
    for f in &all {
        println!("  {}:", f.name(rules));
        for (v, fig) in values.iter().zip(&figures) {
            let (e, s) = (f.estimate(fig), f.in_run(fig));
            println!(
                "    {:>5}  {:>8}  [{} – {}]{}",
                n.show(*v),
                s.show(e.value),
                s.show(e.low),
                s.show(e.high),
                if *v == n.rules { "  (the rules)" } else { "" }
            );
        }
    }
    println!(
        "
Against the rules' value, beyond chance:"
    );
    for (v, fig) in values.iter().zip(&figures) {
        println!("  {}", verdict(&n, *v, rules, fig));
    }
    Ok(())
}

/// Plays the games and prints the report; returns the exit status.
pub fn simulate(sim: &Sim, rulings: Rulings, turn_cap: u32) -> Result<u8, String> {
    let options = Options {
        rulings,
        ..Options::default()
    };
    if let Some((report, _)) = report_of::<card_keeper::Position>(sim, options, turn_cap)? {
        print_report(&report);
    }
    Ok(0)
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
    crate::stats::print_variant(&s.variant);
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
    crate::stats::print_measures(&r.figures);
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
