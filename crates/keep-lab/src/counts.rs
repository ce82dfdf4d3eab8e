//! What each game's engine counts in every game of a run, beyond wins and
//! length: Card Keeper's Shields and captures, Star Crew's launches and
//! points by source, Keep'n Swap's specials, Keep's coins and Commons
//! plays. A game names its counts once ([`CountDef`]); a batch sums each
//! game's value and its square ([`Count`]), so batches merge in any order
//! and every count has a mean (or a rate) with a 95% interval, in the
//! report (`figures`), the lab's charts, its A/B, its sweep and the CSV.

use keep_core::stats::wilson;
use serde::{Deserialize, Serialize};

/// What one count is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountDef {
    /// Its name in reports (`shields_played`).
    pub name: &'static str,
    /// Its words (`Shields played a game`).
    pub label: &'static str,
    /// True for a yes/no of each game (its mean is a share of the games:
    /// "ended by a simultaneous knock-out").
    pub rate: bool,
}

impl CountDef {
    /// A number counted in each game, reported as a mean per game.
    pub const fn mean(name: &'static str, label: &'static str) -> CountDef {
        CountDef {
            name,
            label,
            rate: false,
        }
    }
    /// A yes/no of each game, reported as a share of the games.
    pub const fn rate(name: &'static str, label: &'static str) -> CountDef {
        CountDef {
            name,
            label,
            rate: true,
        }
    }
}

/// One count summed over a batch of games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Count {
    /// Games counted.
    pub games: u64,
    /// The sum of each game's value.
    pub sum: i64,
    /// The sum of each game's value squared (for the interval).
    pub sum_sq: i64,
}

impl Count {
    /// Counts one game's value.
    pub fn add(&mut self, x: i64) {
        self.games += 1;
        self.sum += x;
        self.sum_sq += x * x;
    }
    /// Adds another batch's sums.
    pub fn merge(&mut self, o: &Count) {
        self.games += o.games;
        self.sum += o.sum;
        self.sum_sq += o.sum_sq;
    }
    /// The mean per game.
    pub fn mean(&self) -> f64 {
        self.sum as f64 / self.games.max(1) as f64
    }
    /// The sample variance of the games' values.
    pub fn variance(&self) -> f64 {
        let n = self.games as f64;
        if n < 2.0 {
            return 0.0;
        }
        let mean = self.sum as f64 / n;
        ((self.sum_sq as f64 - n * mean * mean) / (n - 1.0)).max(0.0)
    }
    /// The mean (or rate) with its 95% interval: Wilson's for a rate, the
    /// mean ± 1.96 standard errors for a mean.
    pub fn estimate(&self, rate: bool) -> (f64, f64, f64) {
        if rate {
            let r = wilson(self.sum.max(0) as u64, self.games);
            return (r.rate, r.low, r.high);
        }
        let m = self.mean();
        let se = (self.variance() / self.games.max(1) as f64).sqrt();
        (m, m - 1.959_964 * se, m + 1.959_964 * se)
    }
}

/// A batch's counts, in the order of the game's [`CountDef`]s.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts(pub Vec<Count>);

impl Counts {
    /// Counts one game: its value of each count, in order.
    pub fn add(&mut self, values: &[i64]) {
        if self.0.len() < values.len() {
            self.0.resize(values.len(), Count::default());
        }
        for (c, &v) in self.0.iter_mut().zip(values) {
            c.add(v);
        }
    }
    /// Adds another batch's counts.
    pub fn merge(&mut self, o: &Counts) {
        if self.0.len() < o.0.len() {
            self.0.resize(o.0.len(), Count::default());
        }
        for (c, d) in self.0.iter_mut().zip(&o.0) {
            c.merge(d);
        }
    }
    /// The counts as the app draws and compares them, named by `defs`.
    pub fn figures(&self, defs: &[CountDef]) -> Vec<CountFigure> {
        defs.iter()
            .enumerate()
            .map(|(i, d)| CountFigure {
                name: d.name.into(),
                label: d.label.into(),
                rate: d.rate,
                count: self.0.get(i).copied().unwrap_or_default(),
            })
            .collect()
    }
    /// The counts as a report prints them, named by `defs`.
    pub fn report(&self, defs: &[CountDef]) -> Vec<Measure> {
        defs.iter()
            .enumerate()
            .map(|(i, d)| {
                let (value, low, high) =
                    self.0.get(i).copied().unwrap_or_default().estimate(d.rate);
                Measure {
                    name: d.name,
                    label: d.label,
                    kind: if d.rate { "rate" } else { "mean" },
                    value,
                    low,
                    high,
                }
            })
            .collect()
    }
}

/// One count of a run, as the app gets it with the run's [`Figures`](crate::Figures).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CountFigure {
    /// Its name in reports.
    pub name: String,
    /// Its words.
    pub label: String,
    /// A share of the games (true) or a mean per game.
    pub rate: bool,
    /// Its sums.
    pub count: Count,
}

/// One count in a report: its mean (or rate) and 95% interval.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Measure {
    /// Its name (`shields_played`).
    pub name: &'static str,
    /// Its words (`Shields played a game`).
    pub label: &'static str,
    /// `mean` (per game) or `rate` (a share of the games).
    pub kind: &'static str,
    /// The mean or the rate.
    pub value: f64,
    /// The interval's lower bound.
    pub low: f64,
    /// Its upper bound.
    pub high: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_gives_its_mean_and_interval_and_merges() {
        let mut a = Count::default();
        for x in [1, 2, 3] {
            a.add(x);
        }
        let mut b = Count::default();
        b.add(4);
        a.merge(&b);
        assert_eq!((a.games, a.sum, a.sum_sq), (4, 10, 30));
        assert!((a.mean() - 2.5).abs() < 1e-12);
        assert!((a.variance() - 5.0 / 3.0).abs() < 1e-12);
        let (m, lo, hi) = a.estimate(false);
        assert!(lo < m && m < hi);
        let mut yes = Count::default();
        for x in [1, 0, 0, 1] {
            yes.add(x);
        }
        assert_eq!(yes.estimate(true).0, 0.5);
    }

    #[test]
    fn counts_are_named_by_their_defs() {
        const DEFS: [CountDef; 2] = [
            CountDef::mean("shields_played", "Shields played a game"),
            CountDef::rate("drawn", "Games drawn"),
        ];
        let mut c = Counts::default();
        c.add(&[2, 1]);
        c.add(&[0, 0]);
        let r = c.report(&DEFS);
        assert_eq!(
            (r[0].name, r[0].kind, r[0].value),
            ("shields_played", "mean", 1.0)
        );
        assert_eq!((r[1].kind, r[1].value), ("rate", 0.5));
        let f = c.figures(&DEFS);
        assert_eq!(f[1].count.games, 2);
        assert!(f[1].rate);
    }
}
