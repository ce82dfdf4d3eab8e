//! Keep'n Swap in the lab: wins and draws, rounds, abilities fired, and
//! what the engine counts ([`COUNTS`]).

use crate::counts::CountDef;
use crate::{Breakdown, LabGame, Run, Tally};
use ::keep_n_swap::sim::{play_game, ABILITIES};
use ::keep_n_swap::{Outcome, Position};
use keep_core::stats::{wilson, Rate, Spread};
use serde::Serialize;
use std::collections::BTreeMap;

/// What Keep'n Swap's engine counts in each game: each special
/// ([`ABILITIES`] order), ties, specials with nothing to act on, draws.
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
    type Report = Report;
    const COUNTS: &'static [CountDef] = &COUNTS;
    const LENGTH_UNIT: &'static str = "rounds";

    fn play_into(run: &Run<Self>, index: u64, tally: &mut Tally, buf: &mut Self::Actions) {
        let s = run.game_seed(index);
        let r = play_game(run.options.variant, s, &mut run.make_bots(s), buf).1;
        let winner = match r.outcome {
            Outcome::Winner(s) => Some(s),
            Outcome::Draw => None,
        };
        let mut values = r.abilities.map(i64::from).to_vec();
        values.extend([
            i64::from(r.ties),
            i64::from(r.no_effect),
            i64::from(r.outcome == Outcome::Draw),
        ]);
        tally.game(2, winner.as_slice(), i64::from(r.rounds), &values);
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
            wins: [t.sole(0), t.sole(1)],
            win_rates: [wilson(t.sole(0), games), wilson(t.sole(1), games)],
            draws: t.named(&COUNTS, "drawn"),
            draw_rate: wilson(t.named(&COUNTS, "drawn"), games),
            rounds: t.length_spread(),
            abilities_per_game: (ABILITIES.iter().enumerate())
                .map(|(k, a)| (a.name(), t.per_game(k, games)))
                .collect(),
            figures: t.counts.report(&COUNTS),
            seconds,
        }
    }

    fn breakdown(_run: &Run<Self>, t: &Tally) -> Breakdown {
        Breakdown {
            title: "Abilities fired",
            entries: (ABILITIES.iter().enumerate())
                .map(|(k, a)| (a.name().to_string(), t.per_game(k, t.games.max(1))))
                .collect(),
            unit: " per game",
        }
    }
}
