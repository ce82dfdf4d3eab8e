//! A game's lab as the page keeps it, for any game and written once: the
//! run's settings as typed, where the run stands, the last result and the
//! run kept for A/B; starting and stopping runs. What only the game knows
//! (its options, opening one of its games in the replay viewer, its notes)
//! comes through the game's erased entry ([`GameEntry`]) and tools
//! ([`Tools`]).

use crate::shell::lab::runner::{self, Running};
use crate::shell::plug::plugged::{GameEntry, Tools};
use crate::shell::plug::seats::{BotKind, SeatKind};
use keep_lab::Figures;
use leptos::prelude::*;
use serde_json::{json, Value};
use std::sync::Arc;

/// The most games one run plays.
pub const MAX_GAMES: u64 = 1_000_000;

/// A new lab's number of games.
pub const DEFAULT_GAMES: u64 = 1000;

/// A new lab's first seed.
pub const DEFAULT_SEED: u64 = 1;

/// The most iterations per decision the lab's search field takes.
pub const MAX_SEARCH: u32 = 100_000;

/// The lab's search budget for a game whose table searches `table`
/// iterations per decision: a tenth of it, so that a run with search bots
/// plays about ten times as many games a second.
pub fn lab_search(table: u32) -> u32 {
    (table / 10).max(1)
}

/// The search field read: iterations per decision, 1 to [`MAX_SEARCH`].
pub fn parse_search(text: &str) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(n) if (1..=MAX_SEARCH).contains(&n) => Ok(n),
        _ => Err(format!(
            "Search: enter a whole number of iterations from 1 to {MAX_SEARCH}."
        )),
    }
}

/// Whether any of `bots` searches (its budget is the run's).
pub fn searches(bots: &[BotKind]) -> bool {
    bots.iter()
        .any(|b| matches!(b, BotKind::Strong | BotKind::Expert))
}

/// A finished run.
#[derive(Debug)]
pub struct Finished {
    /// The run, as JSON.
    pub run: Value,
    /// Players.
    pub players: usize,
    /// Games.
    pub games: u64,
    /// First seed.
    pub seed: u64,
    /// The bot of each seat.
    pub bots: Vec<BotKind>,
    /// The run in words.
    pub label: String,
    /// The report, exactly as `keeper simulate --json` prints it.
    pub json: String,
    /// What the charts draw.
    pub figures: Figures,
    /// Seconds it took.
    pub seconds: f64,
    /// Workers that played it.
    pub workers: usize,
    /// The link that sets the run up again.
    pub link: String,
    /// The options as link pairs.
    pub options_query: String,
}

/// Where a run stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Games played.
    pub done: u64,
    /// Games in the run.
    pub total: u64,
    /// Milliseconds so far (at the last batch).
    pub elapsed: f64,
}

impl Progress {
    /// Games per second so far (`None` before the first batch is in).
    pub fn rate(&self) -> Option<f64> {
        (self.done > 0 && self.elapsed > 0.0).then(|| self.done as f64 / self.elapsed * 1000.0)
    }
    /// Seconds left at the rate so far (`None` before the first batch).
    pub fn seconds_left(&self) -> Option<f64> {
        Some(self.total.saturating_sub(self.done) as f64 / self.rate()?)
    }
    /// Where the run stands, in words: "300 of 1000 games, 42 games/s,
    /// about 17 s left".
    pub fn words(&self) -> String {
        let (done, total) = (self.done, self.total);
        match (self.rate(), self.seconds_left()) {
            (Some(r), Some(left)) => format!(
                "{done} of {total} games, {} games/s, about {} left",
                if r < 10.0 {
                    format!("{r:.1}")
                } else {
                    format!("{r:.0}")
                },
                duration_words(left)
            ),
            _ => format!("{done} of {total} games, timing the first games…"),
        }
    }
}

/// A duration in words, rounded up: "17 s", "3 min 05 s", "2 h 10 min".
pub fn duration_words(seconds: f64) -> String {
    let s = seconds.max(0.0).ceil() as u64;
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min {:02} s", s / 60, s % 60),
        _ => format!("{} h {:02} min", s / 3600, s % 3600 / 60),
    }
}

