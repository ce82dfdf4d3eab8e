//! What a campaign table's Web Worker does, as plain functions over JSON
//! text (so that native tests cover them); `main.rs` only passes messages
//! and holds the sockets. The page loads this worker only at a campaign's
//! table, so that no other page carries the sealing code.
//!
//! A request is `{"id": 7, "job": {...}}` (a `"game"` field is ignored:
//! the page's worker handle sends one) with one job:
//! - `{"open": {"link": "…"}}`: the campaign a link's `#campaign=` value
//!   carries, checked: `{"name", "game", "key", "relays", "players",
//!   "options"}`, its options as JSON text (empty: the rules as written);
//! - `{"seal": {"record": "…", "key": "…"}}`: the record's text sealed to
//!   the campaign's key: `{"id": "…", "event": "…"}`, the stored event to
//!   publish as JSON text;
//! - `{"send": {"event": "…", "relays": ["wss://…"]}}`: the event (its
//!   text) published on each relay, answered once every relay said `OK` or
//!   [`SEND_WAIT_MS`] passed: `[{"relay": "wss://…", "ok": true, "why": ""}]`;
//! - `{"fetch": {"key": "…", "secret": "…", "relays": [...]}}`: the
//!   designer's inbox: every record sealed to the campaign's key on each
//!   relay ([`fetch`], page by page, junk counted), opened with its secret
//!   key: `{"records": [...], "refused": [...], "junk": 3, "relays":
//!   [{"relay": "wss://…", "events": 12, "why": ""}]}`.
//!
//! What the page reads of a reply it reads by field, never through a type
//! of its own: a game's page stays small.
//!
//! The reply is `{"id": 7, "ok": value}` or `{"id": 7, "error": "why"}`.

pub mod fetch;

use keep_net::campaign::{seal_record, Campaign};
use keep_net::nostr::RelayMessage;
use keep_net::seal::{Randomness, TWO_DAYS};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// How long a relay has to answer a published event (ms).
pub const SEND_WAIT_MS: i32 = 10_000;

/// One request.
#[derive(Deserialize)]
struct Request {
    id: u64,
    job: Job,
}

/// What a request asks for.
#[derive(Debug, PartialEq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Job {
    /// Read a campaign link.
    Open {
        /// The link's `#campaign=` value.
        link: String,
    },
    /// Seal a record.
    Seal {
        /// The record's text.
        record: String,
        /// The campaign's public key (hex).
        key: String,
    },
    /// Publish an event on relays.
    Send {
        /// The sealed event, as JSON text.
        event: String,
        /// The relays still to store it.
        relays: Vec<String>,
    },
    /// Fetch and open a campaign's records.
    Fetch {
        /// The campaign's public key (hex).
        key: String,
        /// Its secret key (hex).
        secret: String,
        /// The relays to fetch from.
        relays: Vec<String>,
    },
}

/// How long one relay has to give all its pages of a fetch (ms).
pub const FETCH_WAIT_MS: i32 = 30_000;

/// Reads a request: its id and job, or the reply saying why it cannot be
/// read.
pub fn request(text: &str) -> Result<(u64, Job), String> {
    serde_json::from_str::<Request>(text)
        .map(|r| (r.id, r.job))
        .map_err(|e| json!({"id": null, "error": format!("not a request: {e}")}).to_string())
}

/// The reply to request `id`.
pub fn reply(id: u64, out: Result<Value, String>) -> String {
    match out {
        Ok(v) => json!({"id": id, "ok": v}),
        Err(e) => json!({"id": id, "error": e}),
    }
    .to_string()
}

/// The campaign a link carries, checked: what a table keeps of it.
pub fn open(link: &str) -> Result<Value, String> {
    let c = Campaign::from_link(link)?;
    Ok(json!({
        "name": c.name,
        "game": c.game,
        "key": c.key,
        "relays": c.relays,
        "players": c.players,
        "options": c.options.map(|o| o.to_string()).unwrap_or_default(),
    }))
}

