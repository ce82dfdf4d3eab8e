//! Figures for simulation reports: the Wilson interval and spreads.

use serde::Serialize;

/// A proportion with its Wilson 95% confidence interval.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Rate {
    /// The observed proportion.
    pub rate: f64,
    /// Lower bound.
    pub low: f64,
    /// Upper bound.
    pub high: f64,
}

/// The Wilson score interval (95%) for `k` successes in `n` trials.
pub fn wilson(k: u64, n: u64) -> Rate {
    if n == 0 {
        return Rate {
            rate: 0.0,
            low: 0.0,
            high: 0.0,
        };
    }
    let z = 1.959_964;
    let n_f = n as f64;
    let p = k as f64 / n_f;
    let denom = 1.0 + z * z / n_f;
    let centre = (p + z * z / (2.0 * n_f)) / denom;
    let half = z * (p * (1.0 - p) / n_f + z * z / (4.0 * n_f * n_f)).sqrt() / denom;
    Rate {
        rate: p,
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
    }
}

/// Mean, standard deviation and quantiles of a set of values.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Spread {
    /// Mean.
    pub mean: f64,
    /// Standard deviation.
    pub sd: f64,
    /// Smallest.
    pub min: i64,
    /// Median.
    pub median: i64,
    /// 90th percentile.
    pub p90: i64,
    /// Largest.
    pub max: i64,
}

/// The spread of `values` (sorted in place).
pub fn spread(values: &mut [i64]) -> Spread {
    if values.is_empty() {
        return Spread::default();
    }
    values.sort_unstable();
    let n = values.len() as f64;
    let mean = values.iter().map(|&v| v as f64).sum::<f64>() / n;
    let var = values
        .iter()
        .map(|&v| (v as f64 - mean).powi(2))
        .sum::<f64>()
        / n;
    let q = |f: f64| values[((values.len() - 1) as f64 * f).round() as usize];
    Spread {
        mean,
        sd: var.sqrt(),
        min: values[0],
        median: q(0.5),
        p90: q(0.9),
        max: values[values.len() - 1],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_known_values() {
        let r = wilson(50, 100);
        assert!(
            (r.low - 0.4038).abs() < 1e-3 && (r.high - 0.5962).abs() < 1e-3,
            "{r:?}"
        );
        assert_eq!(wilson(0, 0).rate, 0.0);
    }

    #[test]
    fn spread_of_small_set() {
        let s = spread(&mut [3, 1, 2]);
        assert_eq!((s.min, s.median, s.max), (1, 2, 3));
        assert!((s.mean - 2.0).abs() < 1e-9);
    }
}
