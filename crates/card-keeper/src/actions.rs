//! Actions a player takes, and the typed errors that refuse them.
//!
//! An [`Action`] carries every choice of the decision it answers: a Wild's
//! colour and the targets of Capture +1, Capture +2 and Swap travel with the
//! play, so `legal_actions` lists each combination and the app asks for them
//! as prompts before it sends the action. Actions serialize in the scenario
//! format of `scenarios/card-keeper/FORMAT.md`.

use crate::cards::{Card, Colour, Kind};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The choices that travel with a played card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Choice {
    /// Nothing more to choose (characters, Reverse, Chaos, Draw +3, Shield).
    None,
    /// The colour a Wild names.
    Colour(Colour),
    /// The target of a Capture +1 or Swap.
    Target(u8),
    /// The two targets of a Capture +2 (the same seat twice, or two seats).
    Targets(u8, u8),
}

/// One decision taken by one seat.
///
/// Eight bytes, aligned to eight: each action of a legal-action list sits
/// in one aligned word, so a bot reads the one it picks in a single load
/// (with 6-byte actions a read could straddle two words written byte by
/// byte, and simulations ran about 6% slower).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "ActionJson", into = "ActionJson")]
#[repr(u8, align(8))]
pub enum Action {
    /// Play a card face up, with its choices.
    Play {
        /// Who plays.
        seat: u8,
        /// The card played.
        card: Card,
        /// Its colour or targets.
        choice: Choice,
    },
    /// Burn a card face down instead of playing.
    Burn {
        /// Who burns.
        seat: u8,
        /// The card burned.
        card: Card,
    },
    /// The card a player burns to a Chaos.
    ChaosBurn {
        /// Who burns.
        seat: u8,
        /// The card burned.
        card: Card,
    },
    /// The colour of a starting Wild, named by the first player (V1).
    NameColour {
        /// Who names it.
        seat: u8,
        /// The colour named.
        colour: Colour,
    },
}

impl Action {
    /// The same action as the legal actions list it: a Capture +2's two
    /// targets lower seat first (ruling: naming them in either order is the
    /// same play, and the takes happen in that order).
    pub fn normalised(self) -> Action {
        match self {
            Action::Play {
                seat,
                card,
                choice: Choice::Targets(a, b),
            } if a > b => Action::Play {
                seat,
                card,
                choice: Choice::Targets(b, a),
            },
            other => other,
        }
    }
    /// The seat that takes this action.
    pub fn seat(&self) -> u8 {
        match *self {
            Action::Play { seat, .. }
            | Action::Burn { seat, .. }
            | Action::ChaosBurn { seat, .. }
            | Action::NameColour { seat, .. } => seat,
        }
    }

    /// The card the action moves, if any.
    pub fn card(&self) -> Option<Card> {
        match *self {
            Action::Play { card, .. }
            | Action::Burn { card, .. }
            | Action::ChaosBurn { card, .. } => Some(card),
            Action::NameColour { .. } => None,
        }
    }
}

/// The array behind an [`ActionList`]: room for 127 legal actions. A hand
/// holds at most 51 kinds (51 burns); at most 57 plays are playable at
/// once: the grey cards (a Wild's 4 colours, Capture +2's 15 pairs of 5
/// targets, Chaos, Draw +3, Shield), the active colour's 9 characters,
/// Reverse, Capture +1 at 5 targets and Swap at 5, and 3 more cards matching
/// the top card by value (at most 3 other Capture +1s at 5 targets each):
/// 108 in all (the turn tests check the largest lists).
pub const ACTION_ROOM: usize = 128;

/// The most legal actions one decision can have room for.
pub const MAX_ACTIONS: usize = ActionList::CAPACITY;

/// The legal actions of one decision, held inline (no allocation): a
/// simulation reuses one list for every decision. Reading a list filled
/// past its capacity panics rather than giving a wrong list.
pub type ActionList = keep_core::ActionList<Action, ACTION_ROOM>;

impl Default for Action {
    /// A placeholder (burning a Wild from seat 0) that only fills the unused
    /// places of an [`ActionList`].
    fn default() -> Action {
        Action::Burn {
            seat: 0,
            card: Card::WILD,
        }
    }
}

/// The JSON shape of an action (scenario format), with every field optional
/// so that a missing or extra field is a rule error, not a parse error.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionJson {
    /// The acting seat.
    pub seat: u8,
    /// The card played (`"wild"` for a Wild).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<Card>,
    /// The colour a Wild names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colour: Option<Colour>,
    /// The target of a Capture +1 or Swap.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<u8>,
    /// The two targets of a Capture +2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub targets: Option<Vec<u8>>,
    /// A card burned instead of played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub burn: Option<Card>,
    /// A card burned to a Chaos.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chaos_burn: Option<Card>,
    /// The colour of a starting Wild.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_colour: Option<Colour>,
}

impl TryFrom<ActionJson> for Action {
    type Error = RuleError;

