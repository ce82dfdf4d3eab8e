//! The viewer's selected card at a Keep'n Swap table, and the legal action
//! that plays it in the current decision.

use keep_n_swap::{Action, Card};
use serde::{Deserialize, Serialize};

/// The card the viewer has selected, saved with the session.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pick {
    /// The selected card.
    #[serde(default)]
    pub selected: Option<Card>,
    /// Which copy of the selected card (two Jokers look alike: only the one
    /// tapped is shown selected).
    #[serde(default)]
    pub copy: u8,
}

/// The legal action that plays the selected card in the current decision
/// (a secret choice, a purge, an equalizing discard), if any.
pub fn confirm(legal: &[Action], pick: &Pick) -> Option<Action> {
    let card = pick.selected?;
    legal
        .iter()
        .find(|a| match **a {
            Action::Choose { card: c, .. }
            | Action::Purge { card: c, .. }
            | Action::Equalize { card: c, .. } => c == card,
            _ => false,
        })
        .copied()
}
