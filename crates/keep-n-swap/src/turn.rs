//! A round's decisions: the legal actions of each, applying one, and the
//! end of the round (refill, knock-outs, the next round).

use crate::actions::{Action, Decision, RuleError};
use crate::cards::Card;
use crate::events::Event;
use crate::position::{Outcome, Position};
use keep_core::Engine;

impl Position {
    /// Checks an action without changing anything: it is legal when it is
    /// one of [`Position::fill_legal`]'s; the reason is worked out only when
    /// it is not.
    pub fn check(&self, a: &Action) -> Result<(), RuleError> {
        let mut legal = Vec::new();
        self.fill_legal(&mut legal);
        if legal.contains(a) {
            Ok(())
        } else {
            Err(self.refusal(a))
        }
    }

    /// Why `a`, which is not among the legal actions, is refused.
    fn refusal(&self, a: &Action) -> RuleError {
        let Some((seat, decision)) = self.pending else {
            return RuleError::GameOver;
        };
        if a.seat() != seat {
            return RuleError::NotYourTurn;
        }
        let hand = &self.hands[seat as usize];
        match (decision, *a) {
            (Decision::ChooseCard, Action::Choose { card, .. })
            | (Decision::Equalize, Action::Equalize { card, .. }) => {
                if hand.contains(&card) {
                    RuleError::NotLegal
                } else {
                    RuleError::CardNotHeld(card)
                }
            }
            (Decision::KingClaim, Action::Claim { discard, .. }) => {
                if discard && self.top_before.is_none() {
                    RuleError::NoDiscardTop
                } else {
                    RuleError::NotLegal
                }
            }
            (Decision::QueenPurge, Action::Purge { card, .. }) => {
                if !hand.contains(&card) {
                    RuleError::CardNotHeld(card)
                } else if !card.is_special() {
                    RuleError::NotSpecial(card)
                } else {
                    RuleError::NotLegal
                }
            }
            (Decision::QueenPurge, Action::PurgeStop { .. }) => {
                if self.purged > 0 {
                    RuleError::NotLegal
                } else {
                    RuleError::MustPurge
                }
            }
            _ => RuleError::WrongDecision(decision),
        }
    }

    pub(crate) fn remove_from_hand(&mut self, seat: u8, card: Card) {
        let hand = &mut self.hands[seat as usize];
        if let Some(i) = hand.iter().position(|&c| c == card) {
            hand.remove(i);
        }
    }

    pub(crate) fn both_draws_empty(&self) -> bool {
        self.draws[0].is_empty() && self.draws[1].is_empty()
    }

    /// Refill, knock-outs, and the next round.
    pub(crate) fn finish_round(&mut self) {
        for s in 0..2 {
            let mut drew = 0;
            while self.hands[s].len() < usize::from(self.variant.hand) {
                match self.draws[s].pop() {
                    Some(c) => {
                        self.hands[s].push(c);
                        drew += 1;
                    }
                    None => break,
                }
            }
            if drew > 0 {
                self.log.push(Event::Refilled {
                    seat: s as u8,
                    count: drew,
                });
            }
        }
        let out: Vec<bool> = (0..2)
            .map(|s| self.hands[s].is_empty() && self.draws[s].is_empty())
            .collect();
        self.outcome = match (out[0], out[1]) {
            (true, true) => Some(Outcome::Draw),
            (true, false) => Some(Outcome::Winner(1)),
            (false, true) => Some(Outcome::Winner(0)),
            _ => None,
        };
        match self.outcome {
            Some(o) => {
                self.pending = None;
                self.log.push(Event::GameOver { outcome: o });
            }
            None => self.start_round(),
        }
    }
}
