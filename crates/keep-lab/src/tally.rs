//! What a batch of games of any game adds up to ([`Tally`]): wins, sole and
//! shared, each game's length, the game's named counts ([`Counts`]), and
//! what a game's report needs beyond them: samples to spread (Star Crew's
//! points of each round, Keep's totals) and plain sums (decisions, each
//! seat's points, each card's plays). Written once: batches merge in any
//! order, wherever they were played (a thread of `keeper`, a Web Worker).

use crate::counts::{CountDef, Counts};
use keep_core::stats::{spread, Spread};
use serde::{Deserialize, Serialize};

/// Totals over a batch of games; batches merge in any order.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    /// Games counted (a game that could not be played is not).
    pub games: u64,
    /// Games each seat won alone.
    pub wins: Vec<u64>,
    /// Games each seat won together with another.
    pub shared: Vec<u64>,
    /// Each game's length, in the game's unit.
    pub lengths: Vec<i64>,
    /// Each of the game's counts summed, in its `COUNTS` order.
    pub counts: Counts,
    /// Values to spread, by the game's own numbering.
    pub samples: Vec<Vec<i64>>,
    /// Plain sums, by the game's own numbering.
    pub sums: Vec<i64>,
    /// Games that could not be played, and why.
    pub failed: Vec<String>,
}

impl Tally {
    /// Counts one game of `players`: who won (none: a draw or a game
    /// stopped; more than one: a shared win), its length and its value of
    /// each count.
    pub fn game(&mut self, players: usize, winners: &[u8], length: i64, counts: &[i64]) {
        self.games += 1;
        grow(&mut self.wins, players);
        grow(&mut self.shared, players);
        match winners {
            [w] => self.wins[usize::from(*w)] += 1,
            ws => {
                for &w in ws {
                    self.shared[usize::from(w)] += 1;
                }
            }
        }
        self.lengths.push(length);
        self.counts.add(counts);
    }
    /// Adds `values` to sample `k`.
    pub fn sample(&mut self, k: usize, values: impl IntoIterator<Item = i64>) {
        if self.samples.len() <= k {
            self.samples.resize(k + 1, Vec::new());
        }
        self.samples[k].extend(values);
    }
    /// Adds `values` to the sums from sum `from` on.
    pub fn add_sums(&mut self, from: usize, values: impl IntoIterator<Item = i64>) {
        for (i, v) in values.into_iter().enumerate() {
            if self.sums.len() <= from + i {
                self.sums.resize(from + i + 1, 0);
            }
            self.sums[from + i] += v;
        }
    }
    /// Notes a game that could not be played.
    pub fn fail(&mut self, why: String) {
        self.failed.push(why);
    }
    /// Adds another batch's totals.
    pub fn merge(&mut self, o: Tally) {
        self.games += o.games;
        add_all(&mut self.wins, &o.wins);
        add_all(&mut self.shared, &o.shared);
        self.lengths.extend(o.lengths);
        self.counts.merge(&o.counts);
        for (k, s) in o.samples.into_iter().enumerate() {
            self.sample(k, s);
        }
        self.add_sums(0, o.sums);
        self.failed.extend(o.failed);
    }

    /// Games seat `s` won alone.
    pub fn sole(&self, s: usize) -> u64 {
        self.wins.get(s).copied().unwrap_or(0)
    }
    /// Games seat `s` won together with another.
    pub fn shared(&self, s: usize) -> u64 {
        self.shared.get(s).copied().unwrap_or(0)
    }
    /// Games seat `s` won, alone or not.
    pub fn won(&self, s: usize) -> u64 {
        self.sole(s) + self.shared(s)
    }
    /// Count `k` summed over the games.
    pub fn count(&self, k: usize) -> u64 {
        self.counts.0.get(k).map_or(0, |c| c.sum.max(0) as u64)
    }
    /// The count named `name` in `defs` (the game's `COUNTS`), summed
    /// over the games; 0 for a name `defs` lacks.
    pub fn named(&self, defs: &[CountDef], name: &str) -> u64 {
        defs.iter()
            .position(|d| d.name == name)
            .map_or(0, |k| self.count(k))
    }
    /// Count `k` a game, over `games` games.
    pub fn per_game(&self, k: usize, games: u64) -> f64 {
        self.count(k) as f64 / games as f64
    }
    /// Sum `k`.
    pub fn sum(&self, k: usize) -> i64 {
        self.sums.get(k).copied().unwrap_or(0)
    }
    /// The spread of the games' lengths.
    pub fn length_spread(&mut self) -> Spread {
        spread(&mut self.lengths)
    }
    /// The spread of sample `k`.
    pub fn spread(&mut self, k: usize) -> Spread {
        self.sample(k, []);
        spread(&mut self.samples[k])
    }
}

fn grow(v: &mut Vec<u64>, n: usize) {
    if v.len() < n {
        v.resize(n, 0);
    }
}

fn add_all(into: &mut Vec<u64>, o: &[u64]) {
    grow(into, o.len());
    for (a, b) in into.iter_mut().zip(o) {
        *a += b;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tally_counts_sole_and_shared_wins_samples_and_sums_and_merges() {
        let mut a = Tally::default();
        a.game(3, &[1], 10, &[2, 1]);
        a.game(3, &[0, 2], 12, &[0, 0]);
        a.game(3, &[], 8, &[1, 1]);
        a.sample(1, [5, 6]);
        a.add_sums(2, [7]);
        let mut b = Tally::default();
        b.game(3, &[1], 9, &[3, 0]);
        b.sample(0, [1]);
        b.add_sums(0, [1, 1, 1]);
        b.fail("seed 4: no deal".into());
        a.merge(b);
        assert_eq!(a.games, 4);
        assert_eq!((a.sole(1), a.shared(0), a.won(2), a.won(5)), (2, 1, 1, 0));
        assert_eq!((a.count(0), a.count(1), a.count(9)), (6, 2, 0));
        assert_eq!(a.per_game(0, 4), 1.5);
        const DEFS: [CountDef; 2] = [CountDef::mean("a", "A"), CountDef::rate("b", "B")];
        assert_eq!((a.named(&DEFS, "b"), a.named(&DEFS, "c")), (2, 0));
        assert_eq!(a.samples, vec![vec![1], vec![5, 6]]);
        assert_eq!((a.sum(0), a.sum(2), a.sum(7)), (1, 8, 0));
        assert_eq!(a.length_spread().max, 12);
        assert_eq!(a.spread(3).max, 0, "an empty sample spreads to zeros");
        assert_eq!(a.failed.len(), 1);
    }
}
