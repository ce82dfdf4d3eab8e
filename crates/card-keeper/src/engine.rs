//! Card Keeper as a [`keep_core::Engine`]: what scenarios, simulations,
//! saves, bots and the app use for any game, and what the shared property
//! checks see of a position ([`Inspect`]).

use crate::actions::{Action, ActionList, Decision, RuleError};
use crate::bots::BasicBot;
use crate::cards::{Card, NUM_KINDS};
use crate::deck::{below, rng_from_seed, shuffle, Hand};
use crate::events::Event;
use crate::position::{Position, SetupError, MAX_PLAYERS, MIN_PLAYERS};
use crate::rulings::Options;
use crate::view::{PlayerView, SeatView};
use keep_core::harness::Inspect;
use keep_core::{Engine, Seats};

impl Engine for Position {
    const GAME: &'static str = "card-keeper";
    const TITLE: &'static str = "Card Keeper";
    const PLAYERS: std::ops::RangeInclusive<usize> = MIN_PLAYERS..=MAX_PLAYERS;
    // About 5 ms a decision natively with two players, 17 ms with four.
    const SEARCH_ITERATIONS: u32 = 1000;
    type Options = Options;
    type Actions = ActionList;
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

    type Variant = crate::variant::Variant;

    fn new_game(players: usize, options: &Options, seed: u64) -> Result<Position, SetupError> {
        Position::deal(players, options, seed)
    }
    fn variant(options: &Options) -> &crate::variant::Variant {
        &options.variant
    }
    fn variant_mut(options: &mut Options) -> &mut crate::variant::Variant {
        &mut options.variant
    }
    fn players(&self) -> usize {
        Position::players(self)
    }
    #[inline]
    fn play_listed(&mut self, action: Action) {
        Position::play_listed(self, action)
    }
    fn without_log(self) -> Position {
        Position::without_log(self)
    }
    fn describe(&self, event: &Event, names: &[String], viewer: Option<u8>) -> Option<String> {
        event.describe(names, viewer)
    }
    fn winners(&self) -> Option<Seats> {
        self.is_over()
            .then(|| self.winner().map_or(Seats::NONE, Seats::one))
    }
    /// Hidden from `seat`: the other hands, the draw pile and the burn pile
    /// (and the Chaos burns others chose, which stay in their hands).
    fn sample(&self, seat: u8, seed: u64) -> Position {
        let mut rng = rng_from_seed(seed);
        let mut p = self.clone();
        let others = (0..self.players()).filter(|&s| s != seat as usize);
        let mut pool: Vec<Card> = others.clone().flat_map(|s| self.hands[s].cards()).collect();
        pool.extend(&self.draw);
        pool.extend(&self.burn);
        // Canonical order first, so that where the hidden cards really are
        // never matters.
        pool.sort_unstable();
        shuffle(&mut rng, &mut pool);
        let mut cards = pool.into_iter();
        for s in others {
            p.hands[s] = cards.by_ref().take(self.hands[s].len()).collect::<Hand>();
        }
        p.draw = cards.by_ref().take(self.draw.len()).collect();
        p.burn = cards.collect();
        for (s, c) in p.chaos_chosen.iter_mut().filter(|(s, _)| *s != seat) {
            let hand = &p.hands[*s as usize];
            *c = hand
                .nth(below(&mut rng, hand.len() as u32) as usize)
                .expect("a player asked for a Chaos burn holds cards");
        }
        p.rng = rng_from_seed(seed.rotate_left(17) ^ 0x5EED);
        p
    }
}

impl Inspect for Position {
    /// Every card of the deck is in a hand, a pile, in front of a player (a
    /// Shield) or out of the game, exactly as many copies as the deck has.
    fn check_cards(&self) -> Result<(), String> {
        let mut counts = [0usize; NUM_KINDS];
        for s in 0..self.players() as u8 {
            for c in self.hand(s).cards() {
                counts[c.index()] += 1;
            }
            counts[Card::SHIELD.index()] += self.shields(s) as usize;
        }
        let piles = self.draw.iter().chain(&self.discard).chain(&self.burn);
        for c in piles.chain(&self.removed) {
            counts[c.index()] += 1;
        }
        let v = &self.variant;
        if let Some(c) = Card::all().find(|&c| counts[c.index()] != v.copies(c) as usize) {
            return Err(format!(
                "{c}: {} copies in the game, the deck has {}",
                counts[c.index()],
                v.copies(c)
            ));
        }
        if self.card_total() != v.deck_size() {
            return Err(format!("{} cards in the game", self.card_total()));
        }
        Ok(())
    }
}
