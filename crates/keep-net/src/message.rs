//! The messages between the host's table and its guests, as JSON text,
//! each named by its one key (`{"act": {…}}`, `{"table": {…}}`): read
//! straight into its type, with no buffering (an internally tagged enum
//! would cost the page some 40 KB of code per game).
//! Every message a guest sends carries the app's version and its seat's
//! secret; every table the host sends carries the host's version and a
//! sequence number.

use keep_core::{Engine, Seats};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The longest message either side reads (bytes of JSON text): a table of
/// the largest game is a few kilobytes; anything longer is dropped unread.
pub const MAX_MESSAGE: usize = 64 * 1024;

/// What a guest's page sends to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[serde(bound(
    serialize = "A: Serialize",
    deserialize = "A: serde::de::DeserializeOwned"
))]
pub enum ToHost<A> {
    /// Connected, or back after a reload or a lost connection: asks for the
    /// table. `seat` is `None` for a spectator.
    Hello {
        /// The guest's app version.
        v: String,
        /// The seat of the invitation (`None`: a spectator).
        seat: Option<u8>,
        /// The invitation's secret.
        secret: String,
    },
    /// An action for the guest's seat. `n` counts the guest's actions in
    /// this game (1, 2, …): a repeat (two taps, a retried message) is
    /// applied once.
    Act {
        /// The guest's app version.
        v: String,
        /// The guest's seat.
        seat: u8,
        /// The seat's secret.
        secret: String,
        /// The action's number.
        n: u64,
        /// The number of the table the action was decided on.
        at: u64,
        /// The action.
        action: A,
    },
    /// The guest takes back its seat's last move (the host decides, by
    /// the rules of [`keep_core::take_back`]). Numbered with the guest's
    /// actions (`n`), and made on table `at`, as [`ToHost::Act`] is.
    TakeBack {
        /// The guest's app version.
        v: String,
        /// The guest's seat.
        seat: u8,
        /// The seat's secret.
        secret: String,
        /// Its number among the guest's actions.
        n: u64,
        /// The number of the table it was asked on.
        at: u64,
    },
    /// One of the guest's playtest notes, as it stands (sent as it is
    /// typed, and again until the host says it keeps it,
    /// [`ToGuest::NoteKept`]): the host's report lists each note of a
    /// seat beside the others.
    Notes {
        /// The guest's app version.
        v: String,
        /// The guest's seat.
        seat: u8,
        /// The seat's secret.
        secret: String,
        /// The note's number among the seat's notes (1, 2, …): a note sent
        /// again replaces itself, never another.
        n: u32,
        /// The note, whole.
        text: String,
    },
    /// A guest of the table's link takes free `seat` (one played from
    /// another device and not connected now): the host answers with the
    /// seat's own invitation ([`ToGuest::Seat`]).
    Claim {
        /// The guest's app version.
        v: String,
        /// The seat wanted.
        seat: u8,
        /// The table link's secret.
        secret: String,
        /// The name the guest typed for the seat, if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
    },
    /// The guest marks a moment the table argued about ("we argued about
    /// this"): the host adds it to the game's marks.
    Mark {
        /// The guest's app version.
        v: String,
        /// The guest's seat.
        seat: u8,
        /// The seat's secret.
        secret: String,
        /// The moment: moves played (the guest's table number).
        step: u64,
        /// What about.
        note: String,
    },
    /// The guest's answer at the end of the game ("What did you argue
    /// about?" and one-tap tags): the host's report lists it under the
    /// seat's name. A later answer replaces it.
    Feedback {
        /// The guest's app version.
        v: String,
        /// The guest's seat.
        seat: u8,
        /// The seat's secret.
        secret: String,
        /// The tags tapped (`fun`, `too_long`, `too_random`,
        /// `unclear_rule`; others are left out by the host).
        tags: Vec<String>,
        /// What they argued about.
        note: String,
    },
}

/// What a guest is asked, as its table shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GuestStage<D> {
    /// The game has ended.
    Over,
    /// Another seat decides.
    Waiting(u8),
    /// This seat decides this.
    Decide(D),
}

/// Who plays a seat now, as every table shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatState {
    /// A human at the host's device.
    Host,
    /// A human at their own device, connected.
    Here,
    /// A human at their own device, not connected now.
    Away,
    /// A human at their own device who has not joined yet (the invitation
    /// not opened).
    Invited,
    /// A bot (the host plays it).
    Bot,
}

