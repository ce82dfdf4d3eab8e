//! What happened, as a log of events that a player can read.
//!
//! Events hold the hidden cards they moved (a burn, a take, a draw); a seat's
//! view masks every card that seat may not know with [`Event::seen_by`].

use crate::cards::{Card, Colour};
use serde::{Deserialize, Serialize};

/// How a player came to be out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutCause {
    /// A take emptied their hand.
    Take,
    /// They burned their last card to a Chaos.
    Chaos,
    /// A Swap gave them an empty hand.
    Swap,
    /// They played or burned their last card themselves (no card was left to
    /// draw when they caught up).
    OwnCard,
}

impl OutCause {
    /// The cause in words, of someone else.
    pub fn describe(self) -> &'static str {
        self.describe_for(false)
    }
    /// The cause in words, said to the player it happened to (`you`) or
    /// of them.
    pub fn describe_for(self, you: bool) -> &'static str {
        match (self, you) {
            (OutCause::Take, false) => "a take emptied their hand",
            (OutCause::Take, true) => "a take emptied your hand",
            (OutCause::Chaos, false) => "they burned their last card to a Chaos",
            (OutCause::Chaos, true) => "you burned your last card to a Chaos",
            (OutCause::Swap, false) => "a Swap left them with an empty hand",
            (OutCause::Swap, true) => "a Swap left you with an empty hand",
            (OutCause::OwnCard, false) => "they used their last card",
            (OutCause::OwnCard, true) => "you used your last card",
        }
    }
}

/// Why cards were drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawReason {
    /// The catch-up draw at the start of a turn.
    CatchUp,
    /// A Draw +3.
    Draw3,
}

/// One thing that happened. `Option<Card>` fields are hidden (`None`) in the
/// views of seats that may not know the card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The deal: who dealt, the starting card, who starts.
    Dealt {
        /// The dealer.
        dealer: u8,
        /// The first card of the discard pile.
        start: Card,
        /// The first player.
        first: u8,
    },
    /// A card that may not start the discard pile went back into the draw pile.
    StartRefused {
        /// The card.
        card: Card,
    },
    /// A colour was drawn from the seed for a starting Wild (V1 `random`).
    RandomColour {
        /// The colour.
        colour: Colour,
    },
    /// A player's turn began.
    TurnStarted {
        /// Whose turn.
        seat: u8,
        /// The turn's number, from 1.
        turn: u32,
    },
    /// A player drew a card.
    Drew {
        /// Who drew.
        seat: u8,
        /// The card (hidden to others).
        card: Option<Card>,
        /// Why.
        reason: DrawReason,
    },
    /// A player had to draw but no card was left anywhere.
    NothingToDraw {
        /// Who could not draw.
        seat: u8,
    },
    /// The discard pile (but its top card) and the burn pile became the new draw pile.
    Reshuffled {
        /// Cards in the new draw pile.
        cards: u8,
    },
    /// A card was played face up.
    Played {
        /// Who played.
        seat: u8,
        /// The card.
        card: Card,
        /// The target of a Capture or Swap (the first of a Capture +2).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<u8>,
        /// The second target of a Capture +2.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        second: Option<u8>,
    },
    /// A Wild (or the first player) named a colour.
    ColourNamed {
        /// Who named it.
        seat: u8,
        /// The colour.
        colour: Colour,
    },
    /// Play changed direction.
    DirectionChanged {
        /// The new direction (`1` or `-1`).
        direction: i8,
    },
    /// A Reverse did nothing because two players are in.
    ReverseIgnored,
    /// A card was burned face down instead of played.
    Burned {
        /// Who burned.
        seat: u8,
        /// The card (hidden to others).
        card: Option<Card>,
    },
    /// A Shield blocked a take or a Chaos burn and was used up.
    Blocked {
        /// Whose Shield.
        seat: u8,
    },
    /// A take moved a card.
    Took {
        /// The capturer.
        by: u8,
        /// The target.
        from: u8,
        /// The card (known to the two only).
        card: Option<Card>,
    },
    /// A take found an empty hand.
    TookNothing {
        /// The capturer.
        by: u8,
        /// The target.
        from: u8,
    },
    /// Two players traded hands.
    Swapped {
        /// The player who played Swap.
        by: u8,
        /// The other player.
        with: u8,
    },
    /// A Shield was placed in front of a player.
    ShieldPlaced {
        /// Whose.
        seat: u8,
    },
    /// A Chaos asks the listed players to burn (announced once).
    ChaosAsked {
        /// Who played Chaos.
        by: u8,
    },
    /// A player burned a card to a Chaos (revealed to nobody).
    ChaosBurned {
        /// Who burned.
        seat: u8,
        /// The card (hidden to others).
        card: Option<Card>,
    },
    /// A player is out.
    Out {
        /// Who.
        seat: u8,
        /// Why.
        cause: OutCause,
    },
    /// The game ended with a winner.
    Won {
        /// The winner.
        seat: u8,
        /// True when the last players went out together (V3).
        simultaneous: bool,
    },
    /// The game ended in a draw (V3 `draw`).
    Drawn,
}

