//! Card Keeper as a [`keep_core::Engine`]: what scenarios, simulations,
//! saves, bots and the app use for any game, and what the shared property
//! checks see of a position ([`Inspect`]).

use crate::actions::{Action, ActionList, Choice, Decision, RuleError};
use crate::bots::BasicBot;
use crate::cards::{Card, Colour, NUM_KINDS, PLAIN_MASK};
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

    /// The seed the game's chance comes from.
    fn seed(&self) -> u64 {
        self.seed
    }
    /// Number of seats.
    fn players(&self) -> usize {
        self.hands.len()
    }
    /// Who must decide what now; `None` once the game is over.
    #[inline]
    fn pending(&self) -> Option<(u8, Decision)> {
        self.pending
    }
    /// True once the game has ended.
    fn is_over(&self) -> bool {
        self.over
    }
    /// Every event so far (the full truth: use a view's log for a player);
    /// empty after [`Engine::without_log`].
    fn log(&self) -> &[Event] {
        &self.log
    }
    /// The same position with its event log dropped and no longer kept:
    /// for simulations, which read only [`Position::tally`]. Play is
    /// unchanged; [`Engine::apply`] then returns no events and views show
    /// an empty log.
    fn without_log(mut self) -> Position {
        self.log = Vec::new();
        self.logging = false;
        self
    }
    /// Fills `out` with every legal action for the pending decision (cleared
    /// first; empty once the game is over), allocating nothing. For each
    /// kind held, in kind order: its plays (if playable), then its burn. A
    /// Capture +2 lists each pair of targets once (lower seat first); `apply`
    /// takes either order as that one ([`Action::normalised`]).
    #[inline(always)]
    fn fill_legal(&self, out: &mut ActionList) {
        out.clear();
        let Some((seat, decision)) = self.pending else {
            return;
        };
        let hand = &self.hands[seat as usize];
        match decision {
            Decision::NameColour => {
                for colour in Colour::ALL {
                    out.push(Action::NameColour { seat, colour });
                }
            }
            Decision::ChaosBurn => {
                for card in hand.kinds() {
                    out.push(Action::ChaosBurn { seat, card });
                }
            }
            Decision::PlayOrBurn => {
                let held = hand.mask();
                let playable = self.playable & held;
                // Playable kinds that take a colour or targets (rare).
                let special = playable & !PLAIN_MASK;
                let mut kinds = held;
                while kinds != 0 {
                    let k = kinds.trailing_zeros();
                    kinds &= kinds - 1;
                    let card = Card::from_bit(k);
                    if (special >> k) & 1 != 0 {
                        self.push_special_plays(seat, card, out);
                    } else {
                        // One play, kept when playable: no branch on a random hand.
                        out.push_if(
                            Action::Play {
                                seat,
                                card,
                                choice: Choice::None,
                            },
                            (playable >> k) & 1 != 0,
                        );
                    }
                    out.push(Action::Burn { seat, card });
                }
            }
        }
    }

    /// Applies `action` for the pending decision. On success returns the
    /// events it caused (up to the next decision); on error nothing changed.
    fn apply(&mut self, action: Action) -> Result<&[Event], RuleError> {
        let action = action.normalised();
        self.check(&action)?;
        let start = self.log.len();
        self.step(action);
        Ok(&self.log[start..])
    }
    /// Plays an action taken from this position's own legal actions
    /// without checking it again: the simulator's step (like cozy-chess's
    /// and shakmaty's unchecked play). Debug builds check.
    #[inline]
    fn play_listed(&mut self, action: Action) {
        debug_assert_eq!(self.check(&action), Ok(()), "{action:?} is not legal here");
        self.step(action);
    }
    /// What `viewer` may know (`None`: any player: no hand), as plain data.
    fn player_view(&self, viewer: Option<u8>) -> PlayerView {
        let n = self.players() as u8;
        PlayerView {
            seat: viewer,
            players: self.players(),
            rulings: self.rulings,
            hand: viewer
                .map(|s| self.hand(s).cards().collect())
                .unwrap_or_default(),
            hand_counts: (0..n).map(|s| self.hand(s).len()).collect(),
            shields: self.shields.clone(),
            discard: self.discard.clone(),
            draw_count: self.draw.len(),
            burn_count: self.burn.len(),
            removed_count: self.removed.len(),
            active_colour: self.active,
            direction: self.direction,
            current: self.current,
            pending: self.pending,
            out: self.out.clone(),
            winner: self.winner,
            over: self.over,
            turn: self.turn,
        }
    }

    fn new_game(players: usize, options: &Options, seed: u64) -> Result<Position, SetupError> {
        Position::deal(players, options, seed)
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
