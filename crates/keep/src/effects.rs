//! Abilities, step by step, as the card list writes them: automatic steps
//! happen at once; steps with a choice become pending decisions; a step
//! that cannot do anything is skipped (P6).

use crate::actions::{Action, Decision};
use crate::cards::Step;
use crate::events::Event;
use crate::position::{Placed, Position};
use crate::turn::items;

/// Coins a sold item brings.
pub const SELL_PRICE: u32 = 3;

impl Position {
    /// Coins for each item sold under this game's variant.
    fn sell_price(&self) -> u32 {
        u32::from(self.variant.sell)
    }
}

impl Position {
    fn has_item(&self, seat: u8) -> bool {
        items(&self.list, &self.cloisters[seat as usize])
            .next()
            .is_some()
    }

    fn other_has_item(&self, seat: u8) -> bool {
        (0..self.players).any(|t| t != seat && self.has_item(t))
    }

    fn next_step(&mut self) {
        if let Some(r) = &mut self.resolving {
            r.step += 1;
        }
        self.advance();
    }

    /// Runs the current ability's steps until one needs a choice, or it ends.
    pub(crate) fn advance(&mut self) {
        let list = self.list.clone();
        while let Some(r) = self.resolving {
            let seat = r.seat;
            let s = seat as usize;
            let Some(&step) = list.ability(r.card).get(r.step as usize) else {
                self.ability_done(r);
                return;
            };
            let choice = match step {
                Step::GainCoins(n) => {
                    self.coins[s] = self.coins[s].saturating_add(n);
                    self.minted += n as u64;
                    self.log.push(Event::GainedCoins { seat, coins: n });
                    None
                }
                Step::Sell { n, must } => self
                    .has_item(seat)
                    .then_some(Decision::Sell { left: n, must }),
                Step::AddFromCommons(n) => {
                    (!self.commons.is_empty()).then_some(Decision::Add { left: n })
                }
                Step::Draw(n) => {
                    let mut cards = Vec::new();
                    for _ in 0..n {
                        let Some(c) = self.deck.pop() else { break };
                        self.hands[s].push(c);
                        cards.push(c);
                    }
                    self.log.push(Event::Drew {
                        seat,
                        count: cards.len() as u8,
                        cards,
                    });
                    None
                }
                Step::TakeDecree => {
                    self.decree = seat;
                    self.log.push(Event::TookDecree { seat });
                    None
                }
                Step::Tax(n) => {
                    for i in 1..self.players {
                        let from = (seat + i) % self.players;
                        let given = n.min(self.coins[from as usize]);
                        self.coins[from as usize] -= given;
                        self.coins[s] = self.coins[s].saturating_add(given);
                        self.log.push(Event::Taxed {
                            seat,
                            from,
                            coins: given,
                        });
                    }
                    None
                }
                Step::DiscardOpponentItem => {
                    self.other_has_item(seat).then_some(Decision::DiscardItem)
                }
                Step::SwapItems => (self.has_item(seat) && self.other_has_item(seat))
                    .then_some(Decision::SwapItems),
                Step::SkimCommons(n) => {
                    let mut total = 0;
                    for sl in &mut self.commons {
                        let got = n.min(sl.coins);
                        sl.coins -= got;
                        total += got;
                    }
                    self.coins[s] = self.coins[s].saturating_add(total);
                    self.log.push(Event::Skimmed { seat, coins: total });
                    None
                }
            };
            match choice {
                Some(d) => {
                    self.pending = Some((seat, d));
                    return;
                }
                None => {
                    if matches!(
                        step,
                        Step::Sell { .. }
                            | Step::AddFromCommons(_)
                            | Step::DiscardOpponentItem
                            | Step::SwapItems
                    ) {
                        self.log.push(Event::NothingToDo { seat, step });
                    }
                    if let Some(r) = &mut self.resolving {
                        r.step += 1;
                    }
                }
            }
        }
    }

    /// Removes a face-up item from a Cloister.
    fn remove_item(&mut self, seat: u8, card: crate::cards::CardId) {
        let cl = &mut self.cloisters[seat as usize];
        if let Some(i) = cl.iter().position(|p| p.face_up && p.card == card) {
            cl.remove(i);
        }
    }

    /// Applies a checked answer to an ability's choice.
    pub(crate) fn ability_choice(&mut self, a: Action) {
        match a {
            Action::Sell { seat, card } => {
                let Some((_, Decision::Sell { left, must })) = self.pending else {
                    return;
                };
                self.remove_item(seat, card);
                self.discard.push(card);
                let price = self.sell_price();
                self.coins[seat as usize] = self.coins[seat as usize].saturating_add(price);
                self.minted += price as u64;
                self.log.push(Event::Sold {
                    seat,
                    card,
                    coins: price,
                });
                if left > 1 && self.has_item(seat) {
                    self.pending = Some((
                        seat,
                        Decision::Sell {
                            left: left - 1,
                            must,
                        },
                    ));
                } else {
                    self.next_step();
                }
            }
            Action::StopSelling { .. } => self.next_step(),
            Action::Add { seat, slot } => {
                let Some((_, Decision::Add { left })) = self.pending else {
                    return;
                };
                let sl = self.commons.remove(slot as usize);
                self.coins[seat as usize] = self.coins[seat as usize].saturating_add(sl.coins);
                let face_up = !self.list.is_character(sl.card);
                self.cloisters[seat as usize].push(Placed {
                    card: sl.card,
                    face_up,
                });
                self.log.push(Event::Added {
                    seat,
                    card: sl.card,
                    coins: sl.coins,
                });
                if left > 1 && !self.commons.is_empty() {
                    self.pending = Some((seat, Decision::Add { left: left - 1 }));
                } else {
                    self.next_step();
                }
            }
            Action::Discard { seat, target, card } => {
                self.remove_item(target, card);
                self.discard.push(card);
                self.log.push(Event::DiscardedItem { seat, target, card });
                self.next_step();
            }
            Action::Swap {
                seat,
                mine,
                target,
                theirs,
            } => {
                let (a, b) = (seat as usize, target as usize);
                if let Some(p) = self.cloisters[a]
                    .iter_mut()
                    .find(|p| p.face_up && p.card == mine)
                {
                    p.card = theirs;
                }
                if let Some(p) = self.cloisters[b]
                    .iter_mut()
                    .find(|p| p.face_up && p.card == theirs)
                {
                    p.card = mine;
                }
                self.log.push(Event::Swapped {
                    seat,
                    mine,
                    target,
                    theirs,
                });
                self.next_step();
            }
            _ => {}
        }
    }
}
