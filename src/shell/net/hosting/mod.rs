//! The host's side of playing from several devices, for any game (compiled
//! once): the invitations (each remote seat's secret, saved so that a
//! reload of the host keeps them good), the connections (one per guest
//! device, no server or through a room), who is here and who is away, and
//! what goes to each guest. What depends on the game (reading a guest's
//! message against its engine, applying an action, building a seat's table)
//! is [`Hooks`], written once in `host_game.rs`.
//!
//! - [`rows`]: each invitation's row as the panel shows it;
//! - [`dispatch`]: what a guest's message does ([`Hooks`], what the game gives);
//! - [`links`]: invitations and reply codes;
//! - [`conns`]: each guest device's connection, its seat and its tables;
//! - [`signalling`]: meeting guests in a room or on the relays.

mod conns;
mod dispatch;
mod links;
mod rows;
mod signalling;

pub use dispatch::{Answer, Handled, Hooks};
pub use rows::{InviteRow, LinkState};

use crate::shell::frame::browser;
use crate::shell::frame::storage;
use crate::shell::net::crypto::new_key;
use crate::shell::net::peer::{Events, Peer};
use crate::shell::net::relays::Relays;
use crate::shell::net::room::{Room, Signalling};
use crate::shell::net::{secret, Connect, NetSettings, APP_VERSION};
use crate::shell::plug::seats::SeatKind;
use crate::shell::store::feedback::{put_answer, Feedback};
use crate::shell::store::marks::{Mark, MAX_MARKS};
use keep_core::record::{put_note, Note, MAX_NOTES};
use keep_net::nostr::relay_list;
use keep_net::room::{RoomEvent, RoomRequest, RoomSignal};
use keep_net::{read_reply, Host, Incoming, Invitation, SeatState, Signal, Via};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// What is saved of hosting, per game: the invitations' secrets (so that
/// a reload of the host keeps every invitation good) and the room's name.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Record {
    host: Host,
    room: String,
    /// The room's key on the relays (a record saved before relays: a new one).
    #[serde(default = "new_key")]
    key: String,
    handed: Vec<u8>,
    /// The guests' notes as records before version 2 kept them (whole, by
    /// seat, for every game hosted): moved into the game at the table's
    /// notes when hosting starts, then no longer written.
    #[serde(default, skip_serializing)]
    notes: Vec<(u8, String)>,
}

/// One guest device's connection.
struct Conn {
    id: u32,
    peer: Rc<Peer>,
    /// The invitation it was made for (no server: one offer per invitation).
    target: Option<Option<u8>>,
    /// The seat its hello proved (`Some(None)`: a spectator).
    bound: Option<Option<u8>>,
    /// Its peer in the room, if it came through one.
    room_peer: Option<String>,
    /// When it was made (`Date.now()`, ms).
    made: f64,
    /// No server: its offer's ICE user fragment (what a reply code answers).
    offer: String,
    /// The game whose log it has, and how many of its lines (only the
    /// lines after them go out with the next table).
    known: (u64, usize),
}

struct Inner {
    game: &'static str,
    record: Record,
    conns: Vec<Conn>,
    next: u32,
    room: Option<Rc<dyn Signalling>>,
    settings: NetSettings,
    hooks: Rc<dyn Hooks>,
    /// Seats that were ever connected (waiting or away).
    seen: Vec<bool>,
    /// Each invitation's problem, if any.
    problems: HashMap<Option<u8>, String>,
    /// Links made (no server: each invitation's current offer).
    links: HashMap<Option<u8>, String>,
}

/// The host's networking for one game.
#[derive(Clone)]
pub struct Hosting {
    // Reference-counted signals: hosting outlives the table screen and the
    // effect that started it (a signal they owned would be disposed with them).
    /// The invitations, seats first, then the spectators'.
    pub rows: ArcRwSignal<Vec<InviteRow>>,
    /// Who plays each seat now, as every table shows it.
    pub presence: ArcRwSignal<Vec<SeatState>>,
    /// The room's connection (`data-state` of the host's `net-status`).
    pub status: ArcRwSignal<&'static str>,
    /// What was dropped or refused, newest last (the host's network log).
    pub log: ArcRwSignal<Vec<String>>,
    inner: Rc<RefCell<Inner>>,
}

