//! The lab's chart of win rates: one bar per seat with its 95% interval, on
//! a scale zoomed to the rates (so a difference of two points shows), and
//! one line in words per seat saying whether it is off its fair share.

use keep_core::stats::Rate;
use leptos::prelude::*;

/// A percentage with one decimal.
pub fn pct(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

/// The chart's scale: from `lo` to `hi` (fractions), whole tens of percent
/// around every interval and the fair share, so that the bars spread over
/// the width instead of crowding near a quarter.
pub fn scale(rows: &[Rate], parity: f64) -> (f64, f64) {
    let low = rows.iter().map(|r| r.low).fold(parity, f64::min);
    let high = rows.iter().map(|r| r.high).fold(parity, f64::max);
    let lo = ((low * 10.0).floor() / 10.0).max(0.0);
    let hi = ((high * 10.0).ceil() / 10.0).min(1.0);
    if hi - lo < 0.1 {
        (lo, (lo + 0.1).min(1.0))
    } else {
        (lo, hi)
    }
}

/// A seat's rate against the fair share, in words: "Seat 1 (basic) wins
/// 31.0% [29.0–33.0%], above a fair 25.0%".
pub fn verdict(label: &str, r: &Rate, parity: f64) -> String {
    let against = if r.low > parity {
        "above"
    } else if r.high < parity {
        "below"
    } else {
        "within chance of"
    };
    format!(
        "{label} wins {} [{}–{}], {against} a fair {}",
        pct(r.rate),
        pct(r.low),
        pct(r.high),
        pct(parity)
    )
}

/// Win rate per seat (`rows`: a label and the rate), drawn as bars with
/// their 95% intervals as whiskers and a dashed line at the fair share, in
/// HTML (its text stays at the page's size on a phone).
#[component]
pub fn WinChart(rows: Vec<(String, Rate)>, parity: f64) -> impl IntoView {
    let rates: Vec<Rate> = rows.iter().map(|r| r.1).collect();
    let (lo, hi) = scale(&rates, parity);
    let at = move |x: f64| format!("{:.2}%", ((x - lo) / (hi - lo)).clamp(0.0, 1.0) * 100.0);
    let bars = rows
        .iter()
        .map(|(label, r)| {
            view! {
                <div class="bar-row">
                    <span class="bar-label">{label.clone()}</span>
                    <span class="bar-track" aria-hidden="true">
                        <span class="bar-fill" style=format!("width: {}", at(r.rate))></span>
                        <span class="win-whisker" style=format!("left: {}; width: calc({} - {})", at(r.low), at(r.high), at(r.low))></span>
                        <span class="win-parity" style=format!("left: {}", at(parity))></span>
                    </span>
                    <span class="bar-value">{pct(r.rate)}</span>
                </div>
            }
        })
        .collect_view();
    let words = rows
        .iter()
        .map(|(label, r)| view! { <li data-testid="lab-verdict">{verdict(label, r, parity)}</li> })
        .collect_view();
    view! {
        <figure class="chart win-chart" data-testid="lab-win-chart">
            <figcaption>"Win rate by seat, with 95% intervals (dashed: a fair share)"</figcaption>
            {bars}
            <div class="bar-row win-axis" aria-hidden="true">
                <span class="bar-label"></span>
                <span class="bar-axis"><span>{pct(lo)}</span><span>{pct(hi)}</span></span>
                <span class="bar-value"></span>
            </div>
            <ul class="win-words">{words}</ul>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rate(rate: f64, low: f64, high: f64) -> Rate {
        Rate { rate, low, high }
    }

    #[test]
    fn the_scale_hugs_the_rates_and_the_fair_share() {
        let near =
            |(a, b): (f64, f64), (c, d): (f64, f64)| (a - c).abs() < 1e-9 && (b - d).abs() < 1e-9;
        let rows = [rate(0.27, 0.25, 0.29), rate(0.23, 0.21, 0.25)];
        assert!(near(scale(&rows, 0.25), (0.2, 0.3)));
        assert!(near(scale(&[rate(0.9, 0.85, 0.95)], 0.5), (0.5, 1.0)));
        let (lo, hi) = scale(&[rate(0.5, 0.5, 0.5)], 0.5);
        assert!((hi - lo - 0.1).abs() < 1e-9);
    }

    #[test]
    fn a_verdict_says_which_side_of_fair_a_seat_is() {
        assert_eq!(
            verdict("Seat 1 (basic)", &rate(0.31, 0.29, 0.33), 0.25),
            "Seat 1 (basic) wins 31.0% [29.0%–33.0%], above a fair 25.0%"
        );
        assert!(verdict("S", &rate(0.2, 0.18, 0.22), 0.25).ends_with("below a fair 25.0%"));
        assert!(
            verdict("S", &rate(0.26, 0.22, 0.3), 0.25).ends_with("within chance of a fair 25.0%")
        );
    }
}
