//! Keep'n Swap in the lab: wins and draws, rounds, abilities fired, and
//! what the engine counts ([`COUNTS`]).

use crate::counts::{CountDef, Counts};
use crate::{Figures, LabGame, Run};
use ::keep_n_swap::sim::{play_game, ABILITIES};
use ::keep_n_swap::{Outcome, Position};
use keep_core::stats::{spread, wilson, Rate, Spread};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What Keep'n Swap's engine counts in each game, in [`Tally::counts`]
/// order: each special ([`ABILITIES`] order), ties, specials with nothing
/// to act on, draws.
pub const COUNTS: [CountDef; 9] = [
    CountDef::mean("reset", "Resets (Ace) a game"),
    CountDef::mean("claim", "Claims (King) a game"),
    CountDef::mean("purge", "Purges (Queen) a game"),
    CountDef::mean("burn", "Burns (Jack) a game"),
    CountDef::mean("lucky_seven", "Lucky Sevens a game"),
    CountDef::mean("equalizer", "Equalizers (Joker) a game"),
    CountDef::mean("ties", "Tied rounds a game (both cards discarded)"),
    CountDef::mean("no_effect", "Specials with nothing to act on a game"),
    CountDef::rate("drawn", "Games drawn"),
];

/// Totals over a batch of games.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Tally {
    /// Games counted.
    pub games: u64,
    /// Wins of each seat.
    pub wins: [u64; 2],
    /// Draws.
    pub draws: u64,
    /// Each game's rounds.
    pub rounds: Vec<i64>,
    /// Abilities fired, in [`ABILITIES`] order.
    pub abilities: [u64; 6],
    /// Each of [`COUNTS`] summed.
    #[serde(default)]
    pub counts: Counts,
}

/// The report of a run.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// `keep-n-swap`.
    pub game: &'static str,
    /// Games.
    pub games: u64,
    /// First seed.
    pub seed: u64,
    /// The variant's differences from the rules (`{"shield": 6}`); left
    /// out for the rules as written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<serde_json::Value>,
    /// The search bots' iterations per decision, when the run set them
    /// (`--search-iterations`, the lab's budget); left out for the table's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub search_iterations: Option<u32>,
    /// Bot of each seat.
    pub bots: [&'static str; 2],
    /// Wins of each seat.
    pub wins: [u64; 2],
    /// Win rates and 95% intervals.
    pub win_rates: [Rate; 2],
    /// Draws.
    pub draws: u64,
    /// Draw rate and 95% interval.
    pub draw_rate: Rate,
    /// Rounds per game.
    pub rounds: Spread,
    /// Abilities fired per game.
    pub abilities_per_game: BTreeMap<&'static str, f64>,
    /// What the engine counted ([`COUNTS`]), each with its interval.
    pub figures: Vec<crate::counts::Measure>,
    /// Seconds it took.
    pub seconds: f64,
}

impl LabGame for Position {
    type Tally = Tally;
    type Report = Report;

    fn play_into(run: &Run<Self>, index: u64, tally: &mut Tally, buf: &mut Self::Actions) {
        let s = run.game_seed(index);
        let r = play_game(run.options.variant, s, &mut run.make_bots(s), buf).1;
        tally.games += 1;
        match r.outcome {
            Outcome::Winner(s) => tally.wins[s as usize] += 1,
            Outcome::Draw => tally.draws += 1,
        }
        tally.rounds.push(i64::from(r.rounds));
        for (k, n) in r.abilities.iter().enumerate() {
            tally.abilities[k] += u64::from(*n);
        }
        let mut values = r.abilities.map(i64::from).to_vec();
        values.extend([
            i64::from(r.ties),
            i64::from(r.no_effect),
            i64::from(r.outcome == Outcome::Draw),
        ]);
        tally.counts.add(&values);
    }

    fn merge(into: &mut Tally, o: Tally) {
        into.games += o.games;
        for s in 0..2 {
            into.wins[s] += o.wins[s];
        }
        into.draws += o.draws;
        into.rounds.extend(o.rounds);
        for k in 0..6 {
            into.abilities[k] += o.abilities[k];
        }
        into.counts.merge(&o.counts);
    }

    fn report(run: &Run<Self>, mut t: Tally, seconds: f64, _threads: usize) -> Report {
        let games = run.games;
        let bots = run.bot_names();
        Report {
            game: "keep-n-swap",
            games,
            seed: run.seed,
            variant: crate::variant_of(run),
            search_iterations: run.search,
            bots: [bots[0], bots[1]],
            wins: t.wins,
            win_rates: [wilson(t.wins[0], games), wilson(t.wins[1], games)],
            draws: t.draws,
            draw_rate: wilson(t.draws, games),
            rounds: spread(&mut t.rounds),
            abilities_per_game: ABILITIES
                .iter()
                .zip(t.abilities)
                .map(|(a, n)| (a.name(), n as f64 / games as f64))
                .collect(),
            figures: t.counts.report(&COUNTS),
            seconds,
        }
    }

    fn figures(_run: &Run<Self>, t: &Tally) -> Figures {
        let games = t.games.max(1) as f64;
        Figures {
            games: t.games,
            wins: t.wins.to_vec(),
            length_unit: "rounds".into(),
            lengths: t.rounds.clone(),
            breakdown_title: "Abilities fired".into(),
            breakdown: ABILITIES
                .iter()
                .zip(t.abilities)
                .map(|(a, n)| (a.name().to_string(), n as f64 / games))
                .collect(),
            breakdown_unit: " per game".into(),
            counts: t.counts.figures(&COUNTS),
        }
    }
}
