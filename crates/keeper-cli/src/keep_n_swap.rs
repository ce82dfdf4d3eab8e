//! `keeper simulate --game keep-n-swap` and `keeper check --game keep-n-swap`.

use crate::cli::Sim;
use crate::simulate::report_of;
use crate::stats::{rate_text, spread_text};
use keep_n_swap::Position;

/// Runs the Keep'n Swap simulation; returns the exit status.
pub fn simulate(sim: &Sim) -> Result<u8, String> {
    let Sim {
        games,
        seed,
        threads,
        ..
    } = *sim;
    let Some((report, _)) = report_of::<Position>(sim, Default::default(), keep_lab::TURN_CAP)?
    else {
        return Ok(0);
    };
    println!(
        "Keep'n Swap: {games} games, seeds {seed}..={}",
        seed.wrapping_add(games - 1)
    );
    crate::stats::print_variant(&report.variant);
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
    crate::stats::print_measures(&report.figures);
    println!(
        "\n{:.2} s on {threads} thread(s): {:.0} games/s",
        report.seconds,
        games as f64 / report.seconds
    );
    Ok(0)
}
