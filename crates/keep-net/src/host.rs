//! The host's side: who may act for which seat (each remote seat's secret),
//! every guest message checked before anything reaches the engine, and each
//! guest's table built from the position.

use crate::message::{GuestStage, GuestTable, SeatState, ToGuest, ToHost, MAX_MESSAGE};
use keep_core::Engine;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A remote seat as the host keeps it (saved with the host's game, so a
/// reload of the host keeps every invitation good).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    /// The invitation's secret.
    pub secret: String,
    /// The number of the last action of this seat's guest that was applied.
    pub applied: u64,
}

/// The host's record of its guests.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Host {
    /// The host's app version: a guest of another one is told to reload.
    pub version: String,
    /// Each seat: remote (its slot) or not.
    seats: Vec<Option<Slot>>,
    /// The spectators' secret, once invited.
    spectators: Option<String>,
    /// The table link's secret (its guest sees what a spectator sees and
    /// may take a free seat), once invited.
    #[serde(default)]
    table: Option<String>,
}

/// A guest's message, checked: what the host does with it.
#[derive(Clone, Debug, PartialEq)]
pub enum Incoming<A> {
    /// Send this guest its table (a hello, or an action already applied
    /// arriving again).
    SendTable {
        /// The guest's seat (`None`: a spectator).
        seat: Option<u8>,
    },
    /// Apply this action for `seat` through the engine, then
    /// [`Host::applied`]; if the engine refuses it, send
    /// [`ToGuest::Refused`] (nothing changed).
    Act {
        /// The seat.
        seat: u8,
        /// The guest's number for it.
        n: u64,
        /// The action.
        action: A,
    },
    /// Take back `seat`'s last move, if the rules allow, then
    /// [`Host::applied`]; if not, send [`ToGuest::Refused`] (nothing
    /// changed).
    TakeBack {
        /// The seat.
        seat: u8,
        /// The guest's number for it.
        n: u64,
    },
    /// A guest of the table's link wants free `seat` (remote): if nobody
    /// plays it now, send it [`ToGuest::Seat`] with the seat's secret.
    Claim {
        /// The seat.
        seat: u8,
        /// The name the guest typed, made fit for a seat ([`seat_name`]).
        name: Option<String>,
    },
    /// The guest of `seat` sent its note `n`.
    Notes {
        /// The seat.
        seat: u8,
        /// The note's number among the seat's.
        n: u32,
        /// The note, whole.
        text: String,
    },
    /// The guest of `seat` answered at the end of the game.
    Feedback {
        /// The seat.
        seat: u8,
        /// The tags, as sent.
        tags: Vec<String>,
        /// What they argued about.
        note: String,
    },
    /// The guest of `seat` marked the moment after `step` moves (never
    /// later than the host's table now).
    Mark {
        /// The seat.
        seat: u8,
        /// Moves played at the moment marked.
        step: u64,
        /// What about.
        note: String,
    },
    /// The action came from a table older than the one the host shows now
    /// (it was decided on what is no longer there): send
    /// [`ToGuest::Refused`] and the table.
    Stale {
        /// The seat.
        seat: u8,
        /// The action's number.
        n: u64,
    },
    /// Another version of the app: send [`ToGuest::OtherVersion`].
    OtherVersion,
    /// A wrong secret, or a seat that is not remote: send
    /// [`ToGuest::Denied`], change nothing, log it on the host.
    Denied(String),
    /// Too long or not a message at all: no reply, change nothing, log it
    /// on the host.
    Dropped(String),
}

impl Host {
    /// A host of `players` seats, none remote yet.
    pub fn new(version: impl Into<String>, players: usize) -> Host {
        Host {
            version: version.into(),
            seats: vec![None; players],
            spectators: None,
            table: None,
        }
    }

    /// Makes `seat` remote with a new invitation's `secret` (an earlier
    /// invitation of the seat stops working; its actions so far count).
    pub fn invite(&mut self, seat: u8, secret: String) {
        if let Some(s) = self.seats.get_mut(seat as usize) {
            let applied = s.as_ref().map_or(0, |s| s.applied);
            *s = Some(Slot { secret, applied });
        }
    }

    /// Invites spectators with `secret`: they see what every player sees.
    pub fn invite_spectators(&mut self, secret: String) {
        self.spectators = Some(secret);
    }

