//! The designer's inbox's fetching, from one relay: a campaign's sealed
//! records asked for page by page (newest first, each next page `until`
//! the oldest seen), every event checked for its shape before it is kept
//! (anyone with the link can publish, so junk is counted, never kept), and
//! the kept events opened with the campaign's secret key ([`open_all`]).
//! Plain functions over the relay's messages: the worker holds the socket.

use keep_net::campaign::{open_record, MAX_EVENT};
use keep_net::seal::GIFT_WRAP;
use serde_json::{json, Value};
use std::collections::HashSet;

/// Events asked for in one page.
pub const PAGE: usize = 500;
/// The most events one fetch keeps from one relay.
pub const MAX_EVENTS: usize = 10_000;
/// The subscription's name.
const SUB: &str = "inbox";

/// What to do after a relay's message.
#[derive(Debug, PartialEq, Eq)]
pub enum Step {
    /// Wait for more.
    Wait,
    /// Send these messages (the page done, the next asked for).
    Send(Vec<String>),
    /// The fetch from this relay is over (with why, if it ended early).
    Done(Option<String>),
}

/// One relay's fetch of one campaign's records.
#[derive(Debug)]
pub struct Fetch {
    key: String,
    until: Option<u64>,
    in_page: usize,
    oldest: Option<u64>,
    ids: HashSet<String>,
    /// The events kept, as their relay sent them.
    pub events: Vec<Value>,
    /// Events refused for their shape (not a gift wrap to this key, too
    /// large, damaged).
    pub junk: usize,
}

impl Fetch {
    /// A fetch of the records sealed to `key` (hex).
    pub fn new(key: &str) -> Fetch {
        Fetch {
            key: key.into(),
            until: None,
            in_page: 0,
            oldest: None,
            ids: HashSet::new(),
            events: Vec::new(),
            junk: 0,
        }
    }

    /// The message asking for the next page.
    pub fn request(&self) -> String {
        let mut filter = json!({"kinds": [GIFT_WRAP], "#p": [self.key], "limit": PAGE});
        if let Some(u) = self.until {
            filter["until"] = json!(u);
        }
        json!(["REQ", SUB, filter]).to_string()
    }

    /// Keeps `event` if it has the shape of a record sealed to this key.
    fn keep(&mut self, event: &Value, bytes: usize) {
        let to_me = event["tags"].as_array().is_some_and(|tags| {
            tags.iter()
                .any(|t| t[0] == "p" && t[1].as_str() == Some(self.key.as_str()))
        });
        let id = event["id"].as_str().unwrap_or_default();
        let ok = bytes <= MAX_EVENT
            && event["kind"] == GIFT_WRAP
            && to_me
            && id.len() == 64
            && id.bytes().all(|b| b.is_ascii_hexdigit())
            && event["content"].is_string();
        let Some(at) = event["created_at"].as_u64().filter(|_| ok) else {
            self.junk += 1;
            return;
        };
        self.in_page += 1;
        self.oldest = Some(self.oldest.map_or(at, |o| o.min(at)));
        if self.ids.insert(id.to_string()) {
            self.events.push(event.clone());
        }
    }

    /// What the relay said (`text`), and what to do next.
    pub fn heard(&mut self, text: &str) -> Step {
        let Ok(v) = serde_json::from_str::<Value>(text) else {
            return Step::Wait;
        };
        match v[0].as_str() {
            Some("EVENT") if v[1] == SUB => {
                self.keep(&v[2], text.len());
                if self.events.len() >= MAX_EVENTS {
                    return Step::Done(Some(format!(
                        "stopped at {MAX_EVENTS} events from this relay"
                    )));
                }
                Step::Wait
            }
            Some("EOSE") if v[1] == SUB => {
                let full = self.in_page >= PAGE;
                let next = self.oldest;
                self.in_page = 0;
                match next {
                    // A full page, and older events may follow: the next
                    // page, up to the oldest seen (a page of one moment
                    // only cannot go further back).
                    Some(oldest) if full && self.until != Some(oldest) => {
                        self.until = Some(oldest);
                        Step::Send(vec![json!(["CLOSE", SUB]).to_string(), self.request()])
                    }
                    _ => Step::Done(None),
                }
            }
            Some("CLOSED") if v[1] == SUB => Step::Done(Some(format!(
                "the relay ended the fetch: {}",
                v[2].as_str().unwrap_or("no reason given")
            ))),
            _ => Step::Wait,
        }
    }
}

/// Every event of `events` (from all relays) opened with the campaign's
/// `secret` key, each event once: `{"records": [{"event": id, "rumor": id,
/// "at": seconds, "text": record text}], "refused": [{"event": id, "why":
/// "…"}]}`. Whether a record is a legal game is the page's to check (it
/// holds the games).
pub fn open_all(events: &[Value], secret: &[u8; 32]) -> Value {
    let mut seen = HashSet::new();
    let (mut records, mut refused) = (Vec::new(), Vec::new());
    for e in events {
        let id = e["id"].as_str().unwrap_or_default().to_string();
        if !seen.insert(id.clone()) {
            continue;
        }
        match open_record(e, secret) {
            Ok((rumor, text)) => records.push(json!({
                "event": id,
                "rumor": rumor.id,
                "at": rumor.created_at,
                "text": text,
            })),
            Err(why) => refused.push(json!({"event": id, "why": why})),
        }
    }
    json!({"records": records, "refused": refused})
}

