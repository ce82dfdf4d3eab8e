//! Card Keeper's numbers as a variant (`docs/VARIANTS.md`): how many of each
//! card, the deal, the catch-up thresholds, what Draw +3 and the Captures
//! move, and which first cards go back. The default is the rules as written.
//!
//! Rulings of this app where a variant reaches past the rules:
//!
//! - CV1. Characters run from 1 up to `characters` in each colour; the
//!   others are not in the deck.
//! - CV2. Capture +1 makes `capture1_takes` takes from its target; Capture +2
//!   names two targets (the same one twice, or two) and makes
//!   `capture2_takes` takes from each, the lower seat's first. Every take is
//!   a K5 take: one Shield blocks one take.
//! - CV3. The catch-up draws one card while the hand holds at most
//!   `catch_up` cards (three or more players in) or `catch_up_two` (two in);
//!   the rules' "exactly 1" is "at most 1", a player in holding a card.
//! - CV5. A variant with a catch-up draw must keep a card that takes or
//!   burns (Capture +1, Capture +2 or Chaos): otherwise nobody goes out.
//! - CV6. A catch-up keeps a hand at its threshold, so the threshold may
//!   be at most what one action takes or burns (Capture +1's takes,
//!   Capture +2's two targets' takes, Chaos's 1) with two players in, and
//!   what the two largest such actions of the deck take together with three
//!   or more (two cards between a player's turns: a deck with one Capture +2
//!   and one Chaos cannot take six twice).
//! - CV4. A first card whose `start_refuses_…` switch is on goes back (C2);
//!   a variant must leave more cards it could start on than the hands take,
//!   so a deal always finds one.

use crate::cards::{Card, Kind, NUM_KINDS};
use keep_core::variant::{Variant as _, VariantError};

keep_core::variant_numbers! {
    /// Card Keeper's numbers (`"variant"` in saves, links' `&X=`, scenario
    /// files and `keeper simulate --variant`).
    pub struct Variant {
        /// Character values in each colour, 1 up to this.
        characters: u8 = 9, "Character values per colour (1 up to this)", 1..=9;
        /// Copies of each character.
        character_copies: u8 = 2, "Copies of each character", 0..=4;
        /// Reverses of each colour.
        reverse: u8 = 2, "Reverses of each colour", 0..=4;
        /// Capture +1s of each colour.
        capture1: u8 = 2, "Capture +1s of each colour", 0..=4;
        /// Wilds.
        wild: u8 = 4, "Wilds", 0..=8;
        /// Capture +2s.
        capture2: u8 = 4, "Capture +2s", 0..=8;
        /// Chaos cards.
        chaos: u8 = 2, "Chaos cards", 0..=8;
        /// Draw +3s.
        draw3: u8 = 4, "Draw +3s", 0..=8;
        /// Shields.
        shield: u8 = 4, "Shields", 0..=12;
        /// Copies of each of the two Swaps.
        swap: u8 = 1, "Copies of each Swap (red/yellow, blue/green)", 0..=4;
        /// Cards dealt to each player.
        hand: u8 = 10, "Cards dealt to each player", 1..=20;
        /// Catch-up with three or more players in: draw at this many cards or fewer.
        catch_up: u8 = 3, "Catch-up, three or more in: draw at this many cards or fewer", 0..=10;
        /// Catch-up with two players in.
        catch_up_two: u8 = 1, "Catch-up, two in: draw at this many cards or fewer", 0..=10;
        /// Cards Draw +3 draws.
        draw3_cards: u8 = 3, "Cards drawn by Draw +3", 0..=6;
        /// Takes of a Capture +1.
        capture1_takes: u8 = 1, "Cards taken by Capture +1", 1..=3;
        /// Takes of a Capture +2 from each of its two targets.
        capture2_takes: u8 = 1, "Cards taken by Capture +2 from each target", 1..=3;
        /// A first card that is a Wild goes back.
        start_refuses_wild: bool = 0, "A first Wild goes back", 0..=1;
        /// A first Capture +2 goes back.
        start_refuses_capture2: bool = 1, "A first Capture +2 goes back", 0..=1;
        /// A first Chaos goes back.
        start_refuses_chaos: bool = 1, "A first Chaos goes back", 0..=1;
        /// A first Draw +3 goes back.
        start_refuses_draw3: bool = 1, "A first Draw +3 goes back", 0..=1;
        /// A first Shield goes back.
        start_refuses_shield: bool = 1, "A first Shield goes back", 0..=1;
        /// A first Swap goes back.
        start_refuses_swap: bool = 1, "A first Swap goes back", 0..=1;
    }
}

/// The most cards any variant's deck holds (every count at its maximum).
pub const MAX_DECK: usize = 9 * 4 * 4 + 4 * 4 + 4 * 4 + 8 * 4 + 12 + 2 * 4;

impl Variant {
    /// How many copies of `card` the deck holds.
    pub fn copies(&self, card: Card) -> u8 {
        match card.kind() {
            Kind::Character(_, v) if v <= self.characters => self.character_copies,
            Kind::Character(..) => 0,
            Kind::Reverse(_) => self.reverse,
            Kind::Capture(_) => self.capture1,
            Kind::Wild => self.wild,
            Kind::Capture2 => self.capture2,
            Kind::Chaos => self.chaos,
            Kind::Draw3 => self.draw3,
            Kind::Shield => self.shield,
            Kind::Swap(..) => self.swap,
        }
    }

    /// Whether `card` turned over as the first card goes back (C2).
    #[inline]
    pub fn refuses_start(&self, card: Card) -> bool {
        match card.kind() {
            Kind::Wild => self.start_refuses_wild,
            Kind::Capture2 => self.start_refuses_capture2,
            Kind::Chaos => self.start_refuses_chaos,
            Kind::Draw3 => self.start_refuses_draw3,
            Kind::Shield => self.start_refuses_shield,
            Kind::Swap(..) => self.start_refuses_swap,
            _ => false,
        }
    }

