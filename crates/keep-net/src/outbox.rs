//! A campaign table's outbox: sealed records kept on the host's device
//! until enough relays have stored them, for any game. A record is sent to
//! every relay of its campaign and leaves the outbox once at least two
//! relays (or every relay, when the campaign names fewer) have answered
//! `OK` true; until then it is sent again with backoff while the page is
//! open, and whenever the page opens again or the network comes back.
//!
//! This is the bookkeeping only (no sockets): what to send where and when,
//! and what the relays' answers change. The outbox is plain data, kept by
//! the page after every change and carried by backups; an event is kept as
//! its text (the page never reads it: the campaign worker made it and
//! publishes it).

use serde::{Deserialize, Serialize};

/// The waits before each new try of a record not yet stored (ms); the
/// last repeats.
pub const BACKOFF_MS: [u64; 6] = [5_000, 15_000, 60_000, 300_000, 900_000, 3_600_000];
/// The most records an outbox keeps (the oldest are kept; a new one is
/// refused with a message when it is full).
pub const MAX_ITEMS: usize = 500;

/// One sealed record on its way.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Item {
    /// The record's id (a record sent again replaces its earlier version).
    pub record: String,
    /// The campaign's name, for what the page says.
    pub campaign: String,
    /// The sealed event's id.
    pub id: String,
    /// The sealed event (a NIP-59 gift wrap) to publish, as JSON text.
    pub event: String,
    /// The relays to publish it on.
    pub relays: Vec<String>,
    /// The relays that stored it (`OK` true).
    #[serde(default)]
    pub stored: Vec<String>,
    /// Tries so far.
    #[serde(default)]
    pub tries: u32,
    /// When to try again (ms since 1970; 0: now).
    #[serde(default)]
    pub next_at: u64,
    /// The last refusal a relay gave, in its words.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub why: String,
}

impl Item {
    /// Relays that must store it before it leaves the outbox.
    pub fn needed(&self) -> usize {
        self.relays.len().min(2)
    }

    /// True once enough relays stored it.
    pub fn delivered(&self) -> bool {
        self.stored.len() >= self.needed()
    }
}

/// The records waiting to reach their designers.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Outbox {
    /// The records, oldest first.
    pub items: Vec<Item>,
}

impl Outbox {
    /// Reads a kept outbox (an unreadable one reads as empty: the page keeps
    /// its text aside rather than lose it).
    pub fn read(text: &str) -> Result<Outbox, String> {
        serde_json::from_str(text).map_err(|e| format!("the outbox cannot be read ({e})"))
    }

    /// Its text, to keep.
    pub fn write(&self) -> String {
        serde_json::to_string(self).expect("an outbox serializes")
    }

    /// Puts a sealed record (its event `id` and `event` text) in the
    /// outbox, to be sent at `at` (ms since 1970; 0: now): in place of an
    /// earlier version of the same record, else after the others. Refused
    /// with why when the outbox is full.
    pub fn put(
        &mut self,
        record: &str,
        campaign: &str,
        (id, event): (&str, &str),
        relays: &[String],
        at: u64,
    ) -> Result<(), String> {
        self.items.retain(|i| i.record != record);
        if self.items.len() >= MAX_ITEMS {
            return Err(format!(
                "{MAX_ITEMS} games are already waiting to reach their designers"
            ));
        }
        self.items.push(Item {
            record: record.into(),
            campaign: campaign.into(),
            id: id.into(),
            event: event.into(),
            relays: relays.to_vec(),
            stored: vec![],
            tries: 0,
            next_at: at,
            why: String::new(),
        });
        Ok(())
    }

    /// When the next record is due (ms since 1970), if any waits.
    pub fn next_due(&self) -> Option<u64> {
        self.items.iter().map(|i| i.next_at).min()
    }

    /// The records to send at `now` (their events' ids and texts), with
    /// the relays each still needs (those that have not stored it); each is
    /// marked as tried, its next try set by [`BACKOFF_MS`].
    pub fn due(&mut self, now: u64) -> Vec<(String, String, Vec<String>)> {
        let mut out = Vec::new();
        for item in &mut self.items {
            if item.delivered() || item.next_at > now {
                continue;
            }
            let wait = BACKOFF_MS[(item.tries as usize).min(BACKOFF_MS.len() - 1)];
            item.tries += 1;
            item.next_at = now + wait;
            let left: Vec<String> = item
                .relays
                .iter()
                .filter(|r| !item.stored.contains(r))
                .cloned()
                .collect();
            out.push((item.id.clone(), item.event.clone(), left));
        }
        out
    }

    /// Every record due now again (the page opened, the network came back).
    pub fn retry_now(&mut self) {
        for item in &mut self.items {
            item.next_at = 0;
        }
    }

