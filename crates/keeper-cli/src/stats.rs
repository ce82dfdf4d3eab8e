//! Aggregated figures over many games, with confidence intervals.

use card_keeper::sim::{Ending, GameResult};
use card_keeper::OutCause;
use serde::Serialize;

/// Totals over a batch of games; batches merge.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub games: u64,
    pub wins: [u64; 6],
    pub draws: u64,
    pub capped: u64,
    pub lengths: Vec<u32>,
    pub decisions: u64,
    pub endings: [u64; 5],
    pub shields_used: u64,
    pub reshuffles: u64,
}

/// Index of an ending in [`Tally::endings`] and its name.
pub const ENDINGS: [&str; 5] = ["take", "chaos", "swap", "own_card", "simultaneous"];

impl Tally {
    /// Counts one game.
    pub fn add(&mut self, r: &GameResult) {
        self.games += 1;
        match r.winner {
            Some(s) => self.wins[s as usize] += 1,
            None if r.ending == Ending::Capped => {}
            None => self.draws += 1,
        }
        self.lengths.push(r.turns);
        self.decisions += u64::from(r.decisions);
        self.shields_used += u64::from(r.shields_used);
        self.reshuffles += u64::from(r.reshuffles);
        let e = match r.ending {
            Ending::KnockOut(OutCause::Take) => Some(0),
            Ending::KnockOut(OutCause::Chaos) => Some(1),
            Ending::KnockOut(OutCause::Swap) => Some(2),
            Ending::KnockOut(OutCause::OwnCard) => Some(3),
            Ending::Simultaneous => Some(4),
            Ending::Capped => None,
        };
        match e {
            Some(i) => self.endings[i] += 1,
            None => self.capped += 1,
        }
    }

    /// Adds another batch's totals.
    pub fn merge(&mut self, o: Tally) {
        self.games += o.games;
        for i in 0..6 {
            self.wins[i] += o.wins[i];
        }
        for i in 0..5 {
            self.endings[i] += o.endings[i];
        }
        self.draws += o.draws;
        self.capped += o.capped;
        self.lengths.extend(o.lengths);
        self.decisions += o.decisions;
        self.shields_used += o.shields_used;
        self.reshuffles += o.reshuffles;
    }
}

/// A proportion with its Wilson 95% confidence interval.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Rate {
    pub rate: f64,
    pub low: f64,
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

/// Mean, standard deviation and quantiles of game lengths.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Spread {
    pub mean: f64,
    pub sd: f64,
    pub min: u32,
    pub median: u32,
    pub p90: u32,
    pub max: u32,
}

/// The spread of `values` (sorted in place).
pub fn spread(values: &mut [u32]) -> Spread {
    if values.is_empty() {
        return Spread::default();
    }
    values.sort_unstable();
    let n = values.len() as f64;
    let mean = values.iter().map(|&v| f64::from(v)).sum::<f64>() / n;
    let var = values
        .iter()
        .map(|&v| (f64::from(v) - mean).powi(2))
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
