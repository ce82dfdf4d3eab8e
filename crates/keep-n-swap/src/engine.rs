//! Keep'n Swap as a [`keep_core::Engine`]: what scenarios, simulations,
//! saves, bots and the app use for any game, and what the shared property
//! checks see of a position ([`Inspect`]).

use crate::actions::{Action, Decision, RuleError};
use crate::bots::BasicBot;
use crate::cards::Card;
use crate::events::Event;
use crate::position::{Outcome, Position, SetupError};
use crate::view::{PlayerView, Reveal, SeatView};
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
    type Actions = Vec<Action>;
    type View<'a> = SeatView<'a>;

    type Action = Action;
    type Decision = Decision;
    type Event = Event;
    type SetupError = SetupError;
    type RuleError = RuleError;
    type PlayerView = PlayerView;
    type Basic = BasicBot;

    /// The seed.
    fn seed(&self) -> u64 {
        self.seed
    }
    /// True once over.
    fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    /// Who must decide what; `None` once over.
    #[inline]
    fn pending(&self) -> Option<(u8, Decision)> {
        self.pending
    }
    /// Every legal action for the pending decision.
    #[inline(always)]
    fn fill_legal(&self, out: &mut Self::Actions) {
        out.clear();
        let Some((seat, decision)) = self.pending else {
            return;
        };
        let mut hand = self.hands[seat as usize].clone();
        hand.sort();
        hand.dedup();
        match decision {
            Decision::ChooseCard => {
                out.extend(hand.iter().map(|&card| Action::Choose { seat, card }))
            }
            Decision::Equalize => {
                out.extend(hand.iter().map(|&card| Action::Equalize { seat, card }))
            }
            Decision::KingClaim => {
                out.push(Action::Claim {
                    seat,
                    discard: false,
                });
                if self.top_before.is_some() {
                    out.push(Action::Claim {
                        seat,
                        discard: true,
                    });
                }
            }
            Decision::QueenPurge => {
                out.extend(
                    hand.iter()
                        .filter(|c| c.is_special())
                        .map(|&card| Action::Purge { seat, card }),
                );
                if self.purged > 0 {
                    out.push(Action::PurgeStop { seat });
                }
            }
        }
    }
    /// Applies an action; returns its events, or an error and no change.
    fn apply(&mut self, a: Action) -> Result<&[Event], RuleError> {
        self.check(&a)?;
        let start = self.log.len();
        match a {
            Action::Choose { seat, card } => {
                self.choices[seat as usize] = Some(card);
                self.log.push(Event::Chose { seat });
                if seat == 0 {
                    self.pending = Some((1, Decision::ChooseCard));
                } else {
                    self.resolve();
                }
            }
            Action::Claim { seat, discard } => {
                // Both played cards already lie on the discard pile; the claim takes one card back.
                let (_, played) = self.claim.take().expect("a claim is pending");
                let card = if discard {
                    self.top_before.expect("checked")
                } else {
                    played
                };
                if let Some(i) = self.discard.iter().rposition(|&c| c == card) {
                    self.discard.remove(i);
                }
                self.hands[seat as usize].push(card);
                self.log.push(Event::Claimed {
                    seat,
                    card,
                    from_discard: discard,
                });
                self.finish_round();
            }
            Action::Purge { seat, card } => {
                self.remove_from_hand(seat, card);
                self.discard.push(card);
                self.purged += 1;
                self.log.push(Event::Purged { seat, card });
                let more =
                    self.purged < 2 && self.hands[seat as usize].iter().any(|c| c.is_special());
                if !more {
                    self.finish_round();
                }
            }
            Action::PurgeStop { .. } => self.finish_round(),
            Action::Equalize { seat, card } => {
                self.remove_from_hand(seat, card);
                self.discard.push(card);
                self.log.push(Event::Equalized { seat, card });
                if self.hands[seat as usize].len() <= self.hands[1 - seat as usize].len() {
                    self.finish_round();
                }
            }
        }
        Ok(&self.log[start..])
    }
    /// Every event.
    fn log(&self) -> &[Event] {
        &self.log
    }
    /// What `viewer` may know (`None`: any player: no hand, no choice), as
    /// plain data.
    fn player_view(&self, viewer: Option<u8>) -> PlayerView {
        let own = |f: &dyn Fn(u8) -> Option<Card>| viewer.and_then(f);
        let log = self.log();
        let last_reveal = log
            .iter()
            .rposition(|e| matches!(e, Event::Revealed { .. }))
            .map(|i| {
                let Event::Revealed { cards } = log[i] else {
                    unreachable!("found by its kind")
                };
                Reveal {
                    cards,
                    then: log[i + 1..]
                        .iter()
                        .filter(|e| !matches!(e, Event::Chose { .. } | Event::Refilled { .. }))
                        .map(|e| e.seen_by(viewer))
                        .collect(),
                }
            });
        PlayerView {
            seat: viewer,
            hand: viewer.map(|s| self.hand(s).to_vec()).unwrap_or_default(),
            my_choice: own(&|s| self.choice(s)),
            chosen: [self.choice(0).is_some(), self.choice(1).is_some()],
            hand_counts: [self.hand(0).len(), self.hand(1).len()],
            draw_counts: [self.draw_pile(0).len(), self.draw_pile(1).len()],
            discard: self.discard_pile().to_vec(),
            top_before: self.top_before(),
            last_played: self.last_played(),
            last_reveal,
            round: self.round(),
            pending: self.pending(),
            outcome: self.outcome(),
        }
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
