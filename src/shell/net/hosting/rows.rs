//! Each invitation's row as the host's panel shows it, and how its device stands.

/// How an invitation's device stands (`data-state` of `net-invite-N`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkState {
    /// Nobody has connected with it yet.
    Waiting,
    /// Its device is connected.
    Connected,
    /// Its device was connected and is gone (reloading, or lost).
    Away,
}

impl LinkState {
    /// The word the UI contract uses.
    pub fn as_str(self) -> &'static str {
        match self {
            LinkState::Waiting => "waiting",
            LinkState::Connected => "connected",
            LinkState::Away => "away",
        }
    }
}

/// One invitation as the host's table shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct InviteRow {
    /// Its seat (`None`: the spectators').
    pub seat: Option<u8>,
    /// The link (empty while its offer is being made).
    pub link: String,
    /// How its device stands.
    pub state: LinkState,
    /// True when the guest's reply code is to be pasted (no server).
    pub wants_reply: bool,
    /// True while a bot plays the seat for its guest.
    pub handed: bool,
    /// What went wrong last, if anything.
    pub problem: Option<String>,
    /// On the spectators' row, through a room: the table's link, whose
    /// guest takes a free seat (empty otherwise).
    pub table_link: String,
}