    /// The deck in kind order, copies together (before shuffling).
    pub fn deck(&self) -> Vec<Card> {
        let mut deck = Vec::with_capacity(self.deck_size());
        for card in Card::all() {
            deck.extend(std::iter::repeat_n(card, self.copies(card) as usize));
        }
        deck
    }

    /// Cards in the deck.
    pub fn deck_size(&self) -> usize {
        Card::all().map(|c| self.copies(c) as usize).sum()
    }

    /// Cards the game could start on.
    pub fn startable(&self) -> usize {
        Card::all()
            .filter(|&c| !self.refuses_start(c))
            .map(|c| self.copies(c) as usize)
            .sum()
    }

    /// The rules' catch-up threshold with `players_in` players in.
    #[inline]
    pub fn catch_up_for(&self, players_in: usize) -> usize {
        if players_in >= 3 {
            self.catch_up as usize
        } else {
            self.catch_up_two as usize
        }
    }
}

impl keep_core::Variant for Variant {
    /// A deck must deal every hand and still hold a card to start on
    /// whatever the hands took (CV4).
    fn check_game(&self, players: usize) -> Result<(), VariantError> {
        // CV5: with a catch-up, a player's own plays never empty their hand;
        // only takes and Chaos burns knock players out.
        let knocks_out = self.capture1 > 0 || self.capture2 > 0 || self.chaos > 0;
        if !knocks_out && (self.catch_up > 0 || self.catch_up_two > 0) {
            return Err(VariantError {
                field: "capture1",
                message: "with no Capture +1, Capture +2 or Chaos and a catch-up draw, \
                          nobody could ever go out; keep one of them or set both catch-ups to 0"
                    .into(),
            });
        }
        // CV6: a catch-up keeps a hand at its threshold; one action (two
        // players in) or the deck's two largest (three or more) must be able
        // to take that many.
        let mut takes: Vec<u8> = [
            (self.capture1, self.capture1_takes),
            (self.capture2, 2 * self.capture2_takes),
            (self.chaos, 1),
        ]
        .into_iter()
        .flat_map(|(cards, take)| std::iter::repeat_n(take, cards.min(2) as usize))
        .collect();
        takes.sort_unstable_by(|a, b| b.cmp(a));
        let one = takes.first().copied().unwrap_or(0);
        let two: u8 = takes.iter().take(2).sum();
        for (field, value, limit, what) in [
            (
                "catch_up_two",
                self.catch_up_two,
                one,
                "one action takes or burns",
            ),
            (
                "catch_up",
                self.catch_up,
                two,
                "two actions of this deck take or burn",
            ),
        ] {
            if value > limit {
                return Err(VariantError {
                    field,
                    message: format!(
                        "a catch-up at {value} keeps hands at {value} cards, but the most {what} \
                         is {limit}: nobody could go out (at most {limit})"
                    ),
                });
            }
        }
        let dealt = self.hand as usize * players;
        let startable = self.startable();
        if startable <= dealt {
            return Err(VariantError {
                field: "hand",
                message: format!(
                    "{players} players × {} cards take {dealt} cards, but the deck holds only \
                     {startable} the game could start on (of {}); deal fewer cards or add cards",
                    self.hand,
                    self.deck_size()
                ),
            });
        }
        debug_assert!(self.deck_size() <= MAX_DECK && NUM_KINDS == 51);
        Ok(())
    }
}

/// Whether a variant is the rules as written (for `skip_serializing_if`).
pub fn is_rules(v: &Variant) -> bool {
    v.is_rules()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::full_deck;

    #[test]
    fn the_default_is_the_rules_deck() {
        let v = Variant::default();
        assert_eq!(v.deck(), full_deck());
        assert_eq!(v.deck_size(), 108);
        assert_eq!(v.startable(), 92);
        for c in Card::all() {
            assert_eq!(v.copies(c), c.copies(), "{c}");
            assert_eq!(v.refuses_start(c), c.is_refused_as_start(), "{c}");
        }
        assert!(v.check(6).is_ok());
    }

    /// CV6 with three or more in counts the deck's cards: one Capture +2
    /// (taking 3 from a target named twice) and one Chaos cannot empty a
    /// hand kept at 9 between two turns (a property run found such a game
    /// that never ended); two Capture +2 can.
    #[test]
    fn a_catch_up_needs_two_actions_the_deck_holds() {
        let mut v = Variant {
            capture1: 0,
            capture2: 1,
            chaos: 1,
            capture2_takes: 3,
            catch_up: 9,
            ..Variant::default()
        };
        assert_eq!(v.check(6).map_err(|e| e.field), Err("catch_up"));
        v.catch_up = 7;
        assert!(v.check(6).is_ok());
        v.capture2 = 2;
        v.catch_up = 10;
        assert!(v.check(6).is_ok());
    }

    #[test]
    fn the_biggest_deck_fits_and_small_decks_are_refused() {
        let mut v = Variant::default();
        for (i, n) in <Variant as keep_core::variant::Numbers>::NUMBERS
            .iter()
            .enumerate()
        {
            if !n.switch {
                keep_core::variant::Numbers::set(&mut v, i, n.max);
            }
        }
        assert_eq!(v.deck_size(), MAX_DECK);
        assert!(MAX_DECK <= u8::MAX as usize);
        let small = Variant {
            character_copies: 1,
            ..Variant::default()
        };
        let e = small.check(6).unwrap_err();
        assert_eq!(e.field, "hand");
        assert!(small.check(4).is_ok());
    }
}
