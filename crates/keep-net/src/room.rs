//! The signalling server's protocol (matchbox_server 0.15, JSON text over a
//! WebSocket at `ws://server/<room>`): the server names each peer, tells
//! who joins and leaves, and passes signals between peers. The signals are
//! ours: a guest knocks, the host offers, the guest answers (each
//! description whole, its candidates gathered first, so nothing trickles).

use serde::{Deserialize, Serialize};

/// A peer's id as the server gives it (a UUID).
pub type PeerId = String;

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoomEvent {
    /// This connection's own id, first of all.
    IdAssigned(PeerId),
    /// A peer joined the room after this one.
    NewPeer(PeerId),
    /// A peer left.
    PeerLeft(PeerId),
    /// A peer's signal.
    Signal {
        /// Who sent it.
        sender: PeerId,
        /// What it says.
        data: RoomSignal,
    },
}

/// What a peer sends the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoomRequest {
    /// A signal for `receiver`.
    Signal {
        /// Who it is for.
        receiver: PeerId,
        /// What it says.
        data: RoomSignal,
    },
    /// Keeps an idle connection open.
    KeepAlive,
}

/// What peers tell each other through the room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoomSignal {
    /// A guest is here (sent to a peer that joins after it: the host
    /// coming back answers with an offer; another guest ignores it).
    Knock,
    /// The host's offer (a whole session description).
    Offer(String),
    /// The guest's answer (a whole session description).
    Answer(String),
}

impl RoomEvent {
    /// Reads a server's message (`None`: not one of these).
    pub fn read(text: &str) -> Option<RoomEvent> {
        if text.len() > crate::MAX_MESSAGE {
            return None;
        }
        serde_json::from_str(text).ok()
    }
}

impl RoomRequest {
    /// The request as the server reads it.
    pub fn text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_servers_messages_read_as_matchbox_writes_them() {
        let id = "5c3b6b54-1f0a-4b5e-9a55-0c1f3c1e7d10";
        assert_eq!(
            RoomEvent::read(&format!(r#"{{"IdAssigned":"{id}"}}"#)),
            Some(RoomEvent::IdAssigned(id.into()))
        );
        assert_eq!(
            RoomEvent::read(&format!(
                r#"{{"Signal":{{"sender":"{id}","data":{{"Offer":"v=0"}}}}}}"#
            )),
            Some(RoomEvent::Signal {
                sender: id.into(),
                data: RoomSignal::Offer("v=0".into())
            })
        );
        assert_eq!(
            RoomEvent::read(r#"{"Signal":{"sender":"x","data":7}}"#),
            None
        );
        assert_eq!(
            RoomRequest::Signal {
                receiver: id.into(),
                data: RoomSignal::Knock
            }
            .text(),
            format!(r#"{{"Signal":{{"receiver":"{id}","data":"Knock"}}}}"#)
        );
        assert_eq!(RoomRequest::KeepAlive.text(), r#""KeepAlive""#);
    }
}
