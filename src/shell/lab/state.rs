//! A game's lab as the page keeps it, for any game and written once: the
//! run's settings as typed, where the run stands, the last result and the
//! run kept for A/B; starting and stopping runs. What only the game knows
//! (its options, opening one of its games in the replay viewer, its notes)
//! comes through the game's erased entry ([`GameEntry`]) and tools
//! ([`Tools`]).

use crate::shell::lab::progress::{scroll_to_soon, Progress};
use crate::shell::lab::runner::{self, Running};
use crate::shell::lab::sweep_state::SweepState;
use crate::shell::plug::plugged::{GameEntry, LabOptions, Tools};
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

/// A run's settings, read from the form and checked.
pub struct Checked {
    /// Games.
    pub games: u64,
    /// First seed.
    pub seed: u64,
    /// Players.
    pub players: usize,
    /// The search bots' budget, for a run with one.
    pub search: Option<u32>,
    /// The bot of each seat.
    pub bots: Vec<BotKind>,
}

impl Checked {
    /// The run with `options`, as JSON, as the workers (and `keeper`) read it.
    pub fn run_json(&self, options: &LabOptions) -> Value {
        let names: Vec<&str> = self.bots.iter().map(|b| b.name()).collect();
        let mut run = json!({"players": self.players, "games": self.games, "seed": self.seed,
                             "bots": names, "options": options.engine, "turn_cap": keep_lab::TURN_CAP});
        if let Some(n) = self.search {
            run["search"] = json!(n);
        }
        run
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
    /// The sweep's settings and last result.
    pub sweep: SweepState,
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
    pub(super) running: StoredValue<Option<Running>, LocalStorage>,
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
            sweep: SweepState::new(tools.numbers()),
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

    /// The form's settings, checked (the options apart: they are the
    /// game's, [`Tools::lab_options`]).
    pub fn checked(&self) -> Result<Checked, String> {
        let games = parse_games(&self.games.get_untracked())?;
        let seed = self
            .seed
            .get_untracked()
            .trim()
            .parse::<u64>()
            .map_err(|_| {
                "Seed: enter a whole number (game i is dealt from seed + i).".to_string()
            })?;
        let bots = self.bots.get_untracked();
        // Only a run with a search bot names its budget.
        let search = searches(&bots)
            .then(|| parse_search(&self.search.get_untracked()))
            .transpose()?;
        Ok(Checked {
            games,
            seed,
            players: self.players.get_untracked(),
            search,
            bots,
        })
    }

    /// A run in words: "Card Keeper, 4 players (basic, random); V2 burn
    /// pile; 1000 games from seed 1".
    pub fn label(&self, c: &Checked, options: &LabOptions) -> String {
        let names: Vec<&str> = c.bots.iter().map(|b| b.name()).collect();
        format!(
            "{}, {} players ({}){}{}; {} games from seed {}",
            self.game.title,
            c.players,
            names.join(", "),
            c.search
                .map(|n| format!("; search {n} a decision (table {})", self.game.search))
                .unwrap_or_default(),
            options
                .words
                .iter()
                .map(|w| format!("; {}", w.trim_start_matches("- ")))
                .collect::<String>(),
            c.games,
            c.seed
        )
    }

    /// Starts a run of the form's settings (stopping one under way).
    pub fn start(&self) {
        self.cancel_quietly();
        let checked = self.checked().and_then(|c| {
            let options = self.tools.lab_options(c.players, None)?;
            Ok((c, options))
        });
        let (c, options) = match checked {
            Ok(c) => c,
            Err(why) => return self.message.set(Some(why)),
        };
        let Checked {
            games,
            seed,
            players,
            search,
            ref bots,
        } = c;
        let bots = bots.clone();
        let names: Vec<&str> = bots.iter().map(|b| b.name()).collect();
        let run = c.run_json(&options);
        let label = self.label(&c, &options);
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
                    Ok((json, figures)) => {
                        me.result.set(Some(Arc::new(Finished {
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
                        })));
                        // The new result in view: against A, the A/B table.
                        let against_a = me.baseline.with_untracked(Option::is_some);
                        scroll_to_soon(if against_a {
                            "lab-compare-title"
                        } else {
                            "lab-results-title"
                        });
                    }
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