    /// Invites anyone with the table's link, `secret`: they see what a
    /// spectator sees and may take a free seat ([`Incoming::Claim`]).
    pub fn invite_table(&mut self, secret: String) {
        self.table = Some(secret);
    }

    /// The table link's secret, once invited.
    pub fn table_secret(&self) -> Option<&str> {
        self.table.as_deref()
    }

    /// `seat` is played at the host's device again, or by a bot: its
    /// invitation stops working.
    pub fn uninvite(&mut self, seat: u8) {
        if let Some(s) = self.seats.get_mut(seat as usize) {
            *s = None;
        }
    }

    /// The number of seats.
    pub fn players(&self) -> usize {
        self.seats.len()
    }

    /// The spectators' secret, once invited.
    pub fn spectators(&self) -> Option<&str> {
        self.spectators.as_deref()
    }

    /// True when `seat` is played from another device.
    pub fn is_remote(&self, seat: u8) -> bool {
        self.slot(seat).is_some()
    }

    /// The secret of `seat`'s invitation.
    pub fn secret(&self, seat: u8) -> Option<&str> {
        self.slot(seat).map(|s| s.secret.as_str())
    }

    /// The number of the last action of `seat`'s guest that was applied.
    pub fn acked(&self, seat: u8) -> u64 {
        self.slot(seat).map_or(0, |s| s.applied)
    }

    /// Records that action `n` of `seat`'s guest was applied.
    pub fn applied(&mut self, seat: u8, n: u64) {
        if let Some(Some(s)) = self.seats.get_mut(seat as usize) {
            s.applied = s.applied.max(n);
        }
    }

    fn slot(&self, seat: u8) -> Option<&Slot> {
        self.seats.get(seat as usize).and_then(Option::as_ref)
    }

    /// Checks `seat`'s `secret`: `None` when good, else why not.
    fn refuse(&self, seat: u8, secret: &str) -> Option<String> {
        match self.slot(seat) {
            None => Some(format!(
                "seat {} is not played from another device",
                seat + 1
            )),
            Some(s) if s.secret != secret => Some(format!(
                "the invitation for seat {} is not good (a newer one replaced it?)",
                seat + 1
            )),
            Some(_) => None,
        }
    }

    /// Reads and checks a guest's message `text`, the host's table now
    /// being number `seq`: what to do with it. Nothing here changes the
    /// game; a message that would is only ever an [`Incoming::Act`] the
    /// engine still checks.
    pub fn receive<A: DeserializeOwned>(&self, text: &str, seq: u64) -> Incoming<A> {
        if text.len() > MAX_MESSAGE {
            return Incoming::Dropped(format!(
                "a message of {} bytes (at most {MAX_MESSAGE})",
                text.len()
            ));
        }
        let msg: ToHost<A> = match serde_json::from_str(text) {
            Ok(m) => m,
            Err(e) => return Incoming::Dropped(format!("not a message ({e})")),
        };
        let v = match &msg {
            ToHost::Hello { v, .. }
            | ToHost::Act { v, .. }
            | ToHost::TakeBack { v, .. }
            | ToHost::Notes { v, .. }
            | ToHost::Claim { v, .. }
            | ToHost::Mark { v, .. }
            | ToHost::Feedback { v, .. } => v,
        };
        if *v != self.version {
            return Incoming::OtherVersion;
        }
        match msg {
            ToHost::Hello {
                seat: None, secret, ..
            } => match (&self.spectators, &self.table) {
                (Some(s), _) | (_, Some(s)) if *s == secret => Incoming::SendTable { seat: None },
                _ => Incoming::Denied("the spectators' invitation is not good".into()),
            },
            ToHost::Claim {
                seat, secret, name, ..
            } => match &self.table {
                Some(t) if *t == secret && self.is_remote(seat) => Incoming::Claim {
                    seat,
                    name: name.as_deref().and_then(seat_name),
                },
                Some(t) if *t == secret => Incoming::Denied(format!(
                    "seat {} is not played from another device",
                    seat + 1
                )),
                _ => Incoming::Denied("the table's invitation is not good".into()),
            },
            ToHost::Hello {
                seat: Some(seat),
                secret,
                ..
            } => match self.refuse(seat, &secret) {
                Some(why) => Incoming::Denied(why),
                None => Incoming::SendTable { seat: Some(seat) },
            },
            ToHost::Act {
                seat,
                secret,
                n,
                at,
                action,
                ..
            } => match self.refuse(seat, &secret) {
                Some(why) => Incoming::Denied(why),
                None if n <= self.acked(seat) => Incoming::SendTable { seat: Some(seat) },
                None if at != seq => Incoming::Stale { seat, n },
                None => Incoming::Act { seat, n, action },
            },
            ToHost::TakeBack {
                seat,
                secret,
                n,
                at,
                ..
            } => match self.refuse(seat, &secret) {
                Some(why) => Incoming::Denied(why),
                None if n <= self.acked(seat) => Incoming::SendTable { seat: Some(seat) },
                None if at != seq => Incoming::Stale { seat, n },
                None => Incoming::TakeBack { seat, n },
            },
            ToHost::Notes {
                seat,
                secret,
                n,
                text,
                ..
            } => match self.refuse(seat, &secret) {
                Some(why) => Incoming::Denied(why),
                None => Incoming::Notes { seat, n, text },
            },
            ToHost::Feedback {
                seat,
                secret,
                tags,
                note,
                ..
            } => match self.refuse(seat, &secret) {
                Some(why) => Incoming::Denied(why),
                None => Incoming::Feedback { seat, tags, note },
            },
            ToHost::Mark {
                seat,
                secret,
                step,
                note,
                ..
            } => match self.refuse(seat, &secret) {
                Some(why) => Incoming::Denied(why),
                None => Incoming::Mark {
                    seat,
                    step: step.min(seq),
                    note,
                },
            },
        }
    }