impl Event {
    /// The event as `viewer` may see it: hidden cards masked. `None` sees nothing hidden.
    pub fn seen_by(self, viewer: Option<u8>) -> Event {
        let sees = |s: u8| viewer == Some(s);
        match self {
            Event::Drew { seat, reason, .. } if !sees(seat) => Event::Drew {
                seat,
                card: None,
                reason,
            },
            Event::Burned { seat, .. } if !sees(seat) => Event::Burned { seat, card: None },
            Event::ChaosBurned { seat, .. } if !sees(seat) => {
                Event::ChaosBurned { seat, card: None }
            }
            Event::Took { by, from, .. } if !sees(by) && !sees(from) => Event::Took {
                by,
                from,
                card: None,
            },
            e => e,
        }
    }

    /// A card this event shows, if any (for checks on views).
    pub fn card(&self) -> Option<Card> {
        match *self {
            Event::Dealt { start, .. } => Some(start),
            Event::StartRefused { card } | Event::Played { card, .. } => Some(card),
            Event::Drew { card, .. }
            | Event::Burned { card, .. }
            | Event::ChaosBurned { card, .. }
            | Event::Took { card, .. } => card,
            _ => None,
        }
    }

    /// The event in words, naming players with `names` (seat numbers when short)
    /// and writing "you" for `viewer`. `None` when the event is bookkeeping
    /// that a log need not show.
    pub fn describe(&self, names: &[String], viewer: Option<u8>) -> Option<String> {
        let name = |s: u8| keep_core::log::player(names, viewer, s);
        let cap = keep_core::log::capitalized;
        let card_or = |c: Option<Card>, hidden: &str| {
            c.map(|c| c.name()).unwrap_or_else(|| hidden.to_string())
        };
        let text = match *self {
            Event::Dealt {
                dealer,
                start,
                first,
            } => format!(
                "{} dealt 10 cards to each player. The first card is the {}; {} {}.",
                cap(name(dealer)),
                start.name(),
                name(first),
                if viewer == Some(first) {
                    "start"
                } else {
                    "starts"
                }
            ),
            Event::StartRefused { card } => {
                format!(
                    "The {} may not start the discard pile: it goes back into the draw pile.",
                    card.name()
                )
            }
            Event::RandomColour { colour } => {
                format!("The starting Wild's colour, drawn at random: {colour}.")
            }
            Event::TurnStarted { .. } => return None,
            Event::Drew { seat, card, reason } => {
                let why = match reason {
                    DrawReason::CatchUp => "to catch up",
                    DrawReason::Draw3 => "for Draw +3",
                };
                format!(
                    "{} drew {} {why}.",
                    cap(name(seat)),
                    card_or(card, "a card")
                )
            }
            Event::NothingToDraw { seat } => format!(
                "{} had nothing to draw: every card is in play.",
                cap(name(seat))
            ),
            Event::Reshuffled { cards } => {
                format!("The draw pile ran out: the discard and burn piles were shuffled into a new draw pile of {cards}.")
            }
            Event::Played {
                seat,
                card,
                target,
                second,
            } => {
                let on = match (target, second) {
                    (Some(a), Some(b)) if a == b => format!(" on {} twice", name(a)),
                    (Some(a), Some(b)) => format!(" on {} and {}", name(a), name(b)),
                    (Some(a), None) => format!(" on {}", name(a)),
                    _ => String::new(),
                };
                format!("{} played the {}{on}.", cap(name(seat)), card.name())
            }
            Event::ColourNamed { seat, colour } => format!("{} named {colour}.", cap(name(seat))),
            Event::DirectionChanged { direction } => format!(
                "Play now goes {}.",
                if direction == 1 {
                    "clockwise (to the left)"
                } else {
                    "counter-clockwise (to the right)"
                }
            ),
            Event::ReverseIgnored => {
                "With two players in, the Reverse changes nothing.".to_string()
            }
            Event::Burned { seat, card } => format!(
                "{} burned {} face down.",
                cap(name(seat)),
                card_or(card, "a card")
            ),
            Event::Blocked { seat } => {
                let owner = if viewer == Some(seat) {
                    "Your".to_string()
                } else {
                    format!("{}'s", name(seat))
                };
                format!("{owner} Shield blocked it and is used up.")
            }
            Event::Took { by, from, card } => {
                format!(
                    "{} took {} from {}.",
                    cap(name(by)),
                    card_or(card, "a card"),
                    name(from)
                )
            }
            Event::TookNothing { by, from } => {
                format!(
                    "{} had no card left for {} to take.",
                    cap(name(from)),
                    name(by)
                )
            }
            Event::Swapped { by, with } => {
                format!("{} and {} traded hands.", cap(name(by)), name(with))
            }
            Event::ShieldPlaced { seat } => {
                format!(
                    "{} placed a Shield in front of {}.",
                    cap(name(seat)),
                    if viewer == Some(seat) {
                        "yourself"
                    } else {
                        "themselves"
                    }
                )
            }
            Event::ChaosAsked { by } => {
                format!("Chaos! Everyone still in but {} burns a card.", name(by))
            }
            Event::ChaosBurned { seat, card } => {
                format!(
                    "{} burned {} to the Chaos.",
                    cap(name(seat)),
                    card_or(card, "a card")
                )
            }
            Event::Out { seat, cause } => format!(
                "{} {} out: {}.",
                cap(name(seat)),
                if viewer == Some(seat) { "are" } else { "is" },
                cause.describe_for(viewer == Some(seat))
            ),
            Event::Won { seat, simultaneous } => {
                if simultaneous {
                    format!(
                        "The last players went out together; {} played the card and {} the game.",
                        name(seat),
                        if viewer == Some(seat) { "win" } else { "wins" }
                    )
                } else {
                    format!(
                        "{} {} the game!",
                        cap(name(seat)),
                        if viewer == Some(seat) { "win" } else { "wins" }
                    )
                }
            }
            Event::Drawn => "The last players went out together: the game is a draw.".to_string(),
        };
        Some(text)
    }
}

