//! The 108 cards of Card Keeper: colours, card kinds, codes and names.
//!
//! A [`Card`] is one of the 51 distinct kinds of card; copies of a kind are
//! interchangeable, so hands and piles hold kinds. Codes follow
//! `docs/rules/card-keeper.md`: `R5`, `Brev`, `Gcap`, `wild`, `cap2`, `chaos`,
//! `draw3`, `shield`, `swapRY`, `swapBG`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// One of the four suit colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// Red, code `R`.
    Red,
    /// Blue, code `B`.
    Blue,
    /// Green, code `G`.
    Green,
    /// Yellow, code `Y`.
    Yellow,
}

impl Colour {
    /// The four colours in code order `R`, `B`, `G`, `Y`.
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Blue, Colour::Green, Colour::Yellow];

    /// The colour's index 0..4 in [`Colour::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The one-letter code (`R`, `B`, `G`, `Y`).
    pub const fn code(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Blue => 'B',
            Colour::Green => 'G',
            Colour::Yellow => 'Y',
        }
    }

    /// The colour's name in words ("red").
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Green => "green",
            Colour::Yellow => "yellow",
        }
    }

    /// Parses a one-letter code.
    pub fn from_code(s: &str) -> Option<Colour> {
        match s {
            "R" => Some(Colour::Red),
            "B" => Some(Colour::Blue),
            "G" => Some(Colour::Green),
            "Y" => Some(Colour::Yellow),
            _ => None,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Colour {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match self {
            Colour::Red => "R",
            Colour::Blue => "B",
            Colour::Green => "G",
            Colour::Yellow => "Y",
        })
    }
}

impl<'de> Deserialize<'de> for Colour {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Colour::from_code(&s).ok_or_else(|| {
            serde::de::Error::custom(format!("unknown colour `{s}` (use R, B, G or Y)"))
        })
    }
}

/// What a card does, the information the rules need about a card kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A suit character with its value 1..=9.
    Character(Colour, u8),
    /// A suit Reverse.
    Reverse(Colour),
    /// A suit Capture +1.
    Capture(Colour),
    /// The grey Wild.
    Wild,
    /// The grey Capture +2.
    Capture2,
    /// The grey Chaos.
    Chaos,
    /// The grey Draw +3.
    Draw3,
    /// The grey Shield.
    Shield,
    /// A Swap with its two colours.
    Swap(Colour, Colour),
}

/// Number of distinct card kinds.
pub const NUM_KINDS: usize = 51;
/// Number of cards in the deck.
pub const DECK_SIZE: usize = 108;

const REVERSE0: u8 = 36;
const CAPTURE0: u8 = 40;
const WILD: u8 = 44;
const CAP2: u8 = 45;
const CHAOS: u8 = 46;
const DRAW3: u8 = 47;
const SHIELD: u8 = 48;
const SWAP_RY: u8 = 49;
const SWAP_BG: u8 = 50;

/// A card kind (one of [`NUM_KINDS`]); copies are interchangeable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

/// The character names of values 1..=9 (index 0 is value 1).
pub const CHARACTER_NAMES: [&str; 9] = [
    "Banner", "Jester", "Herald", "Guard", "Tower", "Bishop", "Knight", "Queen", "King",
];

impl Card {
    /// The Wild.
    pub const WILD: Card = Card(WILD);
    /// Capture +2.
    pub const CAPTURE2: Card = Card(CAP2);
    /// Chaos.
    pub const CHAOS: Card = Card(CHAOS);
    /// Draw +3.
    pub const DRAW3: Card = Card(DRAW3);
    /// Shield.
    pub const SHIELD: Card = Card(SHIELD);
    /// Swap red/yellow.
    pub const SWAP_RY: Card = Card(SWAP_RY);
    /// Swap blue/green.
    pub const SWAP_BG: Card = Card(SWAP_BG);

    /// A suit character of the given colour and value 1..=9.
    pub const fn character(colour: Colour, value: u8) -> Card {
        Card(colour as u8 * 9 + value - 1)
    }

