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
    view! {
        <figure class="chart">
            <figcaption>{format!("Game length in {unit}")}</figcaption>
            <svg viewBox="0 0 420 140" role="img" aria-label=summary>
                {bars}
                <text x="10" y="136" class="chart-axis">{first.to_string()}</text>
                <text x="410" y="136" class="chart-axis" text-anchor="end">{last.to_string()}</text>
            </svg>
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
}
