//! The host's side of playing from several devices, for any game (compiled
//! once): the invitations (each remote seat's secret, saved so that a
//! reload of the host keeps them good), the connections (one per guest
//! device, no server or through a room), who is here and who is away, and
//! what goes to each guest. What depends on the game (reading a guest's
//! message against its engine, applying an action, building a seat's table)
//! is [`Hooks`], written once in `host_game.rs`.

use crate::shell::frame::browser;
use crate::shell::frame::storage;
use crate::shell::net::crypto::new_key;
use crate::shell::net::peer::{Events, Peer};
use crate::shell::net::relays::Relays;
use crate::shell::net::room::{Room, Signalling};
use crate::shell::net::{secret, Connect, NetSettings, APP_VERSION};
use crate::shell::plug::seats::SeatKind;
use crate::shell::store::marks::{Mark, MAX_MARKS};
use keep_net::nostr::relay_list;
use keep_net::room::{RoomEvent, RoomRequest, RoomSignal};
use keep_net::{read_reply, Host, Incoming, Invitation, SeatState, Signal, Via};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// How an invitation's device stands (`data-state` of `net-invite-N`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkState {
    /// Nobody has connected with it yet.
    Waiting,
    /// Its device is connected.
    Connected,
    /// Its device was connected and is gone (reloading, or lost).
    Away,
}

impl LinkState {
    /// The word the UI contract uses.
    pub fn as_str(self) -> &'static str {
        match self {
            LinkState::Waiting => "waiting",
            LinkState::Connected => "connected",
            LinkState::Away => "away",
        }
    }
}

/// One invitation as the host's table shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct InviteRow {
    /// Its seat (`None`: the spectators').
    pub seat: Option<u8>,
    /// The link (empty while its offer is being made).
    pub link: String,
    /// How its device stands.
    pub state: LinkState,
    /// True when the guest's reply code is to be pasted (no server).
    pub wants_reply: bool,
    /// True while a bot plays the seat for its guest.
    pub handed: bool,
    /// What went wrong last, if anything.
    pub problem: Option<String>,
    /// On the spectators' row, through a room: the table's link, whose
    /// guest takes a free seat (empty otherwise).
    pub table_link: String,
}

/// What the host does with a guest's message, as the game's side read it.
pub enum Handled {
    /// A good hello (or an action already applied, arriving again): bind
    /// the connection to this seat (`None`: a spectator) and send its table.
    Hello(Option<u8>),
    /// The action `n` of `seat` was applied.
    Applied {
        /// The seat.
        seat: u8,
        /// The guest's number for it.
        n: u64,
    },
    /// Send this text back to the guest (a refusal, or another version);
    /// then its table when `table` is set.
    Reply {
        /// The message.
        text: String,
        /// Send the table after it.
        table: bool,
    },
    /// Refused (a bad secret, another seat's action): send `text` back and
    /// log `why` on the host.
    Denied {
        /// The message for the guest.
        text: String,
        /// What is logged.
        why: String,
    },
    /// Not a message, or too long: log `why`, answer nothing.
    Dropped(String),
    /// The guest of `seat` marked a moment (already among the game's
    /// marks): `words` say so on the host.
    Marked(String),
    /// The guest of `seat` wrote these notes.
    Notes {
        /// The seat.
        seat: u8,
        /// The notes, whole.
        text: String,
    },
    /// A guest of the table's link (seeing as a spectator) wants `seat`.
    Claim(u8),
}

/// What hosting asks of the game at the table (written once for every
/// game in `host_game.rs`; the rest, reading a guest's message, is here,
/// compiled once).
pub trait Hooks {
    /// The host's table's number now (the moves played).
    fn seq(&self) -> u64;
    /// Applies `action` (a guest's JSON text of one) for the remote `seat`
    /// through the engine, as a click would: why not, when it is refused.
    fn act(&self, seat: u8, action: &str) -> Result<(), String>;
    /// A message to a guest that is not a table, as the game's messages
    /// are written.
    fn answer(&self, answer: Answer) -> String;
    /// The players' names.
    fn names(&self) -> Vec<String>;
    /// The game's marked moments.
    fn marks(&self) -> RwSignal<Vec<Mark>>;
    /// The table message for `seat` (`None`: a spectator), seats as
    /// `seats`, for a device that has the log's first `known` lines of the
    /// game `game` (another game: none): the message, the log's length and
    /// the game now.
    fn table(
        &self,
        host: &Host,
        seat: Option<u8>,
        seats: &[SeatState],
        known: (u64, usize),
    ) -> Option<(String, usize, u64)>;
    /// Who sits where now (from the game's settings).
    fn kinds(&self) -> Vec<SeatKind>;
    /// Hands `seat` to a bot (`true`) or back to its guest.
    fn hand(&self, seat: u8, to_bot: bool);
}