    /// The table of `seat` (`None`: a spectator) in the game standing at
    /// `pos`, the host's table number `seq`: built from the seat's
    /// `PlayerView`, its legal actions and the log as it may read it, and
    /// nothing else of the position. With `bounds` (the log's length
    /// after the deal and after each move; empty: unsaid) each line says
    /// its move.
    pub fn table<E: Engine>(
        &self,
        pos: &E,
        seat: Option<u8>,
        names: &[String],
        seats: &[SeatState],
        seq: u64,
        bounds: &[usize],
    ) -> ToGuest<E> {
        self.table_with(pos, seat, names, seats, seq, bounds, Vec::new())
    }

    /// [`Host::table`] with `added` lines among the log's, each after the
    /// event whose index it gives (the moves taken back,
    /// [`keep_core::take_back::lines`], worded for the seat).
    #[allow(clippy::too_many_arguments)]
    pub fn table_with<E: Engine>(
        &self,
        pos: &E,
        seat: Option<u8>,
        names: &[String],
        seats: &[SeatState],
        seq: u64,
        bounds: &[usize],
        added: Vec<(usize, String)>,
    ) -> ToGuest<E> {
        let stage = match pos.pending() {
            None => GuestStage::Over,
            Some((s, d)) if Some(s) == seat => GuestStage::Decide(d),
            Some((s, _)) => GuestStage::Waiting(s),
        };
        let legal = match stage {
            GuestStage::Decide(_) => pos.legal_actions(),
            _ => Vec::new(),
        };
        let entries = pos.log_entries_as(0, names, seat, seat);
        let entries = keep_core::take_back::merge(entries, added, 0);
        let log_moves = if bounds.last() == Some(&pos.log().len()) {
            let move_of = |i: usize| bounds.partition_point(|&b| b <= i) as u32;
            entries.iter().map(|&(i, _)| move_of(i)).collect()
        } else {
            Vec::new()
        };
        ToGuest::Table(GuestTable {
            v: self.version.clone(),
            seq,
            seat,
            view: pos.player_view(seat),
            stage,
            legal,
            log: entries.into_iter().map(|(_, line)| line).collect(),
            log_from: 0,
            log_moves,
            over_lines: Vec::new(),
            names: names.to_vec(),
            seats: seats.to_vec(),
            winners: pos.winners(),
            acked: seat.map_or(0, |s| self.acked(s)),
            variant: None,
            game: String::new(),
            take_back: None,
        })
    }
}

/// The longest name a guest may give a seat, in characters.
pub const NAME_CHARS: usize = 20;

