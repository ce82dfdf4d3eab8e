//! A/B's game lengths on one chart: both runs' distributions over the same
//! bins, A's bars solid and B's hatched beside them (told apart without
//! colour), with each run's mean and deciles in words.

use crate::shell::lab::histogram::spread;
use leptos::prelude::*;

/// Up to 24 bins covering both `a` and `b`: each bin's first value and
/// each run's share of its games in it.
pub fn shared_bins(a: &[i64], b: &[i64]) -> (i64, Vec<(i64, f64, f64)>) {
    let all = || a.iter().chain(b);
    let (Some(lo), Some(hi)) = (all().min().copied(), all().max().copied()) else {
        return (1, Vec::new());
    };
    let width = ((hi - lo + 1) as u64).div_ceil(24).max(1) as i64;
    let n = ((hi - lo) / width + 1) as usize;
    let share = |v: &[i64]| {
        let mut c = vec![0.0; n];
        for x in v {
            c[((x - lo) / width) as usize] += 1.0;
        }
        let total = v.len().max(1) as f64;
        c.into_iter().map(|k| k / total).collect::<Vec<f64>>()
    };
    let (sa, sb) = (share(a), share(b));
    (
        width,
        (0..n)
            .map(|i| (lo + i as i64 * width, sa[i], sb[i]))
            .collect(),
    )
}

/// A's and B's game lengths (counted in `unit`) on one chart.
#[component]
pub fn LengthsAB(a: Vec<i64>, b: Vec<i64>, unit: String) -> impl IntoView {
    let (width, bins) = shared_bins(&a, &b);
    let most = bins
        .iter()
        .map(|x| x.1.max(x.2))
        .fold(0.0, f64::max)
        .max(1e-9);
    let slot = 400.0 / bins.len().max(1) as f64;
    let bar_w = ((slot - 1.0) / 2.0).max(0.5);
    let label = move |s: i64| {
        if width == 1 {
            s.to_string()
        } else {
            format!("{s}–{}", s + width - 1)
        }
    };
    let bars = bins
        .iter()
        .enumerate()
        .map(|(i, &(start, sa, sb))| {
            let (ha, hb) = (sa / most * 110.0, sb / most * 110.0);
            let x = 10.0 + i as f64 * slot;
            view! {
                <rect x=x y=120.0 - ha width=bar_w height=ha class="chart-bar">
                    <title>{format!("A, {}: {:.1}% of games", label(start), sa * 100.0)}</title>
                </rect>
                <rect x=x + bar_w y=120.0 - hb width=bar_w height=hb class="chart-bar chart-bar-b">
                    <title>{format!("B, {}: {:.1}% of games", label(start), sb * 100.0)}</title>
                </rect>
            }
        })
        .collect_view();
    let words = |name: &str, v: &[i64]| {
        spread(v).map_or_else(
            || format!("{name}: no games"),
            |(mean, p10, p50, p90)| {
                format!("{name}: mean {mean:.1} {unit}, median {p50}, deciles {p10} and {p90}")
            },
        )
    };
    let summary = format!("{}. {}.", words("A", &a), words("B", &b));
    let first = bins.first().map(|b| b.0).unwrap_or(0);
    let last = bins.last().map(|b| b.0 + width - 1).unwrap_or(0);
    view! {
        <figure class="chart" data-testid="lab-compare-lengths">
            <figcaption>{format!("Game length in {unit}, A and B (share of each run's games)")}</figcaption>
            <p class="chart-legend" aria-hidden="true">
                <span class="legend-a">"A: solid"</span>
                <span class="legend-b">"B: hatched"</span>
            </p>
            <svg viewBox="0 0 420 122" role="img" aria-label=summary.clone()>
                <defs>
                    <pattern id="hatch-b" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                        <rect width="4" height="4" class="hatch-bg"></rect>
                        <line x1="0" y1="0" x2="0" y2="4" class="hatch-line"></line>
                    </pattern>
                </defs>
                {bars}
            </svg>
            <div class="hist-axis" aria-hidden="true">
                <span>{first.to_string()}</span>
                <span>{last.to_string()}</span>
            </div>
            <p class="hist-spread">{summary}</p>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_runs_share_the_bins_and_each_sums_to_one() {
        let (w, b) = shared_bins(&[1, 2, 2], &[3, 4]);
        assert_eq!(w, 1);
        assert_eq!(b.len(), 4);
        assert_eq!(b[1], (2, 2.0 / 3.0, 0.0));
        let (sa, sb): (f64, f64) = (b.iter().map(|x| x.1).sum(), b.iter().map(|x| x.2).sum());
        assert!((sa - 1.0).abs() < 1e-12 && (sb - 1.0).abs() < 1e-12);
        assert!(shared_bins(&[], &[]).1.is_empty());
    }
}
