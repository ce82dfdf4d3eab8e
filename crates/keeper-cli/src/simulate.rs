//! `keeper simulate`: many bot games on every core, and the report.

use crate::cli::Sim;
use crate::print::print_json;
use keep_core::scenario::ScenarioGame;
use keep_lab::games::ForGame;
use keep_lab::words::report_text;
use keep_lab::{LabGame, Run, Tally};
use std::time::Instant;

/// Plays `run`'s games on `sim.threads` threads: their merged totals and
/// the seconds it took.
pub fn play<E: LabGame>(sim: &Sim, run: &Run<E>) -> (Tally, f64) {
    let start = Instant::now();
    let mut total = Tally::default();
    crate::par::run(
        run.games,
        sim.threads,
        sim.progress,
        |i, buf: &mut E::Actions, t: &mut Tally| E::play_into(run, i, t, buf),
        |t| total.merge(t),
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

/// Plays `sim`'s games of `E` with `options` (and the variant file's
/// numbers) and prints the report: as JSON with `--json`, else in words;
/// with `--sweep`, each value's. The exit status is 1 when a game could
/// not be played (its seed and why are in the report).
pub fn simulate<E: LabGame>(sim: &Sim, options: E::Options, turn_cap: u32) -> Result<u8, String> {
    if let Some(sweep) = &sim.sweep {
        return sweep_of::<E>(sim, options, turn_cap, sweep).map(|_| 0);
    }
    let run = run_of::<E>(sim, options, turn_cap)?;
    E::check_run(&run)?;
    let (tally, seconds) = play(sim, &run);
    let failed = u8::from(!tally.failed.is_empty());
    if sim.json {
        print_json(&E::report(&run, tally, seconds, sim.threads));
    } else {
        // The words need the tally too: the report gets a copy.
        let report = E::report(&run, tally.clone(), seconds, sim.threads);
        for line in report_text(&run, &tally, &report, seconds, sim.threads) {
            say!("{line}");
        }
    }
    Ok(failed)
}

/// `keeper simulate` of a game whose options have no flags of their own.
pub struct Simulate<'a>(pub &'a Sim);

impl ForGame for Simulate<'_> {
    type Out = Result<u8, String>;
    fn run<E: LabGame + ScenarioGame>(self) -> Self::Out {
        simulate::<E>(self.0, E::Options::default(), keep_lab::TURN_CAP)
    }
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
    say!(
        "{}: a sweep of {} ({}) over {}, {} games each from seed {} (the same deals for every value)",
        E::TITLE,
        n.label,
        n.name,
        values.iter().map(u16::to_string).collect::<Vec<_>>().join(", "),
        sim.games,
        sim.seed
    );
    if let Some(line) = keep_lab::words::variant_text(&sim.variant) {
        say!("{line}");
    }
    let all = Figure::all(&figures.iter().collect::<Vec<_>>());
    say!(
        "
Each figure with its 95% interval, by value:"
    );
    for f in &all {
        say!("  {}:", f.name(rules));
        for (v, fig) in values.iter().zip(&figures) {
            let (e, s) = (f.estimate(fig), f.in_run(fig));
            say!(
                "    {:>5}  {:>8}  [{} – {}]{}",
                n.show(*v),
                s.show(e.value),
                s.show(e.low),
                s.show(e.high),
                if *v == n.rules { "  (the rules)" } else { "" }
            );
        }
    }
    say!(
        "
Against the rules' value, beyond chance:"
    );
    for (v, fig) in values.iter().zip(&figures) {
        say!("  {}", verdict(&n, *v, rules, fig));
    }
    Ok(())
}
