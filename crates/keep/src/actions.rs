//! What a player is asked (decisions), what they answer (actions), and why
//! an answer is refused (rule errors).

use crate::cards::CardId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a card is played on a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Way {
    /// A character, for its ability (then discarded).
    Ability,
    /// A character, face down into the Cloister.
    FaceDown,
    /// An item, face up into the Cloister.
    Item,
}

impl Way {
    /// The way in words.
    pub fn describe(self) -> &'static str {
        match self {
            Way::Ability => "for its ability",
            Way::FaceDown => "face down",
            Way::Item => "as an item",
        }
    }
}

/// What the pending seat must decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "decision", rename_all = "snake_case")]
pub enum Decision {
    /// Keep one of the three characters dealt at the start (face down).
    KeepCharacter,
    /// The Decree holder: act first or last this round.
    DecreeOrder,
    /// The turn: a bonus action (optional, once) and then one play.
    Turn,
    /// A card from the hand, not named like the card taken, onto the Commons.
    Replace {
        /// The card taken from the Commons.
        taken: CardId,
        /// Coins the new Commons card gets.
        coins: u32,
    },
    /// Sell an item (`must`: while items remain, no stopping).
    Sell {
        /// Items that may still be sold.
        left: u8,
        /// Whether selling is required.
        must: bool,
    },
    /// Add a Commons card to the Cloister.
    Add {
        /// Cards still to add.
        left: u8,
    },
    /// Discard an item from another player's Cloister.
    DiscardItem,
    /// Swap an own item with another player's.
    SwapItems,
}

impl Decision {
    /// The decision's name in the UI contract (`prompt[data-decision]`).
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::KeepCharacter => "keep_character",
            Decision::DecreeOrder => "decree_order",
            Decision::Turn => "turn",
            Decision::Replace { .. } => "replace",
            Decision::Sell { .. } => "sell",
            Decision::Add { .. } => "add",
            Decision::DiscardItem => "discard_item",
            Decision::SwapItems => "swap_items",
        }
    }
}

/// One decision by one seat. Cards are ids of the game's card list; Commons
/// cards are named by their place (`slot`, from 0), since their coins differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    /// Keep this dealt character.
    Keep {
        /// Who.
        seat: u8,
        /// The character.
        card: CardId,
    },
    /// The Decree holder acts first (`true`) or last.
    Order {
        /// Who.
        seat: u8,
        /// First or last.
        first: bool,
    },
    /// Bonus action: spend a marker, turn this face-down character up, use its ability.
    Bonus {
        /// Who.
        seat: u8,
        /// The face-down character.
        card: CardId,
    },
    /// Play a card from the hand.
    Play {
        /// Who.
        seat: u8,
        /// The card.
        card: CardId,
        /// How.
        way: Way,
    },
    /// Play the Commons card in `slot`.
    Take {
        /// Who.
        seat: u8,
        /// The Commons place.
        slot: u8,
        /// How.
        way: Way,
    },
    /// No card can be played (P4): the turn passes.
    Pass {
        /// Who.
        seat: u8,
    },
    /// Put this hand card onto the Commons.
    Replace {
        /// Who.
        seat: u8,
        /// The card.
        card: CardId,
    },
    /// Sell this item from the own Cloister.
    Sell {
        /// Who.
        seat: u8,
        /// The item.
        card: CardId,
    },
    /// Sell no more.
    StopSelling {
        /// Who.
        seat: u8,
    },
    /// Add the Commons card in `slot` to the Cloister.
    Add {
        /// Who.
        seat: u8,
        /// The Commons place.
        slot: u8,
    },
    /// Discard `card` from `target`'s Cloister.
    Discard {
        /// Who.
        seat: u8,
        /// Whose item.
        target: u8,
        /// The item.
        card: CardId,
    },
    /// Swap the own `mine` with `target`'s `theirs`.
    Swap {
        /// Who.
        seat: u8,
        /// The own item.
        mine: CardId,
        /// The other player.
        target: u8,
        /// Their item.
        theirs: CardId,
    },
}

impl Action {
    /// The acting seat.
    pub fn seat(&self) -> u8 {
        match *self {
            Action::Keep { seat, .. }
            | Action::Order { seat, .. }
            | Action::Bonus { seat, .. }
            | Action::Play { seat, .. }
            | Action::Take { seat, .. }
            | Action::Pass { seat }
            | Action::Replace { seat, .. }
            | Action::Sell { seat, .. }
            | Action::StopSelling { seat }
            | Action::Add { seat, .. }
            | Action::Discard { seat, .. }
            | Action::Swap { seat, .. } => seat,
        }
    }

    /// Whether the action answers this kind of decision.
    pub fn answers(&self, d: Decision) -> bool {
        matches!(
            (self, d),
            (Action::Keep { .. }, Decision::KeepCharacter)
                | (Action::Order { .. }, Decision::DecreeOrder)
                | (
                    Action::Bonus { .. }
                        | Action::Play { .. }
                        | Action::Take { .. }
                        | Action::Pass { .. },
                    Decision::Turn
                )
                | (Action::Replace { .. }, Decision::Replace { .. })
                | (
                    Action::Sell { .. } | Action::StopSelling { .. },
                    Decision::Sell { .. }
                )
                | (Action::Add { .. }, Decision::Add { .. })
                | (Action::Discard { .. }, Decision::DiscardItem)
                | (Action::Swap { .. }, Decision::SwapItems)
        )
    }
}

/// Why an action is refused (nothing changes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// Another seat must decide (the seat that must).
    NotYourTurn(u8),
    /// The rules ask for another kind of decision.
    WrongDecision(Decision),
    /// The card is not where the action says (hand, Cloister, dealt characters).
    CardNotThere(CardId),
    /// No Commons card in that place.
    NoSuchSlot(u8),
    /// The card cannot be played that way (items as items, characters for
    /// their ability or face down).
    WrongWay(Way),
    /// No bonus marker left, or one was already used this turn.
    NoBonus,
    /// The Commons replacement must not have the taken card's name.
    SameName,
    /// Selling is required while items remain.
    MustSell,
    /// A card can be played, so the turn cannot be passed.
    CannotPass,
    /// The target must be another player.
    BadTarget(u8),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::NotYourTurn(s) => write!(f, "it is seat {s}'s decision"),
            RuleError::WrongDecision(d) => {
                write!(
                    f,
                    "the rules ask for a different decision now: {}",
                    d.as_str()
                )
            }
            RuleError::CardNotThere(c) => write!(f, "card #{} is not there", c.0),
            RuleError::NoSuchSlot(s) => write!(f, "the Commons has no card in place {s}"),
            RuleError::WrongWay(w) => write!(f, "that card cannot be played {}", w.describe()),
            RuleError::NoBonus => write!(
                f,
                "no bonus action: none left, one already used this turn, or no face-down character"
            ),
            RuleError::SameName => write!(
                f,
                "the card put onto the Commons must not match the card taken"
            ),
            RuleError::MustSell => write!(f, "this ability sells while you have items"),
            RuleError::CannotPass => write!(f, "a card can be played, so the turn cannot pass"),
            RuleError::BadTarget(s) => write!(f, "seat {s} is not another player with that item"),
        }
    }
}

impl std::error::Error for RuleError {}
