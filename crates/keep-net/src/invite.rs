//! An invitation, as the query of a link (`?join=card-keeper&seat=2&key=…`):
//! which game and seat, the seat's secret, and how to connect: the host's
//! WebRTC offer as a short code (no server), or a room on a signalling
//! server, or a room met on public relays with its key; and the STUN
//! servers the host uses, if any. A link carries it in its fragment
//! (`guest-<game>.html#join=…`, which no server sees); older links in the
//! query.

use keep_core::link::{escape, join_escaped, unescape, Query};

/// The longest secret or room name read from a link.
const MAX_FIELD: usize = 200;

/// What an invitation link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// The game's id.
    pub game: String,
    /// The seat (`None`: a spectator).
    pub seat: Option<u8>,
    /// The seat's (or the spectators') secret.
    pub secret: String,
    /// How the guest connects.
    pub via: Via,
    /// STUN server addresses (`stun:host:port`), none on one network.
    pub ice: Vec<String>,
    /// Whose table it is (the host's player name), for the guest's
    /// waiting page; `None` in older links.
    pub host: Option<String>,
    /// The name of the seat it is for.
    pub name: Option<String>,
    /// The table's link: its guest sees what a spectator sees and takes a
    /// free seat ([`crate::ToHost::Claim`]).
    pub pick: bool,
}

/// How a guest reaches the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Via {
    /// The host's offer ([`crate::code::Signal::encode`]): the guest answers
    /// with a reply code the host pastes.
    Offer(String),
    /// A room on a signalling server (`ws://host:3536/room`).
    Room(String),
    /// A room met on public Nostr relays ([`crate::nostr`]), its signals
    /// sealed under `key` (the browser's AES-GCM; link-safe text).
    Relays {
        /// The room's name (the relays see only a hash of it).
        room: String,
        /// The room's key.
        key: String,
        /// The relays, `wss://` addresses.
        relays: Vec<String>,
    },
}

fn field(q: &Query, key: &str) -> Result<Option<String>, String> {
    match q.get(key) {
        None => Ok(None),
        Some(v) => {
            let v = unescape(v)?;
            if v.len() > MAX_FIELD * 10 {
                return Err(format!("the invitation's `{key}` is far too long"));
            }
            Ok(Some(v))
        }
    }
}

impl Invitation {
    /// The link's query, without `?`.
    pub fn encode(&self) -> String {
        let mut q = format!("join={}", escape(&self.game));
        if let Some(s) = self.seat {
            q.push_str(&format!("&seat={}", s + 1));
        }
        q.push_str(&format!("&key={}", escape(&self.secret)));
        match &self.via {
            Via::Offer(code) => q.push_str(&format!("&offer={}", escape(code))),
            Via::Room(room) => q.push_str(&format!("&room={}", escape(room))),
            Via::Relays { room, key, relays } => q.push_str(&format!(
                "&meet={}&mk={}&relays={}",
                escape(room),
                escape(key),
                join_escaped(relays)
            )),
        }
        if !self.ice.is_empty() {
            q.push_str(&format!("&ice={}", join_escaped(&self.ice)));
        }
        if let Some(h) = &self.host {
            q.push_str(&format!("&by={}", escape(h)));
        }
        if let Some(n) = &self.name {
            q.push_str(&format!("&as={}", escape(n)));
        }
        if self.pick {
            q.push_str("&pick=1");
        }
        q
    }

    /// Reads an invitation link's query, or says what is wrong with it.
    pub fn decode(q: &Query) -> Result<Invitation, String> {
        let game = field(q, "join")?.ok_or("it is not an invitation")?;
        let seat = match q.get("seat") {
            None => None,
            Some(s) => match s.parse::<u8>() {
                Ok(n @ 1..=16) => Some(n - 1),
                _ => return Err(format!("the invitation's seat `{s}` is not a seat")),
            },
        };
        let secret = field(q, "key")?.ok_or("the invitation has no key")?;
        if secret.is_empty() || secret.len() > MAX_FIELD {
            return Err("the invitation's key is not good".into());
        }
        let meet = field(q, "meet")?;
        let via = match (field(q, "offer")?, field(q, "room")?) {
            (None, None) if meet.is_some() => {
                let room = meet.unwrap_or_default();
                let key = field(q, "mk")?.unwrap_or_default();
                let relays = match q.list("relays") {
                    None => Vec::new(),
                    Some(l) => l?,
                };
                if room.is_empty()
                    || room.len() > MAX_FIELD
                    || key.is_empty()
                    || key.len() > MAX_FIELD
                {
                    return Err("the invitation's room or its key is missing".into());
                }
                if relays.is_empty()
                    || relays
                        .iter()
                        .any(|r| !r.starts_with("wss://") && !r.starts_with("ws://"))
                {
                    return Err("the invitation names no relay to meet on".into());
                }
                Via::Relays { room, key, relays }
            }
            (Some(o), None) => {
                crate::code::Signal::decode(&o)
                    .map_err(|e| format!("the invitation's connection code is damaged ({e})"))?;
                Via::Offer(o)
            }
            (None, Some(r)) if r.starts_with("ws://") || r.starts_with("wss://") => Via::Room(r),
            (None, Some(r)) => return Err(format!("`{r}` is not a signalling server's address")),
            _ => {
                return Err(
                    "the invitation says neither how to connect (offer) nor where (room)".into(),
                )
            }
        };
        let ice = match q.list("ice") {
            None => Vec::new(),
            Some(l) => l?,
        };
        let name = |key: &str| -> Result<Option<String>, String> {
            Ok(field(q, key)?
                .map(|n| n.chars().take(40).collect::<String>())
                .filter(|n| !n.trim().is_empty()))
        };
        Ok(Invitation {
            game,
            seat,
            secret,
            via,
            ice,
            host: name("by")?,
            name: name("as")?,
            pick: seat.is_none() && q.get("pick") == Some("1"),
        })
    }
}

