//! The 45 two-ended cards: one for every pair of different numbers 1–10,
//! written `a|b` with the number in play (the top) first.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A two-ended card as it lies: `top` is the number in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Card {
    /// The number in play.
    pub top: u8,
    /// The number on the other end.
    pub bottom: u8,
}

impl Card {
    /// A card showing `top` with `bottom` on the other end.
    pub const fn new(top: u8, bottom: u8) -> Card {
        Card { top, bottom }
    }

    /// The same card turned over.
    pub const fn flipped(self) -> Card {
        Card {
            top: self.bottom,
            bottom: self.top,
        }
    }

    /// The card's identity, whichever end is up (low number first).
    pub fn identity(self) -> (u8, u8) {
        (self.top.min(self.bottom), self.top.max(self.bottom))
    }

    /// The code `top|bottom`.
    pub fn code(self) -> String {
        format!("{}|{}", self.top, self.bottom)
    }

    /// Parses `a|b` (two different numbers 1–10).
    pub fn from_code(s: &str) -> Option<Card> {
        let (a, b) = s.split_once('|')?;
        let (a, b) = (a.parse::<u8>().ok()?, b.parse::<u8>().ok()?);
        ((1..=10).contains(&a) && (1..=10).contains(&b) && a != b).then_some(Card::new(a, b))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}|{}", self.top, self.bottom)
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
            serde::de::Error::custom(format!("unknown card `{s}` (write it as 3|7)"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes() {
        let c = Card::from_code("3|7").unwrap();
        assert_eq!(c.top, 3);
        assert_eq!(c.flipped().code(), "7|3");
        assert_eq!(c.identity(), c.flipped().identity());
        assert_eq!(Card::from_code("3|3"), None);
        assert_eq!(Card::from_code("0|3"), None);
        assert_eq!(Card::from_code("11|3"), None);
    }
}
