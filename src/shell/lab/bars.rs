//! The lab's bar chart of a breakdown (how games ended, abilities fired,
//! points per card).

use leptos::prelude::*;

/// Horizontal bars for `entries` (a name and a number in `unit`), titled
/// `title`.
#[component]
pub fn Bars(title: String, entries: Vec<(String, f64)>, unit: String) -> impl IntoView {
    let most = entries
        .iter()
        .map(|e| e.1.abs())
        .fold(0.0f64, f64::max)
        .max(1e-9);
    let text = move |v: f64| format!("{v:.2}{unit}");
    let height = 20 * entries.len() + 8;
    let summary = entries
        .iter()
        .map(|(n, v)| format!("{n}: {}", text.clone()(*v)))
        .collect::<Vec<_>>()
        .join("; ");
    let rows = entries
        .iter()
        .enumerate()
        .map(|(i, (name, v))| {
            let y = 4 + i * 20;
            let w = v.abs() / most * 180.0;
            view! {
                <g>
                    <text x="0" y=y + 13 class="chart-label">{name.clone()}</text>
                    <rect x="170" y=y + 3 width=w height="12" class=if *v < 0.0 { "chart-bar negative" } else { "chart-bar" } />
                    <text x=174.0 + w y=y + 13 class="chart-value">{text.clone()(*v)}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <figure class="chart">
            <figcaption>{title}</figcaption>
            <svg viewBox=format!("0 0 420 {height}") role="img" aria-label=summary>{rows}</svg>
        </figure>
    }
}
