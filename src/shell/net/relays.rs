//! Meeting through public Nostr relays, as a room: the host's page and
//! each guest's page subscribe to their room's topic on a few relays at
//! once and pass the room's signals (knock, offer, answer) as ephemeral
//! events, each sealed under the invitation's key ([`RoomKey`]), so a
//! relay sees a random-looking topic, a throwaway key and ciphertext.
//! The same events come from every relay and are read once; a relay that
//! refuses an event, ends the subscription or closes is dropped for the
//! rest of the visit and the others used.
//!
//! To the pages it is a room ([`Signalling`]): a knock heard from a page
//! never heard before is a peer that joined ([`RoomEvent::NewPeer`]); a
//! signal for this page is a signal. Knocks repeat with backoff only
//! while asked to ([`Relays::announce`]); nothing else is ever sent but
//! an answer to what came.

use crate::shell::net::crypto::{random, RoomKey};
use crate::shell::net::peer::Handlers;
use crate::shell::net::room::Signalling;
use keep_net::nostr::{self, Keys, RelayMessage};
use keep_net::room::{RoomEvent, RoomRequest, RoomSignal};
use leptos::prelude::set_timeout;
use serde::{Deserialize, Serialize};
use std::cell::{Cell, RefCell};
use std::collections::HashSet;
use std::rc::{Rc, Weak};
use std::time::Duration;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::WebSocket;

/// The waits between knocks while nobody answers, in milliseconds (the
/// last repeats).
const BACKOFF_MS: [u32; 7] = [0, 1500, 3000, 6000, 12000, 24000, 30000];

/// What one page says to another through the relays (sealed).
#[derive(Serialize, Deserialize)]
struct Envelope {
    /// The sender's public key (the event's, checked).
    f: String,
    /// Whom it is for (empty: every page in the room).
    t: String,
    /// The signal.
    d: RoomSignal,
}

/// One relay's connection.
struct Socket {
    ws: WebSocket,
    /// Events to publish once it opens.
    waiting: RefCell<Vec<String>>,
    /// True once the relay's stored events ended (what comes after is live).
    live: Cell<bool>,
    dropped: Cell<bool>,
}

/// The room's meeting on the relays.
pub struct Relays {
    keys: Keys,
    topic: String,
    kind: u16,
    key: RefCell<Option<Rc<RoomKey>>>,
    sockets: Vec<Rc<Socket>>,
    event: Rc<dyn Fn(RoomEvent)>,
    closed: Rc<dyn Fn()>,
    /// Pages heard knocking.
    heard: RefCell<HashSet<String>>,
    /// Events already read (each comes from every relay).
    read: RefCell<HashSet<String>>,
    /// Signals waiting for the key to be imported.
    pending: RefCell<Vec<RoomRequest>>,
    /// Counts knock rounds: a round that is not the newest stops.
    announcing: Cell<u32>,
    assigned: Cell<bool>,
    left: Cell<bool>,
    /// This meeting, weakly (for the tasks that publish).
    this: RefCell<Weak<Relays>>,
    keep: Handlers,
}

fn now_s() -> u64 {
    (js_sys::Date::now() / 1000.0) as u64
}

