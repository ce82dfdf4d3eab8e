//! The lab's histogram of game lengths.

use leptos::prelude::*;

/// Up to 24 bins over `values`: each bin's first value and its count.
pub fn bins(values: &[i64]) -> (i64, Vec<(i64, u64)>) {
    let (Some(&lo), Some(&hi)) = (values.iter().min(), values.iter().max()) else {
        return (1, Vec::new());
    };
    let width = ((hi - lo + 1) as u64).div_ceil(24).max(1) as i64;
    let mut counts = vec![0u64; ((hi - lo) / width + 1) as usize];
    for v in values {
        counts[((v - lo) / width) as usize] += 1;
    }
    (
        width,
        counts
            .into_iter()
            .enumerate()
            .map(|(i, c)| (lo + i as i64 * width, c))
            .collect(),
    )
}

/// The mean and the 10th, 50th and 90th percentiles of `values` (nearest
/// rank); `None` for no values.
pub fn spread(values: &[i64]) -> Option<(f64, i64, i64, i64)> {
    if values.is_empty() {
        return None;
    }
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let q = |p: f64| sorted[((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len()) - 1];
    let mean = sorted.iter().sum::<i64>() as f64 / sorted.len() as f64;
    Some((mean, q(0.1), q(0.5), q(0.9)))
}

/// How long the games were, counted in `unit`.
#[component]
pub fn Histogram(values: Vec<i64>, unit: String) -> impl IntoView {
    let (width, bins) = bins(&values);
    let most = bins.iter().map(|b| b.1).max().unwrap_or(1).max(1) as f64;
    let bar_w = 400.0 / bins.len().max(1) as f64;
    let label = |start: i64| {
        if width == 1 {
            start.to_string()
        } else {
            format!("{start}–{}", start + width - 1)
        }
    };
    let summary = format!(
        "Game length in {unit}: {}",
        bins.iter()
            .filter(|b| b.1 > 0)
            .map(|&(s, c)| format!("{} {c}", label(s)))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let first = bins.first().map(|b| b.0).unwrap_or(0);
    let last = bins.last().map(|b| b.0 + width - 1).unwrap_or(0);
    let bars = bins
        .iter()
        .enumerate()
        .map(|(i, &(start, c))| {
            let h = c as f64 / most * 110.0;
            view! {
                <rect x=10.0 + i as f64 * bar_w y=120.0 - h width=(bar_w - 1.0).max(1.0) height=h class="chart-bar">
                    <title>{format!("{}: {c} games", label(start))}</title>
                </rect>
            }
        })
        .collect_view();
    let mid = bins.get(bins.len() / 2).map(|b| b.0).unwrap_or(0);
    let spread = spread(&values).map(|(mean, p10, p50, p90)| {
        format!("Mean {mean:.1} {unit}; median {p50}; one game in ten is {p10} or shorter, one in ten {p90} or longer.")
    });
    view! {
        <figure class="chart">
            <figcaption>{format!("Game length in {unit}")}</figcaption>
            <svg viewBox="0 0 420 122" role="img" aria-label=summary>
                {bars}
            </svg>
            // The axis in HTML: its numbers stay readable on a phone.
            <div class="hist-axis" aria-hidden="true">
                <span>{first.to_string()}</span>
                <span>{mid.to_string()}</span>
                <span>{last.to_string()}</span>
            </div>
            {spread.map(|s| view! { <p class="hist-spread" data-testid="lab-length-spread">{s}</p> })}
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bins_cover_every_value() {
        let (w, b) = bins(&[3, 3, 4, 10]);
        assert_eq!(w, 1);
        assert_eq!(b.len(), 8);
        assert_eq!(b[0], (3, 2));
        assert_eq!(b.iter().map(|x| x.1).sum::<u64>(), 4);
        let (w, b) = bins(&(0..100).collect::<Vec<_>>());
        assert_eq!(w, 5);
        assert_eq!(b.len(), 20);
        assert!(bins(&[]).1.is_empty());
    }

    #[test]
    fn the_spread_has_the_mean_and_the_deciles() {
        let (mean, p10, p50, p90) = spread(&(1..=100).collect::<Vec<_>>()).unwrap();
        assert!((mean - 50.5).abs() < 1e-9);
        assert_eq!((p10, p50, p90), (10, 50, 90));
        assert_eq!(spread(&[]), None);
    }
}