#[cfg(test)]
mod tests {
    use super::*;
    use keep_net::campaign::seal_record;
    use keep_net::nostr::Keys;

    fn random(n: u8) -> keep_net::seal::Randomness {
        crate::randomness(&[n; crate::RANDOM_BYTES])
    }

    const KEY: &str = "aa";

    fn event(id: u8, at: u64) -> Value {
        json!({"id": format!("{id:064x}"), "kind": 1059, "created_at": at, "tags": [["p", KEY]], "content": "x", "pubkey": "p", "sig": "s"})
    }

    fn relayed(e: &Value) -> String {
        json!(["EVENT", SUB, e]).to_string()
    }

    #[test]
    fn the_first_page_asks_for_the_newest_and_a_short_page_ends_the_fetch() {
        let mut f = Fetch::new(KEY);
        let req: Value = serde_json::from_str(&f.request()).unwrap();
        assert_eq!(
            req,
            json!(["REQ", "inbox", {"kinds": [1059], "#p": [KEY], "limit": PAGE}])
        );
        assert_eq!(f.heard(&relayed(&event(1, 50))), Step::Wait);
        assert_eq!(f.heard(&relayed(&event(1, 50))), Step::Wait);
        assert_eq!(f.heard(r#"["NOTICE","hello"]"#), Step::Wait);
        assert_eq!(f.heard(r#"["EOSE","inbox"]"#), Step::Done(None));
        assert_eq!(f.events.len(), 1, "an event sent twice is kept once");
    }

    #[test]
    fn a_full_page_asks_for_the_next_until_its_oldest_and_a_page_of_one_moment_ends() {
        let mut f = Fetch::new(KEY);
        for i in 0..PAGE {
            f.heard(&relayed(&event((i % 250) as u8, 1_000 - i as u64 / 2)));
        }
        let Step::Send(next) = f.heard(r#"["EOSE","inbox"]"#) else {
            panic!("a full page asks for the next");
        };
        assert_eq!(next[0], r#"["CLOSE","inbox"]"#);
        let req: Value = serde_json::from_str(&next[1]).unwrap();
        assert_eq!(req[2]["until"], 1_000 - (PAGE as u64 - 1) / 2);
        // The next page holds only that moment again: nothing older comes.
        for _ in 0..PAGE {
            f.heard(&relayed(&event(7, 1_000 - (PAGE as u64 - 1) / 2)));
        }
        assert_eq!(f.heard(r#"["EOSE","inbox"]"#), Step::Done(None));
    }

    #[test]
    fn junk_is_counted_never_kept() {
        let mut f = Fetch::new(KEY);
        let mut wrong_kind = event(1, 5);
        wrong_kind["kind"] = json!(1);
        let mut not_mine = event(2, 5);
        not_mine["tags"] = json!([["p", "bb"]]);
        let mut bad_id = event(3, 5);
        bad_id["id"] = json!("zz");
        let mut huge = event(4, 5);
        huge["content"] = json!("x".repeat(MAX_EVENT));
        for e in [&wrong_kind, &not_mine, &bad_id, &huge, &json!("text")] {
            f.heard(&relayed(e));
        }
        f.heard("not json");
        assert_eq!((f.events.len(), f.junk), (0, 5));
        assert_eq!(
            f.heard(r#"["CLOSED","inbox","rate-limited: slow down"]"#),
            Step::Done(Some(
                "the relay ended the fetch: rate-limited: slow down".into()
            ))
        );
    }

    #[test]
    fn sealed_records_open_and_forged_or_foreign_ones_are_refused_with_why() {
        let secret = [3u8; 32];
        let public = Keys::from_secret(&secret).unwrap().public;
        let record = r#"{"format":"keep-table-record","id":"g1"}"#;
        let good = seal_record(record, &public, 1_800_000_000, &random(1)).unwrap();
        let other = Keys::from_secret(&[4u8; 32]).unwrap().public;
        let foreign = seal_record(record, &other, 1_800_000_000, &random(2)).unwrap();
        let mut forged = good.clone();
        forged["content"] = json!("AAAA");
        forged["id"] = json!(format!("{:064x}", 9));
        let out = open_all(&[good.clone(), good.clone(), foreign, forged], &secret);
        assert_eq!(out["records"].as_array().unwrap().len(), 1);
        assert_eq!(out["records"][0]["text"], record);
        assert_eq!(out["records"][0]["event"], good["id"]);
        assert_eq!(out["refused"].as_array().unwrap().len(), 2);
        assert!(out["refused"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["why"].as_str().is_some_and(|w| !w.is_empty())));
    }
}
