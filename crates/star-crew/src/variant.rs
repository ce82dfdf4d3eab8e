//! Star Crew's numbers as a variant (`docs/VARIANTS.md`): cards dealt and
//! cards left out for each player count, and rounds. The default is the
//! rules as written (S1).
//!
//! Rulings of this app where a variant reaches past the rules:
//!
//! - SV1. The cards left out are the highest: `9|10` first, then `8|10`, …,
//!   `1|10`, then `8|9`, `7|9` and so on (leaving 9 out is every card with
//!   a 10, as the rules do with two or three players; leaving 1 out is `9|10`,
//!   as with four).
//! - SV2. Cards not dealt are set aside unseen, as with two players.
//! - SV3. `rounds` 0 is the rules' one round per player.

use crate::cards::Card;
use keep_core::variant::VariantError;

keep_core::variant_numbers! {
    /// Star Crew's numbers.
    pub struct Variant {
        /// Cards dealt to each of two players.
        hand_2: u8 = 12, "Cards dealt to each player, 2 players", 1..=22;
        /// Cards dealt to each of three players.
        hand_3: u8 = 12, "Cards dealt to each player, 3 players", 1..=15;
        /// Cards dealt to each of four players.
        hand_4: u8 = 11, "Cards dealt to each player, 4 players", 1..=11;
        /// Cards dealt to each of five players.
        hand_5: u8 = 9, "Cards dealt to each player, 5 players", 1..=9;
        /// Highest cards left out with two players.
        left_out_2: u8 = 9, "Highest cards left out, 2 players", 0..=43;
        /// Highest cards left out with three players.
        left_out_3: u8 = 9, "Highest cards left out, 3 players", 0..=42;
        /// Highest cards left out with four players.
        left_out_4: u8 = 1, "Highest cards left out, 4 players", 0..=41;
        /// Highest cards left out with five players.
        left_out_5: u8 = 0, "Highest cards left out, 5 players", 0..=40;
        /// Rounds in a game (0: one per player).
        rounds: u8 = 0, "Rounds (0: one per player)", 0..=10;
    }
}

/// Cards in the whole set: one for each pair of different numbers 1–10.
pub const ALL_CARDS: usize = 45;

impl Variant {
    /// Cards dealt to each player with `players` players.
    pub fn hand(&self, players: usize) -> usize {
        usize::from(match players {
            2 => self.hand_2,
            3 => self.hand_3,
            4 => self.hand_4,
            _ => self.hand_5,
        })
    }

    /// Highest cards left out with `players` players.
    pub fn left_out(&self, players: usize) -> usize {
        usize::from(match players {
            2 => self.left_out_2,
            3 => self.left_out_3,
            4 => self.left_out_4,
            _ => self.left_out_5,
        })
    }

    /// Rounds in a game of `players` players.
    pub fn rounds(&self, players: usize) -> u8 {
        if self.rounds == 0 {
            players as u8
        } else {
            self.rounds
        }
    }

    /// The cards used with `players` players, low number on top, in the
    /// order `1|2`, `1|3`, … `9|10` without the highest left out (SV1).
    pub fn deck(&self, players: usize) -> Vec<Card> {
        let out = self.left_out(players);
        let mut v = Vec::with_capacity(ALL_CARDS);
        for a in 1..=10u8 {
            for b in a + 1..=10 {
                if rank_from_top(a, b) >= out {
                    v.push(Card::new(a, b));
                }
            }
        }
        v
    }
}

/// A card's place counted from the highest (`9|10` is 0, `1|10` is 8,
/// `8|9` is 9): cards are ordered by their higher number, then lower one,
/// both from the top.
fn rank_from_top(a: u8, b: u8) -> usize {
    // Cards whose higher number is above `b`: for each c in b+1..=10, c-1 cards.
    let above: usize = (usize::from(b) + 1..=10).map(|c| c - 1).sum();
    above + usize::from(b - 1 - a)
}

impl keep_core::Variant for Variant {
    /// The hands and the cards left out must fit in the 45 cards.
    fn check_game(&self, players: usize) -> Result<(), VariantError> {
        let (hand, out) = (self.hand(players), self.left_out(players));
        if hand * players + out > ALL_CARDS {
            return Err(VariantError {
                field: match players {
                    2 => "hand_2",
                    3 => "hand_3",
                    4 => "hand_4",
                    _ => "hand_5",
                },
                message: format!(
                    "{players} players × {hand} cards and {out} left out need {} cards, \
                     Star Crew has {ALL_CARDS}",
                    hand * players + out
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
    fn the_default_is_the_rules_deal() {
        let v = Variant::default();
        assert_eq!(v.deck(2).len(), 36);
        assert_eq!(v.deck(3).len(), 36);
        assert_eq!(v.deck(4).len(), 44);
        assert_eq!(v.deck(5).len(), 45);
        assert!(v.deck(2).iter().all(|c| c.identity().1 != 10));
        assert!(!v.deck(4).contains(&Card::new(9, 10)));
        assert_eq!(v.hand(3) * 3, 36);
        assert_eq!(v.hand(4) * 4, 44);
        assert_eq!(v.hand(5) * 5, 45);
        assert_eq!(v.rounds(4), 4);
        for n in 2..=5 {
            assert!(v.check(n).is_ok());
        }
        assert_eq!(rank_from_top(9, 10), 0);
        assert_eq!(rank_from_top(1, 10), 8);
        assert_eq!(rank_from_top(8, 9), 9);
        assert_eq!(rank_from_top(1, 2), 44);
    }

    #[test]
    fn too_many_cards_name_the_hand() {
        let v = Variant {
            hand_4: 11,
            left_out_4: 2,
            ..Variant::default()
        };
        assert_eq!(v.check(4).unwrap_err().field, "hand_4");
        assert!(v.check(5).is_ok());
    }
}
