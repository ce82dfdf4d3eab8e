//! One WebRTC data channel to another device (`web-sys`'s
//! `RtcPeerConnection`, no library): the host offers, the guest answers,
//! each description whole (its candidates gathered first), so that it can
//! travel as one short code or one signal through a room.

use js_sys::{Function, Promise, Reflect};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState,
    RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit,
};

/// What a connection reports.
#[derive(Clone)]
pub struct Events {
    /// The channel opened.
    pub open: Rc<dyn Fn()>,
    /// A text message arrived.
    pub message: Rc<dyn Fn(String)>,
    /// The channel closed or the connection failed (reported once).
    pub closed: Rc<dyn Fn()>,
}

/// A connection to one other device and its data channel.
pub struct Peer {
    pc: RtcPeerConnection,
    channel: RefCell<Option<RtcDataChannel>>,
    events: Events,
    opened: Cell<bool>,
    done: Cell<bool>,
    /// The callbacks the browser holds, kept alive with the connection.
    keep: Handlers,
}

/// Callbacks the browser holds, kept alive with what they serve.
pub type Handlers = RefCell<Vec<Closure<dyn FnMut(JsValue)>>>;

/// How long a connection that stopped answering may take to come back
/// before it counts as gone.
const GRACE_MS: u64 = 3000;

/// The longest wait for candidates (a STUN server that does not answer).
const GATHER_MS: i32 = 4000;

