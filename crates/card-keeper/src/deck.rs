//! Hands as multisets of card kinds, and the game's seeded randomness.
//!
//! All chance in a game comes from one [`GameRng`] (ChaCha8 seeded from the
//! game's `u64` seed), read only through [`below`] and [`shuffle`], shared by
//! every game in `keep-core`, whose algorithms are fixed so that a seed deals
//! the same game forever.

use crate::cards::{Card, NUM_KINDS};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub use keep_core::rng::{below, rng_from_seed, shuffle, GameRng};

/// A hand: how many copies of each card kind a player holds, with a bit set
/// for each kind held (so the kinds held are found without scanning).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hand {
    /// Copies by kind index; 64 places so that `index & 63` needs no check.
    counts: [u8; 64],
    len: u8,
    mask: u64,
}

impl Default for Hand {
    fn default() -> Self {
        Hand {
            counts: [0; 64],
            len: 0,
            mask: 0,
        }
    }
}

/// Iterates the kinds whose bits are set in a kind mask, in kind order.
pub fn kinds_in(mask: u64) -> impl Iterator<Item = Card> {
    let mut mask = mask & ((1u64 << NUM_KINDS) - 1);
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let k = mask.trailing_zeros();
        mask &= mask - 1;
        Some(Card::from_bit(k))
    })
}

impl Hand {
    /// An empty hand.
    pub fn new() -> Hand {
        Hand::default()
    }

    /// Number of cards held.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// True when the hand holds no card.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Copies of `card` held.
    pub fn count(&self, card: Card) -> u8 {
        self.counts[card.index() & 63]
    }

    /// True when at least one copy of `card` is held.
    pub fn contains(&self, card: Card) -> bool {
        self.counts[card.index() & 63] > 0
    }

    /// The set of kinds held, one bit per kind index.
    pub fn mask(&self) -> u64 {
        self.mask
    }

    /// Adds one copy of `card`.
    pub fn add(&mut self, card: Card) {
        self.counts[card.index() & 63] += 1;
        self.len += 1;
        self.mask |= card.bit();
    }

    /// Removes one copy of `card`; false (and no change) when none is held.
    pub fn remove(&mut self, card: Card) -> bool {
        let slot = &mut self.counts[card.index() & 63];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        self.len -= 1;
        // Clear the kind's bit when that was its last copy (no branch).
        self.mask &= !(u64::from(*slot == 0) << card.index());
        true
    }

    /// The distinct kinds held, in kind order.
    pub fn kinds(&self) -> impl Iterator<Item = Card> + '_ {
        kinds_in(self.mask)
    }

    /// Every card held (copies repeated), in kind order.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        Card::all().flat_map(|c| std::iter::repeat_n(c, self.counts[c.index()] as usize))
    }

    /// The `i`-th card in kind order (`i < len`), used to pick a random card.
    pub fn nth(&self, mut i: usize) -> Option<Card> {
        for card in self.kinds() {
            let n = self.count(card) as usize;
            if i < n {
                return Some(card);
            }
            i -= n;
        }
        None
    }
}

impl FromIterator<Card> for Hand {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Hand {
        let mut h = Hand::new();
        for c in iter {
            h.add(c);
        }
        h
    }
}

impl Serialize for Hand {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.cards())
    }
}

impl<'de> Deserialize<'de> for Hand {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        if cards.len() > crate::variant::MAX_DECK {
            return Err(serde::de::Error::custom(format!(
                "a hand cannot hold more than {} cards",
                crate::variant::MAX_DECK
            )));
        }
        Ok(cards.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_counts_and_nth() {
        let r5 = Card::from_code("R5").unwrap();
        let wild = Card::WILD;
        let mut h: Hand = [r5, wild, r5].into_iter().collect();
        assert_eq!(h.len(), 3);
        assert_eq!(h.count(r5), 2);
        assert_eq!(h.nth(0), Some(r5));
        assert_eq!(h.nth(2), Some(wild));
        assert_eq!(h.nth(3), None);
        assert!(h.remove(r5));
        assert!(!h.remove(Card::SHIELD));
        assert_eq!(h.len(), 2);
    }
}
