//! What happened in a game of Star Crew, in words a player understands.

use crate::actions::End;
use crate::cards::Card;
use serde::{Deserialize, Serialize};

/// Why a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundEnd {
    /// A player launched their last card.
    LastCard,
    /// Play came back to the formation's owner: everyone else took instead of beating it.
    BackToOwner,
}

/// One player's score for a round (S5), line by line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    /// The seat.
    pub seat: u8,
    /// Captured cards (+1 each).
    pub captured: u32,
    /// Crew patches (+1 each).
    pub patches: u32,
    /// Cards left in hand.
    pub hand: u32,
    /// False for the owner of the formation on the table at the end: their hand costs nothing.
    pub hand_counts: bool,
    /// The round's points.
    pub points: i32,
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A round was dealt.
    RoundStarted {
        /// Round number from 1.
        round: u8,
        /// Who starts it.
        starter: u8,
    },
    /// A player kept their hand.
    Kept {
        /// Who.
        seat: u8,
    },
    /// A player flipped their hand.
    FlippedHand {
        /// Who.
        seat: u8,
    },
    /// A group was launched.
    Launched {
        /// Who.
        seat: u8,
        /// The cards, in hand order.
        cards: Vec<Card>,
        /// Cards of the beaten formation captured.
        captured: u32,
    },
    /// A card was taken from the formation.
    Took {
        /// Who took it.
        seat: u8,
        /// The formation's owner, who earns a patch.
        owner: u8,
        /// Which end.
        end: End,
        /// The card as it lay in the formation.
        card: Card,
        /// Whether it was turned over (known to the taker only).
        flipped: Option<bool>,
        /// Where it went in the hand.
        at: u8,
    },
    /// A player used their Warp.
    Warped {
        /// Who.
        seat: u8,
    },
    /// A round ended, with its scoring.
    RoundEnded {
        /// Which round, from 1.
        round: u8,
        /// Why.
        reason: RoundEnd,
        /// Each player's score line.
        lines: Vec<ScoreLine>,
    },
    /// The game ended.
    GameOver {
        /// The winners (more than one when tied).
        winners: Vec<u8>,
    },
}

impl Event {
    /// The event as `viewer` may see it (another player's flip is hidden).
    pub fn seen_by(&self, viewer: Option<u8>) -> Event {
        match self {
            Event::Took {
                seat,
                owner,
                end,
                card,
                at,
                ..
            } if viewer != Some(*seat) => Event::Took {
                seat: *seat,
                owner: *owner,
                end: *end,
                card: *card,
                flipped: None,
                at: *at,
            },
            e => e.clone(),
        }
    }

    /// The event in words (`None` for bookkeeping a log need not show).
    pub fn describe(&self, names: &[String], viewer: Option<u8>) -> Option<String> {
        let name = |s: u8| keep_core::log::player(names, viewer, s);
        let cap = keep_core::log::capitalized;
        Some(match self {
            Event::RoundStarted { round, starter } => {
                let who = if viewer == Some(*starter) {
                    "you start".to_string()
                } else {
                    format!("{} starts", name(*starter))
                };
                format!("Round {round} is dealt; {who}. Everyone keeps or flips their hand.")
            }
            Event::Kept { seat } => format!("{} kept the hand as dealt.", cap(name(*seat))),
            Event::FlippedHand { seat } => format!("{} flipped the whole hand.", cap(name(*seat))),
            Event::Launched {
                seat,
                cards,
                captured,
            } => {
                let codes: Vec<String> = cards.iter().map(|c| c.top.to_string()).collect();
                let what = if cards.len() == 1 {
                    "a single"
                } else if cards.iter().all(|c| c.top == cards[0].top) {
                    "a set:"
                } else {
                    "a run:"
                };
                let cap_text = if *captured > 0 {
                    format!(
                        ", capturing {captured} card{}",
                        if *captured == 1 { "" } else { "s" }
                    )
                } else {
                    String::new()
                };
                format!(
                    "{} launched {what} {}{cap_text}.",
                    cap(name(*seat)),
                    codes.join("-")
                )
            }
            Event::Took {
                seat,
                owner,
                end,
                card,
                flipped,
                at,
            } => {
                let end = match end {
                    End::Left => "left",
                    End::Right => "right",
                };
                let how = match flipped {
                    Some(true) => format!(", turned it to {}", card.bottom),
                    Some(false) => ", kept it as it was".to_string(),
                    None => String::new(),
                };
                format!(
                    "{} took the {card} from the {end} end{how} and put it at position {}; {} earns a patch.",
                    cap(name(*seat)),
                    at + 1,
                    name(*owner)
                )
            }
            Event::Warped { seat } => format!("{} used Warp: take, then launch.", cap(name(*seat))),
            Event::RoundEnded {
                round,
                reason,
                lines,
            } => {
                let why = match reason {
                    RoundEnd::LastCard => "a player launched their last card",
                    RoundEnd::BackToOwner => "play came back to the formation's owner",
                };
                let parts: Vec<String> = lines
                    .iter()
                    .map(|l| format!("{} {:+}", name(l.seat), l.points))
                    .collect();
                format!("Round {round} ends: {why}. Points: {}.", parts.join(", "))
            }
            Event::GameOver { winners } => {
                let w: Vec<String> = winners.iter().map(|&s| name(s)).collect();
                if w.len() == 1 {
                    format!("{} won the game!", cap(w[0].clone()))
                } else {
                    format!("{} share the win!", cap(w.join(" and ")))
                }
            }
        })
    }
}

impl keep_core::log::GameEvent for Event {
    fn seen_by(&self, viewer: Option<u8>) -> Event {
        Event::seen_by(self, viewer)
    }
}
