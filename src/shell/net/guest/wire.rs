//! A guest's connection to the host: over the invitation's way (relays, a
//! room or a reply code), its hello with the seat's secret, reconnecting by
//! itself, and the marks it sends.

use super::*;

/// The guest's connection to the host (one per page), and its room.
#[derive(Default)]
pub(super) struct Link {
    pub(super) peer: Option<Rc<Peer>>,
    pub(super) room: Option<Rc<dyn Signalling>>,
    pub(super) host_peer: Option<String>,
    /// True once the host denied this invitation: no reconnecting.
    pub(super) over: bool,
    /// True once a table came on this connection (the hello was heard).
    pub(super) greeted: bool,
}

thread_local! {
    pub(super) static LINK: RefCell<Link> = RefCell::new(Link::default());
}

pub(super) fn send(text: &str) -> bool {
    let peer = LINK.with(|l| l.borrow().peer.clone());
    peer.is_some_and(|p| p.send(text))
}

/// Says hello (the seat and its secret) until the host answers with a
/// table, at most `tries` times: a message sent the moment a channel opens
/// can be lost before the host's side has opened.
pub(super) fn greet(hello: String, tries: u32) {
    let heard = LINK.with(|l| l.borrow().greeted);
    if heard || tries == 0 || !send(&hello) {
        return;
    }
    set_timeout(
        move || greet(hello, tries - 1),
        std::time::Duration::from_millis(500),
    );
}

/// The connection's signals, for the page.
#[derive(Clone, Copy)]
pub(super) struct Wire {
    pub(super) status: RwSignal<&'static str>,
    pub(super) reply: RwSignal<Option<String>>,
    pub(super) problem: RwSignal<Option<String>>,
}

/// The hello of invitation `inv`: its seat and secret, asking for the table.
pub(super) fn hello_text(inv: &Invitation) -> String {
    let hello = ToHost::<()>::Hello {
        v: APP_VERSION.to_string(),
        seat: inv.seat,
        secret: inv.secret.clone(),
    };
    serde_json::to_string(&hello).unwrap_or_default()
}

/// Where a guest's page notes that the invitation whose offer has ICE user
/// fragment `ufrag` connected (no server: an offer connects once).
pub(super) fn used_key(ufrag: &str) -> String {
    format!("keep-table.used-offer.{ufrag}")
}

/// How a guest meets the host again on the relays (set once it knows how).
type Rejoin = Rc<RefCell<Option<Rc<dyn Fn()>>>>;

