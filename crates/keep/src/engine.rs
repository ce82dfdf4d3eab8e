//! Keep as a [`keep_core::Engine`]: what scenarios, simulations, saves,
//! bots and the app use for any game, and what the shared property checks
//! see of a position ([`Inspect`]).

use crate::actions::{Action, Decision, RuleError};
use crate::bots::BasicBot;
use crate::cards::{CardId, CardList};
use crate::events::Event;
use crate::position::{Placed, Position, SetupError};
use crate::view::{PlayerView, SeatView};
use keep_core::harness::Inspect;
use keep_core::{rng_from_seed, shuffle, Engine, Seats};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What a Keep game is dealt with besides players and seed: its card list
/// (saved as `"cards"` beside a game's seed). The default is the starter set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The card list played.
    pub cards: Arc<CardList>,
    /// The game's numbers (saved only when not the rules as written).
    #[serde(default, skip_serializing_if = "keep_core::Variant::is_rules")]
    pub variant: crate::variant::Variant,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            cards: CardList::starter_shared(),
            variant: crate::variant::Variant::default(),
        }
    }
}

impl keep_core::HasVariant for Options {
    type Variant = crate::variant::Variant;
    fn variant(&self) -> &crate::variant::Variant {
        &self.variant
    }
    fn variant_mut(&mut self) -> &mut crate::variant::Variant {
        &mut self.variant
    }
}

impl Engine for Position {
    const GAME: &'static str = "keep";
    const TITLE: &'static str = "Keep";
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=5;
    type Options = Options;
    type Actions = Vec<Action>;
    type View<'a> = SeatView<'a>;

    type Action = Action;
    type Decision = Decision;
    type Event = Event;
    type SetupError = SetupError;
    type RuleError = RuleError;
    type PlayerView = PlayerView;
    type Basic = BasicBot;

    /// The deal's seed.
    fn seed(&self) -> u64 {
        self.seed
    }
    /// Whether the game has ended.
    fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    /// Who must decide what (`None`: over).
    #[inline]
    fn pending(&self) -> Option<(u8, Decision)> {
        self.pending
    }
    /// The pending seat's legal actions, in a fixed order (empty when over).
    #[inline(always)]
    fn fill_legal(&self, out: &mut Self::Actions) {
        match self.pending {
            Some((seat, d)) => self.table(seat, d).legal(out),
            None => out.clear(),
        }
    }
    /// Applies an action: the events it caused, or why it is refused (and
    /// nothing changed).
    fn apply(&mut self, a: Action) -> Result<&[Event], RuleError> {
        self.check(&a)?;
        let start = self.log.len();
        self.play(a);
        Ok(&self.log[start..])
    }
    /// Every event so far.
    fn log(&self) -> &[Event] {
        &self.log
    }
    /// What `viewer` may know (`None`: any player: no hand, no face-down
    /// character until the game is over).
    fn player_view(&self, viewer: Option<u8>) -> PlayerView {
        let over = self.is_over();
        let own = |v: &dyn Fn(u8) -> Vec<CardId>| viewer.map(v).unwrap_or_default();
        PlayerView {
            seat: viewer,
            list: self.list.clone(),
            variant: self.variant,
            hand: own(&|s| self.hand(s).to_vec()),
            dealt: own(&|s| self.dealt(s).to_vec()),
            hand_counts: self.hands.iter().map(Vec::len).collect(),
            cloisters: self
                .cloisters
                .iter()
                .enumerate()
                .map(|(s, cl)| {
                    cl.iter()
                        .map(|p| Placed {
                            card: if p.face_up || over || viewer == Some(s as u8) {
                                p.card
                            } else {
                                CardId::HIDDEN
                            },
                            face_up: p.face_up,
                        })
                        .collect()
                })
                .collect(),
            coins: self.coins.clone(),
            markers: self.markers.clone(),
            commons: self.commons.clone(),
            deck_count: self.deck.len(),
            discard: self.discard.clone(),
            decree: self.decree,
            order: self.order.clone(),
            turn: self.turn,
            round: self.round,
            bonus_used: self.bonus_used,
            resolving: self.resolving,
            pending: self.pending,
            outcome: self.outcome.clone(),
        }
    }

    fn new_game(players: usize, options: &Options, seed: u64) -> Result<Position, SetupError> {
        let n = u8::try_from(players).map_err(|_| SetupError::PlayerCount(players))?;
        Position::deal(options.cards.clone(), options.variant, n, seed)
    }
    /// Number of seats.
    fn players(&self) -> usize {
        usize::from(self.players)
    }
    fn describe(&self, event: &Event, names: &[String], viewer: Option<u8>) -> Option<String> {
        event.describe(self.list(), names, viewer)
    }
    fn winners(&self) -> Option<Seats> {
        self.outcome().map(|o| o.winners.iter().copied().collect())
    }
    fn without_log(mut self) -> Position {
        self.log.clear();
        self
    }
    /// Hidden from `seat`: the other hands, the deck, the others' dealt
    /// characters and (until the game ends) their face-down characters.
    /// Characters dealt again into a character's place are characters.
    fn sample(&self, seat: u8, seed: u64) -> Position {
        let mut rng = rng_from_seed(seed);
        let mut p = self.clone();
        let over = self.is_over();
        let n = self.players as usize;
        let others = || (0..n).filter(move |&s| s != seat as usize);
        let mut pool: Vec<CardId> = self.deck.clone();
        for s in others() {
            pool.extend(&self.hands[s]);
            pool.extend(&self.dealt[s]);
            if !over {
                pool.extend(
                    self.cloisters[s]
                        .iter()
                        .filter(|c| !c.face_up)
                        .map(|c| c.card),
                );
            }
        }
        // Canonical order first, so that where the hidden cards really are
        // never matters.
        pool.sort_unstable();
        shuffle(&mut rng, &mut pool);
        // Places that must hold a character take the first characters.
        let list = self.list.clone();
        let take_character = |pool: &mut Vec<CardId>| {
            let i = pool
                .iter()
                .position(|&c| list.is_character(c))
                .expect("the hidden cards hold a character for each such place");
            pool.remove(i)
        };
        for s in others() {
            for c in p.dealt[s].iter_mut() {
                *c = take_character(&mut pool);
            }
            if !over {
                for c in p.cloisters[s].iter_mut().filter(|c| !c.face_up) {
                    c.card = take_character(&mut pool);
                }
            }
        }
        let mut cards = pool.into_iter();
        for s in others() {
            p.hands[s] = cards.by_ref().take(self.hands[s].len()).collect();
        }
        p.deck = cards.collect();
        p.rng = rng_from_seed(seed.rotate_left(17) ^ 0x5EED);
        p
    }
}

impl Inspect for Position {
    /// Every card of the list is somewhere (the character being resolved
    /// included), and the coins held are what the supply gave minus what
    /// went back to it (P1).
    fn check_cards(&self) -> Result<(), String> {
        let total = self.list().total();
        if self.card_total() != total {
            return Err(format!("{} cards, not {total}", self.card_total()));
        }
        let (held, balance) = self.coin_balance();
        if held != balance {
            return Err(format!("{held} coins held, the supply gave {balance}"));
        }
        Ok(())
    }
}
