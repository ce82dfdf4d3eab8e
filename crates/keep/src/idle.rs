//! What an ability would not do: the steps of a character played for its
//! ability (from the hand or the Commons, or turned up by a bonus action)
//! that would find nothing to act on, told from the player's view before
//! the play, so that the table can say so before it is taken (P6 allows
//! the play; it simply does nothing).
//!
//! A step is named only when it surely does nothing: an earlier step of the
//! same ability that could change what it acts on (an item added before a
//! sale) makes it count as doing something.

use crate::actions::{Action, Way};
use crate::cards::{CardId, Step};
use crate::turn::items;
use crate::view::PlayerView;

impl PlayerView {
    /// The steps of `action`'s ability that would surely do nothing, in
    /// the ability's order (empty: every step may do something, or the
    /// action uses no ability).
    pub fn idle_steps(&self, action: Action) -> Vec<Step> {
        let (seat, card, taken) = match action {
            Action::Play {
                seat,
                card,
                way: Way::Ability,
            } => (seat, card, None),
            Action::Take {
                seat,
                slot,
                way: Way::Ability,
            } => match self.commons.get(slot as usize) {
                Some(s) => (seat, s.card, Some(slot as usize)),
                None => return Vec::new(),
            },
            Action::Bonus { seat, card } => (seat, card, None),
            _ => return Vec::new(),
        };
        self.idle_of(seat, card, taken)
    }

    /// The steps of `card`'s ability, played by `seat` (with the Commons
    /// card in `taken` already taken), that would surely do nothing.
    fn idle_of(&self, seat: u8, card: CardId, taken: Option<usize>) -> Vec<Step> {
        let s = seat as usize;
        let has_items = |t: usize| {
            self.cloisters
                .get(t)
                .is_some_and(|cl| items(&self.list, cl).next().is_some())
        };
        let mut own_item = has_items(s);
        let other_item = (0..self.players() as usize).any(|t| t != s && has_items(t));
        let commons = || {
            self.commons
                .iter()
                .enumerate()
                .filter(move |(i, _)| Some(*i) != taken)
                .map(|(_, sl)| sl)
        };
        let others_coins = (0..self.players() as usize)
            .filter(|&t| t != s)
            .any(|t| self.coins.get(t).is_some_and(|&c| c > 0));
        let mut out = Vec::new();
        for &step in self.list.ability(card) {
            let idle = match step {
                Step::GainCoins(n) => n == 0,
                Step::Sell { n, .. } => n == 0 || !own_item,
                Step::AddFromCommons(n) => {
                    // An added item may be sold or swapped after.
                    let idle = n == 0 || commons().next().is_none();
                    own_item |= !idle;
                    idle
                }
                Step::Draw(n) => n == 0 || self.deck_count == 0,
                Step::TakeDecree => self.decree == seat,
                Step::Tax(n) => n == 0 || !others_coins,
                Step::DiscardOpponentItem => !other_item,
                Step::SwapItems => !own_item || !other_item,
                Step::SkimCommons(n) => n == 0 || commons().all(|sl| sl.coins == 0),
            };
            if idle {
                out.push(step);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::{CardList, Event, Position, Step};
    use keep_core::Engine;
    use std::sync::Arc;

    /// What the engine did for each step of the ability just played:
    /// whether it surely did nothing (as [`PlayerView::idle_steps`] means
    /// it), told from the events.
    fn did_nothing(events: &[Event], step: Step) -> bool {
        events.iter().any(|e| match (e, step) {
            (Event::NothingToDo { step: s, .. }, _) => *s == step,
            (Event::Drew { count, .. }, Step::Draw(_)) => *count == 0,
            (Event::Skimmed { coins, .. }, Step::SkimCommons(_)) => *coins == 0,
            _ => false,
        })
    }

    #[test]
    fn a_step_named_idle_does_nothing_in_the_engine() {
        let mut named = 0;
        for seed in 0..40u64 {
            let players = 2 + (seed % 4) as u8;
            let mut pos = Position::new_game(Arc::new(CardList::starter()), players, seed).unwrap();
            let mut i = seed as usize;
            while let Some((seat, _)) = pos.pending() {
                let view = pos.player_view(Some(seat));
                let legal = pos.legal_actions();
                for &a in &legal {
                    let idle = view.idle_steps(a);
                    if idle.is_empty() {
                        continue;
                    }
                    let mut after = pos.clone();
                    let mut events = after.apply(a).unwrap().to_vec();
                    // The ability's later steps, after its choices.
                    while after.resolving.is_some() {
                        let next = after.legal_actions()[0];
                        events.extend_from_slice(after.apply(next).unwrap());
                    }
                    for step in idle {
                        // (Tax and the Decree leave no event to tell by:
                        // checked by what they would change.)
                        let ok = match step {
                            Step::Tax(_) => events
                                .iter()
                                .all(|e| !matches!(e, Event::Taxed { coins, .. } if *coins > 0)),
                            Step::TakeDecree => pos.decree == seat,
                            _ => did_nothing(&events, step),
                        };
                        assert!(ok, "seed {seed}: {a:?} named {step:?} idle: {events:?}");
                        named += 1;
                    }
                }
                i = i.wrapping_mul(31).wrapping_add(7);
                let a = legal[i % legal.len()];
                pos.apply(a).unwrap();
            }
        }
        assert!(named > 20, "idle steps came up ({named})");
    }
}
