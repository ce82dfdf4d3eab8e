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
            progress: RwSignal::new(None),
            busy: RwSignal::new(false),
            partial: RwSignal::new(None),
            result: RwSignal::new(None),
            baseline: RwSignal::new(None),
            message: RwSignal::new(None),
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
            Ok::<_, String>((games, seed, players, options))
        })();
        let (games, seed, players, options) = match checked {
            Ok(c) => c,
            Err(why) => return self.message.set(Some(why)),
        };
        let bots = self.bots.get_untracked();
        let names: Vec<&str> = bots.iter().map(|b| b.name()).collect();
        let run = json!({"players": players, "games": games, "seed": seed, "bots": names,
                         "options": options.engine, "turn_cap": keep_lab::TURN_CAP});
        let label = format!(
            "{}, {players} players ({}){}; {games} games from seed {seed}",
            self.game.title,
            names.join(", "),
            options
                .words
                .iter()
                .map(|w| format!("; {}", w.trim_start_matches("- ")))
                .collect::<String>()
        );
        let seats: Vec<String> = names.iter().map(|n| format!("bot-{n}")).collect();
        let link = format!(
            "{}?lab={}&seed={seed}&seats={}&games={games}{}",
            crate::shell::frame::browser::base_url(),
            self.game.id,
            seats.join(","),
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
            Ok(r) => self.running.set_value(Some(r)),
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
