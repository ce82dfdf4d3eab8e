//! The app's Web Workers, from the page's side: the lab's and the search
//! bots' (`crates/keep-worker`, [`Worker::Lab`]) and a campaign table's
//! (`crates/keep-sender`, [`Worker::Sender`]), never on the page's thread.
//! One [`Helper`] is one worker; requests are JSON (each protocol is in its
//! crate's docs), and each reply goes to the callback its request was
//! given.

use serde_json::{json, Value};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What a request's callback is given: the reply's value, or why there is
/// none (the worker's own words, or that it could not start or crashed).
pub type Reply = Result<Value, String>;

type Callback = Box<dyn FnOnce(Reply)>;

struct Inner {
    worker: web_sys::Worker,
    ready: bool,
    queue: Vec<String>,
    waiting: HashMap<u64, Callback>,
    next: u64,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

/// One running worker. Dropping the last handle does not stop it:
/// [`Helper::stop`] does.
#[derive(Clone)]
pub struct Helper(Rc<RefCell<Inner>>);

/// Which of the app's workers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Worker {
    /// Lab games and the search bots (`crates/keep-worker`).
    Lab,
    /// A campaign table's sealing and sending (`crates/keep-sender`).
    Sender,
}

impl Worker {
    /// Its name: the `rel` of `index.html`'s link to it, and its script's
    /// name before `-start.js`.
    fn name(self) -> &'static str {
        match self {
            Worker::Lab => "keep-worker",
            Worker::Sender => "keep-sender",
        }
    }
}

/// The worker's script, as the page names it (`index.html`'s
/// `<link rel="keep-worker" href>`, or `rel="keep-sender" data-start`: a
/// file no page loads before a campaign's table; "Keep every game for
/// offline" reads both), asked for with the page's own version (its
/// wasm's hashed name) in the query, which the script passes on to the
/// worker's files: a cached worker of another version is never used.
fn script_url(which: Worker) -> String {
    let doc = web_sys::window().and_then(|w| w.document());
    let name = which.name();
    let script = doc
        .as_ref()
        .and_then(|d| {
            d.query_selector(&format!("link[rel={name}]"))
                .ok()
                .flatten()
        })
        .and_then(|l| {
            l.get_attribute("href")
                .or_else(|| l.get_attribute("data-start"))
        })
        .unwrap_or_else(|| format!("{name}-start.js"));
    let version = doc
        .and_then(|d| d.query_selector("script[type=module]").ok().flatten())
        .and_then(|s| s.text_content())
        .and_then(|t| {
            t.split(['"', '\'', '/'])
                .find(|w| w.ends_with("_bg.wasm"))
                .map(|w| w.trim_end_matches("_bg.wasm").to_string())
        });
    match version {
        Some(v) => format!("{script}?v={}", keep_core::link::escape(&v)),
        None => script,
    }
}

impl Helper {
    /// Starts a worker.
    pub fn start(which: Worker) -> Result<Helper, String> {
        let worker = web_sys::Worker::new(&script_url(which))
            .map_err(|e| format!("the browser refused a worker ({e:?})"))?;
        let inner = Rc::new_cyclic(|weak: &std::rc::Weak<RefCell<Inner>>| {
            let on_msg = weak.clone();
            let on_message = Closure::<dyn FnMut(_)>::new(move |e: web_sys::MessageEvent| {
                if let Some(me) = on_msg.upgrade() {
                    Helper(me).received(e.data().as_string().unwrap_or_default());
                }
            });
            let on_err = weak.clone();
            let on_error = Closure::<dyn FnMut(_)>::new(move |e: web_sys::ErrorEvent| {
                e.prevent_default();
                if let Some(me) = on_err.upgrade() {
                    Helper(me).failed(format!("the worker stopped ({})", e.message()));
                }
            });
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
            RefCell::new(Inner {
                worker,
                ready: false,
                queue: Vec::new(),
                waiting: HashMap::new(),
                next: 1,
                _on_message: on_message,
                _on_error: on_error,
            })
        });
        Ok(Helper(inner))
    }

    /// Asks the worker for `job` of `game`; `reply` is called once, with
    /// the answer or why there is none.
    pub fn ask(&self, game: &str, job: Value, reply: impl FnOnce(Reply) + 'static) {
        let mut me = self.0.borrow_mut();
        let id = me.next;
        me.next += 1;
        me.waiting.insert(id, Box::new(reply));
        let text = json!({"id": id, "game": game, "job": job}).to_string();
        if me.ready {
            let _ = me.worker.post_message(&JsValue::from_str(&text));
        } else {
            me.queue.push(text);
        }
    }

    /// Requests sent and not yet answered.
    pub fn pending(&self) -> usize {
        self.0.borrow().waiting.len()
    }

    /// Stops the worker at once; unanswered requests are forgotten (their
    /// callbacks never run).
    pub fn stop(&self) {
        let mut me = self.0.borrow_mut();
        me.worker.terminate();
        me.waiting.clear();
        me.queue.clear();
    }

    fn received(&self, text: String) {
        if text == "ready" {
            let queue = {
                let mut me = self.0.borrow_mut();
                me.ready = true;
                std::mem::take(&mut me.queue)
            };
            let me = self.0.borrow();
            for t in queue {
                let _ = me.worker.post_message(&JsValue::from_str(&t));
            }
            return;
        }
        let Ok(v) = serde_json::from_str::<Value>(&text) else {
            return;
        };
        let callback = v["id"]
            .as_u64()
            .and_then(|id| self.0.borrow_mut().waiting.remove(&id));
        if let Some(cb) = callback {
            cb(match v.get("ok") {
                Some(ok) => Ok(ok.clone()),
                None => Err(v["error"].as_str().unwrap_or("no answer").to_string()),
            });
        }
    }

    /// The worker failed (it could not load, or crashed): every request
    /// waiting is answered with `why`, and the worker is stopped.
    fn failed(&self, why: String) {
        let waiting: Vec<Callback> = {
            let mut me = self.0.borrow_mut();
            me.worker.terminate();
            me.queue.clear();
            me.waiting.drain().map(|(_, cb)| cb).collect()
        };
        for cb in waiting {
            cb(Err(why.clone()));
        }
    }
}