/// A guest's whole table in a game whose engine is `E`: everything its
/// seat may know, nothing else.
#[derive(Serialize, Deserialize)]
#[serde(bound(
    serialize = "E::PlayerView: Serialize, E::Decision: Serialize, E::Action: Serialize",
    deserialize = "E::PlayerView: DeserializeOwned, E::Decision: DeserializeOwned, E::Action: DeserializeOwned"
))]
pub struct GuestTable<E: Engine> {
    /// The host's app version.
    pub v: String,
    /// The table's number: each table the host sends has a larger one, so
    /// a guest keeps the newest.
    pub seq: u64,
    /// The guest's seat (`None`: a spectator).
    pub seat: Option<u8>,
    /// What the seat may know (a spectator: what every player sees).
    pub view: E::PlayerView,
    /// What the seat is asked.
    pub stage: GuestStage<E::Decision>,
    /// Its legal actions (empty unless it decides).
    pub legal: Vec<E::Action>,
    /// The log as the seat may read it, one line per event, from line
    /// `log_from` on (the lines before it were sent already).
    pub log: Vec<String>,
    /// The index of `log`'s first line in the whole log (0: the whole log).
    #[serde(default)]
    pub log_from: u64,
    /// Each line's move beside `log` (0: the deal; the moves played once
    /// its event had happened), so a guest's marks quote their move;
    /// empty where the host does not say (set by the app).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub log_moves: Vec<u32>,
    /// What the game-over panel lists below its headline (a game's own
    /// summary of the log as the seat saw it; set by the app, empty until
    /// the game is over).
    pub over_lines: Vec<String>,
    /// The players' names.
    pub names: Vec<String>,
    /// Who plays each seat now.
    pub seats: Vec<SeatState>,
    /// The winners once the game is over (none: a draw).
    pub winners: Option<Seats>,
    /// The number of the guest's last action the host applied (0: none).
    pub acked: u64,
    /// The game's numbers when they are not the rules' (set by the app;
    /// absent for the rules as written).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<keep_core::VariantOf<E>>,
    /// Which game this is (its record's id, set by the app; never its
    /// seed): a guest's notes of another game are not sent to this one.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub game: String,
    /// Whether this seat may take back its last move now, or why not
    /// (`None`: nothing to take back; set by the app).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub take_back: Option<Result<(), String>>,
}

impl<E: Engine> Clone for GuestTable<E> {
    fn clone(&self) -> Self {
        GuestTable {
            v: self.v.clone(),
            seq: self.seq,
            seat: self.seat,
            view: self.view.clone(),
            stage: self.stage,
            legal: self.legal.clone(),
            log: self.log.clone(),
            log_from: self.log_from,
            log_moves: self.log_moves.clone(),
            over_lines: self.over_lines.clone(),
            names: self.names.clone(),
            seats: self.seats.clone(),
            winners: self.winners,
            acked: self.acked,
            variant: self.variant,
            take_back: self.take_back.clone(),
            game: self.game.clone(),
        }
    }
}

impl<E: Engine> PartialEq for GuestTable<E> {
    fn eq(&self, o: &Self) -> bool {
        (self.v == o.v && self.seq == o.seq && self.seat == o.seat && self.view == o.view)
            && (self.stage == o.stage && self.legal == o.legal && self.log == o.log)
            && (self.log_from == o.log_from && self.log_moves == o.log_moves)
            && (self.over_lines == o.over_lines && self.names == o.names && self.seats == o.seats)
            && (self.winners == o.winners && self.acked == o.acked)
            && (self.variant == o.variant && self.game == o.game)
    }
}

impl<E: Engine> GuestTable<E> {
    /// The table with only the log's lines from `from` on, for a guest that
    /// has the lines before it (the whole log when `from` is past its end,
    /// a new game's log being shorter). Returns the log's length.
    pub fn lines_from(&mut self, from: usize) -> usize {
        let total = self.log_from as usize + self.log.len();
        if self.log_from == 0 && from > 0 && from <= self.log.len() {
            self.log.drain(..from);
            if self.log_moves.len() >= from {
                self.log_moves.drain(..from);
            }
            self.log_from = from as u64;
        }
        total
    }

    /// Joins this table's lines to the lines of the table a guest has
    /// (`known`, whose log is whole): the whole log, or `None` when lines
    /// are missing (a new full table is needed). The lines' moves are
    /// kept where both tables say them for every line.
    pub fn join_lines(&mut self, known: Option<&GuestTable<E>>) -> Option<()> {
        let from = self.log_from as usize;
        let (lines, moves) = known.map_or((&[][..], &[][..]), |k| (&k.log[..], &k.log_moves[..]));
        if from > lines.len() {
            return None;
        }
        let mut all = lines[..from].to_vec();
        all.append(&mut self.log);
        self.log = all;
        self.log_moves =
            if moves.len() == lines.len() && self.log_moves.len() + from == self.log.len() {
                let mut m = moves[..from].to_vec();
                m.append(&mut self.log_moves);
                m
            } else {
                Vec::new()
            };
        self.log_from = 0;
        Some(())
    }