/// One game's lab.
#[derive(Clone, Copy)]
pub struct LabState {
    /// The game.
    pub game: GameEntry,
    /// Its lab's side: its options, its games in the replay viewer.
    pub tools: &'static dyn Tools,
    /// Players.
    pub players: RwSignal<usize>,
    /// The bot of each seat.
    pub bots: RwSignal<Vec<BotKind>>,
    /// Games to play, as typed.
    pub games: RwSignal<String>,
    /// The seed, as typed.
    pub seed: RwSignal<String>,
    /// The search bots' iterations per decision, as typed.
    pub search: RwSignal<String>,
    /// Where the last run got to.
    pub progress: RwSignal<Option<Progress>>,
    /// True while a run goes on.
    pub busy: RwSignal<bool>,
    /// The figures of the run under way so far: games done, figures.
    pub partial: RwSignal<Option<(u64, Arc<Figures>)>>,
    /// The last finished run.
    pub result: RwSignal<Option<Arc<Finished>>>,
    /// The run kept as A for a comparison.
    pub baseline: RwSignal<Option<Arc<Finished>>>,
    /// Why the last run could not start, failed, or was cancelled.
    pub message: RwSignal<Option<String>>,
    /// Whether the run's settings are unfolded (they fold when a run
    /// starts, so that its progress and results are in view).
    pub settings_open: RwSignal<bool>,
    running: StoredValue<Option<Running>, LocalStorage>,
}

/// A whole number of games from 1 to [`MAX_GAMES`].
pub fn parse_games(text: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(n) if (1..=MAX_GAMES).contains(&n) => Ok(n),
        _ => Err(format!(
            "Games: enter a whole number from 1 to {MAX_GAMES}."
        )),
    }
}

impl LabState {
    /// A lab for `game`: `players` basic bots, [`DEFAULT_GAMES`] games
    /// from seed [`DEFAULT_SEED`].
    pub fn new(game: GameEntry, tools: &'static dyn Tools, players: usize) -> LabState {
        LabState {
            game,
            tools,
            players: RwSignal::new(players),
            bots: RwSignal::new(vec![BotKind::Basic; players]),
            games: RwSignal::new(DEFAULT_GAMES.to_string()),
            seed: RwSignal::new(DEFAULT_SEED.to_string()),
            search: RwSignal::new(lab_search(game.search).to_string()),
            progress: RwSignal::new(None),
            busy: RwSignal::new(false),
            partial: RwSignal::new(None),
            result: RwSignal::new(None),
            baseline: RwSignal::new(None),
            message: RwSignal::new(None),
            settings_open: RwSignal::new(true),
            running: StoredValue::new_local(None),
        }
    }

    /// Sets the number of players (new seats get basic bots).
    pub fn set_players(&self, n: usize) {
        let n = n.clamp(self.game.players.0, self.game.players.1);
        self.players.set(n);
        self.bots.update(|b| b.resize(n, BotKind::Basic));
    }

    /// Sets the players and their bots from a deal's seats (a person's seat
    /// gets the basic bot).
    pub fn set_seats(&self, seats: &[SeatKind]) {
        self.set_players(seats.len());
        self.bots.set(
            seats
                .iter()
                .map(|k| match k {
                    SeatKind::Bot(b) => *b,
                    SeatKind::Human | SeatKind::Remote => BotKind::Basic,
                })
                .collect(),
        );
    }