impl keep_core::log::GameEvent for Event {
    fn seen_by(&self, viewer: Option<u8>) -> Event {
        Event::seen_by(*self, viewer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        vec!["Ana".into(), "Bo".into(), "Cy".into()]
    }

    #[test]
    fn a_capture_two_reads_like_the_table_says_it() {
        let played = Event::Played {
            seat: 0,
            card: Card::CAPTURE2,
            target: Some(1),
            second: Some(1),
        };
        assert_eq!(
            played.describe(&names(), None).unwrap(),
            "Ana played the Capture +2 on Bo twice."
        );
        let took = Event::Took {
            by: 0,
            from: 1,
            card: Some(Card::from_code("R5").unwrap()),
        };
        assert_eq!(
            took.seen_by(Some(2)).describe(&names(), Some(2)).unwrap(),
            "Ana took a card from Bo."
        );
        assert_eq!(
            took.seen_by(Some(1)).describe(&names(), Some(1)).unwrap(),
            "Ana took red Tower 5 from you."
        );
    }

    #[test]
    fn the_deal_says_who_starts_in_good_grammar() {
        let dealt = Event::Dealt {
            dealer: 0,
            start: Card::from_code("R5").unwrap(),
            first: 1,
        };
        assert!(dealt
            .describe(&names(), Some(1))
            .unwrap()
            .ends_with("; you start."));
        assert!(dealt
            .describe(&names(), None)
            .unwrap()
            .ends_with("; Bo starts."));
    }

    #[test]
    fn hidden_cards_are_masked_for_everyone_else() {
        let burn = Event::Burned {
            seat: 1,
            card: Some(Card::WILD),
        };
        assert_eq!(
            burn.seen_by(Some(0)),
            Event::Burned {
                seat: 1,
                card: None
            }
        );
        assert_eq!(burn.seen_by(Some(1)), burn);
        assert_eq!(
            burn.seen_by(None).describe(&names(), None).unwrap(),
            "Bo burned a card face down."
        );
    }
}
