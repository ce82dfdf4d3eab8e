//! Meeting guests in a room on a signalling server or on the relays: offers to whoever knocks.

use super::*;

impl Hosting {
    /// Joins the room: every guest who joins (or knocks, when the host
    /// comes back) gets an offer; the connection proves its seat by its hello.
    pub(super) fn join_room(&self) {
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

    pub(super) fn room_event(&self, ev: RoomEvent) {
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
    pub(super) fn offer_to(&self, to: String) {
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
}
