//! A game's lab as the page keeps it: the run's settings as typed, where
//! the run stands, the last result and the run kept for A/B; starting and
//! stopping runs.

use crate::shell::browser;
use crate::shell::game::{EngineOf, GameUi};
use crate::shell::lab::runner::{self, Running};
use crate::shell::routing::{Ctx, Screen};
use crate::shell::seats::{BotKind, Deal, SeatKind};
use crate::shell::settings::Settings;
use crate::shell::state::GameState;
use keep_core::link::Query;
use keep_core::Engine;
use keep_lab::{report_json, Figures, LabGame, Run};
use leptos::prelude::*;
use std::sync::Arc;

/// The most games one run plays.
pub const MAX_GAMES: u64 = 1_000_000;

/// A finished run.
#[derive(Debug)]
pub struct Finished<G: GameUi> {
    /// What was run.
    pub run: Run<EngineOf<G>>,
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
    /// The game's options as the form had them.
    pub options: G::Options,
}

/// A run and the lab form it was read from.
type FormRun<G> = (Run<EngineOf<G>>, Settings<<G as GameUi>::Options>);

/// Where a run stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Games played.
    pub done: u64,
    /// Games in the run.
    pub total: u64,
    /// When it started (ms since the page opened).
    pub started: f64,
    /// Milliseconds so far (at the last batch).
    pub elapsed: f64,
}

/// Game `G`'s lab (provided as context, one per game).
pub struct LabState<G: GameUi> {
    /// Players, a bot per seat, the seed and the game's options (names unused).
    pub form: RwSignal<Settings<G::Options>>,
    /// Games to play, as typed.
    pub games: RwSignal<String>,
    /// The seed, as typed.
    pub seed: RwSignal<String>,
    /// Where the last run got to.
    pub progress: RwSignal<Option<Progress>>,
    /// True while a run goes on.
    pub busy: RwSignal<bool>,
    /// The last finished run.
    pub result: RwSignal<Option<Arc<Finished<G>>>>,
    /// The run kept as A for a comparison.
    pub baseline: RwSignal<Option<Arc<Finished<G>>>>,
    /// Why the last run could not start, failed, or was cancelled.
    pub message: RwSignal<Option<String>>,
    running: StoredValue<Option<Running>, LocalStorage>,
}

impl<G: GameUi> Clone for LabState<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for LabState<G> {}

/// Bots only: humans become basic bots.
pub(super) fn bots_only(deal: &mut Deal) {
    for k in &mut deal.seats {
        if *k == SeatKind::Human {
            *k = SeatKind::Bot(BotKind::Basic);
        }
    }
}

impl<G: GameUi> LabState<G> {
    /// Creates the lab's state (basic bots, 1,000 games from seed 1) and
    /// provides it as context.
    pub fn provide() {
        let mut form = Settings::new(G::DEFAULT_PLAYERS, 1);
        bots_only(&mut form.deal);
        provide_context(LabState::<G> {
            form: RwSignal::new(form),
            games: RwSignal::new("1000".into()),
            seed: RwSignal::new("1".into()),
            progress: RwSignal::new(None),
            busy: RwSignal::new(false),
            result: RwSignal::new(None),
            baseline: RwSignal::new(None),
            message: RwSignal::new(None),
            running: StoredValue::new_local(None),
        });
    }

    /// The lab of game `G`, from context.
    pub fn get() -> LabState<G> {
        expect_context::<LabState<G>>()
    }

    /// Opens the lab with the game's current options (rulings, card list).
    pub fn open(&self) {
        let options = GameState::<G>::get()
            .setup
            .with_untracked(|s| s.options.clone());
        self.form.update(|f| f.options = options);
        Ctx::get().screen.set(Screen::Lab(EngineOf::<G>::GAME));
    }

    /// Sets the lab up from a lab link (`?lab=<game>&seed=…&seats=…&games=…`).
    pub fn open_link(&self, q: &Query) -> Result<(), String> {
        let mut deal = Deal::decode(q)?;
        bots_only(&mut deal);
        deal.validate(EngineOf::<G>::TITLE, EngineOf::<G>::PLAYERS)?;
        let options = G::decode_options(q)?;
        G::check_options(&options, deal.seats.len())?;
        let games = q.get("games").unwrap_or("1000");
        match games.parse::<u64>() {
            Ok(n) if (1..=MAX_GAMES).contains(&n) => {}
            _ => {
                return Err(format!(
                    "its number of games `{games}` is not 1 to {MAX_GAMES}"
                ))
            }
        }
        self.seed.set(deal.seed.to_string());
        self.games.set(games.to_string());
        self.form.set(Settings { deal, options });
        Ctx::get().screen.set(Screen::Lab(EngineOf::<G>::GAME));
        Ok(())
    }

