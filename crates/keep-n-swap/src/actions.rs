//! Keep'n Swap's decisions, actions, and the errors that refuse an action.

use crate::cards::Card;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a player is asked to decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Choose a card in secret.
    ChooseCard,
    /// King: take the opponent's played card or the discard pile's top card.
    KingClaim,
    /// Queen: discard a special card (the first is required, a second optional).
    QueenPurge,
    /// Equalizer on hands: discard one card of your choice (repeated until equal).
    Equalize,
}

impl Decision {
    /// The decision's name in the UI contract.
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::ChooseCard => "choose_card",
            Decision::KingClaim => "king_claim",
            Decision::QueenPurge => "queen_purge",
            Decision::Equalize => "equalize",
        }
    }
}

/// One decision by one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Choose a card from the hand, in secret.
    Choose {
        /// Who.
        seat: u8,
        /// The card.
        card: Card,
    },
    /// The King's claim: the opponent's played card (`discard: false`) or the
    /// discard pile's top card as it was before the round (`discard: true`).
    Claim {
        /// Who.
        seat: u8,
        /// Take the discard pile's top card.
        discard: bool,
    },
    /// Discard a special card to a Queen's Purge.
    Purge {
        /// Who.
        seat: u8,
        /// The card.
        card: Card,
    },
    /// Stop after one purged card.
    PurgeStop {
        /// Who.
        seat: u8,
    },
    /// Discard one card to equalize hands.
    Equalize {
        /// Who.
        seat: u8,
        /// The card.
        card: Card,
    },
}

impl Action {
    /// The acting seat.
    pub fn seat(&self) -> u8 {
        match *self {
            Action::Choose { seat, .. }
            | Action::Claim { seat, .. }
            | Action::Purge { seat, .. }
            | Action::PurgeStop { seat }
            | Action::Equalize { seat, .. } => seat,
        }
    }
}

/// Why an action is refused (nothing changes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// Another seat must decide.
    NotYourTurn,
    /// Another kind of decision is asked for.
    WrongDecision(Decision),
    /// The card is not in the hand.
    CardNotHeld(Card),
    /// A Queen's Purge takes special cards only.
    NotSpecial(Card),
    /// The discard pile was empty before the round: only the played card can be claimed.
    NoDiscardTop,
    /// The first purged card is required.
    MustPurge,
    /// Anything else the rules do not allow now.
    NotLegal,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::NotYourTurn => write!(f, "it is the other player's decision"),
            RuleError::WrongDecision(d) => write!(
                f,
                "the rules ask for a different decision now: {}",
                d.as_str()
            ),
            RuleError::CardNotHeld(c) => write!(f, "{c} is not in that hand"),
            RuleError::NotSpecial(c) => {
                write!(f, "{c} is not a special card (A, 7, J, Q, K, Joker)")
            }
            RuleError::NoDiscardTop => write!(f, "the discard pile was empty before this round"),
            RuleError::MustPurge => write!(f, "at least one special card must be discarded"),
            RuleError::NotLegal => write!(f, "the rules do not allow that now"),
        }
    }
}

impl std::error::Error for RuleError {}
