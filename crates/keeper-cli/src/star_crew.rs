//! `keeper simulate --game star-crew` and `keeper check --game star-crew`.

use crate::cli::Sim;
use crate::simulate::report_of;
use crate::stats::{pct, rate_text};
use star_crew::Position;

/// Runs the Star Crew simulation; returns the exit status.
pub fn simulate(sim: &Sim) -> Result<u8, String> {
    let Sim {
        players,
        games,
        seed,
        threads,
        ..
    } = *sim;
    let Some((report, total)) = report_of::<Position>(sim, Default::default(), keep_lab::TURN_CAP)?
    else {
        return Ok(0);
    };
    let rounds = total.games as f64 * players as f64;
    let (last_card, back_to_owner, decisions) =
        (total.last_card, total.back_to_owner, total.decisions);
    println!(
        "Star Crew: {} games, {} players, seeds {}..={}",
        games,
        players,
        seed,
        seed.wrapping_add(games - 1)
    );
    crate::stats::print_variant(&report.variant);
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
        pct(last_card as f64 / rounds),
        pct(back_to_owner as f64 / rounds)
    );
    println!("Warps per game: {:.2}", report.warps_per_game);
    crate::stats::print_measures(&report.figures);
    println!(
        "\n{:.2} s on {} thread(s): {:.0} games/s, {:.0} decisions/s",
        report.seconds,
        threads,
        games as f64 / report.seconds,
        decisions as f64 / report.seconds
    );
    Ok(0)
}
