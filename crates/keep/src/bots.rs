//! Bots: `random` (uniform over the legal actions) and `basic`, which
//! decides from its [`PlayerView`] alone.
//!
//! ## The basic bot's heuristic
//!
//! It values each legal action by what it adds to its own final score as
//! its Cloister stands now (its own face-down characters included), and
//! plays the best; ties are broken by its seeded generator.
//!
//! - **Keeping a character** at the start: the one whose score effects
//!   promise most (per-item and per-type effects count more than
//!   conditional ones), plus a little for its ability (a bonus action can
//!   use it later).
//! - **The Decree**: act first when a Commons card has coins on it (take
//!   them before anyone else), else last (see the table first).
//! - **A play**: an item is worth its value plus what it adds to its own
//!   characters' effects; a face-down character its effects in this
//!   Cloister; a character for its ability what the ability brings (coins
//!   gained, taxed or skimmed; an item sold for more than it scores; the
//!   best Commons card added; the best swap; the best item of the leading
//!   opponent discarded, at half its value; cards drawn at one point each;
//!   the Decree when its own characters score for it). From the Commons it
//!   adds the coins on the card and counts half a point for the card it
//!   must give up.
//! - **A bonus action** is taken when the face-down character's ability is
//!   worth at least 3 points, or anything at all once its hand is down to
//!   two cards (the game may end soon and the markers score nothing).
//! - **Choices inside abilities**: sell an item only when 3 coins beat what
//!   it scores; add the best Commons card; discard the most valuable item
//!   of the opponent who looks to be leading; swap for the largest gain.
//! - **The Commons replacement**: the card in hand worth least to anyone.

use crate::actions::{Action, Way};
use crate::cards::{CardId, CardList, Effect, Step};
use crate::position::Placed;
use crate::score::total;
use crate::turn::items;
use crate::view::{PlayerView, SeatView};
use keep_core::bot::{Bot, SeededBot, UniformBot};
pub use keep_core::BotKind;

/// The documented heuristic bot.
#[derive(Clone, Debug)]
pub struct BasicBot {
    rng: UniformBot,
}

/// Either bot.
pub type AnyBot = keep_core::AnyBot<crate::position::Position>;

impl SeededBot for BasicBot {
    fn from_seed(seed: u64) -> Self {
        BasicBot {
            rng: UniformBot::new(seed),
        }
    }
}

/// A character's promise when kept at the start, before its Cloister exists.
fn potential(list: &CardList, card: CardId) -> f64 {
    let effects: f64 = list
        .score(card)
        .iter()
        .map(|e| match *e {
            Effect::PerItemType(_, k) => 2.0 * k as f64,
            Effect::PerCharacter(k) => 2.0 * k as f64,
            Effect::IfHasType(_, k) => 0.7 * k as f64,
            Effect::IfDecree(k) => 0.4 * k as f64,
            Effect::PerDistinctType(k) => 2.5 * k as f64,
            Effect::IfMostItems(k) => 0.4 * k as f64,
        })
        .sum();
    effects
        + 0.3
            * list
                .ability(card)
                .iter()
                .map(|s| match *s {
                    Step::GainCoins(n) | Step::Tax(n) | Step::SkimCommons(n) => n as f64,
                    _ => 1.5,
                })
                .sum::<f64>()
}

struct Eval<'a> {
    v: &'a PlayerView,
    list: &'a CardList,
    me: u8,
}

