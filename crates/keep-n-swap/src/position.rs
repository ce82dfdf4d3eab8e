//! The Keep'n Swap position: both hands and draw piles, the shared discard
//! pile, the secret choices of the round; dealt from a seed (W2, KS1) or
//! built from a checked [`Setup`].

use crate::actions::Decision;
use crate::cards::{standard_deck, Card};
use crate::events::Event;
pub use crate::events::Outcome;
use crate::variant::Variant;
use keep_core::{rng_from_seed, shuffle, GameRng};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Cards in a full hand under the rules as written.
pub const HAND: usize = 7;

/// A raw position at the start of a round (the scenario format's `state`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// Both hands.
    pub hands: [Vec<Card>; 2],
    /// Both draw piles, top card first.
    pub draws: [Vec<Card>; 2],
    /// The shared discard pile, bottom first, top last.
    #[serde(default)]
    pub discard: Vec<Card>,
    /// The cards revealed in the previous round (for the King's exception).
    #[serde(default)]
    pub last_played: [Option<Card>; 2],
}

/// Why a game cannot be dealt or a setup is impossible; each names the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Keep'n Swap takes exactly two players.
    PlayerCount(usize),
    /// More copies of a card than the two decks hold.
    TooManyCopies {
        /// The card.
        card: Card,
        /// Copies found.
        found: usize,
    },
    /// A seat holds no card and has no draw pile: the game would be over.
    NoCards(u8),
    /// A seat has a draw pile but an empty hand at the start of a round.
    EmptyHand(u8),
    /// The variant cannot be played.
    Variant(keep_core::VariantError),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => {
                write!(f, "{n} players: Keep'n Swap takes 2 players")
            }
            SetupError::TooManyCopies { card, found } => {
                write!(f, "cards: {card} appears {found} times")
            }
            SetupError::Variant(e) => write!(f, "{e}"),
            SetupError::NoCards(seat) => {
                write!(f, "hands: seat {seat} holds no cards, so the game is over")
            }
            SetupError::EmptyHand(seat) => write!(
                f,
                "hands: seat {seat} must hold a card at the start of a round"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// Everything on the table.
#[derive(Clone, Debug, Serialize)]
pub struct Position {
    #[serde(skip_serializing_if = "keep_core::Variant::is_rules")]
    pub(crate) variant: Variant,
    pub(crate) seed: u64,
    pub(crate) hands: [Vec<Card>; 2],
    /// Top card last.
    pub(crate) draws: [Vec<Card>; 2],
    pub(crate) discard: Vec<Card>,
    pub(crate) choices: [Option<Card>; 2],
    pub(crate) last_played: [Option<Card>; 2],
    pub(crate) top_before: Option<Card>,
    pub(crate) pending: Option<(u8, Decision)>,
    /// The King's claim waiting: the opponent's played card.
    pub(crate) claim: Option<(u8, Card)>,
    pub(crate) purged: u8,
    pub(crate) round: u32,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) log: Vec<Event>,
    #[serde(skip)]
    pub(crate) rng: GameRng,
}

impl Position {
    /// Deals a new game from `seed` (W2).
    pub fn new_game(seed: u64) -> Position {
        Position::deal(Variant::default(), seed)
    }

    /// A table with no cards and nothing played yet, drawing on `rng`.
    fn empty(variant: Variant, seed: u64, rng: GameRng) -> Position {
        Position {
            variant,
            seed,
            hands: [Vec::new(), Vec::new()],
            draws: [Vec::new(), Vec::new()],
            discard: Vec::new(),
            choices: [None, None],
            last_played: [None, None],
            top_before: None,
            pending: None,
            claim: None,
            purged: 0,
            round: 0,
            outcome: None,
            log: Vec::new(),
            rng,
        }
    }

    /// Deals a new game under `variant` from `seed` (W2, KV1, KV2); the
    /// variant is not checked here ([`keep_core::Engine::new_game`] does).
    pub fn deal(variant: Variant, seed: u64) -> Position {
        let mut rng = rng_from_seed(seed);
        let mut deck = standard_deck();
        shuffle(&mut rng, &mut deck);
        let mut piles = [Vec::new(), Vec::new()];
        let dealt = 2 * usize::from(variant.cards);
        for (i, c) in deck.into_iter().take(dealt).enumerate() {
            piles[i % 2].push(c);
        }
        let mut p = Position::empty(variant, seed, rng);
        for (seat, mut pile) in piles.into_iter().enumerate() {
            // The pile's top is its last card: the hand is its top 7.
            let hand = pile.split_off(pile.len().saturating_sub(usize::from(variant.hand)));
            p.hands[seat] = hand;
            for _ in 0..variant.jokers {
                pile.push(Card::JOKER);
            }
            shuffle(&mut p.rng, &mut pile);
            p.draws[seat] = pile;
        }
        p.log.push(Event::Dealt);
        p.start_round();
        p
    }