/// The random bytes one seal takes: [`Randomness`]'s six keys, nonces and
/// signature bytes, then two times' worth.
pub const RANDOM_BYTES: usize = 6 * 32 + 2 * 8;

/// [`Randomness`] from [`RANDOM_BYTES`] secure random bytes.
pub fn randomness(bytes: &[u8; RANDOM_BYTES]) -> Randomness {
    let b32 = |i: usize| -> [u8; 32] { bytes[i * 32..(i + 1) * 32].try_into().expect("32 bytes") };
    let back = |i: usize| {
        let at = 6 * 32 + i * 8;
        u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes")) % TWO_DAYS
    };
    Randomness {
        author: b32(0),
        wrap: b32(1),
        nonces: [b32(2), b32(3)],
        aux: [b32(4), b32(5)],
        back: [back(0), back(1)],
    }
}

/// The record `record` sealed to `key` at `now` (seconds since 1970):
/// the event's id and its text.
pub fn seal(record: &str, key: &str, now: u64, random: &Randomness) -> Result<Value, String> {
    check_is_record(record)?;
    let event = seal_record(record, key, now, random)?;
    Ok(json!({"id": event["id"], "event": event.to_string()}))
}

/// The message that publishes an event (its text, as sealed here).
pub fn publish(event: &str) -> String {
    format!(r#"["EVENT",{event}]"#)
}

/// Refuses text that is not a record before it is sealed (a record has
/// an `id`).
fn check_is_record(record: &str) -> Result<(), String> {
    let v: Value =
        serde_json::from_str(record).map_err(|e| format!("the record cannot be read ({e})"))?;
    match v.get("id").and_then(Value::as_str) {
        Some(_) => Ok(()),
        None => Err("the record has no id".into()),
    }
}

/// One relay's answer to a published event.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    /// The relay.
    pub relay: String,
    /// Stored (`OK` true, or already stored).
    pub ok: bool,
    /// Its words (or why there was no answer).
    pub why: String,
}

/// The answers to one published event as they come, one per relay.
#[derive(Debug, Default)]
pub struct Publishing {
    relays: Vec<String>,
    answers: Vec<Answer>,
}

impl Publishing {
    /// Publishing on `relays`.
    pub fn new(relays: &[String]) -> Publishing {
        Publishing {
            relays: relays.to_vec(),
            answers: Vec::new(),
        }
    }

    /// The relays published on.
    pub fn relays(&self) -> &[String] {
        &self.relays
    }

    /// What `relay` said (`text`); true when it was its answer to the
    /// event (a relay's first answer counts).
    pub fn heard(&mut self, relay: &str, text: &str) -> bool {
        match RelayMessage::read(text) {
            Some(RelayMessage::Ok { accepted, why }) => {
                let ok = accepted || why.starts_with("duplicate:");
                self.answer(relay, ok, &why)
            }
            _ => false,
        }
    }

    /// `relay` failed before it answered (closed, refused the connection).
    pub fn failed(&mut self, relay: &str, why: &str) -> bool {
        self.answer(relay, false, why)
    }

    fn answer(&mut self, relay: &str, ok: bool, why: &str) -> bool {
        if !self.relays.iter().any(|r| r == relay) || self.answers.iter().any(|a| a.relay == relay)
        {
            return false;
        }
        self.answers.push(Answer {
            relay: relay.into(),
            ok,
            why: why.chars().take(200).collect(),
        });
        true
    }

    /// True once every relay answered.
    pub fn done(&self) -> bool {
        self.answers.len() == self.relays.len()
    }

