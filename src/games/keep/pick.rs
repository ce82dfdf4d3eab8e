//! The viewer's selection at a Keep table: a card of the hand or of the
//! Commons, whose ways to play the turn prompt offers, and a choice
//! waiting for its confirm.

use serde::{Deserialize, Serialize};

/// What the viewing player has selected for a turn's play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Selected {
    /// A card of the hand.
    Hand(keep::CardId),
    /// The Commons card in this place.
    Commons(u8),
}

/// The viewer's selection, saved with the session.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pick {
    /// The selected card.
    #[serde(default)]
    pub selected: Option<Selected>,
    /// Which copy of a selected hand card (a list may hold a card several
    /// times: only the one tapped is shown selected).
    #[serde(default)]
    pub copy: u8,
    /// A choice that cannot be undone, waiting for its confirm (never
    /// saved: a reload asks again).
    #[serde(skip)]
    pub armed: Option<keep::Action>,
}
