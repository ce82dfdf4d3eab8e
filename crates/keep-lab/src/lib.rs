//! The designer's lab, written once for every game: a [`Run`] (players,
//! bots per seat, options, games, seed) is played in batches of games that
//! can run anywhere (a thread of `keeper simulate`, a Web Worker of the app)
//! and whose [tallies](Tally), one shape for every game, merge in any
//! order; the merged tally gives the report `keeper simulate --json`
//! prints, field for field, and the [`Figures`] the app draws. A game's
//! lab code is its [counts](LabGame::COUNTS), how one game is counted, its
//! report and its breakdown.
//!
//! Game `i` of a run is dealt from seed `seed + i`, its bots seeded from
//! that seed ([`keep_core::bot::make_bots`]), so a game of a run can be played
//! again alone ([`LabGame::record`]).

pub mod compare;
pub mod counts;
pub mod games;
pub mod inbox;
pub mod tally;
pub mod words;
// gen-lists: begin mods (each game's lab code, from games.txt)
pub mod card_keeper;
pub mod keep;
pub mod keep_n_swap;
pub mod star_crew;
// gen-lists: end

pub use tally::Tally;

use counts::CountDef;
use keep_core::{BotKind, Engine};
use serde::{Deserialize, Serialize};

/// The turn cap of a Card Keeper game in a run unless one is given.
pub const TURN_CAP: u32 = 5_000;

/// One lab run of game `E`: what `keeper simulate` is given.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Run<E: Engine> {
    /// Players.
    pub players: usize,
    /// Games to play.
    pub games: u64,
    /// The first game's seed (game `i` is dealt from `seed + i`).
    pub seed: u64,
    /// Bots, cycled over the seats.
    pub bots: Vec<BotKind>,
    /// The game's options (rulings, a card list).
    #[serde(default)]
    pub options: E::Options,
    /// Card Keeper: turns after which a game is stopped.
    #[serde(default = "turn_cap")]
    pub turn_cap: u32,
    /// Iterations per decision of the `strong` search bot in this run
    /// (`expert`: four times as many); `None`: the table's
    /// ([`Engine::SEARCH_ITERATIONS`]). The lab's cheaper search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search: Option<u32>,
}

fn turn_cap() -> u32 {
    TURN_CAP
}

impl<E: Engine> Run<E> {
    /// The bot of each seat.
    pub fn seat_bots(&self) -> Vec<BotKind> {
        (0..self.players)
            .map(|s| self.bots[s % self.bots.len()])
            .collect()
    }
    /// The bots' names, seat by seat.
    pub fn bot_names(&self) -> Vec<&'static str> {
        self.seat_bots().into_iter().map(BotKind::name).collect()
    }
    /// The bots of the game dealt from `seed`, each seeded from it, the
    /// search bots at the run's budget.
    pub fn make_bots(&self, seed: u64) -> Vec<keep_core::AnyBot<E>> {
        keep_core::bot::make_bots_searching::<E>(&self.bots, self.players, seed, self.search)
    }
    /// The seed of game `index`.
    pub fn game_seed(&self, index: u64) -> u64 {
        self.seed.wrapping_add(index)
    }
    /// Checks what any game needs: players, at least one bot and one game.
    pub fn check(&self) -> Result<(), String> {
        if !E::PLAYERS.contains(&self.players) {
            return Err(format!(
                "{} takes {} to {} players, not {}",
                E::TITLE,
                E::PLAYERS.start(),
                E::PLAYERS.end(),
                self.players
            ));
        }
        if self.bots.is_empty() {
            return Err("a run needs at least one bot".into());
        }
        keep_core::Variant::check(keep_core::HasVariant::variant(&self.options), self.players)
            .map_err(|e| e.to_string())?;
        if self.games == 0 {
            return Err("a run needs at least one game".into());
        }
        if self.search == Some(0) {
            return Err("a search bot needs at least one iteration per decision".into());
        }
        Ok(())
    }
}

/// The run's variant as its differences from the rules (`{"shield": 6}`),
/// or `None` for the rules as written (left out of reports, so that their
/// JSON is what it always was).
pub fn variant_of<E: Engine>(run: &Run<E>) -> Option<serde_json::Value> {
    use keep_core::Variant;
    let v = keep_core::HasVariant::variant(&run.options);
    (!v.is_rules()).then(|| v.differences_json())
}

