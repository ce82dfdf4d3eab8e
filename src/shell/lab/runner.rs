//! A lab run spread over the app's Web Workers, one per core: each worker
//! plays a batch of the run's games at a time and answers with its tally;
//! once every batch is in, one worker merges them into the report and the
//! figures (batches merge in any order). The page's own thread only counts
//! games, so it stays responsive, and it carries no game's report code.
//!
//! Each worker holds two batches at a time, so it starts the next the
//! moment it ends one instead of waiting for the page's thread to answer.
//! Workers are started when the lab opens ([`warm`]) and kept between runs
//! (a finished run hands them back) until the lab is left ([`rest`]), so a
//! run does not wait for their wasm to load, and finds the engine's code
//! already optimised.

use crate::shell::frame::worker::{Helper, Reply, Worker};
use keep_lab::Figures;
use serde_json::{json, Value};
use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    /// Idle workers: started ahead of a run, or kept from a finished one.
    static IDLE: RefCell<Vec<Helper>> = const { RefCell::new(Vec::new()) };
}

/// Games a new worker plays of the lab's game while the run is set up, so
/// that the browser has optimised the engine's code before the run's first
/// batch instead of during it: natively 10 ms of two-player Card Keeper,
/// 120 ms of Star Crew or Keep (in a worker about twice that). A run asked
/// for sooner waits that long at most. (1,000 games left a page's first
/// run of `scripts/bench-lab.mjs` at 0.60 s, against 0.57 s.)
const WARM_UP_GAMES: u64 = 2_000;

/// Starts workers until `n` wait idle (the lab of `game`, for `players`,
/// is open: a run is likely), each playing a few games of it first.
pub fn warm(game: &'static str, players: usize, n: usize) {
    IDLE.with_borrow_mut(|idle| {
        while idle.len() < n {
            let Ok(h) = Helper::start(Worker::Lab) else { break };
            let run = json!({"players": players, "games": WARM_UP_GAMES, "seed": 1, "bots": ["basic", "random"]});
            h.ask(game, json!({"play": {"run": run, "from": 0, "to": WARM_UP_GAMES}}), |_| {});
            idle.push(h);
        }
    });
}

/// Stops the idle workers (the lab is left: their memory goes back).
pub fn rest() {
    for h in IDLE.with_borrow_mut(std::mem::take) {
        h.stop();
    }
}

/// `n` workers for a run: idle ones first, then new ones.
fn take(n: usize) -> Result<Vec<Helper>, String> {
    let mut out: Vec<Helper> = IDLE.with_borrow_mut(|idle| {
        let keep = idle.len().saturating_sub(n);
        idle.split_off(keep)
    });
    while out.len() < n {
        out.push(Helper::start(Worker::Lab)?);
    }
    Ok(out)
}

/// Batches a worker holds at once.
const IN_FLIGHT: usize = 2;

/// How many workers a run uses: one per core the browser reports (1 to 8).
pub fn worker_count() -> usize {
    web_sys::window()
        .map(|w| w.navigator().hardware_concurrency() as usize)
        .unwrap_or(1)
        .clamp(1, 8)
}

/// The time in milliseconds.
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// Games in the next batch, with `left` of the run's `games` not yet
/// handed out: a quarter of each worker's share of what is left, so that
/// batches shrink towards the end and the workers end together; large
/// enough that the messages cost nothing beside the games (never under a
/// 48th of a worker's share), small enough for a lively progress bar (at
/// most 2,000). Games with a search bot take a good part of a second
/// each, so their batches are a few games.
fn batch(left: u64, games: u64, workers: usize, search: bool) -> u64 {
    let most = if search { 4 } else { 2_000 };
    let least = (games / (workers as u64 * 48)).clamp(1, most);
    (left / (workers as u64 * 4)).clamp(least, most)
}

/// What a finished run gives: the report as `keeper simulate --json`
/// prints it, and the figures to draw.
pub type Outcome = Result<(String, Figures), String>;

struct Inner {
    game: &'static str,
    run: Value,
    games: u64,
    next: u64,
    done: u64,
    search: bool,
    workers: usize,
    started: f64,
    tallies: Vec<Value>,
    helpers: Vec<Helper>,
    on_progress: Box<dyn Fn(u64)>,
    on_partial: Rc<dyn Fn(u64, Figures)>,
    last_partial: f64,
    on_done: Option<Box<dyn FnOnce(Outcome)>>,
}

impl Inner {
    /// Hands `outcome` to the run's end: a finished run's workers wait
    /// for the next run, a failed run's are stopped.
    fn end(me: &Rc<RefCell<Inner>>, outcome: Outcome) {
        let done = {
            let mut me = me.borrow_mut();
            let helpers = std::mem::take(&mut me.helpers);
            if outcome.is_ok() {
                IDLE.with_borrow_mut(|idle| idle.extend(helpers));
            } else {
                for h in &helpers {
                    h.stop();
                }
            }
            me.on_done.take()
        };
        if let Some(d) = done {
            d(outcome);
        }
    }
}

/// A run under way; [`Running::cancel`] stops its workers at once.
pub struct Running {
    helpers: Vec<Helper>,
}

impl Running {
    /// Stops every worker of the run (its callbacks never run again).
    pub fn cancel(&self) {
        for h in &self.helpers {
            h.stop();
        }
    }
}