/// A message to a guest that is not its table.
pub enum Answer {
    /// Its action `n` was refused, and why.
    Refused {
        /// The guest's number of the action.
        n: u64,
        /// Why, in words.
        why: String,
    },
    /// The host runs another version (this one).
    OtherVersion,
    /// Its message was refused (a wrong secret, another seat's), and why.
    Denied {
        /// Why, in words.
        why: String,
    },
}

/// Reads a guest's `msg` arriving on a connection bound to `bound`
/// (`None`: no hello yet; `Some(None)`: a spectator), applying an action
/// through the game's `hooks` when it is good. The action stays JSON text
/// until the game reads it, so this is compiled once for every game.
fn read(hooks: &dyn Hooks, host: &Host, msg: &str, bound: Option<Option<u8>>) -> Handled {
    let denied = |why: String| Handled::Denied {
        text: hooks.answer(Answer::Denied { why: why.clone() }),
        why,
    };
    let from_elsewhere = |seat: u8| {
        denied(format!(
            "a message for seat {} from a device that has not proved that seat",
            seat + 1
        ))
    };
    match host.receive::<Box<RawValue>>(msg, hooks.seq()) {
        Incoming::SendTable { seat } => match bound {
            Some(b) if b != seat => denied("a hello for another seat than this device's".into()),
            _ => Handled::Hello(seat),
        },
        Incoming::Act { seat, n, action } if bound == Some(Some(seat)) => {
            match hooks.act(seat, action.get()) {
                Ok(()) => Handled::Applied { seat, n },
                Err(why) => Handled::Reply {
                    text: hooks.answer(Answer::Refused { n, why }),
                    table: true,
                },
            }
        }
        Incoming::Stale { seat, n } if bound == Some(Some(seat)) => Handled::Reply {
            text: hooks.answer(Answer::Refused {
                n,
                why: "the table had moved on when your move arrived".into(),
            }),
            table: true,
        },
        Incoming::Notes { seat, text } if bound == Some(Some(seat)) => {
            Handled::Notes { seat, text }
        }
        Incoming::Claim { seat } if bound == Some(None) => Handled::Claim(seat),
        Incoming::Claim { .. } => {
            denied("a seat asked for by a device that has not opened the table's link".into())
        }
        Incoming::Mark { seat, step, note } if bound == Some(Some(seat)) => {
            guest_mark(hooks.marks(), &hooks.names(), seat, step, &note)
        }
        Incoming::Act { seat, .. }
        | Incoming::Stale { seat, .. }
        | Incoming::Notes { seat, .. }
        | Incoming::Mark { seat, .. } => from_elsewhere(seat),
        Incoming::OtherVersion => Handled::Reply {
            text: hooks.answer(Answer::OtherVersion),
            table: false,
        },
        Incoming::Denied(why) => denied(why),
        Incoming::Dropped(why) => Handled::Dropped(why),
    }
}