    /// The run the form describes, checked, and the form it came from.
    fn run(&self) -> Result<FormRun<G>, String> {
        let games = self.games.get_untracked();
        let games = match games.trim().parse::<u64>() {
            Ok(n) if (1..=MAX_GAMES).contains(&n) => n,
            _ => {
                return Err(format!(
                    "Games: enter a whole number from 1 to {MAX_GAMES}."
                ))
            }
        };
        let seed = self
            .seed
            .get_untracked()
            .trim()
            .parse::<u64>()
            .map_err(|_| {
                "Seed: enter a whole number (game i is dealt from seed + i).".to_string()
            })?;
        let mut form = self.form.get_untracked();
        form.deal.seed = seed;
        G::check_options(&form.options, form.deal.seats.len())?;
        let run = Run {
            players: form.deal.seats.len(),
            games,
            seed,
            bots: form
                .deal
                .seats
                .iter()
                .map(|k| match k {
                    SeatKind::Bot(b) => *b,
                    SeatKind::Human => BotKind::Basic,
                })
                .collect(),
            options: G::engine_options(&form.options),
            turn_cap: keep_lab::TURN_CAP,
        };
        EngineOf::<G>::check_run(&run)?;
        Ok((run, form))
    }

    /// Starts a run of the form's settings (stopping one under way).
    pub fn start(&self) {
        self.cancel_quietly();
        let (run, form) = match self.run() {
            Ok(r) => r,
            Err(why) => {
                self.message.set(Some(why));
                return;
            }
        };
        self.message.set(None);
        let me = *self;
        let workers = runner::worker_count();
        let started = runner::now_ms();
        let total = run.games;
        self.busy.set(true);
        self.progress.set(Some(Progress {
            done: 0,
            total,
            started,
            elapsed: 0.0,
        }));
        let label = describe::<G>(&run, &form);
        let link = format!(
            "{}?{}",
            browser::base_url(),
            lab_query::<G>(&form, run.games)
        );
        let finished_run = run.clone();
        let options = form.options.clone();
        let started_run = runner::start(
            run,
            workers,
            move |done| {
                me.progress.set(Some(Progress {
                    done,
                    total,
                    started,
                    elapsed: runner::now_ms() - started,
                }))
            },
            move |tally| {
                me.running.set_value(None);
                me.busy.set(false);
                match tally {
                    Ok(tally) => {
                        let seconds = (runner::now_ms() - started) / 1000.0;
                        let figures = EngineOf::<G>::figures(&finished_run, &tally);
                        let json = report_json(&finished_run, tally, seconds, workers);
                        me.result.set(Some(Arc::new(Finished {
                            run: finished_run,
                            label,
                            json,
                            figures,
                            seconds,
                            workers,
                            link,
                            options,
                        })));
                    }
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
    }
}

/// A run in words: `Card Keeper, 4 players (basic, random, …); V1 …; 1000 games from seed 1`.
fn describe<G: GameUi>(run: &Run<EngineOf<G>>, form: &Settings<G::Options>) -> String {
    let options: Vec<String> = G::report_options(&form.options)
        .into_iter()
        .map(|l| l.trim_start_matches("- ").to_string())
        .collect();
    format!(
        "{}, {} players ({}){}; {} games from seed {}",
        EngineOf::<G>::TITLE,
        run.players,
        run.bot_names().join(", "),
        if options.is_empty() {
            String::new()
        } else {
            format!("; {}", options.join("; "))
        },
        run.games,
        run.seed
    )
}

/// The query of a lab link for `form` and `games`.
fn lab_query<G: GameUi>(form: &Settings<G::Options>, games: u64) -> String {
    let game = EngineOf::<G>::GAME;
    let seats: Vec<String> = form.deal.seats.iter().map(|k| k.as_str()).collect();
    format!(
        "lab={game}&seed={}&seats={}&games={games}{}",
        form.deal.seed,
        seats.join(","),
        G::encode_options(&form.options)
    )
}