impl Eval<'_> {
    fn own(&self) -> &[Placed] {
        &self.v.cloisters[self.me as usize]
    }

    fn total(&self, cloisters: &[Vec<Placed>], coins: u32, decree: bool) -> i64 {
        total(self.list, cloisters, coins, decree, self.me)
    }

    fn base(&self) -> i64 {
        self.total(
            &self.v.cloisters,
            self.v.coins[self.me as usize],
            self.v.decree == self.me,
        )
    }

    /// What a card added to the own Cloister adds to the own score.
    fn added(&self, card: CardId) -> f64 {
        let mut all = self.v.cloisters.clone();
        all[self.me as usize].push(Placed {
            card,
            face_up: !self.list.is_character(card),
        });
        (self.total(
            &all,
            self.v.coins[self.me as usize],
            self.v.decree == self.me,
        ) - self.base()) as f64
    }

    /// What losing an own item costs.
    fn removed(&self, card: CardId) -> f64 {
        let mut all = self.v.cloisters.clone();
        let cl = &mut all[self.me as usize];
        if let Some(i) = cl.iter().position(|p| p.face_up && p.card == card) {
            cl.remove(i);
        }
        (self.base()
            - self.total(
                &all,
                self.v.coins[self.me as usize],
                self.v.decree == self.me,
            )) as f64
    }

    /// A visible guess at a player's score: coins and face-up item values.
    fn visible(&self, seat: u8) -> i64 {
        self.v.coins[seat as usize] as i64
            + items(self.list, &self.v.cloisters[seat as usize])
                .filter_map(|c| self.list.item(c))
                .map(|i| i.1 as i64)
                .sum::<i64>()
    }

    fn leader(&self) -> Option<u8> {
        (0..self.v.players())
            .filter(|&s| s != self.me)
            .max_by_key(|&s| self.visible(s))
    }

    fn item_value(&self, card: CardId) -> f64 {
        self.list.item(card).map_or(0.0, |i| i.1 as f64)
    }

    fn best_slot(&self) -> f64 {
        self.v
            .commons
            .iter()
            .map(|s| s.coins as f64 + self.added(s.card))
            .fold(0.0, f64::max)
    }

    fn ability(&self, card: CardId) -> f64 {
        let mut v = 0.0;
        for step in self.list.ability(card) {
            v += match *step {
                Step::GainCoins(n) => n as f64,
                Step::Sell { n, .. } => {
                    let mut gains: Vec<f64> = items(self.list, self.own())
                        .map(|c| self.v.variant.sell as f64 - self.removed(c))
                        .collect();
                    gains.sort_by(|a, b| b.total_cmp(a));
                    gains.iter().take(n as usize).map(|g| g.max(0.0)).sum()
                }
                Step::AddFromCommons(n) => self.best_slot() * n as f64,
                Step::Draw(n) => n as f64,
                Step::TakeDecree => {
                    if self.v.decree == self.me {
                        0.0
                    } else {
                        let mut all = self.v.cloisters.clone();
                        all[self.me as usize].retain(|p| p.card != card);
                        (self.total(&all, self.v.coins[self.me as usize], true)
                            - self.total(&all, self.v.coins[self.me as usize], false))
                            as f64
                            + 0.5
                    }
                }
                Step::Tax(n) => (0..self.v.players())
                    .filter(|&s| s != self.me)
                    .map(|s| n.min(self.v.coins[s as usize]) as f64)
                    .sum(),
                Step::DiscardOpponentItem => self
                    .leader()
                    .map(|t| {
                        items(self.list, &self.v.cloisters[t as usize])
                            .map(|c| self.item_value(c))
                            .fold(0.0, f64::max)
                            * 0.5
                    })
                    .unwrap_or(0.0),
                Step::SwapItems => {
                    let mut best: f64 = 0.0;
                    for mine in items(self.list, self.own()) {
                        for t in (0..self.v.players()).filter(|&s| s != self.me) {
                            for theirs in items(self.list, &self.v.cloisters[t as usize]) {
                                best = best.max(self.swap_gain(mine, theirs));
                            }
                        }
                    }
                    best
                }
                Step::SkimCommons(n) => self.v.commons.iter().map(|s| n.min(s.coins) as f64).sum(),
            };
        }
        v
    }

    fn swap_gain(&self, mine: CardId, theirs: CardId) -> f64 {
        let mut all = self.v.cloisters.clone();
        if let Some(p) = all[self.me as usize]
            .iter_mut()
            .find(|p| p.face_up && p.card == mine)
        {
            p.card = theirs;
        }
        (self.total(
            &all,
            self.v.coins[self.me as usize],
            self.v.decree == self.me,
        ) - self.base()) as f64
    }

    /// A play's worth.
    fn play(&self, card: CardId, way: Way) -> f64 {
        match way {
            Way::Ability => self.ability(card),
            Way::FaceDown | Way::Item => self.added(card),
        }
    }

    /// A card's worth to whoever gets it (for choosing what to give up).
    fn worth(&self, card: CardId) -> f64 {
        if self.list.is_character(card) {
            potential(self.list, card)
        } else {
            self.item_value(card) + self.added(card).max(0.0) * 0.5
        }
    }

    fn score(&self, a: &Action) -> f64 {
        match *a {
            Action::Keep { card, .. } => potential(self.list, card),
            Action::Order { first, .. } => {
                let coins = self.v.commons.iter().any(|s| s.coins > 0);
                if first == coins {
                    1.0
                } else {
                    0.0
                }
            }
            Action::Bonus { card, .. } => {
                let v = self.ability(card);
                let hand = self.v.hand.len();
                if v >= 3.0 || (hand <= 2 && v > 0.0) {
                    1000.0 + v
                } else {
                    f64::NEG_INFINITY
                }
            }
            Action::Play { card, way, .. } => self.play(card, way),
            Action::Take { slot, way, .. } => {
                let s = self.v.commons[slot as usize];
                self.play(s.card, way) + s.coins as f64 - 0.5
            }
            Action::Pass { .. } => 0.0,
            Action::Replace { card, .. } => -self.worth(card),
            Action::Sell { card, .. } => self.v.variant.sell as f64 - self.removed(card),
            Action::StopSelling { .. } => 0.0,
            Action::Add { slot, .. } => {
                let s = self.v.commons[slot as usize];
                s.coins as f64 + self.added(s.card)
            }
            Action::Discard { target, card, .. } => {
                self.item_value(card)
                    + if Some(target) == self.leader() {
                        1.0
                    } else {
                        0.0
                    }
            }
            Action::Swap { mine, theirs, .. } => self.swap_gain(mine, theirs),
        }
    }
}

