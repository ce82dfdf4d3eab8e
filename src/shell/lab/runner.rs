//! A lab run spread over the app's Web Workers, one per core: each worker
//! plays a batch of the run's games at a time and answers with its tally,
//! which the page merges as it arrives (batches merge in any order), so the
//! page's own thread only ever adds up totals.

use crate::shell::worker::{Helper, Reply};
use keep_lab::{LabGame, Run};
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
/// that the messages cost nothing beside the games.
fn batch(games: u64, workers: usize) -> u64 {
    (games / (workers as u64 * 12)).clamp(1, 2_000)
}

/// What a run's end is told: the merged tally, or why the run failed.
type OnDone<E> = Box<dyn FnOnce(Result<<E as LabGame>::Tally, String>)>;

struct Inner<E: LabGame> {
    run: Run<E>,
    run_json: serde_json::Value,
    next: u64,
    done: u64,
    batch: u64,
    tally: E::Tally,
    helpers: Vec<Helper>,
    on_progress: Box<dyn Fn(u64)>,
    on_done: Option<OnDone<E>>,
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

/// Starts `run` on `workers` workers. `on_progress` gets the games done
/// after each batch; `on_done` the merged tally, or why the run failed.
pub fn start<E: LabGame>(
    run: Run<E>,
    workers: usize,
    on_progress: impl Fn(u64) + 'static,
    on_done: impl FnOnce(Result<E::Tally, String>) + 'static,
) -> Result<Running, String> {
    let helpers = (0..workers)
        .map(|_| Helper::start())
        .collect::<Result<Vec<_>, _>>()?;
    let inner = Rc::new(RefCell::new(Inner::<E> {
        run_json: serde_json::to_value(&run).expect("a run serializes"),
        batch: batch(run.games, workers),
        run,
        next: 0,
        done: 0,
        tally: E::Tally::default(),
        helpers: helpers.clone(),
        on_progress: Box::new(on_progress),
        on_done: Some(Box::new(on_done)),
    }));
    for h in &helpers {
        feed(&inner, h);
    }
    Ok(Running { helpers })
}

/// Gives worker `h` the run's next batch, if any is left.
fn feed<E: LabGame>(inner: &Rc<RefCell<Inner<E>>>, h: &Helper) {
    let (from, to, job) = {
        let mut me = inner.borrow_mut();
        if me.next >= me.run.games {
            return;
        }
        let from = me.next;
        let to = (from + me.batch).min(me.run.games);
        me.next = to;
        let job = serde_json::json!({"play": {"run": me.run_json, "from": from, "to": to}});
        (from, to, job)
    };
    let (inner2, h2) = (inner.clone(), h.clone());
    h.ask(E::GAME, job, move |reply: Reply| {
        let tally = reply.and_then(|v| {
            serde_json::from_value::<E::Tally>(v).map_err(|e| format!("a worker's answer: {e}"))
        });
        match tally {
            Ok(t) => {
                let finished = {
                    let mut me = inner2.borrow_mut();
                    E::merge(&mut me.tally, t);
                    me.done += to - from;
                    (me.on_progress)(me.done);
                    me.done >= me.run.games
                };
                if finished {
                    let (done, tally) = {
                        let mut me = inner2.borrow_mut();
                        for h in &me.helpers {
                            h.stop();
                        }
                        (me.on_done.take(), std::mem::take(&mut me.tally))
                    };
                    if let Some(d) = done {
                        d(Ok(tally));
                    }
                } else {
                    feed(&inner2, &h2);
                }
            }
            Err(why) => {
                let done = {
                    let mut me = inner2.borrow_mut();
                    for h in &me.helpers {
                        h.stop();
                    }
                    me.on_done.take()
                };
                if let Some(d) = done {
                    d(Err(why));
                }
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_are_small_and_never_empty() {
        assert_eq!(batch(1, 2), 1);
        assert_eq!(batch(10_000, 2), 416);
        assert_eq!(batch(100_000_000, 8), 2_000);
    }
}