/// Connects to the host as `inv` says; `text` gets each message.
pub(super) fn connect(inv: Invitation, wire: Wire, text: Rc<dyn Fn(String)>) {
    let hello = hello_text(&inv);
    let no_server = matches!(inv.via, Via::Offer(_));
    let on_relays = matches!(inv.via, Via::Relays { .. });
    // Through the relays, once connected, the page leaves them (nothing
    // more is said there); when the connection ends it meets there again.
    let rejoin: Rejoin = Rc::new(RefCell::new(None));
    let rejoin2 = rejoin.clone();
    let events = {
        let hello = hello.clone();
        Events {
            open: Rc::new(move || {
                wire.status.set("connected");
                wire.reply.set(None);
                LINK.with(|l| l.borrow_mut().greeted = false);
                greet(hello.clone(), 20);
                if on_relays {
                    if let Some(r) = LINK.with(|l| l.borrow_mut().room.take()) {
                        r.leave();
                    }
                }
            }),
            message: text,
            closed: Rc::new(move || {
                let over = LINK.with(|l| {
                    let mut l = l.borrow_mut();
                    l.peer = None;
                    l.over
                });
                if over {
                    wire.status.set("closed");
                } else if no_server {
                    wire.status.set("closed");
                    wire.problem.set(Some("The connection to the host was lost. Ask the host for a new invitation (their table makes one in one click) and open it.".into()));
                } else {
                    wire.status.set("reconnecting");
                    let again = rejoin2.borrow().clone();
                    if let Some(again) = again {
                        again();
                    }
                }
            }),
        }
    };
    match inv.via.clone() {
        Via::Offer(code) => {
            let ice = inv.ice.clone();
            leptos::task::spawn_local(async move {
                let offer = match Code::decode(&code) {
                    Ok(c) => c,
                    Err(why) => {
                        return wire
                            .problem
                            .set(Some(format!("The invitation is damaged: {why}.")))
                    }
                };
                // With no server one invitation connects once: this page
                // connected with it before (and then reloaded).
                let used = used_key(&offer.ufrag);
                if crate::shell::frame::storage::read(&used).is_some() {
                    wire.status.set("closed");
                    return wire.problem.set(Some("This invitation connected this device already, and that connection ended when the page reloaded. With no server, each connection needs a fresh invitation: ask the host for one (your seat's row at their table has New invitation, and the seat waits for you), then open it here.".into()));
                }
                let events = Events {
                    open: Rc::new({
                        let open = events.open.clone();
                        move || {
                            crate::shell::frame::storage::write(&used, "1");
                            open()
                        }
                    }),
                    ..events
                };
                match Peer::answer(&ice, &offer.to_sdp(true), events).await {
                    Ok((peer, sdp)) => {
                        LINK.with(|l| l.borrow_mut().peer = Some(peer));
                        match Code::from_sdp(&sdp) {
                            Ok(c) => wire.reply.set(Some(keep_net::reply_code(&c, &offer))),
                            Err(why) => wire
                                .problem
                                .set(Some(format!("No reply could be made: {why}."))),
                        }
                    }
                    Err(why) => wire.problem.set(Some(format!(
                        "This browser could not answer the invitation: {why}."
                    ))),
                }
            });
        }
        Via::Room(url) => join_room(url, inv.ice.clone(), wire, events),
        Via::Relays { room, key, relays } => {
            let ice = inv.ice.clone();
            let ev = events.clone();
            *rejoin.borrow_mut() = Some(Rc::new(move || {
                join_relays(
                    relays.clone(),
                    room.clone(),
                    key.clone(),
                    ice.clone(),
                    wire,
                    ev.clone(),
                )
            }));
            let first = rejoin.borrow().clone();
            if let Some(first) = first {
                first();
            }
        }
    }
}

/// Meets the host on the relays: knocks (with backoff) until the host's
/// offer comes, answers it; meets again whenever every relay is gone
/// before the connection opened.
pub(super) fn join_relays(
    relays: Vec<String>,
    room: String,
    key: String,
    ice: Vec<String>,
    wire: Wire,
    events: Events,
) {
    let connected = LINK.with(|l| l.borrow().peer.as_ref().is_some_and(|p| p.is_open()));
    if LINK.with(|l| l.borrow().over) || connected {
        return;
    }
    if let Some(old) = LINK.with(|l| l.borrow_mut().room.take()) {
        old.leave();
    }
    let (r2, k2, i2, e2) = (relays.clone(), key.clone(), ice.clone(), events.clone());
    let rm2 = room.clone();
    let joined = Relays::join(
        &relays,
        &room,
        &key,
        move |ev| room_event(ev, &ice, wire, events.clone()),
        move || {
            LINK.with(|l| l.borrow_mut().room = None);
            if wire.status.get_untracked() != "connected" {
                wire.status.set("reconnecting");
                let (r, rm, k, i, e) =
                    (r2.clone(), rm2.clone(), k2.clone(), i2.clone(), e2.clone());
                set_timeout(
                    move || join_relays(r, rm, k, i, wire, e),
                    std::time::Duration::from_millis(3000),
                );
            }
        },
    );
    match joined {
        Ok(r) => {
            r.announce(true);
            LINK.with(|l| l.borrow_mut().room = Some(r));
        }
        Err(why) => wire
            .problem
            .set(Some(format!("No relay could be reached: {why}."))),
    }
}

