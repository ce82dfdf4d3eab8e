//! How a report is put in words (`keeper simulate` without `--json`):
//! percentages, rates with their intervals, spreads, and what every game's
//! report says, written once over its [`Figures`]; a game adds its own
//! lines ([`LabGame::words`]).

use crate::{variant_of, Figures, LabGame, Run, Tally};
use keep_core::stats::{spread, wilson, Rate, Spread};

/// A proportion as a percentage with one decimal.
pub fn pct(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

/// A rate and its interval: `25.1%  [24.2% – 26.0%]` (the rate right-aligned).
pub fn rate_text(r: &Rate) -> String {
    format!("{:>6}  [{} – {}]", pct(r.rate), pct(r.low), pct(r.high))
}

/// A spread in words.
pub fn spread_text(s: &Spread) -> String {
    format!(
        "mean {:.1}, sd {:.1}, min {}, median {}, 90th percentile {}, max {}",
        s.mean, s.sd, s.min, s.median, s.p90, s.max
    )
}

/// A variant's differences from the rules in words (`Variant (differences
/// from the rules): shield 6`); `None` for the rules as written.
pub fn variant_text(variant: &Option<serde_json::Value>) -> Option<String> {
    let serde_json::Value::Object(m) = variant.as_ref()? else {
        return None;
    };
    let parts: Vec<String> = m.iter().map(|(k, v)| format!("{k} {v}")).collect();
    Some(format!(
        "Variant (differences from the rules): {}",
        parts.join(", ")
    ))
}

/// A run's report in words: the settings, each seat's wins, the games'
/// length, the breakdown, the game's own lines, what the engine counted
/// (each with its 95% interval), the games that could not be played, and
/// the time it took on `threads` threads.
pub fn report_text<E: LabGame>(
    run: &Run<E>,
    tally: &Tally,
    report: &E::Report,
    seconds: f64,
    threads: usize,
) -> Vec<String> {
    let mut f: Figures = E::figures(run, tally);
    let mut out = vec![format!(
        "{}: {} games, {} players, seeds {}..={}",
        E::TITLE,
        run.games,
        run.players,
        run.seed,
        run.seed.wrapping_add(run.games - 1)
    )];
    out.extend(variant_text(&variant_of(run)));
    out.push(String::new());
    let any_shared = (0..run.players).any(|s| tally.shared(s) > 0);
    out.push(format!(
        "Wins by seat (95% confidence interval{}):",
        if any_shared {
            "; a shared win counts for each winner"
        } else {
            ""
        }
    ));
    for (s, bot) in run.bot_names().into_iter().enumerate() {
        let won = tally.won(s);
        let shared = if any_shared {
            format!(" ({} shared)", tally.shared(s))
        } else {
            String::new()
        };
        out.push(format!(
            "  seat {s} ({bot:<6}) {}  {won} won{shared}",
            rate_text(&wilson(won, f.games))
        ));
    }
    out.push(String::new());
    out.push(format!(
        "Game length in {}: {}",
        f.length_unit,
        spread_text(&spread(&mut f.lengths))
    ));
    out.push(format!("{}:", f.breakdown_title));
    let width = f.breakdown.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
    for (name, v) in &f.breakdown {
        let v = if f.breakdown_unit == "%" {
            format!("{v:.1}")
        } else {
            format!("{v:.2}")
        };
        out.push(format!("  {name:<width$}  {v:>7}{}", f.breakdown_unit));
    }
    let own = E::words(report);
    if !own.is_empty() {
        out.push(String::new());
        out.extend(own);
    }
    out.push(String::new());
    out.push("What the engine counted (95% confidence interval):".into());
    for m in tally.counts.report(E::COUNTS) {
        let (v, lo, hi) = if m.kind == "rate" {
            (pct(m.value), pct(m.low), pct(m.high))
        } else {
            let two = |x: f64| format!("{x:.2}");
            (two(m.value), two(m.low), two(m.high))
        };
        out.push(format!("  {:<58} {v:>7}  [{lo} – {hi}]", m.label));
    }
    for why in &tally.failed {
        out.push(format!("FAILED: {why}"));
    }
    out.push(String::new());
    out.push(format!(
        "{seconds:.2} s on {threads} thread(s): {:.0} games/s",
        tally.games as f64 / seconds
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play_range;
    use keep_core::BotKind;

    /// Every game's report in words names its game, each seat, the
    /// breakdown, every count and the game's own lines.
    fn says_it_all<E: LabGame>(players: usize, own: &str) {
        let run = Run::<E> {
            players,
            games: 12,
            seed: 9,
            bots: vec![BotKind::Basic, BotKind::Random],
            options: E::Options::default(),
            turn_cap: crate::TURN_CAP,
            search: None,
        };
        let tally = play_range(&run, 0, run.games);
        let report = E::report(&run, tally.clone(), 0.5, 1);
        let text = report_text(&run, &tally, &report, 0.5, 1).join("\n");
        let f = E::figures(&run, &tally);
        assert!(
            text.starts_with(&format!("{}: 12 games", E::TITLE)),
            "{text}"
        );
        assert!(
            text.contains(&format!("  seat {} (", players - 1)),
            "{text}"
        );
        assert!(text.contains(&f.breakdown_title), "{text}");
        for c in E::COUNTS {
            assert!(text.contains(c.label), "{}: {text}", c.label);
        }
        assert!(text.contains(own), "{own}: {text}");
        assert!(text.ends_with("24 games/s"), "{text}");
    }

    #[test]
    fn every_game_s_report_in_words_says_it_all() {
        says_it_all::<::card_keeper::Position>(3, "Rulings: V1 first_player");
        says_it_all::<::star_crew::Position>(4, "points a round");
        says_it_all::<::keep_n_swap::Position>(2, "Abilities fired:");
        says_it_all::<::keep::Position>(3, "Winning margins: mean");
    }

    #[test]
    fn rates_and_spreads_read_as_words() {
        let r = wilson(1, 4);
        assert!(rate_text(&r).starts_with(" 25.0%  ["), "{}", rate_text(&r));
        assert_eq!(variant_text(&None), None);
        assert_eq!(
            variant_text(&Some(serde_json::json!({"shield": 6}))).as_deref(),
            Some("Variant (differences from the rules): shield 6")
        );
        let s = spread(&mut [3, 1, 2]);
        assert_eq!(
            spread_text(&s),
            "mean 2.0, sd 0.8, min 1, median 2, 90th percentile 3, max 3"
        );
    }
}
