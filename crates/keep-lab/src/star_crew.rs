//! Star Crew in the lab: wins per seat (tied leaders each count a win),
//! points per round, how rounds ended, Warps, and what the engine counts
//! ([`COUNTS`]: launches and takes, points by source).

use crate::counts::CountDef;
use crate::{Breakdown, LabGame, Run, Tally};
use ::star_crew::sim::play_game;
use ::star_crew::{Position, RoundEnd};
use keep_core::stats::{wilson, Rate, Spread};
use serde::Serialize;
use std::collections::BTreeMap;

/// What Star Crew's engine counts in each game (points: every seat's,
/// added).
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

/// The sums: decisions taken, then each seat's points.
const DECISIONS: usize = 0;
const POINTS: usize = 1;
/// The sample of every seat's points of every round.
const ROUND_POINTS: usize = 0;

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
    type Report = Report;
    const COUNTS: &'static [CountDef] = &COUNTS;
    const LENGTH_UNIT: &'static str = "decisions";

    fn play_into(run: &Run<Self>, index: u64, tally: &mut Tally, buf: &mut Self::Actions) {
        let s = run.game_seed(index);
        let mut bots = run.make_bots(s);
        let r = play_game(run.players, run.options.variant, s, &mut bots, buf)
            .expect("player count checked")
            .1;
        let mut ends = [0i64; 2];
        for e in &r.round_ends {
            ends[usize::from(*e == RoundEnd::BackToOwner)] += 1;
        }
        let decisions = i64::from(r.decisions);
        tally.game(
            run.players,
            &r.winners,
            decisions,
            &[
                i64::from(r.launches),
                i64::from(r.takes),
                i64::from(r.warps),
                i64::from(r.flips),
                ends[0],
                ends[1],
                r.captured_points,
                r.patch_points,
                r.hand_points,
            ],
        );
        tally.add_sums(DECISIONS, [decisions]);
        for round in &r.round_points {
            tally.add_sums(POINTS, round.iter().map(|&p| i64::from(p)));
            tally.sample(ROUND_POINTS, round.iter().map(|&p| i64::from(p)));
        }
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
                    wins: total.won(s),
                    shared_wins: total.shared(s),
                    win_rate: wilson(total.won(s), total.games),
                    points_per_round: total.sum(POINTS + s) as f64 / rounds,
                })
                .collect(),
            rounds_per_game: players,
            points_per_round: total.spread(ROUND_POINTS),
            round_endings: [
                ("last_card", total.named(&COUNTS, "rounds_last_card")),
                (
                    "back_to_owner",
                    total.named(&COUNTS, "rounds_back_to_owner"),
                ),
            ]
            .into_iter()
            .collect(),
            warps_per_game: total.named(&COUNTS, "warps") as f64 / total.games as f64,
            figures: total.counts.report(&COUNTS),
            decisions: total.sum(DECISIONS) as u64,
            seconds,
        }
    }

    fn breakdown(_run: &Run<Self>, t: &Tally) -> Breakdown {
        let (last, back) = (
            t.named(&COUNTS, "rounds_last_card"),
            t.named(&COUNTS, "rounds_back_to_owner"),
        );
        let share = |c: u64| c as f64 * 100.0 / (last + back).max(1) as f64;
        Breakdown {
            title: "How rounds ended",
            entries: vec![
                ("last card launched".into(), share(last)),
                ("back to the owner".into(), share(back)),
            ],
            unit: "%",
        }
    }

    fn words(r: &Report) -> Vec<String> {
        let mut out = vec![format!(
            "Points per player per round: {}",
            crate::words::spread_text(&r.points_per_round)
        )];
        for s in &r.seats {
            out.push(format!(
                "  seat {} ({:<6}) {:+.2} points a round",
                s.seat, s.bot, s.points_per_round
            ));
        }
        out
    }
}
