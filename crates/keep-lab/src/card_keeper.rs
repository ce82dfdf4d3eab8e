//! Card Keeper in the lab: wins per seat, draws (V3), game length in turns,
//! how games ended, and what the engine counts ([`COUNTS`]: Shields played
//! and used, captures, Chaos burns, reshuffles, endings).

use crate::counts::CountDef;
use crate::{Breakdown, LabGame, Run, Tally};
use ::card_keeper::rulings::Rulings;
use ::card_keeper::sim::{play_game, Ending, GameResult};
use ::card_keeper::{OutCause, Position};
use keep_core::stats::{wilson, Rate, Spread};
use serde::Serialize;
use std::collections::BTreeMap;

/// The names of the endings, in [`COUNTS`]' order.
pub const ENDINGS: [&str; 5] = ["take", "chaos", "swap", "own_card", "simultaneous"];

/// What Card Keeper's engine counts in each game.
pub const COUNTS: [CountDef; 14] = [
    CountDef::mean("shields_played", "Shields played a game"),
    CountDef::mean(
        "shields_used",
        "Shields used up a game (a take or a Chaos burn blocked)",
    ),
    CountDef::mean("captures", "Cards captured a game"),
    CountDef::mean("chaos_burns", "Cards burned by Chaos a game"),
    CountDef::mean("burns", "Cards burned by choice a game"),
    CountDef::mean("swaps", "Swaps a game"),
    CountDef::mean("reshuffles", "Reshuffles a game"),
    CountDef::rate("ended_take", "Games ended by a take"),
    CountDef::rate("ended_chaos", "Games ended by a Chaos burn"),
    CountDef::rate("ended_swap", "Games ended by a Swap"),
    CountDef::rate("ended_own_card", "Games ended by a player's own last card"),
    CountDef::rate(
        "ended_simultaneous",
        "Games ended by a simultaneous knock-out",
    ),
    CountDef::rate("drawn", "Games drawn (V3)"),
    CountDef::rate("capped", "Games stopped by the turn cap"),
];

/// Where [`COUNTS`] holds the first ending.
const ENDED: usize = 7;
/// The sum that holds the decisions taken.
const DECISIONS: usize = 0;

/// Counts one game into `t`.
fn count(players: usize, r: &GameResult, t: &mut Tally) {
    let e = match r.ending {
        Ending::KnockOut(OutCause::Take) => Some(0),
        Ending::KnockOut(OutCause::Chaos) => Some(1),
        Ending::KnockOut(OutCause::Swap) => Some(2),
        Ending::KnockOut(OutCause::OwnCard) => Some(3),
        Ending::Simultaneous => Some(4),
        Ending::Capped => None,
    };
    let is = |b: bool| i64::from(b);
    let drawn = r.winner.is_none() && r.ending != Ending::Capped;
    t.game(
        players,
        r.winner.as_slice(),
        i64::from(r.turns),
        &[
            i64::from(r.shields_played),
            i64::from(r.shields_used),
            i64::from(r.captures),
            i64::from(r.chaos_burns),
            i64::from(r.burns),
            i64::from(r.swaps),
            i64::from(r.reshuffles),
            is(e == Some(0)),
            is(e == Some(1)),
            is(e == Some(2)),
            is(e == Some(3)),
            is(e == Some(4)),
            is(drawn),
            is(e.is_none()),
        ],
    );
    t.add_sums(DECISIONS, [i64::from(r.decisions)]);
}

/// The settings, as the report repeats them.
#[derive(Clone, Debug, Serialize)]
pub struct Settings {
    /// Players.
    pub players: usize,
    /// Games.
    pub games: u64,
    /// First seed.
    pub seed: u64,
    /// Bot of each seat.
    pub bots: Vec<&'static str>,
    /// V1–V3.
    pub rulings: Rulings,
    /// The variant's differences from the rules (`{"shield": 6}`); left
    /// out for the rules as written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<serde_json::Value>,
    /// The search bots' iterations per decision, when the run set them
    /// (`--search-iterations`, the lab's budget); left out for the table's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub search_iterations: Option<u32>,
    /// Turn cap.
    pub turn_cap: u32,
    /// Threads (or workers) that played.
    pub threads: usize,
}

