//! The Keep'n Swap position, its actions and their resolution (W1–W8).

use crate::cards::{standard_deck, Card};
use crate::events::{Ability, Event};
use keep_core::{below, rng_from_seed, shuffle, GameRng};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Cards in a full hand.
pub const HAND: usize = 7;

/// What a player is asked to decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Choose a card in secret.
    ChooseCard,
    /// King: take the opponent's played card or the discard pile's top card.
    KingClaim,
    /// Queen: discard a special card (the first is required, a second optional).
    QueenPurge,
    /// Equalizer on hands: discard one card of your choice (repeated until equal).
    Equalize,
}

impl Decision {
    /// The decision's name in the UI contract.
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::ChooseCard => "choose_card",
            Decision::KingClaim => "king_claim",
            Decision::QueenPurge => "queen_purge",
            Decision::Equalize => "equalize",
        }
    }
}

/// One decision by one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    /// Choose a card from the hand, in secret.
    Choose {
        /// Who.
        seat: u8,
        /// The card.
        card: Card,
    },
    /// The King's claim: the opponent's played card (`discard: false`) or the
    /// discard pile's top card as it was before the round (`discard: true`).
    Claim {
        /// Who.
        seat: u8,
        /// Take the discard pile's top card.
        discard: bool,
    },
    /// Discard a special card to a Queen's Purge.
    Purge {
        /// Who.
        seat: u8,
        /// The card.
        card: Card,
    },
    /// Stop after one purged card.
    PurgeStop {
        /// Who.
        seat: u8,
    },
    /// Discard one card to equalize hands.
    Equalize {
        /// Who.
        seat: u8,
        /// The card.
        card: Card,
    },
}

impl Action {
    /// The acting seat.
    pub fn seat(&self) -> u8 {
        match *self {
            Action::Choose { seat, .. }
            | Action::Claim { seat, .. }
            | Action::Purge { seat, .. }
            | Action::PurgeStop { seat }
            | Action::Equalize { seat, .. } => seat,
        }
    }
}

/// Why an action is refused (nothing changes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// Another seat must decide.
    NotYourTurn,
    /// Another kind of decision is asked for.
    WrongDecision(Decision),
    /// The card is not in the hand.
    CardNotHeld(Card),
    /// A Queen's Purge takes special cards only.
    NotSpecial(Card),
    /// The discard pile was empty before the round: only the played card can be claimed.
    NoDiscardTop,
    /// The first purged card is required.
    MustPurge,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::NotYourTurn => write!(f, "it is the other player's decision"),
            RuleError::WrongDecision(d) => write!(
                f,
                "the rules ask for a different decision now: {}",
                d.as_str()
            ),
            RuleError::CardNotHeld(c) => write!(f, "{c} is not in that hand"),
            RuleError::NotSpecial(c) => {
                write!(f, "{c} is not a special card (A, 7, J, Q, K, Joker)")
            }
            RuleError::NoDiscardTop => write!(f, "the discard pile was empty before this round"),
            RuleError::MustPurge => write!(f, "at least one special card must be discarded"),
        }
    }
}

impl std::error::Error for RuleError {}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// This seat won.
    Winner(u8),
    /// Both went out in the same round.
    Draw,
}

/// A raw position at the start of a round (the scenario format's `state`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// Both hands.
    pub hands: [Vec<Card>; 2],
    /// Both draw piles, top card first.
    pub draws: [Vec<Card>; 2],
    /// The shared discard pile, bottom first, top last.
    #[serde(default)]
    pub discard: Vec<Card>,
    /// The cards revealed in the previous round (for the King's exception).
    #[serde(default)]
    pub last_played: [Option<Card>; 2],
}

/// Why a setup is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