impl Relays {
    /// Meets room `room` on `urls`, sealing under `key` (an invitation's
    /// text); `event` gets the room's events, `closed` is called once when
    /// every relay is gone.
    pub fn join(
        urls: &[String],
        room: &str,
        key: &str,
        event: impl Fn(RoomEvent) + 'static,
        closed: impl Fn() + 'static,
    ) -> Result<Rc<Relays>, String> {
        if urls.is_empty() {
            return Err("no relay is set".into());
        }
        let keys = (0..8)
            .find_map(|_| Keys::from_secret(&random::<32>()))
            .ok_or("no key could be made")?;
        let topic = nostr::topic(room);
        let mut sockets = Vec::new();
        for url in urls {
            if let Ok(ws) = WebSocket::new(url) {
                sockets.push(Rc::new(Socket {
                    ws,
                    waiting: RefCell::new(Vec::new()),
                    live: Cell::new(false),
                    dropped: Cell::new(false),
                }));
            }
        }
        if sockets.is_empty() {
            return Err("no relay address could be opened".into());
        }
        let me = Rc::new(Relays {
            kind: nostr::kind(&topic),
            topic,
            keys,
            key: RefCell::new(None),
            sockets,
            event: Rc::new(event),
            closed: Rc::new(closed),
            heard: RefCell::new(HashSet::new()),
            read: RefCell::new(HashSet::new()),
            pending: RefCell::new(Vec::new()),
            announcing: Cell::new(0),
            assigned: Cell::new(false),
            left: Cell::new(false),
            this: RefCell::new(Weak::new()),
            keep: RefCell::new(Vec::new()),
        });
        *me.this.borrow_mut() = Rc::downgrade(&me);
        for (i, s) in me.sockets.iter().enumerate() {
            me.wire(i, s);
        }
        let (weak, key) = (Rc::downgrade(&me), key.to_string());
        leptos::task::spawn_local(async move {
            let imported = RoomKey::import(&key).await;
            let Some(me) = weak.upgrade() else { return };
            match imported {
                Ok(k) => {
                    *me.key.borrow_mut() = Some(Rc::new(k));
                    let pending = std::mem::take(&mut *me.pending.borrow_mut());
                    for r in pending {
                        me.send(&r);
                    }
                }
                Err(_) => me.give_up(),
            }
        });
        Ok(me)
    }

    fn wire(self: &Rc<Self>, i: usize, s: &Rc<Socket>) {
        let sub = format!("kt{i}");
        let (weak, sock, req) = (
            Rc::downgrade(self),
            Rc::downgrade(s),
            nostr::subscribe(&sub, self.kind, &self.topic),
        );
        let open = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            let (Some(me), Some(s)) = (weak.upgrade(), sock.upgrade()) else {
                return;
            };
            let _ = s.ws.send_with_str(&req);
            for e in s.waiting.take() {
                let _ = s.ws.send_with_str(&e);
            }
            if !me.assigned.replace(true) {
                (me.event)(RoomEvent::IdAssigned(me.keys.public.clone()));
            }
        });
        let (weak, sock) = (Rc::downgrade(self), Rc::downgrade(s));
        let message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            let (Some(me), Some(s)) = (weak.upgrade(), sock.upgrade()) else {
                return;
            };
            let text = js_sys::Reflect::get(&e, &"data".into())
                .ok()
                .and_then(|d| d.as_string());
            match text.as_deref().and_then(RelayMessage::read) {
                Some(RelayMessage::Eose) => s.live.set(true),
                // (Stored events, before the end of stored ones, are old:
                // not this visit's.)
                Some(RelayMessage::Event {
                    id,
                    pubkey,
                    content,
                    topic,
                }) if s.live.get()
                    && topic == me.topic
                    && pubkey != me.keys.public
                    && me.read.borrow_mut().insert(id.clone()) =>
                {
                    me.heard_event(pubkey, content)
                }
                Some(RelayMessage::Ok {
                    accepted: false, ..
                })
                | Some(RelayMessage::Closed(_)) => me.drop_socket(&s),
                _ => {}
            }
        });
        let (weak, sock) = (Rc::downgrade(self), Rc::downgrade(s));
        let gone = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if let (Some(me), Some(s)) = (weak.upgrade(), sock.upgrade()) {
                me.drop_socket(&s);
            }
        });
        s.ws.set_onopen(Some(open.as_ref().unchecked_ref()));
        s.ws.set_onmessage(Some(message.as_ref().unchecked_ref()));
        s.ws.set_onclose(Some(gone.as_ref().unchecked_ref()));
        s.ws.set_onerror(Some(gone.as_ref().unchecked_ref()));
        self.keep.borrow_mut().extend([open, message, gone]);
    }

    /// A relay is dropped for the rest of the visit; with none left, the
    /// meeting is over.
    fn drop_socket(&self, s: &Socket) {
        if s.dropped.replace(true) {
            return;
        }
        s.ws.set_onclose(None);
        s.ws.set_onerror(None);
        let _ = s.ws.close();
        if self.sockets.iter().all(|s| s.dropped.get()) {
            self.give_up();
        }
    }

    fn give_up(&self) {
        if !self.left.replace(true) {
            self.announcing.set(self.announcing.get() + 1);
            (self.closed)();
        }
    }

    fn heard_event(self: &Rc<Self>, pubkey: String, sealed: String) {
        let Some(key) = self.key.borrow().clone() else {
            return;
        };
        let weak = Rc::downgrade(self);
        leptos::task::spawn_local(async move {
            let Some(text) = key.open(&sealed).await else {
                return;
            };
            let Some(me) = weak.upgrade() else { return };
            let Ok(env) = serde_json::from_str::<Envelope>(&text) else {
                return;
            };
            // Sealed by whoever holds the key, and signed by the page that
            // says it sent it.
            if env.f != pubkey || me.left.get() {
                return;
            }
            if env.t.is_empty() {
                if env.d == RoomSignal::Knock {
                    let new = me.heard.borrow_mut().insert(pubkey.clone());
                    (me.event)(if new {
                        RoomEvent::NewPeer(pubkey)
                    } else {
                        RoomEvent::Signal {
                            sender: pubkey,
                            data: RoomSignal::Knock,
                        }
                    });
                }
            } else if env.t == me.keys.public {
                (me.event)(RoomEvent::Signal {
                    sender: pubkey,
                    data: env.d,
                });
            }
        });
    }

    fn publish(&self, to: String, data: RoomSignal) {
        let Some(key) = self.key.borrow().clone() else {
            return;
        };
        let env = Envelope {
            f: self.keys.public.clone(),
            t: to,
            d: data,
        };
        let Ok(plain) = serde_json::to_string(&env) else {
            return;
        };
        let me = self.this.borrow().clone();
        leptos::task::spawn_local(async move {
            let Ok(sealed) = key.seal(&plain).await else {
                return;
            };
            let Some(me) = me.upgrade() else { return };
            let e = me
                .keys
                .event(me.kind, &me.topic, &sealed, now_s(), &random::<32>());
            let text = nostr::publish(&e);
            for s in me.sockets.iter().filter(|s| !s.dropped.get()) {
                if s.ws.ready_state() == WebSocket::OPEN {
                    let _ = s.ws.send_with_str(&text);
                } else {
                    s.waiting.borrow_mut().push(text.clone());
                }
            }
        });
    }
}

