//! Star Crew as a [`keep_core::Engine`]: what scenarios, simulations,
//! saves, bots and the app use for any game, and what the shared property
//! checks see of a position ([`Inspect`]).

use crate::actions::{Action, Decision, End, RuleError};
use crate::bots::BasicBot;
use crate::cards::Card;
use crate::events::Event;
use crate::groups::beating_groups;
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
    /// True once the game has ended.
    fn is_over(&self) -> bool {
        self.pending.is_none()
    }
    /// Who must decide what; `None` once over.
    #[inline]
    fn pending(&self) -> Option<(u8, Decision)> {
        self.pending
    }
    /// Fills `out` with every legal action (cleared first; empty once over).
    /// Takes list each end once when the formation holds a single card.
    #[inline(always)]
    fn fill_legal(&self, out: &mut Self::Actions) {
        out.clear();
        let Some((seat, decision)) = self.pending else {
            return;
        };
        let hand = &self.hands[seat as usize];
        let mut groups = Vec::new();
        match decision {
            Decision::KeepOrFlip => {
                out.push(Action::Keep { seat });
                out.push(Action::FlipHand { seat });
            }
            Decision::Turn | Decision::WarpLaunch => {
                beating_groups(hand, &self.formation, &mut groups);
                out.extend(
                    groups
                        .iter()
                        .map(|&(start, len)| Action::Launch { seat, start, len }),
                );
                if decision == Decision::WarpLaunch || self.formation.is_empty() {
                    return;
                }
                let ends: &[End] = if self.formation.len() == 1 {
                    &[End::Left]
                } else {
                    &[End::Left, End::Right]
                };
                for &end in ends {
                    for flip in [false, true] {
                        for at in 0..=hand.len() as u8 {
                            out.push(Action::Take {
                                seat,
                                end,
                                flip,
                                at,
                            });
                        }
                    }
                }
                if !self.warp_used[seat as usize] {
                    for &end in ends {
                        for flip in [false, true] {
                            for at in 0..=hand.len() as u8 {
                                let warp = Action::Warp {
                                    seat,
                                    end,
                                    flip,
                                    at,
                                };
                                if self.warp_can_launch(seat, end, flip, at) {
                                    out.push(warp);
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    /// Applies `action`; returns the events it caused, or an error and no change.
    fn apply(&mut self, action: Action) -> Result<&[Event], RuleError> {
        let action = self.normalised(action);
        self.check(&action)?;
        let start = self.log.len();
        let seat = action.seat();
        match action {
            Action::Keep { .. } | Action::FlipHand { .. } => {
                if let Action::FlipHand { .. } = action {
                    let hand = &mut self.hands[seat as usize];
                    hand.reverse();
                    for c in hand.iter_mut() {
                        *c = c.flipped();
                    }
                    self.log.push(Event::FlippedHand { seat });
                } else {
                    self.log.push(Event::Kept { seat });
                }
                self.keep_queue.remove(0);
                self.pending = Some(match self.keep_queue.first() {
                    Some(&next) => (next, Decision::KeepOrFlip),
                    None => (self.current, Decision::Turn),
                });
            }
            Action::Launch {
                start: from, len, ..
            } => self.launch(seat, from as usize, len as usize),
            Action::Take { end, flip, at, .. } => {
                self.take(seat, end, flip, at);
                self.next_turn();
            }
            Action::Warp { end, flip, at, .. } => {
                self.warp_used[seat as usize] = true;
                self.log.push(Event::Warped { seat });
                self.take(seat, end, flip, at);
                self.pending = Some((seat, Decision::WarpLaunch));
            }
        }
        Ok(&self.log[start..])
    }
    /// Every event so far.
    fn log(&self) -> &[Event] {
        &self.log
    }
    /// What `viewer` may know (`None`: any player: no hand), as plain data.
    fn player_view(&self, viewer: Option<u8>) -> PlayerView {
        let n = self.players() as u8;
        PlayerView {
            seat: viewer,
            hand: viewer.map(|s| self.hand(s).to_vec()).unwrap_or_default(),
            hand_counts: (0..n).map(|s| self.hand(s).len()).collect(),
            formation: self.formation().to_vec(),
            owner: self.owner(),
            captured: self.captured.clone(),
            patches: self.patches.clone(),
            warp_used: self.warp_used.clone(),
            scores: self.scores.clone(),
            history: self.history().to_vec(),
            round: self.round(),
            rounds: self.rounds(),
            pending: self.pending(),
            winners: self.winners().to_vec(),
        }
    }

    fn new_game(
        players: usize,
        options: &Self::Options,
        seed: u64,
    ) -> Result<Position, SetupError> {
        Position::deal(players, options.variant, seed)
    }
    /// Number of seats.
    fn players(&self) -> usize {
        self.hands.len()
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
