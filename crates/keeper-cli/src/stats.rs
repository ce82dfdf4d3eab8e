//! How reports are written: percentages, rates with their intervals, spreads, JSON.

pub use keep_core::stats::{Rate, Spread};

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

/// Prints a report as pretty JSON.
pub fn print_json(report: &impl serde::Serialize) {
    println!(
        "{}",
        serde_json::to_string_pretty(report).expect("the report serializes")
    );
}

/// Prints a run's variant (its differences from the rules), if any.
pub fn print_variant(variant: &Option<serde_json::Value>) {
    if let Some(serde_json::Value::Object(m)) = variant {
        let parts: Vec<String> = m.iter().map(|(k, v)| format!("{k} {v}")).collect();
        println!("Variant (differences from the rules): {}", parts.join(", "));
    }
}

/// Prints what the game's engine counted, each with its 95% interval.
pub fn print_measures(figures: &[keep_lab::counts::Measure]) {
    println!("\nWhat the engine counted (95% confidence interval):");
    for m in figures {
        let (v, lo, hi) = if m.kind == "rate" {
            (pct(m.value), pct(m.low), pct(m.high))
        } else {
            (
                format!("{:.2}", m.value),
                format!("{:.2}", m.low),
                format!("{:.2}", m.high),
            )
        };
        println!("  {:<58} {v:>7}  [{lo} – {hi}]", m.label);
    }
}
