//! A lab run spread over the app's Web Workers, one per core: each worker
//! plays a batch of the run's games at a time and answers with its tally;
//! once every batch is in, one worker merges them into the report and the
//! figures (batches merge in any order). The page's own thread only counts
//! games, so it stays responsive, and it carries no game's report code.

use crate::shell::worker::{Helper, Reply};
use keep_lab::Figures;
use serde_json::{json, Value};
use std::cell::RefCell;
use std::rc::Rc;

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

/// Games per batch: small enough for a lively progress bar, large enough
/// that the messages cost nothing beside the games. Games with a search bot
/// take a good part of a second each, so their batches are a few games.
fn batch(games: u64, workers: usize, search: bool) -> u64 {
    let most = if search { 4 } else { 2_000 };
    (games / (workers as u64 * 12)).clamp(1, most)
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
    batch: u64,
    started: f64,
    tallies: Vec<Value>,
    helpers: Vec<Helper>,
    on_progress: Box<dyn Fn(u64)>,
    on_partial: Rc<dyn Fn(u64, Figures)>,
    last_partial: f64,
    on_done: Option<Box<dyn FnOnce(Outcome)>>,
}

impl Inner {
    /// Stops every worker and hands `outcome` to the run's end.
    fn end(me: &Rc<RefCell<Inner>>, outcome: Outcome) {
        let done = {
            let mut me = me.borrow_mut();
            for h in &me.helpers {
                h.stop();
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
    let helpers = (0..workers)
        .map(|_| Helper::start())
        .collect::<Result<Vec<_>, _>>()?;
    let search = run["bots"]
        .as_array()
        .is_some_and(|b| b.iter().any(|k| k == "strong" || k == "expert"));
    let inner = Rc::new(RefCell::new(Inner {
        game,
        run,
        games,
        next: 0,
        done: 0,
        batch: batch(games, workers, search),
        started: now_ms(),
        tallies: Vec::new(),
        helpers: helpers.clone(),
        on_progress: Box::new(on_progress),
        on_partial: Rc::new(on_partial),
        last_partial: now_ms(),
        on_done: Some(Box::new(on_done)),
    }));
    for h in &helpers {
        feed(&inner, h);
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
        let to = (from + me.batch).min(me.games);
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
        assert_eq!(batch(1, 2, false), 1);
        assert_eq!(batch(10_000, 2, false), 416);
        assert_eq!(batch(100_000_000, 8, false), 2_000);
        assert_eq!(batch(10_000, 2, true), 4);
    }
}