/// What the app draws of a run's results, for any game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Figures {
    /// Games counted.
    pub games: u64,
    /// Wins of each seat (a shared win counts for each winner).
    pub wins: Vec<u64>,
    /// What a game's length is counted in (`turns`, `rounds`, `decisions`).
    pub length_unit: String,
    /// Each game's length.
    pub lengths: Vec<i64>,
    /// What the breakdown shows (`How games ended`).
    pub breakdown_title: String,
    /// Its entries: a name and a number in `breakdown_unit`.
    pub breakdown: Vec<(String, f64)>,
    /// What the breakdown's numbers are (`%`, ` per game`).
    pub breakdown_unit: String,
    /// What the game's engine counted, each with its sums.
    #[serde(default)]
    pub counts: Vec<counts::CountFigure>,
}

/// What a run's breakdown shows (`How games ended`): its title, its
/// entries (a name and a number) and what the numbers are (`%`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Breakdown {
    /// Its title.
    pub title: &'static str,
    /// Its entries.
    pub entries: Vec<(String, f64)>,
    /// What its numbers are (`%`, ` per game`).
    pub unit: &'static str,
}

/// A game the lab can run: how one game is counted into a [`Tally`], and
/// what a run's tally reports.
pub trait LabGame: Engine {
    /// What `keeper simulate --json` prints for a run.
    type Report: Serialize;
    /// What the engine counts in each game, reported with their intervals
    /// (a [`Tally`]'s counts, in this order).
    const COUNTS: &'static [CountDef];
    /// What a game's length is counted in (`turns`, `rounds`, `decisions`).
    const LENGTH_UNIT: &'static str;

    /// Checks the run's game-specific settings (Keep: the card list seats
    /// the players).
    fn check_run(run: &Run<Self>) -> Result<(), String> {
        run.check()
    }
    /// Plays game `index` of `run` and counts it into `tally` (`buf` is
    /// reused for the legal actions).
    fn play_into(run: &Run<Self>, index: u64, tally: &mut Tally, buf: &mut Self::Actions);
    /// The report of a whole run: its totals, the seconds it took on
    /// `threads` threads (or workers).
    fn report(run: &Run<Self>, tally: Tally, seconds: f64, threads: usize) -> Self::Report;
    /// What the app's breakdown chart shows of a run.
    fn breakdown(run: &Run<Self>, tally: &Tally) -> Breakdown;
    /// The report's own lines in words, beyond what
    /// [`words::report_text`] says for every game (Card Keeper's rulings,
    /// Star Crew's points, Keep's totals and cards).
    fn words(report: &Self::Report) -> Vec<String> {
        let _ = report;
        Vec::new()
    }
    /// What the app draws: every seat's wins (shared ones included), the
    /// lengths, the breakdown and the counts.
    fn figures(run: &Run<Self>, t: &Tally) -> Figures {
        let b = Self::breakdown(run, t);
        Figures {
            games: t.games,
            wins: (0..run.players).map(|s| t.won(s)).collect(),
            length_unit: Self::LENGTH_UNIT.into(),
            lengths: t.lengths.clone(),
            breakdown_title: b.title.into(),
            breakdown: b.entries,
            breakdown_unit: b.unit.into(),
            counts: t.counts.figures(Self::COUNTS),
        }
    }
    /// Game `index` of `run` played again with its log: the position it
    /// ended at, and its actions (for the replay viewer).
    fn record(run: &Run<Self>, index: u64) -> Result<(Self, Vec<Self::Action>), String> {
        let seed = run.game_seed(index);
        let mut pos = Self::new_game(run.players, &run.options, seed).map_err(|e| e.to_string())?;
        let mut bots = run.make_bots(seed);
        let mut actions = Vec::new();
        keep_core::sim::play_with(
            &mut pos,
            &mut bots,
            |pos| Self::keeps_playing(run, pos),
            |pos, a| {
                pos.apply(a).map_err(|e| e.to_string())?;
                actions.push(a);
                Ok(())
            },
        )?;
        Ok((pos, actions))
    }
    /// False once a game of `run` is stopped before its end (Card
    /// Keeper's turn cap), as the run's own games are.
    fn keeps_playing(run: &Run<Self>, pos: &Self) -> bool {
        let _ = (run, pos);
        true
    }
}

