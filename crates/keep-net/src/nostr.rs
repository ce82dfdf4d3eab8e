//! Meeting through public Nostr relays (NIP-01 over WebSocket): each page
//! signs ephemeral events (kinds 20000–29999, which relays pass on and do
//! not store) with a throwaway key, under a topic tag derived from the
//! room; what an event says is ciphertext the app makes with the room's
//! key (AES-GCM, in the browser), so a relay sees a random-looking topic,
//! a throwaway key and bytes: no description, no name, no card.
//!
//! This module is the protocol only (no sockets, no crypto beyond the
//! event's hash and signature): the events to publish, the subscription,
//! and the relay's messages read.

use k256::schnorr::SigningKey;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// The public relays a new host or campaign uses (editable, carried in the
/// invitation or the campaign's link): open relays that pass ephemeral
/// events on and keep stored ones.
pub const DEFAULT_RELAYS: &str =
    "wss://relay.damus.io, wss://nos.lol, wss://relay.nostr.band, wss://relay.primal.net";

/// The tag an event's topic goes in (NIP-12's single-letter tag `x`).
pub const TOPIC_TAG: &str = "x";

/// A page's throwaway identity on the relays.
pub struct Keys {
    key: SigningKey,
    /// The public key, hex (the event's `pubkey`: this page's peer id).
    pub public: String,
}

/// `bytes` as lowercase hex.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// SHA-256 of `text`, hex.
pub fn sha256_hex(text: &str) -> String {
    hex(&Sha256::digest(text.as_bytes()))
}

/// The topic of a room (what the relays see instead of its name).
pub fn topic(room: &str) -> String {
    sha256_hex(&format!("keep-table/{room}"))
}

/// The ephemeral event kind of a topic (20000–29999, spread by the topic
/// so that no one kind carries every table).
pub fn kind(topic: &str) -> u16 {
    let n = u32::from_str_radix(&topic[..topic.len().min(6)], 16).unwrap_or(0);
    20_000 + (n % 10_000) as u16
}

impl Keys {
    /// The keys of a 32-byte secret (random, from the browser); `None` for
    /// the rare bytes that are no secp256k1 key.
    pub fn from_secret(secret: &[u8; 32]) -> Option<Keys> {
        let key = SigningKey::from_bytes(secret).ok()?;
        let public = hex(&key.verifying_key().to_bytes());
        Some(Keys { key, public })
    }

    /// A signed event of `kind` under `topic` saying `content`, created at
    /// `created_at` (seconds since 1970), as NIP-01 writes it; `aux` is 32
    /// random bytes for the signature.
    pub fn event(
        &self,
        kind: u16,
        topic: &str,
        content: &str,
        created_at: u64,
        aux: &[u8; 32],
    ) -> Value {
        self.sign(kind, json!([[TOPIC_TAG, topic]]), content, created_at, aux)
    }

    /// A signed event of `kind` with `tags` saying `content`, created at
    /// `created_at` (seconds since 1970), as NIP-01 writes it; `aux` is 32
    /// random bytes for the signature.
    pub fn sign(
        &self,
        kind: u16,
        tags: Value,
        content: &str,
        created_at: u64,
        aux: &[u8; 32],
    ) -> Value {
        let id = event_id(&self.public, created_at, kind, &tags, content);
        let sig = self
            .key
            .sign_raw(&id, aux)
            .map(|s| hex(&s.to_bytes()))
            .unwrap_or_default();
        json!({
            "id": hex(&id),
            "pubkey": self.public,
            "created_at": created_at,
            "kind": kind,
            "tags": tags,
            "content": content,
            "sig": sig,
        })
    }
}