/// Everything on the table.
#[derive(Clone, Debug, Serialize)]
pub struct Position {
    pub(crate) seed: u64,
    pub(crate) hands: [Vec<Card>; 2],
    /// Top card last.
    pub(crate) draws: [Vec<Card>; 2],
    pub(crate) discard: Vec<Card>,
    pub(crate) choices: [Option<Card>; 2],
    pub(crate) last_played: [Option<Card>; 2],
    pub(crate) top_before: Option<Card>,
    pub(crate) pending: Option<(u8, Decision)>,
    /// The King's claim waiting: the opponent's played card.
    pub(crate) claim: Option<(u8, Card)>,
    pub(crate) purged: u8,
    pub(crate) round: u32,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) log: Vec<Event>,
    #[serde(skip)]
    pub(crate) rng: GameRng,
}

impl Position {
    /// Deals a new game from `seed` (W2).
    pub fn new_game(seed: u64) -> Position {
        let mut rng = rng_from_seed(seed);
        let mut deck = standard_deck();
        shuffle(&mut rng, &mut deck);
        let mut piles = [Vec::new(), Vec::new()];
        for (i, c) in deck.into_iter().enumerate() {
            piles[i % 2].push(c);
        }
        let mut p = Position {
            seed,
            hands: [Vec::new(), Vec::new()],
            draws: [Vec::new(), Vec::new()],
            discard: Vec::new(),
            choices: [None, None],
            last_played: [None, None],
            top_before: None,
            pending: None,
            claim: None,
            purged: 0,
            round: 0,
            outcome: None,
            log: Vec::new(),
            rng,
        };
        for (seat, mut pile) in piles.into_iter().enumerate() {
            // The pile's top is its last card: the hand is its top 7.
            let hand = pile.split_off(pile.len() - HAND);
            p.hands[seat] = hand;
            pile.push(Card::JOKER);
            shuffle(&mut p.rng, &mut pile);
            p.draws[seat] = pile;
        }
        p.log.push(Event::Dealt);
        p.start_round();
        p
    }

    /// Checks a setup (a round about to start) and builds the position.
    pub fn from_setup(s: &Setup, seed: u64) -> Result<Position, SetupError> {
        let mut counts = std::collections::HashMap::new();
        for c in s
            .hands
            .iter()
            .flatten()
            .chain(s.draws.iter().flatten())
            .chain(&s.discard)
        {
            *counts.entry(*c).or_insert(0usize) += 1;
        }
        for (c, n) in &counts {
            if *n > c.copies() {
                return Err(SetupError(format!("cards: {c} appears {n} times")));
            }
        }
        for seat in 0..2 {
            if s.hands[seat].is_empty() && s.draws[seat].is_empty() {
                return Err(SetupError(format!(
                    "hands: seat {seat} holds no cards, so the game is over"
                )));
            }
            if s.hands[seat].is_empty() {
                return Err(SetupError(format!(
                    "hands: seat {seat} must hold a card at the start of a round"
                )));
            }
        }
        let mut p = Position {
            seed,
            hands: s.hands.clone(),
            draws: [
                s.draws[0].iter().rev().copied().collect(),
                s.draws[1].iter().rev().copied().collect(),
            ],
            discard: s.discard.clone(),
            choices: [None, None],
            last_played: s.last_played,
            top_before: None,
            pending: None,
            claim: None,
            purged: 0,
            round: 0,
            outcome: None,
            log: Vec::new(),
            rng: rng_from_seed(seed),
        };
        p.start_round();
        Ok(p)
    }

    /// The position as a raw setup (choices in progress are not included).
    pub fn to_setup(&self) -> Setup {
        Setup {
            hands: self.hands.clone(),
            draws: [
                self.draws[0].iter().rev().copied().collect(),
                self.draws[1].iter().rev().copied().collect(),
            ],
            discard: self.discard.clone(),
            last_played: self.last_played,
        }
    }