/// Plays games `from..to` of `run` into a new tally.
pub fn play_range<E: LabGame>(run: &Run<E>, from: u64, to: u64) -> Tally {
    let mut tally = Tally::default();
    let mut buf = E::Actions::default();
    for i in from..to.min(run.games) {
        E::play_into(run, i, &mut tally, &mut buf);
    }
    tally
}

/// A report as pretty JSON, exactly as `keeper simulate --json` prints it
/// (without the final newline).
pub fn report_json<E: LabGame>(run: &Run<E>, tally: Tally, seconds: f64, threads: usize) -> String {
    serde_json::to_string_pretty(&E::report(run, tally, seconds, threads))
        .expect("the report serializes")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Batches merged in any order give the report of one batch.
    fn batches_merge<E: LabGame>(run: Run<E>) {
        let whole = report_json(&run, play_range(&run, 0, run.games), 0.0, 1);
        let mut t = play_range(&run, run.games / 2, run.games);
        t.merge(play_range(&run, 0, run.games / 3));
        t.merge(play_range(&run, run.games / 3, run.games / 2));
        assert_eq!(report_json(&run, t, 0.0, 1), whole, "{}", E::GAME);
    }

    fn run<E: Engine>(players: usize, bots: &[BotKind]) -> Run<E> {
        Run {
            players,
            games: 30,
            seed: 5,
            bots: bots.to_vec(),
            options: E::Options::default(),
            turn_cap: TURN_CAP,
            search: None,
        }
    }

    #[test]
    fn every_game_merges_batches_in_any_order() {
        use BotKind::{Basic, Random};
        batches_merge(run::<::card_keeper::Position>(4, &[Basic, Random]));
        batches_merge(run::<::star_crew::Position>(3, &[Random]));
        batches_merge(run::<::keep_n_swap::Position>(2, &[Basic, Random]));
        batches_merge(run::<::keep::Position>(3, &[Basic]));
    }

    #[test]
    fn a_recorded_game_replays_to_its_end() {
        let r = run::<::card_keeper::Position>(3, &[BotKind::Basic]);
        let (end, actions) = ::card_keeper::Position::record(&r, 4).unwrap();
        let mut saved =
            keep_core::SavedGame::<::card_keeper::Position>::new(3, r.options, r.game_seed(4));
        saved.actions = actions;
        assert_eq!(saved.restore().unwrap().winners(), end.winners());
        assert!(end.is_over());
    }

    #[test]
    fn runs_are_checked() {
        let mut r = run::<::keep_n_swap::Position>(3, &[BotKind::Basic]);
        assert!(r.check().is_err());
        r.players = 2;
        assert!(r.check().is_ok());
        r.games = 0;
        assert!(r.check().is_err());
        r.games = 1;
        r.search = Some(0);
        assert!(r.check().is_err());
    }

    #[test]
    fn a_run_names_its_search_budget_and_its_bots_search_at_it() {
        let mut r = run::<::card_keeper::Position>(4, &[BotKind::Strong, BotKind::Basic]);
        r.games = 2;
        let table = report_json(&r, play_range(&r, 0, 0), 0.0, 1);
        assert!(!table.contains("search_iterations"), "{table}");
        r.search = Some(4);
        let lab = report_json(&r, play_range(&r, 0, 2), 0.0, 1);
        assert!(lab.contains(r#""search_iterations": 4"#), "{lab}");
        // The same budget gives the same games.
        assert_eq!(lab, report_json(&r, play_range(&r, 0, 2), 0.0, 1));
        // The run's JSON (as the lab's workers get it) carries the budget.
        let json = serde_json::json!({"players": 4, "games": 2, "seed": 5,
            "bots": ["strong", "basic"], "search": 4});
        let read: Run<::card_keeper::Position> = serde_json::from_value(json).unwrap();
        assert_eq!(read.search, Some(4));
    }
}