/// How often the figures so far are drawn during a run (milliseconds).
const PARTIAL_EVERY_MS: f64 = 1_000.0;

/// Starts `run` (a run of `game` as JSON, `games` games) on `workers`
/// workers. `on_progress` gets the games done after each batch,
/// `on_partial` about once a second the figures of the games done so far,
/// and `on_done` the report and figures, or why the run failed.
pub fn start(
    game: &'static str,
    run: Value,
    games: u64,
    workers: usize,
    on_progress: impl Fn(u64) + 'static,
    on_partial: impl Fn(u64, Figures) + 'static,
    on_done: impl FnOnce(Outcome) + 'static,
) -> Result<Running, String> {
    let helpers = take(workers)?;
    let search = run["bots"]
        .as_array()
        .is_some_and(|b| b.iter().any(|k| k == "strong" || k == "expert"));
    let inner = Rc::new(RefCell::new(Inner {
        game,
        run,
        games,
        next: 0,
        done: 0,
        search,
        workers,
        started: now_ms(),
        tallies: Vec::new(),
        helpers: helpers.clone(),
        on_progress: Box::new(on_progress),
        on_partial: Rc::new(on_partial),
        last_partial: now_ms(),
        on_done: Some(Box::new(on_done)),
    }));
    for _ in 0..IN_FLIGHT {
        for h in &helpers {
            feed(&inner, h);
        }
    }
    Ok(Running { helpers })
}

/// Gives worker `h` the run's next batch, if any is left.
fn feed(inner: &Rc<RefCell<Inner>>, h: &Helper) {
    let (game, from, to, job) = {
        let mut me = inner.borrow_mut();
        if me.next >= me.games {
            return;
        }
        let from = me.next;
        let size = batch(me.games - from, me.games, me.workers, me.search);
        let to = (from + size).min(me.games);
        me.next = to;
        let job = json!({"play": {"run": me.run, "from": from, "to": to}});
        (me.game, from, to, job)
    };
    let (inner2, h2) = (inner.clone(), h.clone());
    h.ask(game, job, move |reply: Reply| match reply {
        Ok(tally) => {
            let all_in = {
                let mut me = inner2.borrow_mut();
                me.tallies.push(tally);
                me.done += to - from;
                (me.on_progress)(me.done);
                me.done >= me.games
            };
            if all_in {
                finish(&inner2, &h2);
            } else {
                partial(&inner2, &h2);
                feed(&inner2, &h2);
            }
        }
        Err(why) => Inner::end(&inner2, Err(why)),
    });
}

/// About once a second, asks worker `h` (before its next batch) for the
/// figures of the games done so far.
fn partial(inner: &Rc<RefCell<Inner>>, h: &Helper) {
    let (game, job, done, show) = {
        let mut me = inner.borrow_mut();
        let now = now_ms();
        if now - me.last_partial < PARTIAL_EVERY_MS {
            return;
        }
        me.last_partial = now;
        let job = json!({"finish": {"run": me.run, "tallies": me.tallies.clone(), "seconds": 0.0, "threads": 1}});
        (me.game, job, me.done, me.on_partial.clone())
    };
    h.ask(game, job, move |reply: Reply| {
        if let Ok(fig) = reply.and_then(|v| {
            serde_json::from_value::<Figures>(v["figures"].clone()).map_err(|e| e.to_string())
        }) {
            show(done, fig);
        }
    });
}

/// Asks worker `h` for the report of every batch's tally.
fn finish(inner: &Rc<RefCell<Inner>>, h: &Helper) {
    let (game, job) = {
        let mut me = inner.borrow_mut();
        let seconds = (now_ms() - me.started) / 1000.0;
        let job = json!({"finish": {
            "run": me.run,
            "tallies": std::mem::take(&mut me.tallies),
            "seconds": seconds,
            "threads": me.helpers.len(),
        }});
        (me.game, job)
    };
    let inner2 = inner.clone();
    h.ask(game, job, move |reply: Reply| {
        let outcome = reply.and_then(|v| {
            let report = v["report"].as_str().ok_or("no report")?.to_string();
            let figures = serde_json::from_value::<Figures>(v["figures"].clone())
                .map_err(|e| format!("a worker's figures: {e}"))?;
            Ok((report, figures))
        });
        Inner::end(&inner2, outcome);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_are_small_and_never_empty() {
        assert_eq!(batch(1, 1, 2, false), 1);
        assert_eq!(batch(10_000, 10_000, 2, false), 1_250);
        assert_eq!(batch(1_000, 10_000, 2, false), 125);
        assert_eq!(batch(100, 10_000, 2, false), 104);
        assert_eq!(batch(100_000_000, 100_000_000, 8, false), 2_000);
        assert_eq!(batch(10_000, 10_000, 2, true), 4);
        assert_eq!(batch(3, 10, 2, true), 1);
        // Every game is handed out, in batches that shrink towards the end.
        let (games, mut left, mut sizes) = (40_000, 40_000, Vec::new());
        while left > 0 {
            let b = batch(left, games, 2, false).min(left);
            sizes.push(b);
            left -= b;
        }
        assert_eq!(sizes.iter().sum::<u64>(), games);
        assert!(sizes.windows(2).all(|w| w[0] >= w[1]), "{sizes:?}");
        assert!(sizes.len() < 60, "{} batches", sizes.len());
    }
}
