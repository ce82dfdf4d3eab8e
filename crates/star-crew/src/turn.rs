//! Legal actions and applying them: keep or flip, launch, take, Warp, round
//! ends and scoring.

use crate::actions::{Action, Decision, End, RuleError};
use crate::cards::Card;
use crate::events::{Event, RoundEnd, ScoreLine};
use crate::groups::{beats, can_beat, strength};
use crate::position::Position;
use keep_core::Engine;

impl Position {
    /// The hand and formation after a take, without changing anything.
    fn after_take(&self, seat: u8, end: End, flip: bool, at: u8) -> (Vec<Card>, Vec<Card>) {
        let mut formation = self.formation.clone();
        let card = match end {
            End::Left => formation.remove(0),
            End::Right => formation.pop().expect("checked non-empty"),
        };
        let mut hand = self.hands[seat as usize].clone();
        hand.insert(at as usize, if flip { card.flipped() } else { card });
        (hand, formation)
    }

    pub(crate) fn warp_can_launch(&self, seat: u8, end: End, flip: bool, at: u8) -> bool {
        let (hand, formation) = self.after_take(seat, end, flip, at);
        can_beat(&hand, &formation)
    }

    /// Checks `action` against the pending decision without changing
    /// anything: it is legal exactly when it is one of
    /// [`Position::fill_legal`]'s (a take from a one-card formation named
    /// from either end: see [`Position::normalised`]); why not is worked out
    /// only when it is not.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        let action = self.normalised(*action);
        if keep_core::Engine::legal_actions(self).contains(&action) {
            return Ok(());
        }
        match self.reason(&action) {
            Err(e) => Err(e),
            // Every refusal has a reason below; were one missed, the action
            // is still refused, as not one the rules ask for now.
            Ok(()) => Err(RuleError::WrongDecision(
                self.pending.map_or(Decision::Turn, |p| p.1),
            )),
        }
    }

    /// `action` as the legal actions list it (SC6): a take or Warp from a
    /// one-card formation is from its left end.
    pub fn normalised(&self, action: Action) -> Action {
        if self.formation.len() != 1 {
            return action;
        }
        match action {
            Action::Take { seat, flip, at, .. } => Action::Take {
                seat,
                end: End::Left,
                flip,
                at,
            },
            Action::Warp { seat, flip, at, .. } => Action::Warp {
                seat,
                end: End::Left,
                flip,
                at,
            },
            other => other,
        }
    }

    /// The reasons an action is refused, in words a player reads.
    fn reason(&self, action: &Action) -> Result<(), RuleError> {
        let (seat, decision) = self.pending.ok_or(RuleError::GameOver)?;
        if action.seat() != seat {
            return Err(RuleError::NotYourTurn {
                expected: seat,
                got: action.seat(),
            });
        }
        let hand = &self.hands[seat as usize];
        match (decision, *action) {
            (Decision::KeepOrFlip, Action::Keep { .. } | Action::FlipHand { .. }) => Ok(()),
            (Decision::Turn | Decision::WarpLaunch, Action::Launch { start, len, .. }) => {
                let (start, len) = (start as usize, len as usize);
                if len == 0 || start + len > hand.len() {
                    return Err(RuleError::NoSuchCards);
                }
                let s = strength(&hand[start..start + len]).ok_or(RuleError::NotAGroup)?;
                if beats(s, strength(&self.formation)) {
                    Ok(())
                } else {
                    Err(RuleError::DoesNotBeat)
                }
            }
            (
                Decision::Turn,
                Action::Take { end, flip, at, .. } | Action::Warp { end, flip, at, .. },
            ) => {
                if self.formation.is_empty() {
                    return Err(RuleError::EmptyFormation);
                }
                if self.owner == Some(seat) {
                    return Err(RuleError::OwnFormation);
                }
                if at as usize > hand.len() {
                    return Err(RuleError::BadPosition(at));
                }
                if let Action::Warp { .. } = action {
                    if self.warp_used[seat as usize] {
                        return Err(RuleError::WarpUsed);
                    }
                    if !self.warp_can_launch(seat, end, flip, at) {
                        return Err(RuleError::WarpCannotLaunch);
                    }
                }
                Ok(())
            }
            _ => Err(RuleError::WrongDecision(decision)),
        }
    }

    pub(crate) fn take(&mut self, seat: u8, end: End, flip: bool, at: u8) {
        let card = match end {
            End::Left => self.formation.remove(0),
            End::Right => self.formation.pop().expect("checked non-empty"),
        };
        let owner = self.owner.expect("a formation has an owner");
        self.patches[owner as usize] = self.patches[owner as usize].saturating_add(1);
        self.hands[seat as usize].insert(at as usize, if flip { card.flipped() } else { card });
        self.log.push(Event::Took {
            seat,
            owner,
            end,
            card,
            flipped: Some(flip),
            at,
        });
    }

    pub(crate) fn launch(&mut self, seat: u8, start: usize, len: usize) {
        let cards: Vec<Card> = self.hands[seat as usize]
            .drain(start..start + len)
            .collect();
        let captured = self.formation.len() as u32;
        self.captured[seat as usize] = self.captured[seat as usize].saturating_add(captured);
        self.formation = cards.clone();
        self.owner = Some(seat);
        self.log.push(Event::Launched {
            seat,
            cards,
            captured,
        });
        if self.hands[seat as usize].is_empty() {
            self.end_round(RoundEnd::LastCard);
        } else {
            self.next_turn();
        }
    }

    /// Passes the turn to the left; the round ends if it reaches the owner.
    pub(crate) fn next_turn(&mut self) {
        let next = (self.current + 1) % self.players() as u8;
        self.current = next;
        if self.owner == Some(next) {
            self.end_round(RoundEnd::BackToOwner);
        } else {
            self.pending = Some((next, Decision::Turn));
        }
    }

    /// Scores the round (S5) and deals the next, or ends the game.
    fn end_round(&mut self, reason: RoundEnd) {
        let lines: Vec<ScoreLine> = (0..self.players() as u8)
            .map(|s| {
                let i = s as usize;
                let hand_counts = self.owner != Some(s);
                let hand = self.hands[i].len() as u32;
                let points = self.captured[i] as i32 + self.patches[i] as i32
                    - if hand_counts { hand as i32 } else { 0 };
                ScoreLine {
                    seat: s,
                    captured: self.captured[i],
                    patches: self.patches[i],
                    hand,
                    hand_counts,
                    points,
                }
            })
            .collect();
        for l in &lines {
            self.scores[l.seat as usize] = self.scores[l.seat as usize].saturating_add(l.points);
        }
        self.log.push(Event::RoundEnded {
            round: self.round,
            reason,
            lines: lines.clone(),
        });
        self.history.push(lines);
        if self.round >= self.rounds() {
            let best = *self.scores.iter().max().expect("at least two players");
            self.winners = (0..self.players() as u8)
                .filter(|&s| self.scores[s as usize] == best)
                .collect();
            self.log.push(Event::GameOver {
                winners: self.winners.clone(),
            });
            self.pending = None;
            return;
        }
        self.round += 1;
        self.starter = (self.starter + 1) % self.players() as u8;
        self.deal_round();
    }
}
