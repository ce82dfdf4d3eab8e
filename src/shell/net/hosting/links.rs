//! The host's invitations: each seat's link, its reply code read back, a new one.

use super::*;

impl Hosting {
    pub(super) fn invitation(&self, seat: Option<u8>, via: Via) -> String {
        invitation_link(&self.inner.borrow(), seat, via, false)
    }

    /// Makes the link of invitation `target`: through the room, at once;
    /// with no server, a new connection and its offer.
    pub(super) fn make_link(&self, target: Option<u8>) {
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

    pub(super) fn problem(&self, target: Option<u8>, why: String) {
        self.inner.borrow_mut().problems.insert(target, why);
        self.refresh();
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
}