/// Joins the room at `url` and answers the host's offers; joins again
/// whenever the room's connection ends.
pub(super) fn join_room(url: String, ice: Vec<String>, wire: Wire, events: Events) {
    if LINK.with(|l| l.borrow().over) {
        return;
    }
    let (u, i, e) = (url.clone(), ice.clone(), events.clone());
    let joined = Room::join(
        &url,
        move |ev| room_event(ev, &ice, wire, events.clone()),
        move || {
            LINK.with(|l| l.borrow_mut().room = None);
            if wire.status.get_untracked() != "connected" {
                wire.status.set("reconnecting");
            }
            let (u, i, e) = (u.clone(), i.clone(), e.clone());
            set_timeout(
                move || join_room(u, i, wire, e),
                std::time::Duration::from_millis(1500),
            );
        },
    );
    match joined {
        Ok(room) => LINK.with(|l| l.borrow_mut().room = Some(room as Rc<dyn Signalling>)),
        Err(why) => wire
            .problem
            .set(Some(format!("The room could not be reached: {why}."))),
    }
}

pub(super) fn room_event(ev: RoomEvent, ice: &[String], wire: Wire, events: Events) {
    let room = LINK.with(|l| l.borrow().room.clone());
    match ev {
        RoomEvent::NewPeer(p) => {
            if let Some(r) = room {
                r.send(&RoomRequest::Signal {
                    receiver: p,
                    data: RoomSignal::Knock,
                });
            }
        }
        RoomEvent::Signal {
            sender,
            data: RoomSignal::Offer(sdp),
        } => {
            // While connected, an offer from anyone else is ignored (the host
            // is the peer this page got its table from, until it leaves).
            if LINK.with(|l| l.borrow().peer.as_ref().is_some_and(|p| p.is_open())) {
                return;
            }
            if let Some(r) = &room {
                r.quiet();
                // No connection some seconds on (a lost answer): knock again.
                let r = Rc::downgrade(r);
                set_timeout(
                    move || {
                        let open =
                            LINK.with(|l| l.borrow().peer.as_ref().is_some_and(|p| p.is_open()));
                        if let (false, Some(r)) = (open, r.upgrade()) {
                            r.announce(true);
                        }
                    },
                    std::time::Duration::from_millis(12_000),
                );
            }
            let ice = ice.to_vec();
            leptos::task::spawn_local(async move {
                if let Ok((peer, answer)) = Peer::answer(&ice, &sdp, events).await {
                    LINK.with(|l| {
                        let mut l = l.borrow_mut();
                        l.peer = Some(peer);
                        l.host_peer = Some(sender.clone());
                    });
                    if let Some(r) = room {
                        r.send(&RoomRequest::Signal {
                            receiver: sender,
                            data: RoomSignal::Answer(answer),
                        });
                    }
                }
            });
        }
        RoomEvent::PeerLeft(p) => {
            let gone = LINK.with(|l| {
                let mut l = l.borrow_mut();
                let gone = l.host_peer.as_deref() == Some(p.as_str());
                if gone {
                    l.host_peer = None;
                    if let Some(peer) = l.peer.take() {
                        peer.close();
                    }
                }
                gone
            });
            if gone {
                wire.status.set("reconnecting");
            }
        }
        _ => {}
    }
}

/// The moments a guest marks, each sent to the host as it is made (the
/// host adds it to the game's marks, under the seat's name): the same
/// message for every game (`ToHost::Mark`), so written once.
pub(super) fn send_marks(seat: Option<u8>, secret: String, ctx: Ctx) -> RwSignal<Vec<Mark>> {
    let marks = RwSignal::new(Vec::<Mark>::new());
    let sent = StoredValue::new(0usize);
    Effect::new(move || {
        let Some(seat) = seat else { return };
        let new: Vec<Mark> = marks.with(|m| m.iter().skip(sent.get_value()).cloned().collect());
        for m in new {
            sent.update_value(|n| *n += 1);
            let msg = ToHost::<()>::Mark {
                v: APP_VERSION.into(),
                seat,
                secret: secret.clone(),
                step: m.step as u64,
                note: m.note,
            };
            if !serde_json::to_string(&msg).is_ok_and(|t| send(&t)) {
                ctx.say("Not connected to the host: the mark was not sent.");
            }
        }
    });
    marks
}