    /// A relay's answer to event `id`: stored (`accepted`) or refused with
    /// `why`. Records stored on enough relays leave the outbox; true when
    /// one did.
    pub fn answer(&mut self, relay: &str, id: &str, accepted: bool, why: &str) -> bool {
        let Some(item) = self.items.iter_mut().find(|i| i.id == id) else {
            return false;
        };
        if accepted || why.starts_with("duplicate:") {
            if !item.stored.iter().any(|r| r == relay) && item.relays.iter().any(|r| r == relay) {
                item.stored.push(relay.into());
            }
        } else {
            item.why = format!("{relay}: {}", why.chars().take(200).collect::<String>());
        }
        let before = self.items.len();
        self.items.retain(|i| !i.delivered());
        self.items.len() < before
    }

    /// Records still waiting.
    pub fn waiting(&self) -> usize {
        self.items.len()
    }

    /// Adds another device's waiting records (a backup's) that this outbox
    /// does not hold, due now, as room allows: how many were added. (A
    /// record both sent is stored once: relays answer a repeated event
    /// with `duplicate:`, and the designer's inbox counts a record once.)
    pub fn merge(&mut self, other: Outbox) -> usize {
        let mut added = 0;
        for mut item in other.items {
            if self.items.len() >= MAX_ITEMS || self.items.iter().any(|i| i.record == item.record) {
                continue;
            }
            item.next_at = 0;
            item.tries = 0;
            self.items.push(item);
            added += 1;
        }
        added
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn relays(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("wss://r{i}.example")).collect()
    }

    #[test]
    fn a_record_leaves_once_two_relays_stored_it_and_is_tried_again_with_backoff() {
        let mut o = Outbox::default();
        o.put("g1", "Spring", ("e1", "{}"), &relays(3), 0).unwrap();
        let due = o.due(1_000);
        assert_eq!(due.len(), 1);
        assert_eq!(due[0].2.len(), 3);
        assert!(o.due(1_001).is_empty(), "not again before its wait");
        assert!(!o.answer("wss://r0.example", "e1", true, ""));
        assert!(!o.answer("wss://r1.example", "e1", false, "blocked: no"));
        assert_eq!(o.items[0].why, "wss://r1.example: blocked: no");
        // The next try goes only to the relays that have not stored it.
        let due = o.due(1_000 + BACKOFF_MS[0]);
        assert_eq!(due[0].2, ["wss://r1.example", "wss://r2.example"]);
        assert_eq!(o.items[0].next_at, 1_000 + BACKOFF_MS[0] + BACKOFF_MS[1]);
        // A relay that already has it says so: stored too.
        assert!(o.answer("wss://r2.example", "e1", false, "duplicate: have it"));
        assert_eq!(o.waiting(), 0);
    }

    #[test]
    fn one_relay_is_enough_when_the_campaign_names_one_and_a_record_replaces_its_earlier_version() {
        let mut o = Outbox::default();
        o.put("g1", "Spring", ("e1", "{}"), &relays(1), 0).unwrap();
        o.put("g1", "Spring", ("e2", "{}"), &relays(1), 500)
            .unwrap();
        assert!(o.due(499).is_empty(), "put to be sent later");
        assert_eq!(o.next_due(), Some(500));
        assert_eq!(o.waiting(), 1);
        assert!(
            !o.answer("wss://r0.example", "e1", true, ""),
            "the old event is gone"
        );
        assert!(
            !o.answer("wss://elsewhere", "e2", true, ""),
            "not one of its relays"
        );
        assert!(o.answer("wss://r0.example", "e2", true, ""));
        assert_eq!(o.waiting(), 0);
    }

    #[test]
    fn a_kept_outbox_reads_back_and_a_full_one_says_so() {
        let mut o = Outbox::default();
        for i in 0..MAX_ITEMS {
            o.put(
                &format!("g{i}"),
                "S",
                (&format!("e{i}"), "{}"),
                &relays(2),
                0,
            )
            .unwrap();
        }
        assert!(o.put("one more", "S", ("e", "{}"), &relays(2), 0).is_err());
        o.due(5);
        o.retry_now();
        assert_eq!(o.due(5).len(), MAX_ITEMS);
        assert_eq!(Outbox::read(&o.write()).unwrap(), o);
        assert!(Outbox::read("{oops").is_err());
    }

    #[test]
    fn a_backups_waiting_records_join_those_here_once() {
        let mut here = Outbox::default();
        here.put("g1", "S", ("e1", "{}"), &relays(2), 0).unwrap();
        let mut there = Outbox::default();
        there.put("g1", "S", ("e1b", "{}"), &relays(2), 0).unwrap();
        there
            .put("g2", "S", ("e2", "{}"), &relays(2), 9_999)
            .unwrap();
        there.due(10_000);
        assert_eq!(here.merge(there.clone()), 1);
        assert_eq!(here.items[0].id, "e1", "the one here stays");
        assert_eq!((here.items[1].next_at, here.items[1].tries), (0, 0));
        assert_eq!(here.merge(there), 0);
    }
}
