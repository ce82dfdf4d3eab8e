//! The 54 cards: a standard deck and two Jokers. Suits play no part.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A card: index 0..52 is rank × 4 + suit (ranks A..K, suits S H D C); 52 is a Joker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

const RANKS: [&str; 13] = [
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
];
const SUITS: [char; 4] = ['S', 'H', 'D', 'C'];

impl Card {
    /// A Joker (both Jokers are the same card).
    pub const JOKER: Card = Card(52);

    /// The card of `rank` (1 = Ace … 13 = King) and `suit` (0..4).
    pub fn new(rank: u8, suit: u8) -> Card {
        Card((rank - 1) * 4 + suit)
    }

    /// The card's number 0..=52 (rank × 4 + suit; 52 the Joker): one
    /// number per card face, for keys and tables.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The value 1 (Ace) … 13 (King); `None` for a Joker.
    pub fn value(self) -> Option<u8> {
        (self.0 < 52).then_some(self.0 / 4 + 1)
    }

    /// True for the Joker.
    pub fn is_joker(self) -> bool {
        self.0 == 52
    }

    /// W1: A, 7, J, Q, K and the Joker are special; the rest are plain.
    pub fn is_special(self) -> bool {
        matches!(self.value(), None | Some(1 | 7 | 11 | 12 | 13))
    }

    /// The code (`AS`, `10H`, `QD`, `JK`).
    pub fn code(self) -> String {
        match self.value() {
            None => "JK".into(),
            Some(v) => format!("{}{}", RANKS[v as usize - 1], SUITS[(self.0 % 4) as usize]),
        }
    }

    /// Parses a code.
    pub fn from_code(s: &str) -> Option<Card> {
        if s == "JK" {
            return Some(Card::JOKER);
        }
        let suit = SUITS.iter().position(|&c| s.ends_with(c))? as u8;
        let rank = RANKS.iter().position(|&r| r == &s[..s.len() - 1])? as u8 + 1;
        Some(Card::new(rank, suit))
    }

    /// The card as the log says it to people: "the 3♦", "the Q♠", "a Joker".
    pub fn spoken(self) -> String {
        match self.value() {
            None => "a Joker".into(),
            Some(v) => format!(
                "the {}{}",
                RANKS[v as usize - 1],
                ['♠', '♥', '♦', '♣'][(self.0 % 4) as usize]
            ),
        }
    }

    /// The card's name in words ("Queen", "7", "Joker").
    pub fn name(self) -> String {
        match self.value() {
            None => "Joker".into(),
            Some(1) => "Ace".into(),
            Some(11) => "Jack".into(),
            Some(12) => "Queen".into(),
            Some(13) => "King".into(),
            Some(v) => v.to_string(),
        }
    }

    /// How many copies the deck holds (two Jokers, one of every other card).
    pub fn copies(self) -> usize {
        if self.is_joker() {
            2
        } else {
            1
        }
    }

    /// Every distinct card.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..=52).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Card::from_code(&s).ok_or_else(|| {
            serde::de::Error::custom(format!("unknown card `{s}` (like QS, 10H, JK)"))
        })
    }
}

/// The 52 cards without Jokers.
pub fn standard_deck() -> Vec<Card> {
    (0..52).map(Card).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_values() {
        for c in Card::all() {
            assert_eq!(Card::from_code(&c.code()), Some(c));
        }
        assert_eq!(Card::from_code("10H").unwrap().value(), Some(10));
        assert_eq!(Card::from_code("AS").unwrap().value(), Some(1));
        assert!(Card::from_code("AS").unwrap().is_special());
        assert!(!Card::from_code("8C").unwrap().is_special());
        assert!(Card::JOKER.is_special());
        assert_eq!(Card::from_code("1S"), None);
        assert_eq!(Card::from_code("QX"), None);
        assert_eq!(standard_deck().len(), 52);
    }
}
