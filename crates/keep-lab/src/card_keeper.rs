//! Card Keeper in the lab: wins per seat, draws (V3), game length in turns,
//! how games ended, and what the engine counts ([`COUNTS`]: Shields played
//! and used, captures, Chaos burns, reshuffles, endings).

use crate::counts::{CountDef, Counts};
use crate::{Figures, LabGame, Run};
use ::card_keeper::rulings::Rulings;
use ::card_keeper::sim::{play_game, Ending, GameResult};
use ::card_keeper::{OutCause, Position};
use keep_core::stats::{spread, wilson, Rate, Spread};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The names of the endings, in [`Tally::endings`] order.
pub const ENDINGS: [&str; 5] = ["take", "chaos", "swap", "own_card", "simultaneous"];

/// What Card Keeper's engine counts in each game, in [`Tally::counts`] order.
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

/// Totals over a batch of games.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Tally {
    /// Games counted.
    pub games: u64,
    /// Wins of each seat.
    pub wins: [u64; 6],
    /// Draws (V3).
    pub draws: u64,
    /// Games stopped by the turn cap.
    pub capped: u64,
    /// Each game's turns.
    pub lengths: Vec<i64>,
    /// Decisions taken.
    pub decisions: u64,
    /// Games by ending, in [`ENDINGS`] order.
    pub endings: [u64; 5],
    /// Shields used.
    pub shields_used: u64,
    /// Reshuffles.
    pub reshuffles: u64,
    /// Each of [`COUNTS`] summed.
    #[serde(default)]
    pub counts: Counts,
}

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
        let is = |b: bool| i64::from(b);
        let drawn = r.winner.is_none() && r.ending != Ending::Capped;
        self.counts.add(&[
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
        ]);
    }
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
    type Tally = Tally;
    type Report = Report;

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
        tally.add(&r);
    }

    fn merge(into: &mut Tally, o: Tally) {
        into.games += o.games;
        for i in 0..6 {
            into.wins[i] += o.wins[i];
        }
        for i in 0..5 {
            into.endings[i] += o.endings[i];
        }
        into.draws += o.draws;
        into.capped += o.capped;
        into.lengths.extend(o.lengths);
        into.decisions += o.decisions;
        into.shields_used += o.shields_used;
        into.reshuffles += o.reshuffles;
        into.counts.merge(&o.counts);
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
        Report {
            seats: (0..settings.players)
                .map(|s| SeatReport {
                    seat: s,
                    bot: settings.bots[s],
                    wins: tally.wins[s],
                    win_rate: wilson(tally.wins[s], tally.games),
                })
                .collect(),
            draws: tally.draws,
            capped: tally.capped,
            length_turns: spread(&mut tally.lengths),
            endings: ENDINGS.iter().copied().zip(tally.endings).collect(),
            shields_used_per_game: tally.shields_used as f64 / tally.games as f64,
            reshuffles_per_game: tally.reshuffles as f64 / tally.games as f64,
            figures: tally.counts.report(&COUNTS),
            decisions: tally.decisions,
            seconds,
            games_per_second: tally.games as f64 / seconds,
            settings,
        }
    }

    fn figures(run: &Run<Self>, t: &Tally) -> Figures {
        let share = |c: u64| c as f64 * 100.0 / t.games.max(1) as f64;
        let mut breakdown: Vec<(String, f64)> = ENDINGS
            .iter()
            .zip(t.endings)
            .map(|(n, c)| (n.replace('_', " "), share(c)))
            .collect();
        breakdown.push(("stopped by the turn cap".into(), share(t.capped)));
        Figures {
            games: t.games,
            wins: t.wins[..run.players].to_vec(),
            length_unit: "turns".into(),
            lengths: t.lengths.clone(),
            breakdown_title: "How games ended (the last knock-out)".into(),
            breakdown,
            breakdown_unit: "%".into(),
            counts: t.counts.figures(&COUNTS),
        }
    }

    fn keeps_playing(run: &Run<Self>, pos: &Self) -> bool {
        pos.turn() <= run.turn_cap
    }
}
