//! An invitation, as the query of a link (`?join=card-keeper&seat=2&key=…`):
//! which game and seat, the seat's secret, and how to connect: the host's
//! WebRTC offer as a short code (no server), or a room on a signalling
//! server; and the STUN servers the host uses, if any.

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
}

/// How a guest reaches the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Via {
    /// The host's offer ([`crate::code::Signal::encode`]): the guest answers
    /// with a reply code the host pastes.
    Offer(String),
    /// A room on a signalling server (`ws://host:3536/room`).
    Room(String),
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
        }
        if !self.ice.is_empty() {
            q.push_str(&format!("&ice={}", join_escaped(&self.ice)));
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
        let via = match (field(q, "offer")?, field(q, "room")?) {
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
        Ok(Invitation {
            game,
            seat,
            secret,
            via,
            ice,
        })
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
            },
            Invitation {
                game: "keep".into(),
                seat: None,
                secret: "w".into(),
                via: Via::Room("ws://127.0.0.1:3536/kt-abc".into()),
                ice: vec!["stun:stun.example.org:3478".into()],
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
    }
}
