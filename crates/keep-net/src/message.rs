//! The messages between the host's table and its guests, as JSON text.
//! Every message a guest sends carries the app's version and its seat's
//! secret; every table the host sends carries the host's version and a
//! sequence number.

use serde::{Deserialize, Serialize};

/// The longest message either side reads (bytes of JSON text): a table of
/// the largest game is a few kilobytes; anything longer is dropped unread.
pub const MAX_MESSAGE: usize = 64 * 1024;

/// What a guest's page sends to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
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
    /// The guest's playtest notes, gathered into the host's report.
    Notes {
        /// The guest's app version.
        v: String,
        /// The guest's seat.
        seat: u8,
        /// The seat's secret.
        secret: String,
        /// The notes, whole.
        text: String,
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
    /// A bot (the host plays it).
    Bot,
}

/// A guest's whole table: everything its seat may know, nothing else.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(
    serialize = "V: Serialize, D: Serialize, A: Serialize",
    deserialize = "V: serde::de::DeserializeOwned, D: serde::de::DeserializeOwned, A: serde::de::DeserializeOwned"
))]
pub struct GuestTable<V, D, A> {
    /// The host's app version.
    pub v: String,
    /// The table's number: each table the host sends has a larger one, so
    /// a guest keeps the newest.
    pub seq: u64,
    /// The guest's seat (`None`: a spectator).
    pub seat: Option<u8>,
    /// What the seat may know (a spectator: what every player sees).
    pub view: V,
    /// What the seat is asked.
    pub stage: GuestStage<D>,
    /// Its legal actions (empty unless it decides).
    pub legal: Vec<A>,
    /// The log as the seat may read it, one line per event.
    pub log: Vec<String>,
    /// The players' names.
    pub names: Vec<String>,
    /// Who plays each seat now.
    pub seats: Vec<SeatState>,
    /// The number of the guest's last action the host applied (0: none).
    pub acked: u64,
}

/// What the host sends to one guest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
#[serde(bound(
    serialize = "V: Serialize, D: Serialize, A: Serialize",
    deserialize = "V: serde::de::DeserializeOwned, D: serde::de::DeserializeOwned, A: serde::de::DeserializeOwned"
))]
pub enum ToGuest<V, D, A> {
    /// The table as the guest's seat sees it now.
    Table(GuestTable<V, D, A>),
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
    /// The invitation is not (or no longer) good: a wrong secret, or a
    /// seat that is not remote.
    Denied {
        /// Why, in words.
        why: String,
    },
}