/// The ICE entry that asks every connection to go only through the TURN
/// server (`iceTransportPolicy: "relay"`).
pub const RELAY_ONLY: &str = "policy:relay";

/// An ICE server entry as the app passes them to its connections: a STUN
/// address, or a TURN one with its login (`turn:host:3478|user|credential`).
pub fn turn_entry(url: &str, user: &str, credential: &str) -> Option<String> {
    let url = url.trim();
    (url.starts_with("turn:") || url.starts_with("turns:"))
        .then(|| format!("{url}|{}|{}", user.trim(), credential.trim()))
}

/// An ICE entry's address and, for a TURN server, its user name and
/// credential (see [`turn_entry`]).
pub fn ice_server(entry: &str) -> (&str, Option<(&str, &str)>) {
    let mut parts = entry.splitn(3, '|');
    let url = parts.next().unwrap_or_default();
    match (parts.next(), parts.next()) {
        (Some(u), Some(c)) => (url, Some((u, c))),
        _ => (url, None),
    }
}

/// The STUN servers of a setting's text: addresses separated by commas,
/// spaces or lines (`stun:` is added where it is missing).
pub fn ice_list(text: &str) -> Vec<String> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(|s| {
            if s.starts_with("stun:") || s.starts_with("turn:") || s.starts_with("turns:") {
                s.to_string()
            } else {
                format!("stun:{s}")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const CODE: &str = "z+l6~GJol6pSz96dA9QKoLl20xizc~vP5xch01T9z7sI2MZU26aP2KpMn5y-mBGxcQuNE2HCM~h10.200.0.1:53350";

    #[test]
    fn invitations_round_trip() {
        for inv in [
            Invitation {
                game: "card-keeper".into(),
                seat: Some(1),
                secret: "a1b2".into(),
                via: Via::Offer(CODE.into()),
                ice: vec![],
                host: Some("Ana & Bo".into()),
                name: Some("Cy".into()),
                pick: false,
            },
            Invitation {
                game: "star-crew".into(),
                seat: Some(0),
                secret: "s".into(),
                via: Via::Relays {
                    room: "kt-xyz".into(),
                    key: "k-1_2".into(),
                    relays: vec!["wss://relay.example".into(), "ws://127.0.0.1:7447".into()],
                },
                ice: vec![],
                host: None,
                name: None,
                pick: false,
            },
            Invitation {
                game: "keep".into(),
                seat: None,
                secret: "w".into(),
                via: Via::Room("ws://127.0.0.1:3536/kt-abc".into()),
                ice: vec!["stun:stun.example.org:3478".into()],
                host: None,
                name: None,
                pick: true,
            },
        ] {
            let q = Query::parse(&inv.encode()).unwrap();
            assert_eq!(Invitation::decode(&q).unwrap(), inv);
        }
    }

    #[test]
    fn a_broken_invitation_says_why() {
        for bad in [
            "join=card-keeper&seat=0&key=a&offer=x",
            "join=card-keeper&seat=2&offer=x",
            "join=card-keeper&seat=2&key=a",
            "join=card-keeper&seat=2&key=a&offer=abc",
            "join=card-keeper&seat=2&key=a&room=http%3A%2F%2Fx",
            "join=card-keeper&seat=2&key=a&meet=r&mk=k",
            "join=card-keeper&seat=2&key=a&meet=r&relays=wss%3A%2F%2Fx",
            "join=card-keeper&seat=2&key=a&meet=r&mk=k&relays=http%3A%2F%2Fx",
        ] {
            let q = Query::parse(bad).unwrap();
            assert!(Invitation::decode(&q).is_err(), "{bad}");
        }
    }

    #[test]
    fn stun_lists() {
        assert_eq!(
            ice_list("stun.l.google.com:19302, stun:a:1\n"),
            vec!["stun:stun.l.google.com:19302", "stun:a:1"]
        );
        assert!(ice_list("  ").is_empty());
        let t = turn_entry(" turn:10.0.0.1:3478", "kt", "pw").unwrap();
        assert_eq!(ice_server(&t), ("turn:10.0.0.1:3478", Some(("kt", "pw"))));
        assert_eq!(ice_server("stun:a:1"), ("stun:a:1", None));
        assert_eq!(turn_entry("stun:a:1", "", ""), None);
    }
}
