//! The lab's chart of win rates: one bar per seat with its 95% interval.

use keep_core::stats::Rate;
use leptos::prelude::*;

/// A percentage with one decimal.
pub fn pct(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

/// Win rate per seat (`rows`: a label and the rate), drawn as bars with
/// their 95% intervals as whiskers, and a dashed line at parity.
#[component]
pub fn WinChart(rows: Vec<(String, Rate)>, parity: f64) -> impl IntoView {
    let height = 24 * rows.len() + 24;
    let x = |r: f64| 150.0 + r.clamp(0.0, 1.0) * 230.0;
    let summary = rows
        .iter()
        .map(|(l, r)| format!("{l}: {}", pct(r.rate)))
        .collect::<Vec<_>>()
        .join("; ");
    let bars = rows
        .iter()
        .enumerate()
        .map(|(i, (label, r))| {
            let y = 8 + i * 24;
            view! {
                <g>
                    <text x="0" y=y + 14 class="chart-label">{label.clone()}</text>
                    <rect x="150" y=y + 3 width=x(r.rate) - 150.0 height="14" class="chart-bar" />
                    <line x1=x(r.low) x2=x(r.high) y1=y + 10 y2=y + 10 class="chart-whisker" />
                    <line x1=x(r.low) x2=x(r.low) y1=y + 5 y2=y + 15 class="chart-whisker" />
                    <line x1=x(r.high) x2=x(r.high) y1=y + 5 y2=y + 15 class="chart-whisker" />
                    <text x=x(r.high) + 4.0 y=y + 14 class="chart-value">{pct(r.rate)}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <figure class="chart">
            <figcaption>"Win rate by seat, with 95% intervals (dashed: an equal share)"</figcaption>
            <svg viewBox=format!("0 0 420 {height}") role="img" aria-label=summary>
                {bars}
                <line x1=x(parity) x2=x(parity) y1="4" y2=height - 14 class="chart-parity" />
                <text x="150" y=height - 2 class="chart-axis">"0%"</text>
                <text x="365" y=height - 2 class="chart-axis">"100%"</text>
            </svg>
        </figure>
    }
}
