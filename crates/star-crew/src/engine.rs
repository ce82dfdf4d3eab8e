//! Star Crew as a [`keep_core::Engine`]: what scenarios, simulations,
//! saves, bots and the app use for any game, and what the shared property
//! checks see of a position ([`Inspect`]).

use crate::actions::{Action, Decision, RuleError};
use crate::bots::BasicBot;
use crate::cards::Card;
use crate::events::Event;
use crate::position::{Position, SetupError, MAX_PLAYERS, MIN_PLAYERS};
use crate::view::{PlayerView, SeatView};
use keep_core::harness::Inspect;
use keep_core::variant::VariantOptions;
use keep_core::{below, rng_from_seed, shuffle, Engine, Seats};

impl Engine for Position {
    const GAME: &'static str = "star-crew";
    const TITLE: &'static str = "Star Crew";
    const PLAYERS: std::ops::RangeInclusive<usize> = MIN_PLAYERS..=MAX_PLAYERS;
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
        Position::deal(players, options.variant, seed)
    }
    fn variant(options: &Self::Options) -> &crate::variant::Variant {
        &options.variant
    }
    fn variant_mut(options: &mut Self::Options) -> &mut crate::variant::Variant {
        &mut options.variant
    }
    fn players(&self) -> usize {
        Position::players(self)
    }
    fn describe(&self, event: &Event, names: &[String], viewer: Option<u8>) -> Option<String> {
        event.describe(names, viewer)
    }
    fn winners(&self) -> Option<Seats> {
        self.is_over()
            .then(|| self.winners().iter().copied().collect())
    }
    fn without_log(mut self) -> Position {
        self.log.clear();
        self
    }
    /// Hidden from `seat`: the other hands (which cards, in which order,
    /// which end up) and the cards set aside.
    fn sample(&self, seat: u8, seed: u64) -> Position {
        let mut rng = rng_from_seed(seed);
        let mut p = self.clone();
        let others = (0..self.players()).filter(|&s| s != seat as usize);
        let mut pool: Vec<Card> = others.clone().flat_map(|s| self.hands[s].clone()).collect();
        pool.extend(&self.set_aside);
        // Canonical order (each card low end up) first, so that where the
        // hidden cards really are never matters.
        for c in pool.iter_mut() {
            if c.top > c.bottom {
                *c = c.flipped();
            }
        }
        pool.sort_unstable_by_key(|c| c.identity());
        shuffle(&mut rng, &mut pool);
        for c in pool.iter_mut() {
            if below(&mut rng, 2) == 1 {
                *c = c.flipped();
            }
        }
        let mut cards = pool.into_iter();
        for s in others {
            p.hands[s] = cards.by_ref().take(self.hands[s].len()).collect();
        }
        p.set_aside = cards.collect();
        p.rng = rng_from_seed(seed.rotate_left(17) ^ 0x5EED);
        p
    }
}

impl Inspect for Position {
    /// Every card of this player count's deck is in a hand, the formation or
    /// set aside, once, or was captured this round.
    fn check_cards(&self) -> Result<(), String> {
        let n = self.players() as u8;
        let mut ids: Vec<(u8, u8)> = (0..n)
            .flat_map(|s| self.hand(s).iter().map(|c| c.identity()))
            .chain(self.formation().iter().map(|c| c.identity()))
            .chain(self.set_aside().iter().map(|c| c.identity()))
            .collect();
        let present = ids.len();
        ids.sort();
        ids.dedup();
        if ids.len() != present {
            return Err("a card is in the game twice".into());
        }
        let captured: u32 = (0..n).map(|s| self.captured(s)).sum();
        let deck = self.variant().deck(self.players()).len();
        if present + captured as usize != deck {
            return Err(format!(
                "{present} cards in play and {captured} captured, the deck has {deck}"
            ));
        }
        Ok(())
    }
}