fn knock(me: Weak<Relays>, round: u32, step: usize, repeat: bool) {
    let Some(r) = me.upgrade() else { return };
    if r.announcing.get() != round || r.left.get() {
        return;
    }
    r.send(&RoomRequest::Signal {
        receiver: String::new(),
        data: RoomSignal::Knock,
    });
    if !repeat {
        return;
    }
    let wait = BACKOFF_MS[(step + 1).min(BACKOFF_MS.len() - 1)];
    set_timeout(
        move || knock(me, round, step + 1, repeat),
        Duration::from_millis(wait as u64),
    );
}

impl Signalling for Relays {
    /// Sends a signal for `receiver` (empty: a knock to every page).
    fn send(&self, r: &RoomRequest) {
        if self.left.get() {
            return;
        }
        if let RoomRequest::Signal { receiver, data } = r {
            if self.key.borrow().is_none() {
                self.pending.borrow_mut().push(r.clone());
                return;
            }
            self.publish(receiver.clone(), data.clone());
        }
    }

    /// Knocks now and again with backoff until [`Signalling::quiet`] (a
    /// guest waiting for the host's offer), or once (`repeat` false: the
    /// host coming back, which the waiting guests hear).
    fn announce(&self, repeat: bool) {
        let round = self.announcing.get() + 1;
        self.announcing.set(round);
        knock(self.this.borrow().clone(), round, 0, repeat);
    }

    /// Stops knocking.
    fn quiet(&self) {
        self.announcing.set(self.announcing.get() + 1);
    }

    /// Leaves every relay (the subscription ended, the sockets closed).
    fn leave(&self) {
        self.left.set(true);
        self.announcing.set(self.announcing.get() + 1);
        for (i, s) in self.sockets.iter().enumerate() {
            s.ws.set_onclose(None);
            s.ws.set_onerror(None);
            if s.ws.ready_state() == WebSocket::OPEN {
                let _ = s.ws.send_with_str(&nostr::unsubscribe(&format!("kt{i}")));
            }
            let _ = s.ws.close();
        }
    }
}

impl Drop for Relays {
    fn drop(&mut self) {
        self.leave();
        for s in &self.sockets {
            s.ws.set_onmessage(None);
            s.ws.set_onopen(None);
        }
    }
}