/// True when `event` is signed as NIP-01 says: its id is the hash of what
/// it says, and its signature is its key's (BIP-340) of that id.
pub fn is_signed(event: &Value) -> bool {
    let field = |k: &str| event.get(k).and_then(Value::as_str);
    let (Some(id), Some(pubkey), Some(sig), Some(content)) =
        (field("id"), field("pubkey"), field("sig"), field("content"))
    else {
        return false;
    };
    let (Some(created_at), Some(kind), Some(tags)) = (
        event.get("created_at").and_then(Value::as_u64),
        event.get("kind").and_then(Value::as_u64),
        event.get("tags"),
    ) else {
        return false;
    };
    let Ok(kind) = u16::try_from(kind) else {
        return false;
    };
    let hash = event_id(pubkey, created_at, kind, tags, content);
    let (Some(key), Some(sig)) = (unhex32(pubkey), unhex::<64>(sig)) else {
        return false;
    };
    if unhex32(id) != Some(hash) {
        return false;
    }
    let (Ok(key), Ok(sig)) = (
        k256::schnorr::VerifyingKey::from_bytes(&key),
        k256::schnorr::Signature::try_from(sig.as_slice()),
    ) else {
        return false;
    };
    key.verify_raw(&hash, &sig).is_ok()
}

/// The bytes of `N`-byte hex text (lower or upper case), if it is that.
pub fn unhex<const N: usize>(text: &str) -> Option<[u8; N]> {
    if text.len() != 2 * N || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mut out = [0u8; N];
    for (i, b) in out.iter_mut().enumerate() {
        *b = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// The 32 bytes of 64 hex digits (a key, an id), if it is that.
pub fn unhex32(text: &str) -> Option<[u8; 32]> {
    unhex::<32>(text)
}

/// NIP-01's event id: SHA-256 of `[0,pubkey,created_at,kind,tags,content]`
/// written without spaces.
pub fn event_id(pubkey: &str, created_at: u64, kind: u16, tags: &Value, content: &str) -> [u8; 32] {
    let text = json!([0, pubkey, created_at, kind, tags, content]).to_string();
    Sha256::digest(text.as_bytes()).into()
}

/// The message that publishes `event`.
pub fn publish(event: &Value) -> String {
    json!(["EVENT", event]).to_string()
}

/// The message that subscribes (`sub`) to the events of `kind` under `topic`.
pub fn subscribe(sub: &str, kind: u16, topic: &str) -> String {
    json!(["REQ", sub, {"kinds": [kind], "#x": [topic]}]).to_string()
}

/// The message that ends subscription `sub`.
pub fn unsubscribe(sub: &str) -> String {
    json!(["CLOSE", sub]).to_string()
}

/// What a relay says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelayMessage {
    /// An event of a subscription: who signed it and what it says.
    Event {
        /// The event's id (the same event comes from each relay).
        id: String,
        /// The signer's public key (the sender's peer id).
        pubkey: String,
        /// Its content.
        content: String,
        /// Its topic tag.
        topic: String,
    },
    /// Whether an event was taken (`false`: refused, with why).
    Ok {
        /// Taken.
        accepted: bool,
        /// The relay's words.
        why: String,
    },
    /// A subscription the relay ended (refused or closed), with why.
    Closed(String),
    /// The relay's notice.
    Notice(String),
    /// Stored events end (ephemeral ones never are: nothing to do).
    Eose,
}

impl RelayMessage {
    /// Reads a relay's message (`None`: not one of these, or malformed).
    pub fn read(text: &str) -> Option<RelayMessage> {
        if text.len() > crate::MAX_MESSAGE {
            return None;
        }
        let v: Value = serde_json::from_str(text).ok()?;
        let a = v.as_array()?;
        let s = |i: usize| a.get(i).and_then(Value::as_str).map(str::to_string);
        match a.first()?.as_str()? {
            "EVENT" => {
                let e = a.get(2)?;
                let topic = e
                    .get("tags")?
                    .as_array()?
                    .iter()
                    .filter_map(Value::as_array)
                    .find(|t| t.first().and_then(Value::as_str) == Some(TOPIC_TAG))
                    .and_then(|t| t.get(1)?.as_str())
                    .unwrap_or_default()
                    .to_string();
                Some(RelayMessage::Event {
                    id: e.get("id")?.as_str()?.to_string(),
                    pubkey: e.get("pubkey")?.as_str()?.to_string(),
                    content: e.get("content")?.as_str()?.to_string(),
                    topic,
                })
            }
            "OK" => Some(RelayMessage::Ok {
                accepted: a.get(2)?.as_bool()?,
                why: s(3).unwrap_or_default(),
            }),
            "CLOSED" => Some(RelayMessage::Closed(s(2).unwrap_or_default())),
            "NOTICE" => Some(RelayMessage::Notice(s(1).unwrap_or_default())),
            "EOSE" => Some(RelayMessage::Eose),
            _ => None,
        }
    }
}

/// The relays of a setting's text: `wss://` (or `ws://`) addresses
/// separated by commas, spaces or lines; others left out.
pub fn relay_list(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
    {
        if (s.starts_with("wss://") || s.starts_with("ws://"))
            && s.len() < 200
            && !out.iter().any(|o| o == s)
        {
            out.push(s.to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use k256::schnorr::{Signature, VerifyingKey};

    #[test]
    fn an_event_is_signed_as_nip_01_says() {
        let keys = Keys::from_secret(&[7; 32]).unwrap();
        let t = topic("kt-abc");
        let k = kind(&t);
        assert!((20_000..30_000).contains(&k));
        let e = keys.event(k, &t, "c2VjcmV0", 1_700_000_000, &[1; 32]);
        // The id is the hash of the serialised event; the signature is a
        // BIP-340 one of the id by the event's key.
        let id = unhex::<32>(e["id"].as_str().unwrap()).unwrap();
        let text = format!(
            r#"[0,"{}",1700000000,{k},[["x","{t}"]],"c2VjcmV0"]"#,
            keys.public
        );
        assert_eq!(id.to_vec(), Sha256::digest(text.as_bytes()).to_vec());
        let vk =
            VerifyingKey::from_bytes(&unhex32(e["pubkey"].as_str().unwrap()).unwrap()).unwrap();
        let sig =
            Signature::try_from(&unhex::<64>(e["sig"].as_str().unwrap()).unwrap()[..]).unwrap();
        assert!(vk.verify_raw(&id, &sig).is_ok());
        // A relay's copy reads back.
        let relayed = format!(r#"["EVENT","s1",{e}]"#);
        assert_eq!(
            RelayMessage::read(&relayed),
            Some(RelayMessage::Event {
                id: e["id"].as_str().unwrap().to_string(),
                pubkey: keys.public.clone(),
                content: "c2VjcmV0".into(),
                topic: t.clone()
            })
        );
        assert!(publish(&e).starts_with(r#"["EVENT",{"#));
        assert_eq!(
            subscribe("s1", k, &t),
            format!(r##"["REQ","s1",{{"#x":["{t}"],"kinds":[{k}]}}]"##)
        );
    }

    #[test]
    fn the_topic_does_not_show_the_room() {
        let t = topic("kt-abc");
        assert_eq!(t.len(), 64);
        assert!(!t.contains("abc"));
        assert_ne!(t, topic("kt-abd"));
    }

    #[test]
    fn relay_messages_read() {
        assert_eq!(
            RelayMessage::read(r#"["OK","ab",false,"blocked: kind"]"#),
            Some(RelayMessage::Ok {
                accepted: false,
                why: "blocked: kind".into()
            })
        );
        assert_eq!(
            RelayMessage::read(r#"["CLOSED","s1","auth-required:"]"#),
            Some(RelayMessage::Closed("auth-required:".into()))
        );
        assert_eq!(
            RelayMessage::read(r#"["NOTICE","slow down"]"#),
            Some(RelayMessage::Notice("slow down".into()))
        );
        assert_eq!(
            RelayMessage::read(r#"["EOSE","s1"]"#),
            Some(RelayMessage::Eose)
        );
        assert_eq!(RelayMessage::read(r#"["EVENT","s1",7]"#), None);
        assert_eq!(RelayMessage::read("nonsense"), None);
    }

    #[test]
    fn relay_lists() {
        assert_eq!(
            relay_list("wss://a.example, ws://127.0.0.1:7447\nhttp://x wss://a.example"),
            vec!["wss://a.example", "ws://127.0.0.1:7447"]
        );
    }
}