/// One seat's line.
#[derive(Clone, Debug, Serialize)]
pub struct SeatReport {
    /// Seat number.
    pub seat: usize,
    /// Its bot.
    pub bot: &'static str,
    /// Games won.
    pub wins: u64,
    /// Win rate and 95% interval.
    pub win_rate: Rate,
}

/// The report of a run.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// The run's settings.
    pub settings: Settings,
    /// Each seat.
    pub seats: Vec<SeatReport>,
    /// Draws (V3).
    pub draws: u64,
    /// Games stopped by the turn cap.
    pub capped: u64,
    /// Game length in turns.
    pub length_turns: Spread,
    /// Games by how they ended.
    pub endings: BTreeMap<&'static str, u64>,
    /// Shields used per game.
    pub shields_used_per_game: f64,
    /// Reshuffles per game.
    pub reshuffles_per_game: f64,
    /// What the engine counted ([`COUNTS`]), each with its interval.
    pub figures: Vec<crate::counts::Measure>,
    /// Decisions taken.
    pub decisions: u64,
    /// Seconds it took.
    pub seconds: f64,
    /// Games per second.
    pub games_per_second: f64,
}

impl LabGame for Position {
    type Report = Report;
    const COUNTS: &'static [CountDef] = &COUNTS;
    const LENGTH_UNIT: &'static str = "turns";

    fn play_into(run: &Run<Self>, index: u64, tally: &mut Tally, buf: &mut Self::Actions) {
        let seed = run.game_seed(index);
        let mut bots = run.make_bots(seed);
        let r = play_game(
            run.players,
            &run.options,
            seed,
            &mut bots,
            run.turn_cap,
            buf,
        )
        .expect("player count checked")
        .1;
        count(run.players, &r, tally);
    }

    fn report(run: &Run<Self>, mut tally: Tally, seconds: f64, threads: usize) -> Report {
        let settings = Settings {
            players: run.players,
            games: run.games,
            seed: run.seed,
            bots: run.bot_names(),
            rulings: run.options.rulings,
            variant: crate::variant_of(run),
            search_iterations: run.search,
            turn_cap: run.turn_cap,
            threads,
        };
        let games = tally.games;
        Report {
            seats: (0..settings.players)
                .map(|s| SeatReport {
                    seat: s,
                    bot: settings.bots[s],
                    wins: tally.sole(s),
                    win_rate: wilson(tally.sole(s), games),
                })
                .collect(),
            draws: tally.named(&COUNTS, "drawn"),
            capped: tally.named(&COUNTS, "capped"),
            length_turns: tally.length_spread(),
            endings: (ENDINGS.iter().enumerate())
                .map(|(i, &n)| (n, tally.count(ENDED + i)))
                .collect(),
            shields_used_per_game: tally.named(&COUNTS, "shields_used") as f64 / games as f64,
            reshuffles_per_game: tally.named(&COUNTS, "reshuffles") as f64 / games as f64,
            figures: tally.counts.report(&COUNTS),
            decisions: tally.sum(DECISIONS) as u64,
            seconds,
            games_per_second: games as f64 / seconds,
            settings,
        }
    }

    fn breakdown(_run: &Run<Self>, t: &Tally) -> Breakdown {
        let share = |c: u64| c as f64 * 100.0 / t.games.max(1) as f64;
        let mut entries: Vec<(String, f64)> = (ENDINGS.iter().enumerate())
            .map(|(i, n)| (n.replace('_', " "), share(t.count(ENDED + i))))
            .collect();
        entries.push((
            "stopped by the turn cap".into(),
            share(t.named(&COUNTS, "capped")),
        ));
        Breakdown {
            title: "How games ended (the last knock-out)",
            entries,
            unit: "%",
        }
    }

    fn words(r: &Report) -> Vec<String> {
        let s = &r.settings;
        let mut out = vec![format!(
            "Rulings: V1 {}, V2 {}, V3 {}; turn cap {}",
            s.rulings.start_wild_colour.as_str(),
            s.rulings.used_shields.as_str(),
            s.rulings.simultaneous_knockout.as_str(),
            s.turn_cap
        )];
        if r.capped > 0 {
            out.push(format!(
                "WARNING: {} game(s) stopped at the turn cap of {} with no winner",
                r.capped, s.turn_cap
            ));
        }
        out
    }

    fn keeps_playing(run: &Run<Self>, pos: &Self) -> bool {
        pos.turn() <= run.turn_cap
    }
}