    /// The answers, every relay that has not answered counted as silent.
    pub fn finish(mut self) -> Value {
        for r in self.relays.clone() {
            self.answer(&r, false, "the relay did not answer in time");
        }
        serde_json::to_value(self.answers).expect("answers serialize")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keep_net::campaign::open_record;
    use keep_net::nostr::{unhex32, Keys};

    fn key_pair() -> ([u8; 32], String) {
        let secret = [9u8; 32];
        (secret, Keys::from_secret(&secret).unwrap().public)
    }

    #[test]
    fn a_request_reads_and_a_reply_says_its_id() {
        let (id, job) =
            request(r#"{"id": 3, "game": "", "job": {"open": {"link": "x"}}}"#).unwrap();
        assert_eq!((id, job), (3, Job::Open { link: "x".into() }));
        assert!(request("{").unwrap_err().contains("not a request"));
        let read = |t: String| serde_json::from_str::<Value>(&t).unwrap();
        assert_eq!(read(reply(3, Ok(json!(1)))), json!({"id": 3, "ok": 1}));
        assert_eq!(
            read(reply(4, Err("no".into()))),
            json!({"id": 4, "error": "no"})
        );
    }

    #[test]
    fn a_link_opens_to_its_campaign_and_a_damaged_one_says_so() {
        let (_, public) = key_pair();
        let c = Campaign::new(
            "Spring",
            "card-keeper",
            &public,
            &["wss://a.example".into()],
        );
        let v = open(&c.to_link()).unwrap();
        assert_eq!(v["name"], "Spring");
        assert_eq!(v["key"], public.as_str());
        assert_eq!(v["options"], "");
        let mut with = c.clone();
        with.options = Some(json!({"hand": 5}));
        with.players = vec![3];
        let v = open(&with.to_link()).unwrap();
        assert_eq!(v["options"], r#"{"hand":5}"#);
        assert_eq!(v["players"], json!([3]));
        assert!(open("AAAA").unwrap_err().contains("damaged"));
    }

    #[test]
    fn a_sealed_record_opens_with_the_designers_key_only() {
        let (secret, public) = key_pair();
        let random = randomness(&[5u8; RANDOM_BYTES]);
        assert!(random.back.iter().all(|b| *b < TWO_DAYS));
        let record = r#"{"format":"keep-table-record","id":"r1","game":"card-keeper"}"#;
        let sealed = seal(record, &public, 1_800_000_000, &random).unwrap();
        let event: Value = serde_json::from_str(sealed["event"].as_str().unwrap()).unwrap();
        assert_eq!(sealed["id"], event["id"]);
        let published: Value =
            serde_json::from_str(&publish(sealed["event"].as_str().unwrap())).unwrap();
        assert_eq!(published, json!(["EVENT", event]));
        let (_, text) = open_record(&event, &secret).unwrap();
        assert_eq!(text, record);
        assert!(open_record(&event, &[8u8; 32]).is_err());
        assert!(unhex32(event["pubkey"].as_str().unwrap()).is_some());
        assert!(seal("{}", &public, 1, &random)
            .unwrap_err()
            .contains("no id"));
        assert!(seal("x", &public, 1, &random)
            .unwrap_err()
            .contains("cannot be read"));
    }

    #[test]
    fn every_relay_answers_once_and_silence_counts_as_not_stored() {
        let relays = vec![
            "wss://a".to_string(),
            "wss://b".to_string(),
            "wss://c".to_string(),
        ];
        let mut p = Publishing::new(&relays);
        assert!(!p.heard("wss://a", r#"["NOTICE","hi"]"#));
        assert!(p.heard("wss://a", r#"["OK","e1",true,""]"#));
        assert!(!p.heard("wss://a", r#"["OK","e1",false,"again"]"#));
        assert!(p.heard("wss://b", r#"["OK","e1",false,"duplicate: have it"]"#));
        assert!(!p.heard("wss://z", r#"["OK","e1",true,""]"#));
        assert!(!p.done());
        let answers: Vec<Answer> = serde_json::from_value(p.finish()).unwrap();
        assert_eq!(
            answers
                .iter()
                .map(|a| (a.relay.as_str(), a.ok))
                .collect::<Vec<_>>(),
            [("wss://a", true), ("wss://b", true), ("wss://c", false)]
        );
        assert!(answers[2].why.contains("did not answer"));
        let mut p = Publishing::new(&relays[..1]);
        assert!(p.failed("wss://a", "the connection failed"));
        assert!(p.done());
    }
}
