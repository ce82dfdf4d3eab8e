//! A campaign table's Web Worker (Trunk builds it from `index.html`'s
//! worker link): answers each message from the page with
//! [`keep_sender`]'s jobs, after telling the page it is ready. Sealing
//! takes the browser's secure random numbers; sending opens one WebSocket
//! per relay, publishes the event, and answers once every relay has
//! answered or [`keep_sender::SEND_WAIT_MS`] passed; fetching (the
//! designer's inbox) opens one per relay and asks page after page.

#[cfg(target_arch = "wasm32")]
mod web {
    use crate::inbox::fetch;
    use keep_sender::{Job, Publishing, RANDOM_BYTES};
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, WebSocket};

    /// The worker's global scope.
    pub fn scope() -> DedicatedWorkerGlobalScope {
        js_sys::global().unchecked_into()
    }

    /// Posts `text` to the page.
    pub fn post(text: &str) {
        let _ = scope().post_message(&JsValue::from_str(text));
    }

    /// The callbacks a socket holds, kept alive by whoever holds this.
    pub type Callbacks = [Box<dyn std::any::Any>; 3];

    /// Gives `socket` its three callbacks.
    pub fn wire(
        socket: &WebSocket,
        on_open: Closure<dyn FnMut()>,
        on_message: Closure<dyn FnMut(MessageEvent)>,
        on_close: Closure<dyn FnMut()>,
    ) -> Callbacks {
        socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        [Box::new(on_open), Box::new(on_message), Box::new(on_close)]
    }

    /// Takes the sockets' callbacks off and closes them (the callbacks
    /// themselves stay alive with their holder, never dropped while one
    /// of them runs).
    pub fn close_all(sockets: &[WebSocket]) {
        for s in sockets {
            s.set_onopen(None);
            s.set_onmessage(None);
            s.set_onclose(None);
            let _ = s.close();
        }
    }

    /// Calls `f` once, `ms` from now.
    pub fn after(ms: i32, f: impl FnOnce() + 'static) {
        let f = Closure::once_into_js(f);
        let _ =
            scope().set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), ms);
    }

    /// Starts answering the page.
    pub fn start() {
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let text = e.data().as_string().unwrap_or_default();
            match keep_sender::request(&text) {
                Ok((id, job)) => run(id, job),
                Err(reply) => post(&reply),
            }
        });
        scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        post("ready");
    }

    fn run(id: u64, job: Job) {
        let answer = |out| post(&keep_sender::reply(id, out));
        match job {
            Job::Open { link } => answer(keep_sender::open(&link)),
            Job::Seal { record, key } => {
                let mut bytes = [0u8; RANDOM_BYTES];
                let out = match getrandom::fill(&mut bytes) {
                    Ok(()) => {
                        let now = (js_sys::Date::now() / 1000.0) as u64;
                        keep_sender::seal(&record, &key, now, &keep_sender::randomness(&bytes))
                    }
                    Err(_) => Err("this browser offers no secure random numbers".into()),
                };
                answer(out)
            }
            Job::Send { event, relays } => send(id, event, relays),
            Job::Fetch {
                key,
                secret,
                relays,
            } => match keep_net::nostr::unhex32(&secret) {
                Some(secret) => fetch(id, &key, secret, relays),
                None => answer(Err("the campaign's secret key is damaged".into())),
            },
        }
    }

    /// One event on its way: the answers so far (none once the reply was
    /// posted), the sockets and their callbacks.
    struct Sending {
        id: u64,
        publishing: Option<Publishing>,
        sockets: Vec<WebSocket>,
        keep: Vec<Callbacks>,
    }

    impl Sending {
        /// Posts the reply once (every relay answered, or time is up) and
        /// closes the sockets.
        fn finish(&mut self) {
            if let Some(p) = self.publishing.take() {
                post(&keep_sender::reply(self.id, Ok(p.finish())));
                // Their callbacks stay alive (with `keep`) until the time
                // limit drops this.
                close_all(&self.sockets);
            }
        }

        fn heard(&mut self, relay: &str, text: Option<&str>, why: &str) {
            let Some(p) = self.publishing.as_mut() else {
                return;
            };
            match text {
                Some(t) => p.heard(relay, t),
                None => p.failed(relay, why),
            };
            if p.done() {
                self.finish();
            }
        }
    }

    fn send(id: u64, event: String, relays: Vec<String>) {
        let message = keep_sender::publish(&event);
        let me = Rc::new(RefCell::new(Sending {
            id,
            publishing: Some(Publishing::new(&relays)),
            sockets: Vec::new(),
            keep: Vec::new(),
        }));
        for relay in relays {
            let socket = match WebSocket::new(&relay) {
                Ok(s) => s,
                Err(_) => {
                    me.borrow_mut()
                        .heard(&relay, None, "the relay's address was refused");
                    continue;
                }
            };
            let (s, m) = (socket.clone(), message.clone());
            let on_open = Closure::<dyn FnMut()>::new(move || {
                let _ = s.send_with_str(&m);
            });
            let (who, w) = (relay.clone(), Rc::downgrade(&me));
            let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                if let (Some(me), Some(text)) = (w.upgrade(), e.data().as_string()) {
                    me.borrow_mut().heard(&who, Some(&text), "");
                }
            });
            let (who, w) = (relay.clone(), Rc::downgrade(&me));
            let on_close = Closure::<dyn FnMut()>::new(move || {
                if let Some(me) = w.upgrade() {
                    me.borrow_mut()
                        .heard(&who, None, "the relay could not be reached");
                }
            });
            let callbacks = wire(&socket, on_open, on_message, on_close);
            let mut m = me.borrow_mut();
            m.sockets.push(socket);
            m.keep.push(callbacks);
        }
        if me.borrow().publishing.as_ref().is_none_or(Publishing::done) {
            me.borrow_mut().finish();
            return;
        }
        // The time limit holds the only strong handle besides the
        // sockets' callbacks' weak ones: the reply goes out at the latest
        // then.
        let held = me.clone();
        after(keep_sender::SEND_WAIT_MS, move || {
            held.borrow_mut().finish()
        });
    }
}

