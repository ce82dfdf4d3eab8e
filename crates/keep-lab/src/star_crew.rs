//! Star Crew in the lab: wins per seat (tied leaders each count a win),
//! points per round, how rounds ended, Warps, and what the engine counts
//! ([`COUNTS`]: launches and takes, points by source).

use crate::counts::{CountDef, Counts};
use crate::{Figures, LabGame, Run};
use ::star_crew::sim::play_game;
use ::star_crew::{Position, RoundEnd};
use keep_core::stats::{spread, wilson, Rate, Spread};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What Star Crew's engine counts in each game, in [`Tally::counts`] order
/// (points: every seat's, added).
pub const COUNTS: [CountDef; 9] = [
    CountDef::mean("launches", "Groups launched a game"),
    CountDef::mean("takes", "Cards taken from a formation a game"),
    CountDef::mean("warps", "Warps a game"),
    CountDef::mean("flips", "Hands flipped a game"),
    CountDef::mean(
        "rounds_last_card",
        "Rounds ended by a last card launched, a game",
    ),
    CountDef::mean(
        "rounds_back_to_owner",
        "Rounds ended back at the owner (takes all round), a game",
    ),
    CountDef::mean(
        "captured_points",
        "Points for captured cards a game (every seat)",
    ),
    CountDef::mean(
        "patch_points",
        "Points for crew patches a game (every seat)",
    ),
    CountDef::mean(
        "hand_points",
        "Points lost for cards left in hand a game (every seat)",
    ),
];

/// Totals over a batch of games.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Tally {
    /// Games counted.
    pub games: u64,
    /// Wins of each seat, shared ones included.
    pub wins: [u64; 5],
    /// Shared wins of each seat.
    pub shared: [u64; 5],
    /// Points of each seat.
    pub points: [i64; 5],
    /// Every seat's points of every round.
    pub round_points: Vec<i64>,
    /// Rounds ended by a last card launched.
    pub last_card: u64,
    /// Rounds ended back at the owner.
    pub back_to_owner: u64,
    /// Warps used.
    pub warps: u64,
    /// Decisions taken.
    pub decisions: u64,
    /// Each game's decisions (its length).
    #[serde(default)]
    pub lengths: Vec<i64>,
    /// Each of [`COUNTS`] summed.
    #[serde(default)]
    pub counts: Counts,
}

/// One seat's line.
#[derive(Clone, Debug, Serialize)]
pub struct SeatReport {
    /// Seat number.
    pub seat: usize,
    /// Its bot.
    pub bot: &'static str,
    /// Games won, shared ones included.
    pub wins: u64,
    /// Games won together with another.
    pub shared_wins: u64,
    /// Win rate and 95% interval.
    pub win_rate: Rate,
    /// Mean points per round.
    pub points_per_round: f64,
}

/// The report of a run.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// `star-crew`.
    pub game: &'static str,
    /// Players.
    pub players: usize,
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
    /// Threads (or workers) that played.
    pub threads: usize,
    /// Each seat.
    pub seats: Vec<SeatReport>,
    /// Rounds per game (one per player).
    pub rounds_per_game: usize,
    /// Points per player per round.
    pub points_per_round: Spread,
    /// Rounds by how they ended.
    pub round_endings: BTreeMap<&'static str, u64>,
    /// Warps per game.
    pub warps_per_game: f64,
    /// What the engine counted ([`COUNTS`]), each with its interval.
    pub figures: Vec<crate::counts::Measure>,
    /// Decisions taken.
    pub decisions: u64,
    /// Seconds it took.
    pub seconds: f64,
}

impl LabGame for Position {
    type Tally = Tally;
    type Report = Report;

    fn play_into(run: &Run<Self>, index: u64, tally: &mut Tally, buf: &mut Self::Actions) {
        let s = run.game_seed(index);
        let mut bots = run.make_bots(s);
        let r = play_game(run.players, run.options.variant, s, &mut bots, buf)
            .expect("player count checked")
            .1;
        tally.games += 1;
        for &w in &r.winners {
            tally.wins[w as usize] += 1;
            if r.winners.len() > 1 {
                tally.shared[w as usize] += 1;
            }
        }
        for round in &r.round_points {
            for (s, &p) in round.iter().enumerate() {
                tally.points[s] += i64::from(p);
                tally.round_points.push(i64::from(p));
            }
        }
        let mut ends = [0i64; 2];
        for e in &r.round_ends {
            match e {
                RoundEnd::LastCard => tally.last_card += 1,
                RoundEnd::BackToOwner => tally.back_to_owner += 1,
            }
            ends[usize::from(*e == RoundEnd::BackToOwner)] += 1;
        }
        tally.counts.add(&[
            i64::from(r.launches),
            i64::from(r.takes),
            i64::from(r.warps),
            i64::from(r.flips),
            ends[0],
            ends[1],
            r.captured_points,
            r.patch_points,
            r.hand_points,
        ]);
        tally.warps += u64::from(r.warps);
        tally.decisions += u64::from(r.decisions);
        tally.lengths.push(i64::from(r.decisions));
    }

    fn merge(total: &mut Tally, t: Tally) {
        total.games += t.games;
        for s in 0..5 {
            total.wins[s] += t.wins[s];
            total.shared[s] += t.shared[s];
            total.points[s] += t.points[s];
        }
        total.round_points.extend(t.round_points);
        total.last_card += t.last_card;
        total.back_to_owner += t.back_to_owner;
        total.warps += t.warps;
        total.decisions += t.decisions;
        total.lengths.extend(t.lengths);
        total.counts.merge(&t.counts);
    }

    fn report(run: &Run<Self>, mut total: Tally, seconds: f64, threads: usize) -> Report {
        let players = run.players;
        let rounds = total.games as f64 * players as f64;
        let bots = run.bot_names();
        Report {
            game: "star-crew",
            players,
            games: run.games,
            seed: run.seed,
            variant: crate::variant_of(run),
            search_iterations: run.search,
            threads,
            seats: (0..players)
                .map(|s| SeatReport {
                    seat: s,
                    bot: bots[s],
                    wins: total.wins[s],
                    shared_wins: total.shared[s],
                    win_rate: wilson(total.wins[s], total.games),
                    points_per_round: total.points[s] as f64 / rounds,
                })
                .collect(),
            rounds_per_game: players,
            points_per_round: spread(&mut total.round_points),
            round_endings: [
                ("last_card", total.last_card),
                ("back_to_owner", total.back_to_owner),
            ]
            .into_iter()
            .collect(),
            warps_per_game: total.warps as f64 / total.games as f64,
            figures: total.counts.report(&COUNTS),
            decisions: total.decisions,
            seconds,
        }
    }

    fn figures(run: &Run<Self>, t: &Tally) -> Figures {
        let rounds = (t.last_card + t.back_to_owner).max(1) as f64;
        let share = |c: u64| c as f64 * 100.0 / rounds;
        Figures {
            games: t.games,
            wins: t.wins[..run.players].to_vec(),
            length_unit: "decisions".into(),
            lengths: t.lengths.clone(),
            breakdown_title: "How rounds ended".into(),
            breakdown: vec![
                ("last card launched".into(), share(t.last_card)),
                ("back to the owner".into(), share(t.back_to_owner)),
            ],
            breakdown_unit: "%".into(),
            counts: t.counts.figures(&COUNTS),
        }
    }
}