    fn try_from(j: ActionJson) -> Result<Action, RuleError> {
        let seat = j.seat;
        let kinds = [
            j.play.is_some(),
            j.burn.is_some(),
            j.chaos_burn.is_some(),
            j.name_colour.is_some(),
        ];
        if kinds.iter().filter(|k| **k).count() != 1 {
            return Err(RuleError::Malformed(
                "an action names exactly one of `play`, `burn`, `chaos_burn`, `name_colour`".into(),
            ));
        }
        let extras = j.colour.is_some() || j.target.is_some() || j.targets.is_some();
        if let Some(card) = j.burn {
            return if extras {
                Err(RuleError::ExtraChoice(card))
            } else {
                Ok(Action::Burn { seat, card })
            };
        }
        if let Some(card) = j.chaos_burn {
            return if extras {
                Err(RuleError::ExtraChoice(card))
            } else {
                Ok(Action::ChaosBurn { seat, card })
            };
        }
        if let Some(colour) = j.name_colour {
            return if extras {
                Err(RuleError::Malformed(
                    "naming a colour takes no other field".into(),
                ))
            } else {
                Ok(Action::NameColour { seat, colour })
            };
        }
        let card = j.play.expect("checked above");
        let choice = match card.kind() {
            Kind::Wild => match (j.colour, j.target, &j.targets) {
                (Some(c), None, None) => Choice::Colour(c),
                (None, _, _) => return Err(RuleError::MissingColour),
                _ => return Err(RuleError::ExtraChoice(card)),
            },
            Kind::Capture(_) | Kind::Swap(..) => match (j.colour, j.target, &j.targets) {
                (None, Some(t), None) => Choice::Target(t),
                (None, None, None) => return Err(RuleError::MissingTarget(card)),
                _ => return Err(RuleError::ExtraChoice(card)),
            },
            Kind::Capture2 => match (j.colour, j.target, &j.targets) {
                (None, None, Some(ts)) if ts.len() == 2 => Choice::Targets(ts[0], ts[1]),
                (None, None, Some(ts)) => {
                    return Err(RuleError::TargetCount {
                        card,
                        given: ts.len(),
                    })
                }
                (None, None, None) => return Err(RuleError::MissingTarget(card)),
                _ => return Err(RuleError::ExtraChoice(card)),
            },
            _ if extras => return Err(RuleError::ExtraChoice(card)),
            _ => Choice::None,
        };
        Ok(Action::Play { seat, card, choice })
    }
}

impl From<Action> for ActionJson {
    fn from(a: Action) -> ActionJson {
        let mut j = ActionJson {
            seat: a.seat(),
            ..ActionJson::default()
        };
        match a {
            Action::Play { card, choice, .. } => {
                j.play = Some(card);
                match choice {
                    Choice::None => {}
                    Choice::Colour(c) => j.colour = Some(c),
                    Choice::Target(t) => j.target = Some(t),
                    Choice::Targets(a, b) => j.targets = Some(vec![a, b]),
                }
            }
            Action::Burn { card, .. } => j.burn = Some(card),
            Action::ChaosBurn { card, .. } => j.chaos_burn = Some(card),
            Action::NameColour { colour, .. } => j.name_colour = Some(colour),
        }
        j
    }
}

/// The decision a seat is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Play or burn one card.
    PlayOrBurn,
    /// Burn one card to a Chaos.
    ChaosBurn,
    /// Name the colour of a starting Wild.
    NameColour,
}

impl Decision {
    /// The decision's name as in the scenario format and UI contract.
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::PlayOrBurn => "play_or_burn",
            Decision::ChaosBurn => "chaos_burn",
            Decision::NameColour => "name_colour",
        }
    }
}

/// Why an action was refused. A refused action changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// Another seat must decide now.
    NotYourTurn {
        /// The seat asked to decide.
        expected: u8,
        /// The seat that tried.
        got: u8,
    },
    /// The seat is asked for a different kind of decision.
    WrongDecision {
        /// What the seat is asked for.
        expected: Decision,
    },
    /// The seat does not hold the card.
    CardNotHeld(Card),
    /// The card may not be played now (K3).
    NotPlayable {
        /// The card.
        card: Card,
        /// Why, in words.
        reason: String,
    },
    /// A Wild was played without naming a colour.
    MissingColour,
    /// A Capture or Swap was played without its target(s).
    MissingTarget(Card),
    /// A choice was given that this card does not take.
    ExtraChoice(Card),
    /// A Capture +2 was given another number of targets than two.
    TargetCount {
        /// The card.
        card: Card,
        /// Targets given.
        given: usize,
    },
    /// The target is not another player still in the game.
    BadTarget {
        /// The target named.
        target: u8,
        /// Why it cannot be targeted.
        reason: &'static str,
    },
    /// The action's JSON shape is wrong.
    Malformed(String),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::NotYourTurn { expected, got } => {
                write!(f, "it is seat {expected}'s decision, not seat {got}'s")
            }
            RuleError::WrongDecision { expected } => {
                write!(
                    f,
                    "the rules ask for a different decision now: {}",
                    expected.as_str()
                )
            }
            RuleError::CardNotHeld(c) => write!(f, "{c} ({}) is not in that hand", c.name()),
            RuleError::NotPlayable { card, reason } => {
                write!(f, "{card} ({}) is not playable: {reason}", card.name())
            }
            RuleError::MissingColour => write!(f, "a Wild must name a colour"),
            RuleError::MissingTarget(c) => write!(f, "{} needs its target", c.name()),
            RuleError::ExtraChoice(c) => write!(f, "{} takes no such choice", c.name()),
            RuleError::TargetCount { card, given } => write!(
                f,
                "{} takes exactly two targets ({given} given)",
                card.name()
            ),
            RuleError::BadTarget { target, reason } => {
                write!(f, "seat {target} cannot be targeted: {reason}")
            }
            RuleError::Malformed(m) => write!(f, "malformed action: {m}"),
        }
    }
}

impl std::error::Error for RuleError {}