thread_local! {
    static HOSTINGS: RefCell<HashMap<&'static str, Hosting>> = RefCell::new(HashMap::new());
}

/// How long an offer through a room stays the one a knocking page gets.
const OFFER_FRESH_MS: f64 = 8000.0;

fn record_key(game: &str) -> String {
    format!("keep-table.{game}.host")
}

/// How an invitation through a room reaches it (`None`: no room, reply
/// codes).
fn room_via(i: &Inner) -> Option<Via> {
    match i.settings.way() {
        Connect::Server => Some(Via::Room(format!(
            "{}/{}",
            i.settings.server.trim().trim_end_matches('/'),
            i.record.room
        ))),
        Connect::Relays => Some(Via::Relays {
            room: i.record.room.clone(),
            key: i.record.key.clone(),
            relays: relay_list(&i.settings.relays),
        }),
        Connect::Codes => None,
    }
}

/// The invitation link of `seat` (`None`: the spectators', or with `pick`
/// the table's, whose guest takes a free seat), connecting `via`.
fn invitation_link(i: &Inner, seat: Option<u8>, via: Via, pick: bool) -> String {
    let secret = match seat {
        Some(s) => i.record.host.secret(s),
        None if pick => i.record.host.table_secret(),
        None => i.record.host.spectators(),
    }
    .unwrap_or_default()
    .to_string();
    // Whose table (the host's first own seat) and the seat's name, for the
    // guest's waiting page.
    let (names, kinds) = (i.hooks.names(), i.hooks.kinds());
    let host = kinds
        .iter()
        .position(|k| *k == SeatKind::Human)
        .and_then(|s| names.get(s).cloned());
    let inv = Invitation {
        game: i.game.to_string(),
        seat,
        secret,
        via,
        ice: i.settings.ice(),
        host,
        name: seat.and_then(|s| names.get(s as usize).cloned()),
        pick,
    };
    // In the fragment: no server sees the secrets, not even the page's.
    format!("{}#{}", browser::guest_page_url(&inv.game), inv.encode())
}

impl Hosting {
    /// The hosting of `game`, if it has remote seats.
    pub fn of(game: &str) -> Option<Hosting> {
        HOSTINGS.with(|h| h.borrow().get(game).cloned())
    }

    /// Starts (or keeps) hosting `game` for the seats `hooks` reports,
    /// when one is remote (or handed to a bot); stops it otherwise.
    pub fn sync(
        game: &'static str,
        hooks: Rc<dyn Hooks>,
        settings: NetSettings,
    ) -> Option<Hosting> {
        let kinds = hooks.kinds();
        let existing = Hosting::of(game);
        let handed = existing
            .as_ref()
            .map(|h| h.inner.borrow().record.handed.clone())
            .unwrap_or_default();
        let wanted = kinds
            .iter()
            .enumerate()
            .any(|(i, k)| *k == SeatKind::Remote || handed.contains(&(i as u8)));
        if !wanted {
            if let Some(h) = existing {
                h.stop();
                HOSTINGS.with(|m| m.borrow_mut().remove(game));
            }
            return None;
        }
        let h = match existing {
            Some(h) => {
                h.inner.borrow_mut().hooks = hooks;
                h
            }
            None => {
                let h = Hosting::start(game, hooks, settings, kinds.len());
                HOSTINGS.with(|m| m.borrow_mut().insert(game, h.clone()));
                h
            }
        };
        h.seat_invitations(&kinds);
        Some(h)
    }