/// A name a guest typed, made fit for a seat: control characters dropped,
/// spaces folded, at most [`NAME_CHARS`] characters; `None` when nothing
/// is left.
pub fn seat_name(typed: &str) -> Option<String> {
    let kept: String = typed
        .chars()
        .filter(|c| !c.is_control() || c.is_whitespace())
        .collect();
    let words: Vec<&str> = kept.split_whitespace().collect();
    let name: String = words.join(" ").chars().take(NAME_CHARS).collect();
    let name = name.trim().to_string();
    (!name.is_empty()).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn act(seat: u8, secret: &str, n: u64, at: u64) -> String {
        serde_json::json!({"act": {"v": "1", "seat": seat, "secret": secret, "n": n, "at": at, "action": 7}})
            .to_string()
    }

    #[test]
    fn the_table_link_sees_as_a_spectator_and_claims_only_remote_seats() {
        let mut h = Host::new("1", 3);
        h.invite(1, "s1".into());
        h.invite_spectators("w".into());
        h.invite_table("t".into());
        let hello = |secret: &str| {
            serde_json::json!({"hello": {"v": "1", "seat": null, "secret": secret}}).to_string()
        };
        let claim = |seat: u8, secret: &str| {
            serde_json::json!({"claim": {"v": "1", "seat": seat, "secret": secret}}).to_string()
        };
        assert_eq!(
            h.receive::<u32>(&hello("t"), 0),
            Incoming::SendTable { seat: None }
        );
        assert_eq!(
            h.receive::<u32>(&hello("w"), 0),
            Incoming::SendTable { seat: None }
        );
        assert!(matches!(
            h.receive::<u32>(&hello("x"), 0),
            Incoming::Denied(_)
        ));
        assert_eq!(
            h.receive::<u32>(&claim(1, "t"), 0),
            Incoming::Claim {
                seat: 1,
                name: None
            }
        );
        let named = serde_json::json!({"claim": {"v": "1", "seat": 1, "secret": "t", "name": "  Cy \u{7}  the\tGreat and Terrible "}}).to_string();
        assert_eq!(
            h.receive::<u32>(&named, 0),
            Incoming::Claim {
                seat: 1,
                name: Some("Cy the Great and Ter".into())
            }
        );
        assert_eq!(seat_name(" \n "), None);
        // Not with the spectators' link, and not a seat played at the host.
        assert!(matches!(
            h.receive::<u32>(&claim(1, "w"), 0),
            Incoming::Denied(_)
        ));
        assert!(matches!(
            h.receive::<u32>(&claim(0, "t"), 0),
            Incoming::Denied(_)
        ));
    }

    #[test]
    fn only_the_seats_own_invitation_acts_for_it_and_a_repeat_is_applied_once() {
        let mut h = Host::new("1", 3);
        h.invite(1, "s1".into());
        assert_eq!(
            h.receive::<u32>(&act(1, "s1", 1, 4), 4),
            Incoming::Act {
                seat: 1,
                n: 1,
                action: 7
            }
        );
        // Another seat's action, a wrong secret, a seat played at the host.
        assert!(matches!(
            h.receive::<u32>(&act(1, "s2", 1, 4), 4),
            Incoming::Denied(_)
        ));
        assert!(matches!(
            h.receive::<u32>(&act(0, "s1", 1, 4), 4),
            Incoming::Denied(_)
        ));
        assert!(matches!(
            h.receive::<u32>(&act(2, "", 1, 4), 4),
            Incoming::Denied(_)
        ));
        // Applied once: the same number again only gets the table again.
        h.applied(1, 1);
        assert_eq!(
            h.receive::<u32>(&act(1, "s1", 1, 4), 5),
            Incoming::SendTable { seat: Some(1) }
        );
        // Decided on an older table.
        assert_eq!(
            h.receive::<u32>(&act(1, "s1", 2, 4), 5),
            Incoming::Stale { seat: 1, n: 2 }
        );
        // A new invitation replaces the old one and keeps the count.
        h.invite(1, "s3".into());
        assert!(matches!(
            h.receive::<u32>(&act(1, "s1", 2, 5), 5),
            Incoming::Denied(_)
        ));
        assert_eq!(
            h.receive::<u32>(&act(1, "s3", 2, 5), 5),
            Incoming::Act {
                seat: 1,
                n: 2,
                action: 7
            }
        );
        assert_eq!(h.acked(1), 1);
        h.uninvite(1);
        assert!(matches!(
            h.receive::<u32>(&act(1, "s3", 2, 5), 5),
            Incoming::Denied(_)
        ));
    }

    #[test]
    fn a_take_back_is_numbered_and_checked_as_an_action_is() {
        let mut h = Host::new("1", 3);
        h.invite(1, "s1".into());
        let take_back = |secret: &str, n: u64, at: u64| {
            serde_json::json!({"take_back": {"v": "1", "seat": 1, "secret": secret, "n": n, "at": at}})
                .to_string()
        };
        assert_eq!(
            h.receive::<u32>(&take_back("s1", 1, 4), 4),
            Incoming::TakeBack { seat: 1, n: 1 }
        );
        assert!(matches!(
            h.receive::<u32>(&take_back("s2", 1, 4), 4),
            Incoming::Denied(_)
        ));
        assert_eq!(
            h.receive::<u32>(&take_back("s1", 1, 5), 4),
            Incoming::Stale { seat: 1, n: 1 }
        );
        h.applied(1, 1);
        assert_eq!(
            h.receive::<u32>(&take_back("s1", 1, 3), 3),
            Incoming::SendTable { seat: Some(1) },
            "a repeat is not taken back twice"
        );
    }

    #[test]
    fn bad_messages_are_dropped_or_answered_without_changing_anything() {
        let mut h = Host::new("1", 2);
        h.invite(0, "s".into());
        h.invite_spectators("w".into());
        assert!(matches!(h.receive::<u32>("{", 0), Incoming::Dropped(_)));
        assert!(matches!(
            h.receive::<u32>(&"x".repeat(MAX_MESSAGE + 1), 0),
            Incoming::Dropped(_)
        ));
        assert!(matches!(
            h.receive::<u32>(r#"{"act":{"v":"1"}}"#, 0),
            Incoming::Dropped(_)
        ));
        let other = act(0, "s", 1, 0).replace("\"v\":\"1\"", "\"v\":\"0\"");
        assert_eq!(h.receive::<u32>(&other, 0), Incoming::OtherVersion);
        let hello = |seat: Option<u8>, secret: &str| {
            serde_json::json!({"hello": {"v": "1", "seat": seat, "secret": secret}}).to_string()
        };
        assert_eq!(
            h.receive::<u32>(&hello(None, "w"), 0),
            Incoming::SendTable { seat: None }
        );
        assert!(matches!(
            h.receive::<u32>(&hello(None, "s"), 0),
            Incoming::Denied(_)
        ));
        assert_eq!(
            h.receive::<u32>(&hello(Some(0), "s"), 0),
            Incoming::SendTable { seat: Some(0) }
        );
        let notes =
            serde_json::json!({"notes": {"v": "1", "seat": 0, "secret": "s", "n": 2, "text": "hm"}})
                .to_string();
        assert_eq!(
            h.receive::<u32>(&notes, 0),
            Incoming::Notes {
                seat: 0,
                n: 2,
                text: "hm".into()
            }
        );
        let mark = |step: u64, secret: &str| {
            serde_json::json!({"mark": {"v": "1", "seat": 0, "secret": secret, "step": step, "note": "fair?"}})
                .to_string()
        };
        assert_eq!(
            h.receive::<u32>(&mark(3, "s"), 5),
            Incoming::Mark {
                seat: 0,
                step: 3,
                note: "fair?".into()
            }
        );
        // Never a moment the host's table has not reached.
        assert_eq!(
            h.receive::<u32>(&mark(9, "s"), 5),
            Incoming::Mark {
                seat: 0,
                step: 5,
                note: "fair?".into()
            }
        );
        assert!(matches!(
            h.receive::<u32>(&mark(3, "x"), 5),
            Incoming::Denied(_)
        ));
        let feedback = |secret: &str| {
            serde_json::json!({"feedback": {"v": "1", "seat": 0, "secret": secret,
                "tags": ["fun", "too_long"], "note": "the Shields"}})
            .to_string()
        };
        assert_eq!(
            h.receive::<u32>(&feedback("s"), 5),
            Incoming::Feedback {
                seat: 0,
                tags: vec!["fun".into(), "too_long".into()],
                note: "the Shields".into()
            }
        );
        assert!(matches!(
            h.receive::<u32>(&feedback("x"), 5),
            Incoming::Denied(_)
        ));
        assert_eq!(h, {
            let mut again = Host::new("1", 2);
            again.invite(0, "s".into());
            again.invite_spectators("w".into());
            again
        });
    }
}
