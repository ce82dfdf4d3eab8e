//! Keep'n Swap as a [`keep_core::Engine`]: what scenarios, simulations,
//! saves, bots and the app use for any game, and what the shared property
//! checks see of a position ([`Inspect`]).

use crate::actions::{Action, Decision, RuleError};
use crate::bots::BasicBot;
use crate::cards::Card;
use crate::events::Event;
use crate::position::{Outcome, Position, SetupError};
use crate::view::{PlayerView, SeatView};
use keep_core::harness::Inspect;
use keep_core::variant::VariantOptions;
use keep_core::{below, rng_from_seed, shuffle, Engine, Seats};

impl Engine for Position {
    const GAME: &'static str = "keep-n-swap";
    const TITLE: &'static str = "Keep'n Swap";
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=2;
    // Short play-outs: about 6 ms a decision natively.
    const SEARCH_ITERATIONS: u32 = 500;
    type Options = VariantOptions<crate::variant::Variant>;
    type Variant = crate::variant::Variant;
    type Actions = Vec<Action>;
    type View<'a> = SeatView<'a>;

    type Action = Action;
    type Decision = Decision;
    type Event = Event;
    type SetupError = SetupError;
    type RuleError = RuleError;
    type PlayerView = PlayerView;
    type Basic = BasicBot;

    fn seed(&self) -> u64 {
        Position::seed(self)
    }
    #[inline]
    fn pending(&self) -> Option<(u8, Decision)> {
        Position::pending(self)
    }
    #[inline(always)]
    fn fill_legal(&self, out: &mut Self::Actions) {
        Position::fill_legal(self, out)
    }
    fn apply(&mut self, action: Action) -> Result<&[Event], RuleError> {
        Position::apply(self, action)
    }
    fn log(&self) -> &[Event] {
        Position::log(self)
    }
    #[inline]
    fn view(&self, seat: u8) -> SeatView<'_> {
        Position::view(self, seat)
    }
    fn player_view(&self, viewer: Option<u8>) -> PlayerView {
        Position::player_view(self, viewer)
    }

    fn new_game(
        players: usize,
        options: &Self::Options,
        seed: u64,
    ) -> Result<Position, SetupError> {
        if players != 2 {
            return Err(SetupError::PlayerCount(players));
        }
        keep_core::Variant::check(&options.variant, players).map_err(SetupError::Variant)?;
        Ok(Position::deal(options.variant, seed))
    }
    fn variant(options: &Self::Options) -> &crate::variant::Variant {
        &options.variant
    }
    fn variant_mut(options: &mut Self::Options) -> &mut crate::variant::Variant {
        &mut options.variant
    }
    fn players(&self) -> usize {
        2
    }
    fn describe(&self, event: &Event, names: &[String], viewer: Option<u8>) -> Option<String> {
        event.describe(names, viewer)
    }
    fn winners(&self) -> Option<Seats> {
        self.outcome().map(|o| match o {
            Outcome::Winner(s) => Seats::one(s),
            Outcome::Draw => Seats::NONE,
        })
    }
    fn without_log(mut self) -> Position {
        self.log.clear();
        self
    }
    /// Hidden from `seat`: the other hand (and the other's secret choice,
    /// which stays in that hand) and both draw piles.
    fn sample(&self, seat: u8, seed: u64) -> Position {
        let mut rng = rng_from_seed(seed);
        let mut p = self.clone();
        let other = 1 - seat.min(1) as usize;
        let mut pool: Vec<Card> = self.hands[other].clone();
        pool.extend(self.draws[0].iter().chain(&self.draws[1]));
        // Canonical order first, so that where the hidden cards really are
        // never matters.
        pool.sort_unstable();
        shuffle(&mut rng, &mut pool);
        let mut cards = pool.into_iter();
        p.hands[other] = cards.by_ref().take(self.hands[other].len()).collect();
        p.draws[0] = cards.by_ref().take(self.draws[0].len()).collect();
        p.draws[1] = cards.collect();
        // The other's choice is secret (and still in its hand) only while
        // the round's choices are being made; after that it is revealed.
        let choosing = matches!(self.pending(), Some((_, Decision::ChooseCard)));
        if choosing && p.choices[other].is_some() && !p.hands[other].is_empty() {
            let hand = &p.hands[other];
            p.choices[other] = Some(hand[below(&mut rng, hand.len() as u32) as usize]);
        }
        p.rng = rng_from_seed(seed.rotate_left(17) ^ 0x5EED);
        p
    }
}

impl Inspect for Position {
    /// All 54 cards (the variant's: each standard card dealt once, its
    /// Jokers) are in a hand, a draw pile or the discard pile.
    fn check_cards(&self) -> Result<(), String> {
        let v = self.variant;
        let mut counts = std::collections::HashMap::new();
        for s in 0..2 {
            for c in self.hand(s).iter().chain(self.draw_pile(s)) {
                *counts.entry(*c).or_insert(0usize) += 1;
            }
        }
        for c in self.discard_pile() {
            *counts.entry(*c).or_insert(0usize) += 1;
        }
        let jokers = counts.get(&Card::JOKER).copied().unwrap_or(0);
        if jokers != v.jokers_in_game() {
            return Err(format!(
                "{jokers} Jokers in the game, the decks hold {}",
                v.jokers_in_game()
            ));
        }
        if let Some((c, n)) = counts.iter().find(|(c, n)| !c.is_joker() && **n != 1) {
            return Err(format!("{c}: {n} copies in the game, the decks hold 1"));
        }
        if self.card_total() != v.cards_in_game() {
            return Err(format!("{} cards in the game", self.card_total()));
        }
        Ok(())
    }
}