fn js_err(e: JsValue) -> String {
    e.as_string()
        .or_else(|| {
            Reflect::get(&e, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
        })
        .unwrap_or_else(|| "the browser refused".into())
}

impl Peer {
    fn new(ice: &[String], events: Events) -> Result<Rc<Peer>, String> {
        let config = RtcConfiguration::new();
        let servers = js_sys::Array::new();
        for entry in ice.iter().filter(|e| *e != keep_net::invite::RELAY_ONLY) {
            let s = RtcIceServer::new();
            let (url, login) = keep_net::ice_server(entry);
            s.set_urls_str(url);
            if let Some((user, credential)) = login {
                s.set_username(user);
                s.set_credential(credential);
            }
            servers.push(&s);
        }
        // Only through the TURN server, when the host asks.
        if ice.iter().any(|e| e == keep_net::invite::RELAY_ONLY) {
            config.set_ice_transport_policy(web_sys::RtcIceTransportPolicy::Relay);
        }
        config.set_ice_servers(&servers);
        let pc = RtcPeerConnection::new_with_configuration(&config).map_err(js_err)?;
        let peer = Rc::new(Peer {
            pc,
            channel: RefCell::new(None),
            events,
            opened: Cell::new(false),
            done: Cell::new(false),
            keep: RefCell::new(Vec::new()),
        });
        let weak = Rc::downgrade(&peer);
        peer.on(
            |pc, f| pc.set_onconnectionstatechange(f),
            move |_| {
                if let Some(p) = weak.upgrade() {
                    match p.pc.connection_state() {
                        RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed => {
                            p.finish()
                        }
                        // No answer from the other device for some seconds
                        // (a closed tab, a lost network): gone, unless it
                        // comes back within a few more.
                        RtcPeerConnectionState::Disconnected => {
                            let weak = weak.clone();
                            leptos::prelude::set_timeout(
                                move || {
                                    if let Some(p) = weak.upgrade() {
                                        if p.pc.connection_state()
                                            == RtcPeerConnectionState::Disconnected
                                        {
                                            p.finish();
                                        }
                                    }
                                },
                                std::time::Duration::from_millis(GRACE_MS),
                            );
                        }
                        _ => {}
                    }
                }
            },
        );
        Ok(peer)
    }

    /// Keeps `f` as the handler `set` installs.
    fn on(
        &self,
        set: impl FnOnce(&RtcPeerConnection, Option<&Function>),
        f: impl FnMut(JsValue) + 'static,
    ) {
        let c = Closure::<dyn FnMut(JsValue)>::new(f);
        set(&self.pc, Some(c.as_ref().unchecked_ref()));
        self.keep.borrow_mut().push(c);
    }

    /// Uses `ch` as the connection's channel.
    fn adopt(self: &Rc<Peer>, ch: RtcDataChannel) {
        let keep = |f: Box<dyn FnMut(JsValue)>| Closure::<dyn FnMut(JsValue)>::wrap(f);
        let (w1, w2, w3) = (
            Rc::downgrade(self),
            Rc::downgrade(self),
            Rc::downgrade(self),
        );
        let open = keep(Box::new(move |_| {
            if let Some(p) = w1.upgrade() {
                p.opened();
            }
        }));
        let message = keep(Box::new(move |e: JsValue| {
            let data = Reflect::get(&e, &"data".into())
                .ok()
                .and_then(|d| d.as_string());
            if let (Some(p), Some(text)) = (w2.upgrade(), data) {
                (p.events.message)(text);
            }
        }));
        let close = keep(Box::new(move |_| {
            if let Some(p) = w3.upgrade() {
                p.finish();
            }
        }));
        ch.set_onopen(Some(open.as_ref().unchecked_ref()));
        ch.set_onmessage(Some(message.as_ref().unchecked_ref()));
        ch.set_onclose(Some(close.as_ref().unchecked_ref()));
        self.keep.borrow_mut().extend([open, message, close]);
        let already_open = ch.ready_state() == RtcDataChannelState::Open;
        *self.channel.borrow_mut() = Some(ch);
        if already_open {
            self.opened();
        }
    }

    /// The channel is open: reported once (a channel handed over open
    /// still gets its `open` event after).
    fn opened(&self) {
        if !self.opened.replace(true) {
            (self.events.open)();
        }
    }

    fn finish(&self) {
        if !self.done.replace(true) {
            (self.events.closed)();
        }
    }

    /// Waits until the candidates are gathered (or [`GATHER_MS`]).
    async fn gathered(&self) {
        if self.pc.ice_gathering_state() == RtcIceGatheringState::Complete {
            return;
        }
        let pc = self.pc.clone();
        let waited = Promise::new(&mut |resolve, _| {
            let r = resolve.clone();
            let pc2 = pc.clone();
            let c = Closure::<dyn FnMut(JsValue)>::new(move |_| {
                if pc2.ice_gathering_state() == RtcIceGatheringState::Complete {
                    let _ = r.call0(&JsValue::NULL);
                }
            });
            pc.set_onicegatheringstatechange(Some(c.as_ref().unchecked_ref()));
            self.keep.borrow_mut().push(c);
            if let Some(w) = web_sys::window() {
                let _ =
                    w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, GATHER_MS);
            }
        });
        let _ = JsFuture::from(waited).await;
    }

    /// The local description's SDP, once its candidates are gathered.
    async fn described(&self, made: Promise) -> Result<String, String> {
        let desc = JsFuture::from(made).await.map_err(js_err)?;
        let sdp = Reflect::get(&desc, &"sdp".into())
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default();
        let kind = Reflect::get(&desc, &"type".into())
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default();
        let init = RtcSessionDescriptionInit::new(if kind == "answer" {
            RtcSdpType::Answer
        } else {
            RtcSdpType::Offer
        });
        init.set_sdp(&sdp);
        JsFuture::from(self.pc.set_local_description(&init))
            .await
            .map_err(js_err)?;
        self.gathered().await;
        Ok(self
            .pc
            .local_description()
            .map(|d| d.sdp())
            .unwrap_or_default())
    }

    /// The host's side: a new connection with its channel, and its offer.
    pub async fn offer(ice: &[String], events: Events) -> Result<(Rc<Peer>, String), String> {
        let peer = Peer::new(ice, events)?;
        let ch = peer.pc.create_data_channel("keep-table");
        peer.adopt(ch);
        let sdp = peer.described(peer.pc.create_offer()).await?;
        Ok((peer, sdp))
    }

    /// The guest's side: a connection answering `offer` (SDP), and its answer.
    pub async fn answer(
        ice: &[String],
        offer: &str,
        events: Events,
    ) -> Result<(Rc<Peer>, String), String> {
        let peer = Peer::new(ice, events)?;
        let weak = Rc::downgrade(&peer);
        peer.on(
            |pc, f| pc.set_ondatachannel(f),
            move |e: JsValue| {
                if let (Some(p), Ok(e)) = (weak.upgrade(), e.dyn_into::<RtcDataChannelEvent>()) {
                    p.adopt(e.channel());
                }
            },
        );
        peer.remote(offer, RtcSdpType::Offer).await?;
        let sdp = peer.described(peer.pc.create_answer()).await?;
        Ok((peer, sdp))
    }

    async fn remote(&self, sdp: &str, kind: RtcSdpType) -> Result<(), String> {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(sdp);
        JsFuture::from(self.pc.set_remote_description(&init))
            .await
            .map(|_| ())
            .map_err(js_err)
    }

    /// The host's side: takes the guest's answer (SDP).
    pub async fn accept(&self, answer: &str) -> Result<(), String> {
        self.remote(answer, RtcSdpType::Answer).await
    }

    /// True once the channel is open.
    pub fn is_open(&self) -> bool {
        self.channel
            .borrow()
            .as_ref()
            .is_some_and(|c| c.ready_state() == RtcDataChannelState::Open)
    }

    /// Sends a text message (false: the channel is not open).
    pub fn send(&self, text: &str) -> bool {
        self.is_open()
            && self
                .channel
                .borrow()
                .as_ref()
                .is_some_and(|c| c.send_with_str(text).is_ok())
    }

    /// Closes the connection without reporting it.
    pub fn close(&self) {
        self.done.set(true);
        if let Some(c) = self.channel.borrow().as_ref() {
            c.close();
        }
        self.pc.close();
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        self.pc.set_onconnectionstatechange(None);
        self.pc.set_ondatachannel(None);
        self.pc.set_onicegatheringstatechange(None);
        if let Some(c) = self.channel.get_mut() {
            c.set_onopen(None);
            c.set_onmessage(None);
            c.set_onclose(None);
        }
        self.pc.close();
    }
}