    /// The suit Reverse of a colour.
    pub const fn reverse(colour: Colour) -> Card {
        Card(REVERSE0 + colour as u8)
    }

    /// The suit Capture +1 of a colour.
    pub const fn capture(colour: Colour) -> Card {
        Card(CAPTURE0 + colour as u8)
    }

    /// The kind with index `i` (0..NUM_KINDS), if any.
    pub const fn from_index(i: usize) -> Option<Card> {
        if i < NUM_KINDS {
            Some(Card(i as u8))
        } else {
            None
        }
    }

    /// Every card kind, in index order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..NUM_KINDS as u8).map(Card)
    }

    /// The kind's index 0..NUM_KINDS.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The kind's bit in a kind mask (`1 << index`).
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// How many copies of this kind the deck holds.
    pub const fn copies(self) -> u8 {
        match self.0 {
            0..=43 => 2,
            WILD | CAP2 | DRAW3 | SHIELD => 4,
            CHAOS => 2,
            _ => 1,
        }
    }

    /// What the card does.
    pub const fn kind(self) -> Kind {
        const C: [Colour; 4] = Colour::ALL;
        match self.0 {
            0..=35 => Kind::Character(C[(self.0 / 9) as usize], self.0 % 9 + 1),
            36..=39 => Kind::Reverse(C[(self.0 - REVERSE0) as usize]),
            40..=43 => Kind::Capture(C[(self.0 - CAPTURE0) as usize]),
            WILD => Kind::Wild,
            CAP2 => Kind::Capture2,
            CHAOS => Kind::Chaos,
            DRAW3 => Kind::Draw3,
            SHIELD => Kind::Shield,
            SWAP_RY => Kind::Swap(Colour::Red, Colour::Yellow),
            _ => Kind::Swap(Colour::Blue, Colour::Green),
        }
    }

    /// The suit colour of a coloured card; `None` for grey cards and Swaps.
    pub const fn colour(self) -> Option<Colour> {
        const C: [Colour; 4] = Colour::ALL;
        match self.0 {
            0..=35 => Some(C[(self.0 / 9) as usize]),
            36..=43 => Some(C[((self.0 - REVERSE0) % 4) as usize]),
            _ => None,
        }
    }

    /// The kind with bit number `k` of a kind mask (the engine's hot loops
    /// take kinds from masks, whose bits are always below [`NUM_KINDS`]).
    pub(crate) const fn from_bit(k: u32) -> Card {
        Card(k as u8)
    }

    /// True for the grey wild cards (Wild, Capture +2, Chaos, Draw +3, Shield).
    pub const fn is_grey(self) -> bool {
        matches!(self.0, WILD..=SHIELD)
    }

    /// True when the card may not start the discard pile (Capture +2, Chaos,
    /// Draw +3, Shield, Swap), so setup shuffles it back.
    pub const fn is_refused_as_start(self) -> bool {
        matches!(self.0, CAP2..=SWAP_BG)
    }

    /// The card's code, as in the rules (`R5`, `Brev`, `wild`, …).
    pub fn code(self) -> &'static str {
        CODES[self.index()]
    }

    /// Parses a card code.
    pub fn from_code(code: &str) -> Option<Card> {
        CODES.iter().position(|c| *c == code).map(|i| Card(i as u8))
    }

    /// The card's name in words, as players say it ("red Tower 5",
    /// "blue Capture +1", "Swap red/yellow").
    pub fn name(self) -> String {
        match self.kind() {
            Kind::Character(c, v) => {
                format!("{} {} {}", c.name(), CHARACTER_NAMES[v as usize - 1], v)
            }
            Kind::Reverse(c) => format!("{} Reverse", c.name()),
            Kind::Capture(c) => format!("{} Capture +1", c.name()),
            Kind::Wild => "Wild".into(),
            Kind::Capture2 => "Capture +2".into(),
            Kind::Chaos => "Chaos".into(),
            Kind::Draw3 => "Draw +3".into(),
            Kind::Shield => "Shield".into(),
            Kind::Swap(a, b) => format!("Swap {}/{}", a.name(), b.name()),
        }
    }

    /// The short label printed on the card face beside its colour letter
    /// ("5", "⇄", "+1", "W", …), readable without colour, in glyphs common
    /// fonts have (the app draws the Shield's mark instead of its "S").
    pub fn face(self) -> &'static str {
        match self.kind() {
            Kind::Character(_, v) => ["1", "2", "3", "4", "5", "6", "7", "8", "9"][v as usize - 1],
            Kind::Reverse(_) => "⇄",
            Kind::Capture(_) => "+1",
            Kind::Wild => "W",
            Kind::Capture2 => "+2",
            Kind::Chaos => "✶",
            Kind::Draw3 => "D3",
            Kind::Shield => "S",
            Kind::Swap(_, _) => "⇆",
        }
    }
}