/// Adds the moment the guest of `seat` marked to `marks`, under the seat's
/// name in `names`.
fn guest_mark(
    marks: RwSignal<Vec<Mark>>,
    names: &[String],
    seat: u8,
    step: u64,
    note: &str,
) -> Handled {
    let who = names
        .get(seat as usize)
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat + 1));
    let mark = Mark::new(step as usize, &who, note);
    let words = format!("{who} marked a moment from their device: {}.", mark.words());
    marks.update(|m| {
        if m.len() < MAX_MARKS && !mark.note.is_empty() {
            m.push(mark)
        }
    });
    Handled::Marked(words)
}

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
    format!("{}#{}", browser::guest_page_url(), inv.encode())
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

    fn invitation(&self, seat: Option<u8>, via: Via) -> String {
        invitation_link(&self.inner.borrow(), seat, via, false)
    }

    /// Makes the link of invitation `target`: through the room, at once;
    /// with no server, a new connection and its offer.
    fn make_link(&self, target: Option<u8>) {
        let via = room_via(&self.inner.borrow());
        if let Some(via) = via {
            let link = self.invitation(target, via);
            self.inner.borrow_mut().links.insert(target, link);
            self.refresh();
            return;
        }
        // No server: drop the invitation's unanswered connection, offer anew.
        self.inner.borrow_mut().conns.retain(|c| {
            let stale = c.target == Some(target) && c.bound.is_none();
            if stale {
                c.peer.close();
            }
            !stale
        });
        self.inner.borrow_mut().links.insert(target, String::new());
        self.refresh();
        let me = self.clone();
        let ice = self.inner.borrow().settings.ice();
        let id = self.next_id();
        leptos::task::spawn_local(async move {
            match Peer::offer(&ice, me.events(id)).await {
                Ok((peer, sdp)) => match Signal::from_sdp(&sdp) {
                    Ok(sig) => {
                        let link = me.invitation(target, Via::Offer(sig.encode()));
                        let mut i = me.inner.borrow_mut();
                        i.conns.push(Conn {
                            id,
                            peer,
                            target: Some(target),
                            bound: None,
                            room_peer: None,
                            made: js_sys::Date::now(),
                            offer: sig.ufrag.clone(),
                            known: (0, 0),
                        });
                        i.links.insert(target, link);
                        i.problems.remove(&target);
                    }
                    Err(why) => {
                        me.problem(target, format!("the invitation could not be made: {why}"))
                    }
                },
                Err(why) => me.problem(target, format!("the invitation could not be made: {why}")),
            }
            me.refresh();
        });
    }

    fn problem(&self, target: Option<u8>, why: String) {
        self.inner.borrow_mut().problems.insert(target, why);
        self.refresh();
    }

    fn next_id(&self) -> u32 {
        let mut i = self.inner.borrow_mut();
        i.next += 1;
        i.next
    }

    /// What connection `id` reports, to this hosting.
    fn events(&self, id: u32) -> Events {
        let (a, b, c) = (self.clone(), self.clone(), self.clone());
        Events {
            open: Rc::new(move || a.refresh()),
            message: Rc::new(move |text| b.receive(id, &text)),
            closed: Rc::new(move || c.closed(id)),
        }
    }

    /// The guest's reply code for invitation `target` (no server).
    pub fn accept_reply(&self, target: Option<u8>, code: &str) {
        let pending = self
            .inner
            .borrow()
            .conns
            .iter()
            .find(|c| c.target == Some(target) && c.bound.is_none())
            .map(|c| (c.peer.clone(), c.offer.clone()));
        let Some((peer, offer)) = pending else {
            return self.problem(
                target,
                "This invitation was used already: make a new one.".into(),
            );
        };
        let sig = match read_reply(code, &offer) {
            Ok(s) => s,
            Err(why) => return self.problem(target, why),
        };
        let me = self.clone();
        leptos::task::spawn_local(async move {
            match peer.accept(&sig.to_sdp(false)).await {
                Ok(()) => {
                    me.inner.borrow_mut().problems.remove(&target);
                    me.refresh();
                }
                Err(why) => me.problem(
                    target,
                    format!("The reply does not answer this invitation ({why}): make a new one."),
                ),
            }
        });
    }

    /// A fresh invitation for `target` (no server: a new offer; the seat's
    /// secret stays, so its guest's place is kept).
    pub fn reinvite(&self, target: Option<u8>) {
        self.make_link(target);
    }

    /// Hands `seat` to a bot, or back to its guest.
    pub fn hand(&self, seat: u8, to_bot: bool) {
        let hooks = {
            let mut i = self.inner.borrow_mut();
            if to_bot {
                if !i.record.handed.contains(&seat) {
                    i.record.handed.push(seat);
                }
            } else {
                i.record.handed.retain(|&s| s != seat);
            }
            i.hooks.clone()
        };
        self.save();
        hooks.hand(seat, to_bot);
        self.refresh();
    }

    /// Reads a guest's message on connection `id`.
    fn receive(&self, id: u32, text: &str) {
        let (hooks, bound) = {
            let i = self.inner.borrow();
            let bound = i.conns.iter().find(|c| c.id == id).and_then(|c| c.bound);
            (i.hooks.clone(), bound)
        };
        let handled = {
            let host = self.inner.borrow().record.host.clone();
            read(&*hooks, &host, text, bound)
        };
        match handled {
            Handled::Hello(seat) => self.bind(id, seat),
            Handled::Applied { seat, n } => {
                self.inner.borrow_mut().record.host.applied(seat, n);
                self.save();
            }
            Handled::Reply { text, table } => {
                self.send_to(id, &text);
                if table {
                    self.send_table(id);
                }
            }
            Handled::Denied { text, why } => {
                self.send_to(id, &text);
                self.note(format!("Refused a message: {why}."));
            }
            Handled::Dropped(why) => self.note(format!("Dropped a message: {why}.")),
            Handled::Marked(words) => self.note(words),
            Handled::Claim(seat) => self.claim(id, seat),
            Handled::Notes { seat, text } => {
                {
                    let mut i = self.inner.borrow_mut();
                    i.record.notes.retain(|(s, _)| *s != seat);
                    if !text.trim().is_empty() {
                        i.record
                            .notes
                            .push((seat, text.chars().take(20_000).collect()));
                    }
                }
                self.save();
            }
        }
    }

    /// The table link's guest on connection `id` takes `seat`, if nobody
    /// plays it now: it gets the seat's own invitation (and opens it).
    fn claim(&self, id: u32, seat: u8) {
        let (taken, secret) = {
            let i = self.inner.borrow();
            let taken = i
                .conns
                .iter()
                .any(|c| c.bound == Some(Some(seat)) && c.peer.is_open())
                || i.record.handed.contains(&seat);
            (taken, i.record.host.secret(seat).map(str::to_string))
        };
        let msg = match (taken, secret) {
            (false, Some(secret)) => {
                self.note(format!(
                    "Seat {} was taken through the table's link.",
                    seat + 1
                ));
                serde_json::json!({"seat": {"seat": seat, "secret": secret}})
            }
            _ => {
                serde_json::json!({"notice": {"text": format!("Seat {} was just taken: pick another.", seat + 1)}})
            }
        };
        self.send_to(id, &msg.to_string());
    }

    fn note(&self, line: String) {
        web_sys::console::warn_1(&line.clone().into());
        self.log.update(|l| {
            l.push(line);
            let n = l.len();
            if n > 50 {
                l.drain(..n - 50);
            }
        });
    }

    /// Connection `id` proved `seat`: it plays that seat now (a device that
    /// played it before is told it was replaced, and let go).
    fn bind(&self, id: u32, seat: Option<u8>) {
        let replaced: Vec<Rc<Peer>> = {
            let mut i = self.inner.borrow_mut();
            let mut out = Vec::new();
            if seat.is_some() {
                i.conns.retain(|c| {
                    let other = c.id != id && c.bound == Some(seat);
                    if other {
                        out.push(c.peer.clone());
                    }
                    !other
                });
            }
            if let Some(c) = i.conns.iter_mut().find(|c| c.id == id) {
                // A hello asks for the whole table (after a reload, or lines
                // the guest found missing).
                c.bound = Some(seat);
                c.known = (0, 0);
            }
            if let Some(s) = seat {
                if let Some(x) = i.seen.get_mut(s as usize) {
                    *x = true;
                }
            }
            out
        };
        // A device still connected is told; a reload's old connection is
        // only let go.
        let took_over = replaced.iter().any(|p| p.is_open());
        for p in replaced {
            let msg = serde_json::json!({"denied": {"why": "this seat is now played from another device (the same invitation was opened there)"}});
            p.send(&msg.to_string());
            p.close();
        }
        if took_over {
            let seat = seat.map_or(0, |s| s + 1);
            let msg = serde_json::json!({"notice": {"text": format!("This device now plays seat {seat}: the device that played it before was let go.")}});
            self.send_to(id, &msg.to_string());
            self.note(format!(
                "Seat {seat} moved to another device (the same invitation was opened there)."
            ));
        }
        if !self.has_server() && seat.is_none() {
            // One device per offer: the next spectator gets a fresh one.
            self.make_link(None);
        }
        self.refresh();
        self.send_table(id);
    }

    /// Connection `id` ended. With no server, a seat whose device went
    /// away gets a fresh invitation at once: its row has the link to send
    /// and the box for the reply code.
    fn closed(&self, id: u32) {
        let (removed, seat) = {
            let mut i = self.inner.borrow_mut();
            let seat = i
                .conns
                .iter()
                .find(|c| c.id == id)
                .and_then(|c| c.bound.flatten());
            let before = i.conns.len();
            i.conns.retain(|c| c.id != id);
            (before != i.conns.len(), seat)
        };
        if removed {
            let still = seat.is_some_and(|s| {
                self.inner
                    .borrow()
                    .conns
                    .iter()
                    .any(|c| c.bound == Some(Some(s)) && c.peer.is_open())
            });
            if let (Some(s), false, false) = (seat, still, self.has_server()) {
                self.make_link(Some(s));
            }
            self.refresh();
        }
    }

    /// The host's records are as they are: the rows, who is here, and
    /// every guest's table (who is here shows on each).
    fn refresh(&self) {
        let (rows, presence) = {
            let i = self.inner.borrow();
            let kinds = i.hooks.kinds();
            let here = |seat: Option<u8>| {
                i.conns
                    .iter()
                    .any(|c| c.bound == Some(seat) && c.peer.is_open())
            };
            let presence: Vec<SeatState> = kinds
                .iter()
                .enumerate()
                .map(|(s, k)| match k {
                    SeatKind::Human => SeatState::Host,
                    SeatKind::Bot(_) => SeatState::Bot,
                    SeatKind::Remote if here(Some(s as u8)) => SeatState::Here,
                    SeatKind::Remote => SeatState::Away,
                })
                .collect();
            let no_server = i.settings.way() == Connect::Codes;
            let mut targets: Vec<Option<u8>> = (0..i.record.host.players() as u8)
                .filter(|&s| i.record.host.is_remote(s))
                .map(Some)
                .collect();
            targets.push(None);
            let rows = targets
                .into_iter()
                .map(|t| {
                    let state = if t.is_some() && here(t) {
                        LinkState::Connected
                    } else if t.is_some_and(|s| i.seen.get(s as usize) == Some(&true)) {
                        LinkState::Away
                    } else {
                        LinkState::Waiting
                    };
                    let pending = i
                        .conns
                        .iter()
                        .any(|c| c.target == Some(t) && c.bound.is_none());
                    InviteRow {
                        seat: t,
                        link: i.links.get(&t).cloned().unwrap_or_default(),
                        state,
                        wants_reply: no_server && pending,
                        handed: t.is_some_and(|s| i.record.handed.contains(&s)),
                        problem: i.problems.get(&t).cloned(),
                        table_link: match (t, room_via(&i)) {
                            (None, Some(via)) => invitation_link(&i, None, via, true),
                            _ => String::new(),
                        },
                    }
                })
                .collect::<Vec<_>>();
            (rows, presence)
        };
        if self.rows.with_untracked(|r| *r != rows) {
            self.rows.set(rows);
        }
        if self.presence.with_untracked(|p| *p != presence) {
            self.presence.set(presence);
        }
    }

    fn send_to(&self, id: u32, text: &str) {
        let peer = self
            .inner
            .borrow()
            .conns
            .iter()
            .find(|c| c.id == id)
            .map(|c| c.peer.clone());
        if let Some(p) = peer {
            p.send(text);
        }
    }

    fn send_table(&self, id: u32) {
        let (hooks, host, conn, seats) = {
            let i = self.inner.borrow();
            let conn = i
                .conns
                .iter()
                .find(|c| c.id == id)
                .and_then(|c| c.bound.map(|b| (b, c.known)));
            (
                i.hooks.clone(),
                i.record.host.clone(),
                conn,
                self.presence.get_untracked(),
            )
        };
        let Some((seat, known)) = conn else { return };
        if let Some((text, lines, game)) = hooks.table(&host, seat, &seats, known) {
            self.send_to(id, &text);
            if let Some(c) = self
                .inner
                .borrow_mut()
                .conns
                .iter_mut()
                .find(|c| c.id == id)
            {
                c.known = (game, lines);
            }
        }
    }

    /// Sends every connected guest its table (after every change).
    pub fn send_tables(&self) {
        let ids: Vec<u32> = self
            .inner
            .borrow()
            .conns
            .iter()
            .filter(|c| c.bound.is_some())
            .map(|c| c.id)
            .collect();
        for id in ids {
            self.send_table(id);
        }
    }

    /// The guests' notes, by seat, for the host's report.
    pub fn guest_notes(&self) -> Vec<(u8, String)> {
        let mut n = self.inner.borrow().record.notes.clone();
        n.sort_by_key(|(s, _)| *s);
        n
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

    /// Joins the room: every guest who joins (or knocks, when the host
    /// comes back) gets an offer; the connection proves its seat by its hello.
    fn join_room(&self) {
        let (way, url, room, key, relays) = {
            let i = self.inner.borrow();
            (
                i.settings.way(),
                format!(
                    "{}/{}",
                    i.settings.server.trim().trim_end_matches('/'),
                    i.record.room
                ),
                i.record.room.clone(),
                i.record.key.clone(),
                relay_list(&i.settings.relays),
            )
        };
        self.status.set("connecting");
        let (me, me2) = (self.clone(), self.clone());
        let event = move |ev| me.room_event(ev);
        let closed = move || {
            me2.status.set("reconnecting");
            me2.inner.borrow_mut().room = None;
            let again = me2.clone();
            set_timeout(
                move || {
                    if Hosting::of(again.inner.borrow().game).is_some() {
                        again.join_room();
                    }
                },
                std::time::Duration::from_millis(1500),
            );
        };
        let joined: Result<Rc<dyn Signalling>, String> = match way {
            Connect::Relays => Relays::join(&relays, &room, &key, event, closed).map(|r| {
                // The host coming back: the guests waiting hear it at once.
                r.announce(false);
                r as Rc<dyn Signalling>
            }),
            _ => Room::join(&url, event, closed).map(|r| r as Rc<dyn Signalling>),
        };
        match joined {
            Ok(room) => self.inner.borrow_mut().room = Some(room),
            Err(why) => {
                self.status.set("closed");
                self.note(match way {
                    Connect::Relays => format!("No relay could be reached: {why}."),
                    _ => format!("The signalling server could not be reached: {why}."),
                });
            }
        }
    }

    fn room_event(&self, ev: RoomEvent) {
        match ev {
            RoomEvent::IdAssigned(_) => self.status.set("connected"),
            RoomEvent::NewPeer(p) => self.offer_to(p),
            RoomEvent::Signal {
                sender,
                data: RoomSignal::Knock,
            } => self.offer_to(sender),
            RoomEvent::Signal {
                sender,
                data: RoomSignal::Answer(sdp),
            } => {
                let peer = self
                    .inner
                    .borrow()
                    .conns
                    .iter()
                    .find(|c| c.room_peer.as_deref() == Some(sender.as_str()) && c.bound.is_none())
                    .map(|c| c.peer.clone());
                if let Some(peer) = peer {
                    leptos::task::spawn_local(async move {
                        let _ = peer.accept(&sdp).await;
                    });
                }
            }
            RoomEvent::Signal { .. } => {}
            RoomEvent::PeerLeft(p) => {
                let gone: Vec<u32> = self
                    .inner
                    .borrow()
                    .conns
                    .iter()
                    .filter(|c| c.room_peer.as_deref() == Some(p.as_str()) && !c.peer.is_open())
                    .map(|c| c.id)
                    .collect();
                for id in gone {
                    self.closed(id);
                }
            }
        }
    }

    /// Offers a connection to the room's peer `to` (a page knocking again
    /// while its offer is on its way gets none; after some seconds with no
    /// answer, a new one).
    fn offer_to(&self, to: String) {
        let now = js_sys::Date::now();
        let fresh = self.inner.borrow().conns.iter().any(|c| {
            c.room_peer.as_deref() == Some(to.as_str())
                && c.bound.is_none()
                && now - c.made < OFFER_FRESH_MS
        });
        if fresh {
            return;
        }
        let id = self.next_id();
        let me = self.clone();
        let ice = self.inner.borrow().settings.ice();
        leptos::task::spawn_local(async move {
            if let Ok((peer, sdp)) = Peer::offer(&ice, me.events(id)).await {
                let room = me.inner.borrow().room.clone();
                if let Some(room) = room {
                    room.send(&RoomRequest::Signal {
                        receiver: to.clone(),
                        data: RoomSignal::Offer(sdp),
                    });
                    me.inner.borrow_mut().conns.push(Conn {
                        id,
                        peer,
                        target: None,
                        bound: None,
                        room_peer: Some(to),
                        made: js_sys::Date::now(),
                        offer: String::new(),
                        known: (0, 0),
                    });
                }
            }
        });
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
