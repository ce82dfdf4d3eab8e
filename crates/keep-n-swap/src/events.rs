//! What happened in Keep'n Swap, in words.

use crate::cards::Card;
use serde::{Deserialize, Serialize};

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// This seat won.
    Winner(u8),
    /// Both went out in the same round.
    Draw,
}

/// The abilities, for the log and the simulation's counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ability {
    /// No ability.
    None,
    /// Ace.
    Reset,
    /// King.
    Claim,
    /// Queen.
    Purge,
    /// Jack.
    Burn,
    /// 7.
    LuckySeven,
    /// Joker.
    Equalizer,
}

impl Ability {
    /// The ability's name.
    pub fn name(self) -> &'static str {
        match self {
            Ability::None => "none",
            Ability::Reset => "Reset (Ace)",
            Ability::Claim => "Claim (King)",
            Ability::Purge => "Purge (Queen)",
            Ability::Burn => "Burn (Jack)",
            Ability::LuckySeven => "Lucky Seven (7)",
            Ability::Equalizer => "Equalizer (Joker)",
        }
    }
}

/// One thing that happened. `Option<Card>` fields are hidden from the other player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The cards were dealt.
    Dealt,
    /// A player chose a card in secret.
    Chose {
        /// Who.
        seat: u8,
    },
    /// Both cards were revealed.
    Revealed {
        /// Seat 0's and seat 1's cards.
        cards: [Card; 2],
    },
    /// Both played cards were discarded.
    BothDiscarded {
        /// The ability that fired with it (`None`: none).
        ability: Ability,
    },
    /// A player won the round.
    Won {
        /// Who.
        seat: u8,
        /// The ability that fires.
        ability: Ability,
    },
    /// A card went into a player's hand (the loser's card, or the King's claim).
    Claimed {
        /// Who.
        seat: u8,
        /// The card.
        card: Card,
        /// Taken from the discard pile (King).
        from_discard: bool,
    },
    /// An ability had nothing to act on.
    NoEffect {
        /// Which.
        ability: Ability,
    },
    /// Lucky Seven: a card from the opponent's draw pile into the hand.
    LuckyToHand {
        /// The 7 player.
        seat: u8,
        /// The card (seen by the 7 player only).
        card: Option<Card>,
    },
    /// Lucky Seven: a card shuffled into the 7 player's own draw pile.
    LuckyToPile {
        /// The 7 player.
        seat: u8,
        /// The card (seen by the 7 player only).
        card: Option<Card>,
    },
    /// A card from the top of a draw pile was discarded (Jack, Joker).
    BurnedFromPile {
        /// Whose pile.
        seat: u8,
        /// The card (face up on the discard pile).
        card: Card,
    },
    /// Ace: a player's hand was reset.
    ResetHand {
        /// Whose.
        seat: u8,
    },
    /// Queen: a special card discarded.
    Purged {
        /// Who.
        seat: u8,
        /// The card.
        card: Card,
    },
    /// Joker (W8): a card discarded to equalize hands.
    Equalized {
        /// Who.
        seat: u8,
        /// The card.
        card: Card,
    },
    /// A player drew up to 7.
    Refilled {
        /// Who.
        seat: u8,
        /// Cards drawn.
        count: u8,
    },
    /// The game ended.
    GameOver {
        /// How.
        outcome: Outcome,
    },
}

impl Event {
    /// The event as `viewer` may see it.
    pub fn seen_by(self, viewer: Option<u8>) -> Event {
        match self {
            Event::LuckyToHand { seat, .. } if viewer != Some(seat) => {
                Event::LuckyToHand { seat, card: None }
            }
            Event::LuckyToPile { seat, .. } if viewer != Some(seat) => {
                Event::LuckyToPile { seat, card: None }
            }
            e => e,
        }
    }

    /// The event in words (`None` for bookkeeping).
    pub fn describe(&self, names: &[String], viewer: Option<u8>) -> Option<String> {
        let name = |s: u8| keep_core::log::player(names, viewer, s);
        let cap = keep_core::log::capitalized;
        let hidden = |c: Option<Card>| c.map(Card::spoken).unwrap_or_else(|| "a card".into());
        Some(match *self {
            Event::Dealt => "Each player has 7 cards and a draw pile of 20 with one Joker in it.".into(),
            Event::Chose { seat } => format!("{} chose a card.", cap(name(seat))),
            Event::Revealed { cards } => format!("Revealed: {} played {}, {} played {}.", name(0), cards[0].spoken(), name(1), cards[1].spoken()),
            Event::BothDiscarded { ability: Ability::None } => "Both cards are discarded; no ability.".into(),
            Event::BothDiscarded { ability } => format!("Both cards are discarded; {} happens.", ability.name()),
            Event::Won { seat, ability: Ability::None } => format!("{} win{} the round.", cap(name(seat)), if viewer == Some(seat) { "" } else { "s" }),
            Event::Won { seat, ability } => format!("{} win{} the round: {}.", cap(name(seat)), if viewer == Some(seat) { "" } else { "s" }, ability.name()),
            Event::Claimed { seat, card, from_discard } => {
                format!("{} took {}{} into {} hand.", cap(name(seat)), card.spoken(), if from_discard { " from the discard pile" } else { "" }, if viewer == Some(seat) { "your" } else { "their" })
            }
            Event::NoEffect { ability } => format!("{} has nothing to act on.", ability.name()),
            Event::LuckyToHand { seat, card } => format!("Lucky Seven: {} took {} from the other draw pile into {} hand.", name(seat), hidden(card), if viewer == Some(seat) { "your" } else { "their" }),
            Event::LuckyToPile { seat, card } => format!("Lucky Seven: {} shuffled {} into {} own draw pile.", name(seat), hidden(card), if viewer == Some(seat) { "your" } else { "their" }),
            Event::BurnedFromPile { seat, card } => format!("{} from the top of {} draw pile is discarded.", cap(card.spoken()), if viewer == Some(seat) { "your".to_string() } else { format!("{}'s", name(seat)) }),
            Event::ResetHand { seat } => format!("Reset: {} has a new hand of 7 from the draw pile; the old hand was shuffled into it.", name(seat)),
            Event::Purged { seat, card } => format!("Purge: {} discarded {}.", name(seat), card.spoken()),
            Event::Equalized { seat, card } => format!("Equalizer: {} discarded {} to even the hands.", name(seat), card.spoken()),
            Event::Refilled { seat, count } => format!("{} drew {count} to refill.", cap(name(seat))),
            Event::GameOver { outcome: Outcome::Winner(s) } => format!("{} win{} the game!", cap(name(s)), if viewer == Some(s) { "" } else { "s" }),
            Event::GameOver { outcome: Outcome::Draw } => "Both players ran out of cards in the same round: a draw.".into(),
        })
    }
}

impl keep_core::log::GameEvent for Event {
    fn seen_by(&self, viewer: Option<u8>) -> Event {
        Event::seen_by(*self, viewer)
    }
}
