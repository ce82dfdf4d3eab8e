//! Keep'n Swap's numbers as a variant (`docs/VARIANTS.md`): cards per player,
//! the hand's size and the Jokers in each draw pile. The default is the rules
//! as written (W2).
//!
//! Rulings of this app where a variant reaches past the rules:
//!
//! - KV1. With fewer than 26 cards each, the 52 are shuffled and dealt one
//!   at a time, seat 0 first, until each player has `cards`; the rest is set
//!   aside unseen and plays no part.
//! - KV2. A full hand is `hand` cards: the deal's hand, every refill and an
//!   Ace's Reset take up to that many.

use keep_core::variant::VariantError;

keep_core::variant_numbers! {
    /// Keep'n Swap's numbers.
    pub struct Variant {
        /// Cards dealt to each player, hand and draw pile together.
        cards: u8 = 26, "Cards dealt to each player (hand and draw pile)", 1..=26;
        /// Cards in a full hand.
        hand: u8 = 7, "Cards in a full hand", 1..=26;
        /// Jokers shuffled into each draw pile.
        jokers: u8 = 1, "Jokers shuffled into each draw pile", 0..=4;
    }
}

impl keep_core::Variant for Variant {
    /// The hand comes out of each player's cards.
    fn check_game(&self, _players: usize) -> Result<(), VariantError> {
        if self.hand > self.cards {
            return Err(VariantError {
                field: "hand",
                message: format!(
                    "a hand of {} is more than the {} cards each player is dealt",
                    self.hand, self.cards
                ),
            });
        }
        Ok(())
    }
}

impl Variant {
    /// Copies of `card` in the game: 0 or 1 of a standard card (those dealt),
    /// two Jokers for each Joker a draw pile gets.
    pub fn jokers_in_game(&self) -> usize {
        2 * usize::from(self.jokers)
    }

    /// Cards in the game.
    pub fn cards_in_game(&self) -> usize {
        2 * usize::from(self.cards) + self.jokers_in_game()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keep_core::Variant as _;

    #[test]
    fn the_default_is_the_rules_deal() {
        let v = Variant::default();
        assert_eq!((v.cards, v.hand, v.jokers), (26, 7, 1));
        assert_eq!(v.cards_in_game(), 54);
        assert!(v.check(2).is_ok());
        let v = Variant {
            cards: 5,
            ..Variant::default()
        };
        assert_eq!(v.check(2).unwrap_err().field, "hand");
    }
}