#[cfg(target_arch = "wasm32")]
mod inbox {
    use super::web::{after, close_all, post, wire, Callbacks};
    use keep_sender::fetch::{open_all, Fetch, Step};
    use serde_json::json;
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::prelude::*;
    use web_sys::{MessageEvent, WebSocket};

    /// One relay's part of a fetch.
    struct Part {
        relay: String,
        fetch: Fetch,
        done: bool,
        why: String,
    }

    /// A fetch from every relay: the parts, the sockets and their
    /// callbacks, and whether the reply went.
    struct Gathering {
        id: u64,
        secret: [u8; 32],
        parts: Vec<Part>,
        sockets: Vec<WebSocket>,
        keep: Vec<Callbacks>,
        replied: bool,
    }

    impl Gathering {
        /// Relay `i` is done (with why, if it ended early).
        fn relay_done(&mut self, i: usize, why: Option<String>) {
            if let Some(p) = self.parts.get_mut(i).filter(|p| !p.done) {
                p.done = true;
                p.why = why.unwrap_or_default();
            }
            if self.parts.iter().all(|p| p.done) {
                self.finish();
            }
        }

        /// Opens what came and replies, once (every relay done, or time is
        /// up); the sockets are closed, their callbacks kept until the time
        /// limit drops this.
        fn finish(&mut self) {
            if self.replied {
                return;
            }
            self.replied = true;
            close_all(&self.sockets);
            let events: Vec<_> = self
                .parts
                .iter()
                .flat_map(|p| p.fetch.events.iter().cloned())
                .collect();
            let mut out = open_all(&events, &self.secret);
            out["junk"] = json!(self.parts.iter().map(|p| p.fetch.junk).sum::<usize>());
            out["relays"] = self
                .parts
                .iter()
                .map(|p| {
                    let why = match (p.done, p.why.as_str()) {
                        (false, _) => "the relay did not give every page in time",
                        (true, w) => w,
                    };
                    json!({"relay": p.relay, "events": p.fetch.events.len(), "why": why})
                })
                .collect();
            post(&keep_sender::reply(self.id, Ok(out)));
        }
    }

    /// Fetches the records sealed to `key` from `relays` and opens them
    /// with `secret`.
    pub fn fetch(id: u64, key: &str, secret: [u8; 32], relays: Vec<String>) {
        let me = Rc::new(RefCell::new(Gathering {
            id,
            secret,
            parts: relays
                .iter()
                .map(|r| Part {
                    relay: r.clone(),
                    fetch: Fetch::new(key),
                    done: false,
                    why: String::new(),
                })
                .collect(),
            sockets: Vec::new(),
            keep: Vec::new(),
            replied: false,
        }));
        for (i, relay) in relays.iter().enumerate() {
            let socket = match WebSocket::new(relay) {
                Ok(s) => s,
                Err(_) => {
                    me.borrow_mut()
                        .relay_done(i, Some("the relay's address was refused".into()));
                    continue;
                }
            };
            let (s, w) = (socket.clone(), Rc::downgrade(&me));
            let on_open = Closure::<dyn FnMut()>::new(move || {
                if let Some(me) = w.upgrade() {
                    let _ = s.send_with_str(&me.borrow().parts[i].fetch.request());
                }
            });
            let (s, w) = (socket.clone(), Rc::downgrade(&me));
            let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                let (Some(me), Some(text)) = (w.upgrade(), e.data().as_string()) else {
                    return;
                };
                let step = me.borrow_mut().parts[i].fetch.heard(&text);
                match step {
                    Step::Wait => {}
                    Step::Send(messages) => {
                        for m in messages {
                            let _ = s.send_with_str(&m);
                        }
                    }
                    Step::Done(why) => me.borrow_mut().relay_done(i, why),
                }
            });
            let w = Rc::downgrade(&me);
            let on_close = Closure::<dyn FnMut()>::new(move || {
                if let Some(me) = w.upgrade() {
                    me.borrow_mut()
                        .relay_done(i, Some("the relay could not be reached".into()));
                }
            });
            let callbacks = wire(&socket, on_open, on_message, on_close);
            let mut m = me.borrow_mut();
            m.sockets.push(socket);
            m.keep.push(callbacks);
        }
        if relays.is_empty() {
            me.borrow_mut().finish();
            return;
        }
        let held = me.clone();
        after(keep_sender::FETCH_WAIT_MS, move || {
            held.borrow_mut().finish()
        });
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    web::start();
}

/// Natively there is nothing to run: the worker lives in the browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("keep-sender is the web app's campaign worker; build it with Trunk");
}