    fn start_round(&mut self) {
        self.round += 1;
        self.choices = [None, None];
        self.top_before = self.discard.last().copied();
        self.pending = Some((0, Decision::ChooseCard));
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// A seat's hand (the full truth: a player sees it through a view).
    pub fn hand(&self, seat: u8) -> &[Card] {
        &self.hands[seat as usize]
    }
    /// A seat's draw pile, top card last.
    pub fn draw_pile(&self, seat: u8) -> &[Card] {
        &self.draws[seat as usize]
    }
    /// The discard pile, top card last.
    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }
    /// The secret choices made so far this round.
    pub fn choice(&self, seat: u8) -> Option<Card> {
        self.choices[seat as usize]
    }
    /// The previous round's revealed cards.
    pub fn last_played(&self) -> [Option<Card>; 2] {
        self.last_played
    }
    /// The discard pile's top card before this round (what a King may claim).
    pub fn top_before(&self) -> Option<Card> {
        self.top_before
    }
    /// Who must decide what; `None` once over.
    pub fn pending(&self) -> Option<(u8, Decision)> {
        self.pending
    }
    /// The round, from 1.
    pub fn round(&self) -> u32 {
        self.round
    }
    /// How the game ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    /// True once over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    /// Every event.
    pub fn log(&self) -> &[Event] {
        &self.log
    }
    /// All cards in play (hands, draw piles, discard, current choices are in hands): always 54.
    pub fn card_total(&self) -> usize {
        self.hands
            .iter()
            .chain(&self.draws)
            .map(Vec::len)
            .sum::<usize>()
            + self.discard.len()
    }

    /// Every legal action for the pending decision.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
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

    /// Legal actions as a new vector.
    pub fn legal_action_list(&self) -> Vec<Action> {
        let mut v = Vec::new();
        self.legal_actions(&mut v);
        v
    }

    /// Checks an action without changing anything.
    pub fn check(&self, a: &Action) -> Result<(), RuleError> {
        let (seat, decision) = self.pending.ok_or(RuleError::GameOver)?;
        if a.seat() != seat {
            return Err(RuleError::NotYourTurn);
        }
        let hand = &self.hands[seat as usize];
        match (decision, *a) {
            (Decision::ChooseCard, Action::Choose { card, .. })
            | (Decision::Equalize, Action::Equalize { card, .. }) => {
                if hand.contains(&card) {
                    Ok(())
                } else {
                    Err(RuleError::CardNotHeld(card))
                }
            }
            (Decision::KingClaim, Action::Claim { discard, .. }) => {
                if discard && self.top_before.is_none() {
                    Err(RuleError::NoDiscardTop)
                } else {
                    Ok(())
                }
            }
            (Decision::QueenPurge, Action::Purge { card, .. }) => {
                if !hand.contains(&card) {
                    Err(RuleError::CardNotHeld(card))
                } else if !card.is_special() {
                    Err(RuleError::NotSpecial(card))
                } else {
                    Ok(())
                }
            }
            (Decision::QueenPurge, Action::PurgeStop { .. }) => {
                if self.purged > 0 {
                    Ok(())
                } else {
                    Err(RuleError::MustPurge)
                }
            }
            _ => Err(RuleError::WrongDecision(decision)),
        }
    }