/// Kinds that are always playable (K3): the grey wild cards.
pub const GREY_MASK: u64 = 0b11111 << WILD;

/// Kinds whose play takes no choice: characters, Reverses, Chaos, Draw +3
/// and Shield.
pub const PLAIN_MASK: u64 = ((1 << CAPTURE0) - 1) | (1 << CHAOS) | (1 << DRAW3) | (1 << SHIELD);

/// Kinds played at one target: the Capture +1s and the Swaps.
pub const TARGET_MASK: u64 = (0b1111 << CAPTURE0) | (1 << SWAP_RY) | (1 << SWAP_BG);

/// The suit characters, whose play has no effect beyond its colour.
pub const CHARACTER_MASK: u64 = (1 << REVERSE0) - 1;

/// Kinds playable while `colour` is active: its characters, Reverses and
/// Captures, and the Swap that carries the colour.
pub const fn colour_mask(colour: Colour) -> u64 {
    let c = colour as u8;
    let swap = match colour {
        Colour::Red | Colour::Yellow => SWAP_RY,
        Colour::Blue | Colour::Green => SWAP_BG,
    };
    (0x1FF << (c * 9)) | (1 << (REVERSE0 + c)) | (1 << (CAPTURE0 + c)) | (1 << swap)
}

/// Kinds that match `top` by value (K3): the same character value in any
/// colour, any Reverse on a Reverse, any Capture +1 on a Capture +1.
pub const fn value_mask(top: Card) -> u64 {
    match top.0 {
        0..=35 => {
            let v = top.0 % 9;
            (1 << v) | (1 << (v + 9)) | (1 << (v + 18)) | (1 << (v + 27))
        }
        36..=39 => 0b1111 << REVERSE0,
        40..=43 => 0b1111 << CAPTURE0,
        _ => 0,
    }
}

/// [`value_mask`] of every kind, by kind index.
pub const VALUE_MASKS: [u64; NUM_KINDS] = {
    let mut t = [0u64; NUM_KINDS];
    let mut i = 0;
    while i < NUM_KINDS {
        t[i] = value_mask(Card(i as u8));
        i += 1;
    }
    t
};

/// [`colour_mask`] of every colour, by colour index.
pub const COLOUR_MASKS: [u64; 4] = [
    colour_mask(Colour::Red),
    colour_mask(Colour::Blue),
    colour_mask(Colour::Green),
    colour_mask(Colour::Yellow),
];

const CODES: [&str; NUM_KINDS] = [
    "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "B1", "B2", "B3", "B4", "B5", "B6", "B7",
    "B8", "B9", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9", "Y1", "Y2", "Y3", "Y4", "Y5",
    "Y6", "Y7", "Y8", "Y9", "Rrev", "Brev", "Grev", "Yrev", "Rcap", "Bcap", "Gcap", "Ycap", "wild",
    "cap2", "chaos", "draw3", "shield", "swapRY", "swapBG",
];

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Card::from_code(&s)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown card code `{s}`")))
    }
}

/// The full 108-card deck in kind order (before shuffling).
pub fn full_deck() -> Vec<Card> {
    FULL_DECK.to_vec()
}

