//! Card Keeper totals over many games (the statistics live in `keep-core`).

use card_keeper::sim::{Ending, GameResult};
use card_keeper::OutCause;

/// Totals over a batch of games; batches merge.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub games: u64,
    pub wins: [u64; 6],
    pub draws: u64,
    pub capped: u64,
    pub lengths: Vec<i64>,
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
        self.lengths.push(i64::from(r.turns));
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

pub use keep_core::stats::{spread, wilson, Rate, Spread};

/// A proportion as a percentage with one decimal.
pub fn pct(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

/// A rate and its interval: `25.1%  [24.2% – 26.0%]` (the rate right-aligned).
pub fn rate_text(r: &Rate) -> String {
    format!("{:>6}  [{} – {}]", pct(r.rate), pct(r.low), pct(r.high))
}

/// A spread in words.
pub fn spread_text(s: &Spread) -> String {
    format!(
        "mean {:.1}, sd {:.1}, min {}, median {}, 90th percentile {}, max {}",
        s.mean, s.sd, s.min, s.median, s.p90, s.max
    )
}

/// Prints a report as pretty JSON.
pub fn print_json(report: &impl serde::Serialize) {
    println!(
        "{}",
        serde_json::to_string_pretty(report).expect("the report serializes")
    );
}
