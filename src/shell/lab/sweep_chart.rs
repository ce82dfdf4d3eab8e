//! A sweep's chart of one figure against the value swept: a row per value
//! with the figure's 95% interval as a whisker around its dot, and a
//! dashed line at the rules' value's figure, in HTML (its text stays at
//! the page's size on a phone).

use keep_core::variant::Number;
use keep_lab::compare::{Estimate, Kind, Shown};
use leptos::prelude::*;

/// The chart's scale, `lo` to `hi`: every interval, with a little room.
pub fn span(rows: &[Estimate], kind: Kind) -> (f64, f64) {
    let low = rows.iter().map(|r| r.low).fold(f64::INFINITY, f64::min);
    let high = rows
        .iter()
        .map(|r| r.high)
        .fold(f64::NEG_INFINITY, f64::max);
    if !low.is_finite() || !high.is_finite() {
        return (0.0, 1.0);
    }
    let pad = ((high - low) * 0.08).max(match kind {
        Kind::Rate => 0.005,
        Kind::Mean => 0.05,
    });
    let (lo, hi) = (low - pad, high + pad);
    match kind {
        Kind::Rate => (lo.max(0.0), hi.min(1.0)),
        Kind::Mean => (lo, hi),
    }
}

/// A figure (named `name`, written as `shown` says) at each value of
/// `number` (`rows`).
#[component]
pub fn SweepChart(
    shown: Shown,
    name: String,
    number: Number,
    rows: Vec<(u16, Estimate)>,
) -> impl IntoView {
    let estimates: Vec<Estimate> = rows.iter().map(|r| r.1).collect();
    let (lo, hi) = span(&estimates, shown.0);
    let at = move |x: f64| format!("{:.2}%", ((x - lo) / (hi - lo)).clamp(0.0, 1.0) * 100.0);
    let rules = rows.iter().find(|r| r.0 == number.rules).map(|r| r.1.value);
    let bars = rows
        .iter()
        .map(|(v, e)| {
            let is_rules = *v == number.rules;
            view! {
                <div class="bar-row" class:sweep-rules=is_rules>
                    <span class="bar-label">{format!("{} = {}{}", number.name, number.show(*v), if is_rules { " (rules)" } else { "" })}</span>
                    <span class="bar-track" aria-hidden="true">
                        <span class="win-whisker" style=format!("left: {}; width: calc({} - {})", at(e.low), at(e.high), at(e.low))></span>
                        <span class="sweep-dot" style=format!("left: {}", at(e.value))></span>
                        {rules.map(|r| view! { <span class="win-parity" style=format!("left: {}", at(r))></span> })}
                    </span>
                    <span class="bar-value">{shown.show(e.value)}</span>
                </div>
            }
        })
        .collect_view();
    view! {
        <figure class="chart sweep-chart" data-testid="lab-sweep-chart">
            <figcaption>{format!("{name} by {}, with 95% intervals (dashed: the rules' value)", number.label.to_lowercase())}</figcaption>
            {bars}
            <div class="bar-row win-axis" aria-hidden="true">
                <span class="bar-label"></span>
                <span class="bar-axis"><span>{shown.show(lo)}</span><span>{shown.show(hi)}</span></span>
                <span class="bar-value"></span>
            </div>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_span_holds_every_interval() {
        let e = |value, low, high| Estimate { value, low, high };
        let (lo, hi) = span(&[e(0.25, 0.2, 0.3), e(0.3, 0.26, 0.34)], Kind::Rate);
        assert!((0.0..0.2).contains(&lo) && hi > 0.34 && hi <= 1.0);
        let (lo, hi) = span(&[e(8.0, 8.0, 8.0)], Kind::Mean);
        assert!(lo < 8.0 && hi > 8.0);
        assert_eq!(span(&[], Kind::Mean), (0.0, 1.0));
    }
}