/// The 108 cards in kind order, built once at compile time.
const FULL_DECK: [Card; DECK_SIZE] = {
    let mut deck = [Card(0); DECK_SIZE];
    let (mut kind, mut i) = (0u8, 0usize);
    while (kind as usize) < NUM_KINDS {
        let mut copy = 0;
        while copy < Card(kind).copies() {
            deck[i] = Card(kind);
            i += 1;
            copy += 1;
        }
        kind += 1;
    }
    deck
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_108_cards_in_the_right_groups() {
        let deck = full_deck();
        assert_eq!(deck.len(), DECK_SIZE);
        let count = |f: fn(Kind) -> bool| deck.iter().filter(|c| f(c.kind())).count();
        assert_eq!(count(|k| matches!(k, Kind::Character(..))), 72);
        assert_eq!(
            count(|k| matches!(k, Kind::Reverse(_) | Kind::Capture(_))),
            16
        );
        assert_eq!(deck.iter().filter(|c| c.is_grey()).count(), 18);
        assert_eq!(count(|k| matches!(k, Kind::Swap(..))), 2);
        assert_eq!(count(|k| k == Kind::Chaos), 2);
    }

    #[test]
    fn masks_match_the_playability_rules() {
        let r5 = Card::character(Colour::Red, 5);
        assert_eq!(GREY_MASK.count_ones(), 5);
        assert!(GREY_MASK & Card::WILD.bit() != 0 && GREY_MASK & Card::SHIELD.bit() != 0);
        assert_eq!(GREY_MASK & Card::SWAP_RY.bit(), 0);
        let red = colour_mask(Colour::Red);
        assert_eq!(red.count_ones(), 9 + 2 + 1);
        assert!(red & Card::SWAP_RY.bit() != 0 && red & Card::SWAP_BG.bit() == 0);
        assert!(colour_mask(Colour::Green) & Card::SWAP_BG.bit() != 0);
        let fives = value_mask(r5);
        assert_eq!(fives.count_ones(), 4);
        assert!(fives & Card::character(Colour::Yellow, 5).bit() != 0);
        assert_eq!(value_mask(Card::reverse(Colour::Blue)).count_ones(), 4);
        assert_eq!(value_mask(Card::CAPTURE2), 0);
        for c in Card::all() {
            assert_eq!(VALUE_MASKS[c.index()], value_mask(c));
            let bit = c.bit();
            let plain = matches!(
                c.kind(),
                Kind::Character(..) | Kind::Reverse(_) | Kind::Chaos | Kind::Draw3 | Kind::Shield
            );
            assert_eq!(PLAIN_MASK & bit != 0, plain, "{c}");
            let targeted = matches!(c.kind(), Kind::Capture(_) | Kind::Swap(..));
            assert_eq!(TARGET_MASK & bit != 0, targeted, "{c}");
            let character = matches!(c.kind(), Kind::Character(..));
            assert_eq!(CHARACTER_MASK & bit != 0, character, "{c}");
            let colour = match c.kind() {
                Kind::Character(c, _) | Kind::Reverse(c) | Kind::Capture(c) => Some(c),
                _ => None,
            };
            assert_eq!(c.colour(), colour, "{c}");
        }
        for c in Colour::ALL {
            assert_eq!(COLOUR_MASKS[c.index()], colour_mask(c));
        }
    }

    #[test]
    fn codes_round_trip() {
        for c in Card::all() {
            assert_eq!(Card::from_code(c.code()), Some(c));
        }
        assert_eq!(Card::from_code("R5"), Some(Card::character(Colour::Red, 5)));
        assert_eq!(Card::from_code("Gcap"), Some(Card::capture(Colour::Green)));
        assert_eq!(Card::from_code("swapBG"), Some(Card::SWAP_BG));
        assert_eq!(Card::from_code("R0"), None);
        assert_eq!(Card::character(Colour::Yellow, 9).name(), "yellow King 9");
    }
}