    /// Checks a setup (a round about to start) and builds the position.
    pub fn from_setup(s: &Setup, seed: u64) -> Result<Position, SetupError> {
        Position::from_setup_with(s, Variant::default(), seed)
    }

    /// [`Position::from_setup`] under a variant: its Jokers and hand size.
    pub fn from_setup_with(s: &Setup, variant: Variant, seed: u64) -> Result<Position, SetupError> {
        keep_core::Variant::check(&variant, 2).map_err(SetupError::Variant)?;
        let mut counts = std::collections::HashMap::new();
        for c in s
            .hands
            .iter()
            .flatten()
            .chain(s.draws.iter().flatten())
            .chain(&s.discard)
        {
            *counts.entry(*c).or_insert(0usize) += 1;
        }
        for (c, n) in &counts {
            let most = if c.is_joker() {
                variant.jokers_in_game()
            } else {
                1
            };
            if *n > most {
                return Err(SetupError::TooManyCopies {
                    card: *c,
                    found: *n,
                });
            }
        }
        for seat in 0..2 {
            if s.hands[seat].is_empty() && s.draws[seat].is_empty() {
                return Err(SetupError::NoCards(seat as u8));
            }
            if s.hands[seat].is_empty() {
                return Err(SetupError::EmptyHand(seat as u8));
            }
        }
        let mut p = Position {
            hands: s.hands.clone(),
            draws: [
                s.draws[0].iter().rev().copied().collect(),
                s.draws[1].iter().rev().copied().collect(),
            ],
            discard: s.discard.clone(),
            last_played: s.last_played,
            ..Position::empty(variant, seed, rng_from_seed(seed))
        };
        p.start_round();
        Ok(p)
    }

    /// The position as a raw setup (choices in progress are not included).
    pub fn to_setup(&self) -> Setup {
        Setup {
            hands: self.hands.clone(),
            draws: [
                self.draws[0].iter().rev().copied().collect(),
                self.draws[1].iter().rev().copied().collect(),
            ],
            discard: self.discard.clone(),
            last_played: self.last_played,
        }
    }

    pub(crate) fn start_round(&mut self) {
        self.round += 1;
        self.choices = [None, None];
        self.top_before = self.discard.last().copied();
        self.pending = Some((0, Decision::ChooseCard));
    }

    /// A seat's hand (the full truth: a player sees it through a view).
    pub fn hand(&self, seat: u8) -> &[Card] {
        &self.hands[seat as usize]
    }
    /// A seat's draw pile, top card last.
    pub fn draw_pile(&self, seat: u8) -> &[Card] {
        &self.draws[seat as usize]
    }
    /// The discard pile, top card last.
    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }
    /// The secret choices made so far this round.
    pub fn choice(&self, seat: u8) -> Option<Card> {
        self.choices[seat as usize]
    }
    /// The previous round's revealed cards.
    pub fn last_played(&self) -> [Option<Card>; 2] {
        self.last_played
    }
    /// The discard pile's top card before this round (what a King may claim).
    pub fn top_before(&self) -> Option<Card> {
        self.top_before
    }
    /// The round, from 1.
    pub fn round(&self) -> u32 {
        self.round
    }
    /// How the game ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    /// All cards in play (hands, draw piles, discard, current choices are in hands): always 54.
    pub fn card_total(&self) -> usize {
        self.hands
            .iter()
            .chain(&self.draws)
            .map(Vec::len)
            .sum::<usize>()
            + self.discard.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keep_core::Engine;

    #[test]
    fn the_deal_follows_w2() {
        for seed in [1, 2, 42] {
            let p = Position::new_game(seed);
            for s in 0..2 {
                assert_eq!(p.hand(s).len(), HAND);
                assert_eq!(p.draw_pile(s).len(), 20);
                assert_eq!(
                    p.draw_pile(s).iter().filter(|c| c.is_joker()).count(),
                    1,
                    "one Joker in each draw pile"
                );
                assert!(
                    !p.hand(s).contains(&Card::JOKER),
                    "the Jokers go into the draw piles, not the hands"
                );
            }
            assert_eq!(p.pending(), Some((0, Decision::ChooseCard)));
        }
    }

    #[test]
    fn golden_deal() {
        let p = Position::new_game(1);
        let hand: Vec<String> = p.hand(0).iter().map(|c| c.code()).collect();
        assert_eq!(hand, GOLDEN_SEAT0);
    }

    const GOLDEN_SEAT0: [&str; 7] = ["QH", "8H", "4S", "3H", "KC", "AC", "6S"];
}