impl<'a> Bot<SeatView<'a>, Action> for BasicBot {
    fn decide(&mut self, view: &SeatView<'a>, legal: &[Action]) -> Action {
        self.decide(&view.to_player_view(), legal)
    }
}

impl Bot<PlayerView, Action> for BasicBot {
    fn decide(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        let e = Eval {
            v: view,
            list: &view.list,
            // A bot's view is its own seat's (the legal actions are its too).
            me: view.seat.unwrap_or_else(|| legal[0].seat()),
        };
        let scores: Vec<f64> = legal.iter().map(|a| e.score(a)).collect();
        let best = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let top: Vec<usize> = (0..legal.len())
            .filter(|&i| scores[i] >= best - 1e-9 || best == f64::NEG_INFINITY)
            .collect();
        legal[top[self.rng.below(top.len())]]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;
    use keep_core::bot::make_bots;
    use keep_core::Engine;
    use std::sync::Arc;

    #[test]
    fn bots_play_legal_moves_to_the_end() {
        let list = Arc::new(CardList::starter());
        for players in 2..=5 {
            let mut pos = Position::new_game(list.clone(), players, 11).unwrap();
            let mut bots =
                make_bots::<Position>(&[BotKind::Basic, BotKind::Random], players as usize, 11);
            let mut legal = Vec::new();
            while let Some((seat, _)) = pos.pending() {
                let v = pos.view(seat);
                v.to_player_view().fill_legal(&mut legal);
                assert_eq!(legal, keep_core::Engine::legal_actions(&pos));
                let a = bots[seat as usize].decide(&v, &legal);
                pos.apply(a).unwrap();
            }
            assert!(pos.is_over());
        }
    }
}
