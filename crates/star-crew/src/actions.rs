//! Star Crew actions, decisions and the errors that refuse an action.

use serde::{Deserialize, Serialize};
use std::fmt;

/// An end of the formation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// The first card of the formation.
    Left,
    /// The last card of the formation.
    Right,
}

/// One decision taken by one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Keep the dealt hand as it is (start of a round).
    Keep {
        /// Who.
        seat: u8,
    },
    /// Flip the whole hand: every card turned over, the order reversed.
    FlipHand {
        /// Who.
        seat: u8,
    },
    /// Launch the `len` neighbouring cards starting at hand position `start`.
    Launch {
        /// Who.
        seat: u8,
        /// First card's position in the hand (0-based).
        start: u8,
        /// Number of cards.
        len: u8,
    },
    /// Take the card at `end` of the formation, flipped or not, and insert it
    /// before hand position `at` (`at` = hand size puts it last).
    Take {
        /// Who.
        seat: u8,
        /// Which end.
        end: End,
        /// Turn the card over before inserting it.
        flip: bool,
        /// Insertion point.
        at: u8,
    },
    /// Warp: a take as in [`Action::Take`], then a launch in the same turn.
    Warp {
        /// Who.
        seat: u8,
        /// Which end.
        end: End,
        /// Turn the card over before inserting it.
        flip: bool,
        /// Insertion point.
        at: u8,
    },
}

impl Action {
    /// The seat that takes this action.
    pub fn seat(&self) -> u8 {
        match *self {
            Action::Keep { seat }
            | Action::FlipHand { seat }
            | Action::Launch { seat, .. }
            | Action::Take { seat, .. }
            | Action::Warp { seat, .. } => seat,
        }
    }
}

/// What a seat is asked to decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Keep or flip the hand before the round's first turn.
    KeepOrFlip,
    /// A turn: launch, take, or Warp.
    Turn,
    /// The launch that completes a Warp.
    WarpLaunch,
}

impl Decision {
    /// The decision's name in the UI and scenario format.
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::KeepOrFlip => "keep_or_flip",
            Decision::Turn => "turn",
            Decision::WarpLaunch => "warp_launch",
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
        /// The seat asked.
        expected: u8,
        /// The seat that tried.
        got: u8,
    },
    /// The rules ask for another kind of decision now.
    WrongDecision(Decision),
    /// The group is outside the hand or empty.
    NoSuchCards,
    /// The cards are neither a set nor a run.
    NotAGroup,
    /// The group does not beat the formation.
    DoesNotBeat,
    /// There is no formation to take from (S4).
    EmptyFormation,
    /// A player never takes from their own formation (S3).
    OwnFormation,
    /// The insertion point is outside the hand.
    BadPosition(u8),
    /// Warp was used already this round.
    WarpUsed,
    /// After this Warp take no launch could beat what is left.
    WarpCannotLaunch,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::NotYourTurn { expected, got } => {
                write!(f, "it is seat {expected}'s decision, not seat {got}'s")
            }
            RuleError::WrongDecision(d) => write!(
                f,
                "the rules ask for a different decision now: {}",
                d.as_str()
            ),
            RuleError::NoSuchCards => write!(f, "those cards are not in the hand"),
            RuleError::NotAGroup => write!(
                f,
                "the cards are neither a set (same number) nor a run (up or down by one)"
            ),
            RuleError::DoesNotBeat => write!(f, "the group does not beat the formation"),
            RuleError::EmptyFormation => {
                write!(f, "there is no formation to take from: launch instead")
            }
            RuleError::OwnFormation => write!(f, "a player never takes from their own formation"),
            RuleError::BadPosition(at) => write!(f, "position {at} is outside the hand"),
            RuleError::WarpUsed => write!(f, "Warp was already used this round"),
            RuleError::WarpCannotLaunch => {
                write!(f, "after that take no launch could beat what is left")
            }
        }
    }
}

impl std::error::Error for RuleError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_read_strictly() {
        let ok: Action = serde_json::from_str(r#"{"do": "keep", "seat": 1}"#).unwrap();
        assert_eq!(ok, Action::Keep { seat: 1 });
        for bad in [
            r#"{"do": "lanch", "seat": 0}"#,
            r#"{"do": "keep", "seat": 0, "sparkle": 1}"#,
            r#"{"do": "launch", "seat": 0, "start": 1.5, "len": 1}"#,
            r#"{"do": "launch", "seat": 0, "start": 1}"#,
        ] {
            assert!(serde_json::from_str::<Action>(bad).is_err(), "{bad}");
        }
    }
}