    /// The log's length after the deal and after each of the `seq` moves
    /// (what a log panel tells each line's move by), from the lines'
    /// moves; `None` where the host did not say them.
    pub fn log_bounds(&self) -> Option<Vec<usize>> {
        if self.log_from != 0 || self.log_moves.len() != self.log.len() {
            return None;
        }
        let moves = self.seq as usize;
        Some(
            (0..=moves)
                .map(|s| self.log_moves.partition_point(|&m| m as usize <= s))
                .collect(),
        )
    }
}

impl<E: Engine> std::fmt::Debug for GuestTable<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GuestTable")
            .field("seq", &self.seq)
            .field("seat", &self.seat)
            .field("stage", &self.stage)
            .finish_non_exhaustive()
    }
}

/// The messages to a guest that carry nothing of the game, for the host's
/// networking that is compiled once for every game (no engine to name):
/// each is written exactly as [`ToGuest`] writes the same variant (a test
/// checks), so a guest reads them as `ToGuest`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlainToGuest {
    /// As [`ToGuest::Notice`].
    Notice {
        /// The words.
        text: String,
    },
    /// As [`ToGuest::Seat`].
    Seat {
        /// The seat taken.
        seat: u8,
        /// Its invitation's secret.
        secret: String,
    },
    /// As [`ToGuest::Denied`].
    Denied {
        /// Why, in words.
        why: String,
    },
    /// As [`ToGuest::NoteKept`].
    NoteKept {
        /// The note's number.
        n: u32,
        /// The note as kept.
        text: String,
    },
    /// As [`ToGuest::AnswerKept`].
    AnswerKept {
        /// The tags kept.
        tags: Vec<String>,
        /// The note kept.
        note: String,
    },
}

impl PlainToGuest {
    /// The message as it goes on the wire.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// What the host sends to one guest of a game whose engine is `E`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[serde(bound(
    serialize = "E::PlayerView: Serialize, E::Decision: Serialize, E::Action: Serialize",
    deserialize = "E::PlayerView: DeserializeOwned, E::Decision: DeserializeOwned, E::Action: DeserializeOwned"
))]
pub enum ToGuest<E: Engine> {
    /// The table as the guest's seat sees it now.
    Table(GuestTable<E>),
    /// The guest's action `n` was refused; nothing changed.
    Refused {
        /// The action's number.
        n: u64,
        /// Why, in words.
        why: String,
    },
    /// The host runs another version of the app: reload to play.
    OtherVersion {
        /// The host's version.
        host: String,
    },
    /// Something the guest should know (its seat was taken over from
    /// another device by this one).
    Notice {
        /// The words.
        text: String,
    },
    /// The seat a guest of the table's link took, with its invitation's
    /// secret (the guest keeps it: a reload is back in the seat).
    Seat {
        /// The seat taken.
        seat: u8,
        /// Its invitation's secret.
        secret: String,
    },
    /// The invitation is not (or no longer) good: a wrong secret, or a
    /// seat that is not remote.
    Denied {
        /// Why, in words.
        why: String,
    },
    /// The host keeps the guest's note `n` as `text`: the guest's device
    /// may stop sending it.
    NoteKept {
        /// The note's number.
        n: u32,
        /// The note as kept.
        text: String,
    },
    /// The host keeps the guest's answer at the end of the game as it
    /// says (its tags and note).
    AnswerKept {
        /// The tags kept.
        tags: Vec<String>,
        /// The note kept.
        note: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A plain message is written as `ToGuest` writes the same variant,
    /// and read back as it.
    #[test]
    fn plain_messages_are_written_as_to_guest_writes_them() {
        type T = ToGuest<card_keeper::Position>;
        let pairs = [
            (
                PlainToGuest::Notice { text: "hi".into() },
                T::Notice { text: "hi".into() },
            ),
            (
                PlainToGuest::Seat {
                    seat: 2,
                    secret: "s3cr3t".into(),
                },
                T::Seat {
                    seat: 2,
                    secret: "s3cr3t".into(),
                },
            ),
            (
                PlainToGuest::Denied { why: "no".into() },
                T::Denied { why: "no".into() },
            ),
            (
                PlainToGuest::NoteKept {
                    n: 2,
                    text: "When do I draw?".into(),
                },
                T::NoteKept {
                    n: 2,
                    text: "When do I draw?".into(),
                },
            ),
            (
                PlainToGuest::AnswerKept {
                    tags: vec!["fun".into()],
                    note: "V2".into(),
                },
                T::AnswerKept {
                    tags: vec!["fun".into()],
                    note: "V2".into(),
                },
            ),
        ];
        for (plain, typed) in pairs {
            assert_eq!(plain.to_json(), serde_json::to_string(&typed).unwrap());
            let back: T = serde_json::from_str(&plain.to_json()).unwrap();
            assert_eq!(format!("{back:?}"), format!("{typed:?}"));
        }
    }
}
