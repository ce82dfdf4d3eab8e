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
/// In JSON: `{"do": "play", "seat": 0, "card": 3, "way": "ability"}` (read
/// through a flat record, which keeps the app's download small).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "FlatAction", into = "FlatAction")]
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

/// What [`Action`] reads and writes: every field an action may have.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FlatAction {
    #[serde(rename = "do")]
    tag: Tag,
    seat: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    card: Option<CardId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    way: Option<Way>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    slot: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    first: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    target: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    mine: Option<CardId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    theirs: Option<CardId>,
}

#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Tag {
    Keep,
    Order,
    Bonus,
    Play,
    Take,
    #[default]
    Pass,
    Replace,
    Sell,
    StopSelling,
    Add,
    Discard,
    Swap,
}

impl TryFrom<FlatAction> for Action {
    type Error = String;
    fn try_from(f: FlatAction) -> Result<Action, String> {
        fn need<T>(v: Option<T>, field: &str) -> Result<T, String> {
            v.ok_or_else(|| format!("missing field `{field}`"))
        }
        // The fields each kind of action takes besides `do` and `seat`.
        let takes: &[&str] = match f.tag {
            Tag::Keep | Tag::Bonus | Tag::Replace | Tag::Sell => &["card"],
            Tag::Order => &["first"],
            Tag::Play => &["card", "way"],
            Tag::Take => &["slot", "way"],
            Tag::Pass | Tag::StopSelling => &[],
            Tag::Add => &["slot"],
            Tag::Discard => &["target", "card"],
            Tag::Swap => &["mine", "target", "theirs"],
        };
        let given = [
            ("card", f.card.is_some()),
            ("way", f.way.is_some()),
            ("slot", f.slot.is_some()),
            ("first", f.first.is_some()),
            ("target", f.target.is_some()),
            ("mine", f.mine.is_some()),
            ("theirs", f.theirs.is_some()),
        ];
        if let Some((field, _)) = given.iter().find(|(k, on)| *on && !takes.contains(k)) {
            return Err(format!("`{field}` is not a field of this kind of action"));
        }
        let seat = f.seat;
        Ok(match f.tag {
            Tag::Keep => Action::Keep {
                seat,
                card: need(f.card, "card")?,
            },
            Tag::Order => Action::Order {
                seat,
                first: need(f.first, "first")?,
            },
            Tag::Bonus => Action::Bonus {
                seat,
                card: need(f.card, "card")?,
            },
            Tag::Play => Action::Play {
                seat,
                card: need(f.card, "card")?,
                way: need(f.way, "way")?,
            },
            Tag::Take => Action::Take {
                seat,
                slot: need(f.slot, "slot")?,
                way: need(f.way, "way")?,
            },
            Tag::Pass => Action::Pass { seat },
            Tag::Replace => Action::Replace {
                seat,
                card: need(f.card, "card")?,
            },
            Tag::Sell => Action::Sell {
                seat,
                card: need(f.card, "card")?,
            },
            Tag::StopSelling => Action::StopSelling { seat },
            Tag::Add => Action::Add {
                seat,
                slot: need(f.slot, "slot")?,
            },
            Tag::Discard => Action::Discard {
                seat,
                target: need(f.target, "target")?,
                card: need(f.card, "card")?,
            },
            Tag::Swap => Action::Swap {
                seat,
                mine: need(f.mine, "mine")?,
                target: need(f.target, "target")?,
                theirs: need(f.theirs, "theirs")?,
            },
        })
    }
}

impl From<Action> for FlatAction {
    fn from(a: Action) -> FlatAction {
        let f = FlatAction {
            seat: a.seat(),
            ..FlatAction::default()
        };
        match a {
            Action::Keep { card, .. } => FlatAction {
                tag: Tag::Keep,
                card: Some(card),
                ..f
            },
            Action::Order { first, .. } => FlatAction {
                tag: Tag::Order,
                first: Some(first),
                ..f
            },
            Action::Bonus { card, .. } => FlatAction {
                tag: Tag::Bonus,
                card: Some(card),
                ..f
            },
            Action::Play { card, way, .. } => FlatAction {
                tag: Tag::Play,
                card: Some(card),
                way: Some(way),
                ..f
            },
            Action::Take { slot, way, .. } => FlatAction {
                tag: Tag::Take,
                slot: Some(slot),
                way: Some(way),
                ..f
            },
            Action::Pass { .. } => FlatAction {
                tag: Tag::Pass,
                ..f
            },
            Action::Replace { card, .. } => FlatAction {
                tag: Tag::Replace,
                card: Some(card),
                ..f
            },
            Action::Sell { card, .. } => FlatAction {
                tag: Tag::Sell,
                card: Some(card),
                ..f
            },
            Action::StopSelling { .. } => FlatAction {
                tag: Tag::StopSelling,
                ..f
            },
            Action::Add { slot, .. } => FlatAction {
                tag: Tag::Add,
                slot: Some(slot),
                ..f
            },
            Action::Discard { target, card, .. } => FlatAction {
                tag: Tag::Discard,
                target: Some(target),
                card: Some(card),
                ..f
            },
            Action::Swap {
                mine,
                target,
                theirs,
                ..
            } => FlatAction {
                tag: Tag::Swap,
                mine: Some(mine),
                target: Some(target),
                theirs: Some(theirs),
                ..f
            },
        }
    }
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
    /// The card (by name) is not where the action says (hand, Cloister,
    /// dealt characters).
    CardNotThere(String),
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
            RuleError::CardNotThere(name) => write!(f, "\"{name}\" is not there"),
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
