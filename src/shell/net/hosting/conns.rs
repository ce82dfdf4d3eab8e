//! Each guest device's connection: what it sends, the seat it proves, who is here, and the tables it gets.

use super::dispatch::read;
use super::*;
use keep_net::PlainToGuest;

impl Hosting {
    pub(super) fn next_id(&self) -> u32 {
        let mut i = self.inner.borrow_mut();
        i.next += 1;
        i.next
    }

    /// What connection `id` reports, to this hosting.
    pub(super) fn events(&self, id: u32) -> Events {
        let (a, b, c) = (self.clone(), self.clone(), self.clone());
        Events {
            open: Rc::new(move || a.refresh()),
            message: Rc::new(move |text| b.receive(id, &text)),
            closed: Rc::new(move || c.closed(id)),
        }
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
    pub(super) fn receive(&self, id: u32, text: &str) {
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
            Handled::Claim(seat, name) => self.claim(id, seat, name),
            Handled::Kept { reply, words } => {
                self.send_to(id, &reply);
                if let Some(w) = words {
                    self.note(w);
                }
            }
        }
    }

    /// The table link's guest on connection `id` takes `seat`, if nobody
    /// plays it now: it gets the seat's own invitation (and opens it).
    pub(super) fn claim(&self, id: u32, seat: u8, name: Option<String>) {
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
                if let Some(name) = name {
                    let hooks = self.inner.borrow().hooks.clone();
                    hooks.rename(seat, &name);
                }
                PlainToGuest::Seat { seat, secret }
            }
            _ => PlainToGuest::Notice {
                text: format!("Seat {} was just taken: pick another.", seat + 1),
            },
        };
        self.send_to(id, &msg.to_json());
    }

    pub(super) fn note(&self, line: String) {
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
    pub(super) fn bind(&self, id: u32, seat: Option<u8>) {
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
            let msg = PlainToGuest::Denied {
                why: "this seat is now played from another device (the same invitation was opened there)".into(),
            };
            p.send(&msg.to_json());
            p.close();
        }
        if took_over {
            let seat = seat.map_or(0, |s| s + 1);
            let msg = PlainToGuest::Notice {
                text: format!("This device now plays seat {seat}: the device that played it before was let go."),
            };
            self.send_to(id, &msg.to_json());
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
    pub(super) fn closed(&self, id: u32) {
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
    pub(super) fn refresh(&self) {
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
                    SeatKind::Remote if i.seen.get(s) == Some(&true) => SeatState::Away,
                    SeatKind::Remote => SeatState::Invited,
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

    pub(super) fn send_to(&self, id: u32, text: &str) {
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

    pub(super) fn send_table(&self, id: u32) {
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
}