    /// Applies an action; returns its events, or an error and no change.
    pub fn apply(&mut self, a: Action) -> Result<&[Event], RuleError> {
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

    fn remove_from_hand(&mut self, seat: u8, card: Card) {
        let hand = &mut self.hands[seat as usize];
        if let Some(i) = hand.iter().position(|&c| c == card) {
            hand.remove(i);
        }
    }

    fn both_draws_empty(&self) -> bool {
        self.draws[0].is_empty() && self.draws[1].is_empty()
    }

    /// Resolves the revealed pair (the table of `rules/keep-n-swap.md`).
    fn resolve(&mut self) {
        let c = [
            self.choices[0].expect("chosen"),
            self.choices[1].expect("chosen"),
        ];
        self.remove_from_hand(0, c[0]);
        self.remove_from_hand(1, c[1]);
        self.log.push(Event::Revealed { cards: c });
        let previous = self.last_played;
        self.last_played = [Some(c[0]), Some(c[1])];
        let value = |s: usize| c[s].value();
        let rank = |s: usize| c[s].value().unwrap_or(0);
        // The same value, Jokers included: both discarded.
        if value(0) == value(1) {
            self.discard_both(c, Ability::None);
            return self.finish_round();
        }
        // Jack vs 7 (W6): the 7's ability, then the Jack's.
        if let Some(seven) = (0..2).find(|&s| rank(s) == 7 && rank(1 - s) == 11) {
            let jack = 1 - seven;
            self.log.push(Event::Won {
                seat: seven as u8,
                ability: Ability::LuckySeven,
            });
            self.lucky_seven(seven as u8);
            self.log.push(Event::Won {
                seat: jack as u8,
                ability: Ability::Burn,
            });
            self.discard.push(c[0]);
            self.discard.push(c[1]);
            self.burn(seven as u8);
            return self.finish_round();
        }
        if c[0].is_special() && c[1].is_special() {
            self.discard_both(c, Ability::None);
            return self.finish_round();
        }
        // A Joker against a plain card (W3): both discarded, Equalizer.
        if let Some(j) = (0..2).find(|&s| c[s].is_joker()) {
            self.discard_both(c, Ability::Equalizer);
            return self.equalizer(j as u8);
        }
        // An Ace against a plain card: Reset.
        if let Some(ace) = (0..2).find(|&s| rank(s) == 1) {
            let opp = 1 - ace;
            self.discard_both(c, Ability::Reset);
            if !self.draws[opp].is_empty() {
                self.reset(opp as u8);
            } else {
                self.log.push(Event::NoEffect {
                    ability: Ability::Reset,
                });
            }
            return self.finish_round();
        }
        let winner = if rank(0) > rank(1) { 0 } else { 1 };
        let loser = 1 - winner;
        let (w, l) = (winner as u8, loser as u8);
        match rank(winner) {
            13 => {
                self.discard.push(c[winner]);
                self.log.push(Event::Won {
                    seat: w,
                    ability: Ability::Claim,
                });
                // The exception: the opponent played a King in the previous round.
                let forced = previous[loser].and_then(Card::value) == Some(13);
                if forced || self.top_before.is_none() {
                    self.hands[winner].push(c[loser]);
                    self.log.push(Event::Claimed {
                        seat: w,
                        card: c[loser],
                        from_discard: false,
                    });
                    self.finish_round();
                } else {
                    self.discard.push(c[loser]);
                    self.claim = Some((l, c[loser]));
                    self.pending = Some((w, Decision::KingClaim));
                }
            }
            12 => {
                self.usual(w, c[winner], c[loser], Ability::Purge);
                if self.hands[loser].iter().any(|c| c.is_special()) {
                    self.purged = 0;
                    self.pending = Some((l, Decision::QueenPurge));
                } else {
                    self.log.push(Event::NoEffect {
                        ability: Ability::Purge,
                    });
                    self.finish_round();
                }
            }
            11 => {
                self.log.push(Event::Won {
                    seat: w,
                    ability: Ability::Burn,
                });
                self.discard.push(c[0]);
                self.discard.push(c[1]);
                self.burn(l);
                self.finish_round();
            }
            7 => {
                self.usual(w, c[winner], c[loser], Ability::LuckySeven);
                self.lucky_seven(w);
                self.finish_round();
            }
            _ => {
                self.usual(w, c[winner], c[loser], Ability::None);
                self.finish_round();
            }
        }
    }

    fn discard_both(&mut self, c: [Card; 2], ability: Ability) {
        self.discard.push(c[0]);
        self.discard.push(c[1]);
        self.log.push(Event::BothDiscarded { ability });
    }

    /// The usual result: the winner's card is discarded, the loser's goes to the winner's hand.
    fn usual(&mut self, w: u8, win: Card, lose: Card, ability: Ability) {
        self.discard.push(win);
        self.hands[w as usize].push(lose);
        self.log.push(Event::Won { seat: w, ability });
        self.log.push(Event::Claimed {
            seat: w,
            card: lose,
            from_discard: false,
        });
    }

    /// Lucky Seven: up to 2 random cards from the opponent's draw pile.
    fn lucky_seven(&mut self, seven: u8) {
        if self.both_draws_empty() {
            self.log.push(Event::NoEffect {
                ability: Ability::LuckySeven,
            });
            return;
        }
        let opp = 1 - seven as usize;
        for k in 0..2 {
            let n = self.draws[opp].len();
            if n == 0 {
                break;
            }
            let card = self.draws[opp].remove(below(&mut self.rng, n as u32) as usize);
            if k == 0 {
                self.hands[seven as usize].push(card);
                self.log.push(Event::LuckyToHand {
                    seat: seven,
                    card: Some(card),
                });
            } else {
                let own = &mut self.draws[seven as usize];
                let at = below(&mut self.rng, own.len() as u32 + 1) as usize;
                own.insert(at, card);
                self.log.push(Event::LuckyToPile {
                    seat: seven,
                    card: Some(card),
                });
            }
        }
    }

    /// Jack's Burn: the top 2 of `seat`'s draw pile are discarded.
    fn burn(&mut self, seat: u8) {
        for _ in 0..2 {
            if let Some(card) = self.draws[seat as usize].pop() {
                self.discard.push(card);
                self.log.push(Event::BurnedFromPile { seat, card });
            }
        }
    }

    /// Ace's Reset of `seat`'s hand.
    fn reset(&mut self, seat: u8) {
        let s = seat as usize;
        let mut old = std::mem::take(&mut self.hands[s]);
        let take = self.draws[s].len().min(HAND);
        let at = self.draws[s].len() - take;
        self.hands[s] = self.draws[s].split_off(at);
        self.draws[s].append(&mut old);
        shuffle(&mut self.rng, &mut self.draws[s]);
        self.log.push(Event::ResetHand { seat });
    }

    /// Joker's Equalizer, for the Joker played by `joker`.
    fn equalizer(&mut self, joker: u8) {
        let opp = 1 - joker as usize;
        if !self.draws[opp].is_empty() {
            let (big, small) = if self.draws[0].len() >= self.draws[1].len() {
                (0, 1)
            } else {
                (1, 0)
            };
            while self.draws[big].len() > self.draws[small].len() {
                let card = self.draws[big].pop().expect("larger pile");
                self.discard.push(card);
                self.log.push(Event::BurnedFromPile {
                    seat: big as u8,
                    card,
                });
            }
            return self.finish_round();
        }
        // W8: the opponent has no draw pile: hands are equalized by choice.
        let (big, small) = if self.hands[0].len() >= self.hands[1].len() {
            (0u8, 1)
        } else {
            (1u8, 0)
        };
        if self.hands[big as usize].len() > self.hands[small].len() {
            self.pending = Some((big, Decision::Equalize));
        } else {
            self.finish_round();
        }
    }

    /// Refill, knock-outs, and the next round.
    fn finish_round(&mut self) {
        for s in 0..2 {
            let mut drew = 0;
            while self.hands[s].len() < HAND {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deal_follows_w2() {
        for seed in [1, 2, 42] {
            let p = Position::new_game(seed);
            for s in 0..2 {
                assert_eq!(p.hand(s).len(), HAND);
                assert_eq!(p.draw_pile(s).len(), 20);
                assert_eq!(
                    p.draw_pile(s).iter().filter(|c| c.is_joker()).count(),
                    1,
                    "one Joker in each draw pile"
                );
                assert!(
                    !p.hand(s).contains(&Card::JOKER),
                    "the Jokers go into the draw piles, not the hands"
                );
            }
            assert_eq!(p.pending(), Some((0, Decision::ChooseCard)));
        }
    }

    #[test]
    fn golden_deal() {
        let p = Position::new_game(1);
        let hand: Vec<String> = p.hand(0).iter().map(|c| c.code()).collect();
        assert_eq!(hand, GOLDEN_SEAT0);
    }

    const GOLDEN_SEAT0: [&str; 7] = ["QH", "8H", "4S", "3H", "KC", "AC", "6S"];
}