    fn start(
        game: &'static str,
        hooks: Rc<dyn Hooks>,
        settings: NetSettings,
        players: usize,
    ) -> Hosting {
        let stored = storage::read(&record_key(game))
            .and_then(|t| serde_json::from_str::<Record>(&t).ok())
            .filter(|r| r.host.players() == players);
        let mut record = stored.unwrap_or_else(|| Record {
            host: Host::new(APP_VERSION, players),
            room: format!("kt-{}", secret()),
            key: new_key(),
            handed: Vec::new(),
            notes: Vec::new(),
        });
        record.host.version = APP_VERSION.to_string();
        // Notes kept the earlier way join the game at the table's.
        for (seat, text) in record.notes.drain(..) {
            hooks.guest_notes().update(|all| {
                let n = all.iter().filter(|x| x.seat == seat).count() as u32 + 1;
                put_note(all, Note { seat, n, text });
            });
        }
        if record.host.spectators().is_none() {
            record.host.invite_spectators(secret());
        }
        if record.host.table_secret().is_none() {
            record.host.invite_table(secret());
        }
        let h = Hosting {
            rows: ArcRwSignal::new(Vec::new()),
            presence: ArcRwSignal::new(Vec::new()),
            status: ArcRwSignal::new("connected"),
            log: ArcRwSignal::new(Vec::new()),
            inner: Rc::new(RefCell::new(Inner {
                game,
                record,
                conns: Vec::new(),
                next: 1,
                room: None,
                settings,
                hooks,
                seen: vec![false; players],
                problems: HashMap::new(),
                links: HashMap::new(),
            })),
        };
        if h.has_server() {
            h.join_room();
        }
        h
    }

    /// Invites every remote seat that has no invitation yet, keeps the
    /// handed ones, and forgets the others; then makes the links.
    fn seat_invitations(&self, kinds: &[SeatKind]) {
        {
            let mut i = self.inner.borrow_mut();
            for (s, k) in kinds.iter().enumerate() {
                let s = s as u8;
                let handed = i.record.handed.contains(&s);
                if *k == SeatKind::Remote || handed {
                    if i.record.host.secret(s).is_none() {
                        i.record.host.invite(s, secret());
                    }
                    if *k == SeatKind::Remote {
                        i.record.handed.retain(|&x| x != s);
                    }
                } else {
                    i.record.host.uninvite(s);
                }
            }
        }
        self.save();
        let targets = self.targets();
        for t in targets {
            let needs = {
                let i = self.inner.borrow();
                !i.links.contains_key(&t)
            };
            if needs {
                self.make_link(t);
            }
        }
        self.refresh();
    }

    /// Every invitation: each remote (or handed) seat, then the spectators.
    fn targets(&self) -> Vec<Option<u8>> {
        let i = self.inner.borrow();
        let mut t: Vec<Option<u8>> = (0..i.record.host.players() as u8)
            .filter(|&s| i.record.host.is_remote(s))
            .map(Some)
            .collect();
        t.push(None);
        t
    }

    fn save(&self) {
        let i = self.inner.borrow();
        if let Ok(t) = serde_json::to_string(&i.record) {
            storage::write(&record_key(i.game), &t);
        }
    }

    /// The spectators' invitation link.
    pub fn spectator_link(&self) -> String {
        self.inner
            .borrow()
            .links
            .get(&None)
            .cloned()
            .unwrap_or_default()
    }

    /// True when invitations go through a room (on a server or relays):
    /// no reply codes.
    pub fn has_server(&self) -> bool {
        self.inner.borrow().settings.way() != Connect::Codes
    }

    /// How the guests connect (`data-via` of the host's `net-status`).
    pub fn via(&self) -> Connect {
        self.inner.borrow().settings.way()
    }

    /// Stops hosting: every connection and the room closed.
    fn stop(&self) {
        let mut i = self.inner.borrow_mut();
        for c in i.conns.drain(..) {
            c.peer.close();
        }
        if let Some(r) = i.room.take() {
            r.leave();
        }
    }
}
