//! The lab's bar chart of a breakdown (how games ended, abilities fired,
//! points per card), in HTML so that its text stays readable on a phone.

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
    let rows = entries
        .iter()
        .map(|(name, v)| {
            let w = v.abs() / most * 100.0;
            view! {
                <div class="bar-row">
                    <span class="bar-label">{name.clone()}</span>
                    <span class="bar-track" aria-hidden="true">
                        <span class=if *v < 0.0 { "bar-fill negative" } else { "bar-fill" } style=format!("width: {w:.2}%")></span>
                    </span>
                    <span class="bar-value">{format!("{v:.2}{unit}")}</span>
                </div>
            }
        })
        .collect_view();
    view! {
        <figure class="chart">
            <figcaption>{title}</figcaption>
            {rows}
        </figure>
    }
}
