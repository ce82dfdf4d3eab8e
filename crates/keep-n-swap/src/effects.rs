//! The revealed pair resolved (the table of `docs/rules/keep-n-swap.md`) and
//! the abilities: Reset, Claim, Purge, Burn, Lucky Seven, Equalizer.

use crate::actions::Decision;
use crate::cards::Card;
use crate::events::{Ability, Event};
use crate::position::Position;
use keep_core::{below, shuffle};

impl Position {
    /// Resolves the revealed pair (the table of `docs/rules/keep-n-swap.md`).
    pub(crate) fn resolve(&mut self) {
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
        let take = self.draws[s].len().min(usize::from(self.variant.hand));
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
}
