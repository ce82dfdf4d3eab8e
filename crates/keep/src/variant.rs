//! Keep's numbers as a variant (`docs/VARIANTS.md`), beside its card list:
//! cards dealt, characters offered and kept at setup, the Commons' size,
//! bonus markers, and the coins of a sale, of a card put on the Commons and
//! of the round's end. The default is the rules as written.
//!
//! Rulings of this app where a variant reaches past the rules:
//!
//! - KPV1. With `kept` above 1 a player keeps characters one decision at a
//!   time (KR1's decision, asked again) until they keep `kept`; the rest go
//!   back to the deck.
//! - KPV2. The Commons holds `commons` cards plus `commons_per_player` per
//!   player; it is refilled to that (P5).
//! - KPV3. A card list must hold `offered` characters per player, and
//!   `kept` + `hand` + `commons_per_player` cards per player plus `commons`
//!   (as the rules need 3 characters each, and 1 + 8 + 1 each plus 2).

use crate::cards::CardList;
use keep_core::variant::VariantError;

keep_core::variant_numbers! {
    /// Keep's numbers.
    pub struct Variant {
        /// Cards dealt to each player.
        hand: u8 = 8, "Cards dealt to each player", 1..=15;
        /// Characters each player is dealt to choose from at setup.
        offered: u8 = 3, "Characters offered to each player at setup", 1..=6;
        /// Characters each player keeps face down at setup.
        kept: u8 = 1, "Characters each player keeps face down", 1..=3;
        /// Commons cards besides those per player.
        commons: u8 = 2, "Commons cards (besides those per player)", 0..=8;
        /// Commons cards per player.
        commons_per_player: u8 = 1, "Commons cards per player", 0..=2;
        /// Bonus markers each player starts with.
        markers: u8 = 2, "Bonus markers each player starts with", 0..=6;
        /// Coins for each item sold.
        sell: u8 = 3, "Coins for each item sold", 0..=10;
        /// Coins on the card put on the Commons after taking a character.
        coins_for_character: u8 = 2, "Coins on a card put on the Commons for a character taken", 0..=6;
        /// Coins on the card put on the Commons after taking an item.
        coins_for_item: u8 = 1, "Coins on a card put on the Commons for an item taken", 0..=6;
        /// Coins added at the round's end to each Commons card without coins.
        round_coins: u8 = 1, "Coins added at a round's end to each Commons card without coins", 0..=3;
    }
}

impl Variant {
    /// The Commons' size with `players` players.
    pub fn commons_size(&self, players: usize) -> usize {
        usize::from(self.commons) + usize::from(self.commons_per_player) * players
    }

    /// Cards a list must hold for `players` players (KPV3).
    pub fn cards_needed(&self, players: usize) -> usize {
        (usize::from(self.kept) + usize::from(self.hand) + usize::from(self.commons_per_player))
            * players
            + usize::from(self.commons)
    }

    /// Characters a list must hold for `players` players.
    pub fn characters_needed(&self, players: usize) -> usize {
        usize::from(self.offered) * players
    }

    /// Whether `list` holds what this variant deals to `players` players
    /// (KPV3), naming the field that asks too much.
    pub fn check_list(&self, list: &CardList, players: usize) -> Result<(), VariantError> {
        let (have, need) = (list.character_count(), self.characters_needed(players));
        if have < need {
            return Err(VariantError {
                field: "offered",
                message: format!(
                    "{players} players × {} characters offered need {need} characters; \
                     the card list \"{}\" has {have}",
                    self.offered, list.name
                ),
            });
        }
        let (have, need) = (list.total(), self.cards_needed(players));
        if have < need {
            return Err(VariantError {
                field: "hand",
                message: format!(
                    "{players} players need {need} cards (kept characters, hands and the \
                     Commons); the card list \"{}\" has {have}",
                    list.name
                ),
            });
        }
        Ok(())
    }
}

impl keep_core::Variant for Variant {
    /// A player keeps some of the characters offered.
    fn check_game(&self, _players: usize) -> Result<(), VariantError> {
        if self.kept > self.offered {
            return Err(VariantError {
                field: "kept",
                message: format!(
                    "{} kept is more than the {} characters offered",
                    self.kept, self.offered
                ),
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keep_core::Variant as _;

    #[test]
    fn the_default_is_the_rules() {
        let v = Variant::default();
        assert_eq!(v.commons_size(4), 6);
        assert_eq!(v.cards_needed(3), (2 + 8) * 3 + 2);
        assert_eq!(v.characters_needed(5), 15);
        assert!(v.check(5).is_ok());
        let v = Variant {
            kept: 3,
            offered: 2,
            ..Variant::default()
        };
        assert_eq!(v.check(2).unwrap_err().field, "kept");
    }
}
