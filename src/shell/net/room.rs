//! A room on a signalling server (`matchbox_server`), over a WebSocket:
//! the server's events in, our signals out, kept alive while idle.

use crate::shell::net::peer::Handlers;
use keep_net::room::{RoomEvent, RoomRequest};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::WebSocket;

/// A room, on a signalling server ([`Room`]) or on relays
/// ([`crate::shell::net::relays::Relays`]): the pages' signals out, the
/// room's events in.
pub trait Signalling {
    /// Sends a request (dropped while the connection is not open).
    fn send(&self, r: &RoomRequest);
    /// Leaves the room without reporting it.
    fn leave(&self);
    /// Tells the room this page is here: once, or (`repeat`) again and
    /// again, politely, until [`Signalling::quiet`] (a server's room tells
    /// everyone itself: nothing to do).
    fn announce(&self, _repeat: bool) {}
    /// Stops announcing.
    fn quiet(&self) {}
}

/// An open room connection.
pub struct Room {
    ws: WebSocket,
    keep: Handlers,
    alive: RefCell<Option<i32>>,
}

impl Room {
    /// Joins the room at `url` (`ws://server/room`); `event` gets the
    /// server's events, `closed` is called once when the connection ends.
    pub fn join(
        url: &str,
        event: impl Fn(RoomEvent) + 'static,
        closed: impl Fn() + 'static,
    ) -> Result<Rc<Room>, String> {
        let ws = WebSocket::new(url).map_err(|_| format!("`{url}` is not a server address"))?;
        let room = Rc::new(Room {
            ws,
            keep: RefCell::new(Vec::new()),
            alive: RefCell::new(None),
        });
        let message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            let text = js_sys::Reflect::get(&e, &"data".into())
                .ok()
                .and_then(|d| d.as_string());
            if let Some(ev) = text.as_deref().and_then(RoomEvent::read) {
                event(ev);
            }
        });
        let done = Rc::new(std::cell::Cell::new(false));
        let weak = Rc::downgrade(&room);
        let close = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if !done.replace(true) {
                if let Some(r) = weak.upgrade() {
                    r.stop_keep_alive();
                }
                closed();
            }
        });
        room.ws
            .set_onmessage(Some(message.as_ref().unchecked_ref()));
        room.ws.set_onclose(Some(close.as_ref().unchecked_ref()));
        room.ws.set_onerror(Some(close.as_ref().unchecked_ref()));
        let weak = Rc::downgrade(&room);
        let ping = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if let Some(r) = weak.upgrade() {
                r.send(&RoomRequest::KeepAlive);
            }
        });
        if let Some(w) = web_sys::window() {
            let id = w
                .set_interval_with_callback_and_timeout_and_arguments_0(
                    ping.as_ref().unchecked_ref(),
                    10_000,
                )
                .ok();
            *room.alive.borrow_mut() = id;
        }
        room.keep.borrow_mut().extend([message, close, ping]);
        Ok(room)
    }

    fn stop_keep_alive(&self) {
        if let (Some(id), Some(w)) = (self.alive.borrow_mut().take(), web_sys::window()) {
            w.clear_interval_with_handle(id);
        }
    }
}

impl Signalling for Room {
    fn send(&self, r: &RoomRequest) {
        if self.ws.ready_state() == WebSocket::OPEN {
            let _ = self.ws.send_with_str(&r.text());
        }
    }

    fn leave(&self) {
        self.stop_keep_alive();
        self.ws.set_onclose(None);
        self.ws.set_onerror(None);
        let _ = self.ws.close();
    }
}

impl Drop for Room {
    fn drop(&mut self) {
        self.leave();
        self.ws.set_onmessage(None);
    }
}
