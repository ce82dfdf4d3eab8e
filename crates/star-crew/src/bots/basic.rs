//! The basic Star Crew bot: a heuristic that plays like a sensible person.
//!
//! - **Keep or flip:** it keeps the orientation whose hand has the better
//!   groups (the longest launchable group first, then fewer lone cards).
//! - **Launch when it can:** it launches the group that beats the formation
//!   with the most cards (emptying its hand ends the round in its favour),
//!   and among those the weakest, saving strength for later.
//! - **Take when it cannot beat:** it takes the end card and the insertion
//!   (flipped or not) that makes its hand's groups best.
//! - **Warp** when no launch is possible but one becomes possible after the
//!   take, late in the round (four cards or fewer) or to capture three or more.

use crate::actions::{Action, Decision};
use crate::cards::Card;
use crate::groups::strength;
use crate::view::SeatView;
use keep_core::Bot;
use keep_core::UniformBot;

/// The heuristic bot described in this module's documentation.
#[derive(Clone, Debug)]
pub struct BasicBot {
    ties: UniformBot,
}

impl BasicBot {
    /// A basic bot whose tie-breaks come from `seed`.
    pub fn new(seed: u64) -> BasicBot {
        BasicBot {
            ties: UniformBot::new(seed),
        }
    }
}

/// How good a hand's shape is: longest group, then how many cards sit in groups of two or more.
fn shape(hand: &[Card]) -> (usize, usize) {
    let mut longest = 0;
    let mut grouped = vec![false; hand.len()];
    for start in 0..hand.len() {
        for end in start + 1..=hand.len() {
            if strength(&hand[start..end]).is_none() {
                break;
            }
            longest = longest.max(end - start);
            if end - start >= 2 {
                grouped[start..end].iter_mut().for_each(|g| *g = true);
            }
        }
    }
    (longest, grouped.iter().filter(|g| **g).count())
}

fn after_take(view: &SeatView<'_>, end: crate::actions::End, flip: bool, at: u8) -> Vec<Card> {
    let f = view.formation();
    let card = match end {
        crate::actions::End::Left => f[0],
        crate::actions::End::Right => f[f.len() - 1],
    };
    let mut hand = view.hand().to_vec();
    hand.insert(at as usize, if flip { card.flipped() } else { card });
    hand
}

impl<'a> Bot<SeatView<'a>, Action> for BasicBot {
    fn decide(&mut self, view: &SeatView<'a>, legal: &[Action]) -> Action {
        let hand = view.hand();
        if matches!(view.pending(), Some((_, Decision::KeepOrFlip))) {
            let flipped: Vec<Card> = hand.iter().rev().map(|c| c.flipped()).collect();
            let flip = shape(&flipped) > shape(hand);
            let want = if flip {
                Action::FlipHand { seat: view.seat() }
            } else {
                Action::Keep { seat: view.seat() }
            };
            return *legal.iter().find(|a| **a == want).unwrap_or(&legal[0]);
        }
        let mut best: Option<(i64, Action)> = None;
        let mut ties = 0;
        for &a in legal {
            let score: i64 = match a {
                Action::Launch { start, len, .. } => {
                    let s = strength(&hand[start as usize..(start + len) as usize])
                        .expect("legal launch");
                    let empties = (len as usize == hand.len()) as i64;
                    1_000 + empties * 10_000 + i64::from(len) * 100 - i64::from(s.high)
                }
                Action::Take { end, flip, at, .. } => {
                    let (longest, grouped) = shape(&after_take(view, end, flip, at));
                    (longest * 10 + grouped) as i64
                }
                Action::Warp { end, flip, at, .. } => {
                    let remaining = view.formation().len().saturating_sub(1);
                    if hand.len() <= 4 || remaining >= 3 {
                        let (longest, grouped) = shape(&after_take(view, end, flip, at));
                        500 + (longest * 10 + grouped) as i64
                    } else {
                        -1
                    }
                }
                Action::Keep { .. } | Action::FlipHand { .. } => 0,
            };
            match best {
                Some((b, _)) if score < b => {}
                Some((b, _)) if score == b => {
                    ties += 1;
                    if self.ties.below(ties + 1) == 0 {
                        best = Some((score, a));
                    }
                }
                _ => {
                    best = Some((score, a));
                    ties = 0;
                }
            }
        }
        best.map(|(_, a)| a).unwrap_or(legal[0])
    }
}
