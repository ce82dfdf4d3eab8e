//! Keep'n Swap bots, deciding from a [`SeatView`] alone (never the other choice).
//!
//! The basic bot's heuristic:
//! - **Choosing a card:** it spends its weakest card and keeps strong ones.
//!   Winning a round is not always worth it (the winner's card is discarded
//!   and the loser's, usually weaker, joins the winner's hand), and in games
//!   against the random bot spending the lowest card won more often than
//!   spending the highest (`keeper simulate --game keep-n-swap`). Exceptions:
//!   a Joker only when the draw piles are uneven in its favour (the
//!   opponent's is at least 3 larger, so the Equalizer cuts theirs), an Ace
//!   when a reset hurts the opponent (their draw pile is short but not
//!   empty), and a King when the opponent's last card was strong.
//! - **King's claim:** the discard pile's top card when it is special or
//!   higher than the opponent's played card.
//! - **Queen's purge:** the least useful special (a 7 or an Ace first), and one only.
//! - **Equalizing hands:** the lowest plain card first.

use crate::actions::{Action, Decision};
use crate::cards::Card;
use crate::view::SeatView;
pub use keep_core::{Bot, UniformBot as RandomBot};

/// The bots every game offers (random, basic).
pub use keep_core::BotKind;

/// Any Keep'n Swap bot, without boxing.
pub type AnyBot = keep_core::AnyBot<crate::position::Position>;

impl keep_core::SeededBot for BasicBot {
    fn from_seed(seed: u64) -> BasicBot {
        BasicBot {
            ties: RandomBot::new(seed),
        }
    }
}

/// The heuristic bot of this module's documentation.
#[derive(Clone, Debug)]
pub struct BasicBot {
    ties: RandomBot,
}

fn worth(c: Card) -> f32 {
    match c.value() {
        None => 6.0,
        Some(1) => 5.0,
        Some(7) => 5.5,
        Some(v) => f32::from(v),
    }
}

impl<'a> Bot<SeatView<'a>, Action> for BasicBot {
    fn decide(&mut self, view: &SeatView<'a>, legal: &[Action]) -> Action {
        if matches!(view.pending(), Some((_, Decision::ChooseCard))) {
            return self.choose(view, legal);
        }
        self.best(legal, |a| match *a {
            Action::Claim { discard, .. } => {
                let opp = 1 - view.seat() as usize;
                let played = view.last_played()[opp].map(worth).unwrap_or(0.0);
                let top = view.top_before().map(worth).unwrap_or(0.0);
                if discard {
                    top - played
                } else {
                    0.0
                }
            }
            Action::Purge { card, .. } | Action::Equalize { card, .. } => 20.0 - worth(card),
            Action::PurgeStop { .. } => 100.0,
            Action::Choose { .. } => 0.0,
        })
    }
}

impl BasicBot {
    fn best(&mut self, legal: &[Action], score: impl Fn(&Action) -> f32) -> Action {
        let mut best = legal[0];
        let mut best_score = f32::NEG_INFINITY;
        let mut ties = 0;
        for a in legal {
            let s = score(a);
            if s > best_score {
                best_score = s;
                best = *a;
                ties = 1;
            } else if s == best_score {
                ties += 1;
                if self.ties.below(ties) == 0 {
                    best = *a;
                }
            }
        }
        best
    }

    fn choose(&mut self, view: &SeatView<'_>, legal: &[Action]) -> Action {
        let me = view.seat();
        let opp = 1 - me;
        let opp_last_strong = view.last_played()[opp as usize]
            .and_then(Card::value)
            .is_some_and(|v| v >= 10);
        self.best(legal, |a| {
            let Action::Choose { card, .. } = *a else {
                return f32::NEG_INFINITY;
            };
            let low = -worth(card);
            match card.value() {
                None if view.draw_count(opp) >= view.draw_count(me) + 3 => 10.0,
                None => -20.0,
                Some(1) if view.draw_count(opp) > 0 && view.draw_count(opp) < 7 => 10.0,
                Some(13) if opp_last_strong => 5.0,
                _ => low,
            }
        })
    }
}