    /// Starts a run of the form's settings (stopping one under way).
    pub fn start(&self) {
        self.cancel_quietly();
        let checked = (|| {
            let games = parse_games(&self.games.get_untracked())?;
            let seed = self
                .seed
                .get_untracked()
                .trim()
                .parse::<u64>()
                .map_err(|_| {
                    "Seed: enter a whole number (game i is dealt from seed + i).".to_string()
                })?;
            let players = self.players.get_untracked();
            let options = self.tools.lab_options(players)?;
            // Only a run with a search bot names its budget.
            let search = searches(&self.bots.get_untracked())
                .then(|| parse_search(&self.search.get_untracked()))
                .transpose()?;
            Ok::<_, String>((games, seed, players, options, search))
        })();
        let (games, seed, players, options, search) = match checked {
            Ok(c) => c,
            Err(why) => return self.message.set(Some(why)),
        };
        let bots = self.bots.get_untracked();
        let names: Vec<&str> = bots.iter().map(|b| b.name()).collect();
        let mut run = json!({"players": players, "games": games, "seed": seed, "bots": names,
                         "options": options.engine, "turn_cap": keep_lab::TURN_CAP});
        if let Some(n) = search {
            run["search"] = json!(n);
        }
        let label = format!(
            "{}, {players} players ({}){}{}; {games} games from seed {seed}",
            self.game.title,
            names.join(", "),
            search
                .map(|n| format!("; search {n} a decision (table {})", self.game.search))
                .unwrap_or_default(),
            options
                .words
                .iter()
                .map(|w| format!("; {}", w.trim_start_matches("- ")))
                .collect::<String>()
        );
        let seats: Vec<String> = names.iter().map(|n| format!("bot-{n}")).collect();
        let link = format!(
            "{}?lab={}&seed={seed}&seats={}&games={games}{}{}",
            crate::shell::frame::browser::base_url(),
            self.game.id,
            seats.join(","),
            search.map(|n| format!("&search={n}")).unwrap_or_default(),
            options.query
        );
        self.message.set(None);
        self.partial.set(None);
        self.busy.set(true);
        let started = runner::now_ms();
        self.progress.set(Some(Progress {
            done: 0,
            total: games,
            elapsed: 0.0,
        }));
        let me = *self;
        let workers = runner::worker_count();
        let run2 = run.clone();
        let started_run = runner::start(
            self.game.id,
            run,
            games,
            workers,
            move |done| {
                me.progress.set(Some(Progress {
                    done,
                    total: games,
                    elapsed: runner::now_ms() - started,
                }))
            },
            move |done, figures| {
                if me.busy.get_untracked() {
                    me.partial.set(Some((done, Arc::new(figures))));
                }
            },
            move |outcome| {
                me.running.set_value(None);
                me.busy.set(false);
                me.partial.set(None);
                match outcome {
                    Ok((json, figures)) => me.result.set(Some(Arc::new(Finished {
                        run: run2,
                        players,
                        games,
                        seed,
                        bots,
                        label,
                        json,
                        figures,
                        seconds: (runner::now_ms() - started) / 1000.0,
                        workers,
                        link,
                        options_query: options.query,
                    }))),
                    Err(why) => me.message.set(Some(format!("The run failed: {why}."))),
                }
            },
        );
        match started_run {
            Ok(r) => {
                self.running.set_value(Some(r));
                self.settings_open.set(false);
            }
            Err(why) => {
                self.busy.set(false);
                self.progress.set(None);
                self.message
                    .set(Some(format!("The run could not start: {why}.")));
            }
        }
    }

    /// Stops the run under way, saying how far it got.
    pub fn cancel(&self) {
        if !self.busy.get_untracked() {
            return;
        }
        if let Some(p) = self.progress.get_untracked() {
            self.message.set(Some(format!(
                "Cancelled after {} of {} games.",
                p.done, p.total
            )));
        }
        self.cancel_quietly();
    }

    /// Stops the run under way without a word (the lab is left).
    pub fn cancel_quietly(&self) {
        if let Some(r) = self.running.try_update_value(Option::take).flatten() {
            r.cancel();
        }
        self.busy.set(false);
        self.partial.set(None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_says_the_rate_and_the_time_left() {
        let p = |done, elapsed| Progress {
            done,
            total: 1000,
            elapsed,
        };
        assert_eq!(p(0, 0.0).seconds_left(), None);
        assert_eq!(
            p(0, 0.0).words(),
            "0 of 1000 games, timing the first games…"
        );
        assert_eq!(p(250, 5000.0).seconds_left(), Some(15.0));
        assert_eq!(
            p(250, 5000.0).words(),
            "250 of 1000 games, 50 games/s, about 15 s left"
        );
        assert_eq!(
            p(4, 5000.0).words(),
            "4 of 1000 games, 0.8 games/s, about 20 min 45 s left"
        );
        assert_eq!(duration_words(7261.0), "2 h 01 min");
        assert_eq!(duration_words(0.2), "1 s");
    }

    #[test]
    fn the_lab_searches_a_tenth_of_the_table_and_reads_its_field() {
        assert_eq!(lab_search(1000), 100);
        assert_eq!(lab_search(200), 20);
        assert_eq!(lab_search(5), 1);
        assert_eq!(parse_search(" 40 "), Ok(40));
        assert!(parse_search("0").is_err());
        assert!(parse_search("many").is_err());
        assert!(parse_search("100001").is_err());
        assert!(searches(&[BotKind::Basic, BotKind::Expert]));
        assert!(!searches(&[BotKind::Basic, BotKind::Random]));
    }
}
