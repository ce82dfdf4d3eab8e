//! The turn structure: legal actions for the pending decision, checking and
//! applying an action, the Commons replacement, the end of a turn and of a
//! round (hand check, Commons check, refill, Decree, hands pass left).

use crate::actions::{Action, Decision, RuleError, Way};
use crate::cards::{CardId, CardList};
use crate::events::Event;
use crate::position::{round_order, Outcome, Placed, Position, Resolving, Slot, Then};

/// What the legal actions depend on: the same for the full position and a
/// player's view, so bots and the engine agree on every choice.
pub(crate) struct Table<'a> {
    pub list: &'a CardList,
    pub seat: u8,
    pub decision: Decision,
    pub hand: &'a [CardId],
    pub dealt: &'a [CardId],
    pub commons: &'a [Slot],
    pub cloisters: &'a [Vec<Placed>],
    pub markers: u8,
    pub bonus_used: bool,
}

/// Calls `f` once per distinct card of `cards`.
fn distinct(cards: impl Iterator<Item = CardId> + Clone, mut f: impl FnMut(CardId)) {
    for (i, c) in cards.clone().enumerate() {
        if !cards.clone().take(i).any(|d| d == c) {
            f(c)
        }
    }
}

/// The face-up items of a Cloister.
pub(crate) fn items<'a>(
    list: &'a CardList,
    cl: &'a [Placed],
) -> impl Iterator<Item = CardId> + Clone + 'a {
    cl.iter()
        .filter(move |p| p.face_up && list.item(p.card).is_some())
        .map(|p| p.card)
}

/// The face-down characters of a Cloister (their ids, or hidden).
fn face_down(cl: &[Placed]) -> impl Iterator<Item = CardId> + Clone + '_ {
    cl.iter().filter(|p| !p.face_up).map(|p| p.card)
}

impl Table<'_> {
    fn ways(&self, card: CardId) -> &'static [Way] {
        if self.list.is_character(card) {
            &[Way::Ability, Way::FaceDown]
        } else {
            &[Way::Item]
        }
    }

    fn own(&self) -> &[Placed] {
        &self.cloisters[self.seat as usize]
    }

    /// Every legal action, in a fixed order.
    pub fn legal(&self, out: &mut Vec<Action>) {
        out.clear();
        let seat = self.seat;
        let list = self.list;
        match self.decision {
            Decision::KeepCharacter => distinct(self.dealt.iter().copied(), |card| {
                out.push(Action::Keep { seat, card })
            }),
            Decision::DecreeOrder => {
                out.push(Action::Order { seat, first: true });
                out.push(Action::Order { seat, first: false });
            }
            Decision::Turn => {
                if self.markers > 0 && !self.bonus_used {
                    distinct(face_down(self.own()), |card| {
                        if list.is_character(card) {
                            out.push(Action::Bonus { seat, card })
                        }
                    });
                }
                let before = out.len();
                distinct(self.hand.iter().copied(), |card| {
                    for &way in self.ways(card) {
                        out.push(Action::Play { seat, card, way });
                    }
                });
                for (i, s) in self.commons.iter().enumerate() {
                    for &way in self.ways(s.card) {
                        out.push(Action::Take {
                            seat,
                            slot: i as u8,
                            way,
                        });
                    }
                }
                if out.len() == before {
                    out.push(Action::Pass { seat });
                }
            }
            Decision::Replace { taken, .. } => {
                let taken = list.name(taken);
                distinct(self.hand.iter().copied(), |card| {
                    if list.name(card) != taken {
                        out.push(Action::Replace { seat, card })
                    }
                })
            }
            Decision::Sell { must, .. } => {
                distinct(items(list, self.own()), |card| {
                    out.push(Action::Sell { seat, card })
                });
                if !must || out.is_empty() {
                    out.push(Action::StopSelling { seat });
                }
            }
            Decision::Add { .. } => {
                for i in 0..self.commons.len() {
                    out.push(Action::Add {
                        seat,
                        slot: i as u8,
                    });
                }
            }
            Decision::DiscardItem => {
                for (t, cl) in self.cloisters.iter().enumerate() {
                    if t != seat as usize {
                        distinct(items(list, cl), |card| {
                            out.push(Action::Discard {
                                seat,
                                target: t as u8,
                                card,
                            })
                        });
                    }
                }
            }
            Decision::SwapItems => distinct(items(list, self.own()), |mine| {
                for (t, cl) in self.cloisters.iter().enumerate() {
                    if t != seat as usize {
                        distinct(items(list, cl), |theirs| {
                            out.push(Action::Swap {
                                seat,
                                mine,
                                target: t as u8,
                                theirs,
                            })
                        });
                    }
                }
            }),
        }
    }

    /// Why an action that answers the decision is not legal.
    pub fn why(&self, a: &Action) -> RuleError {
        let held = |c: CardId| self.hand.contains(&c);
        let is_item = |cl: &[Placed], c: CardId| items(self.list, cl).any(|d| d == c);
        let other = |t: u8| t != self.seat && (t as usize) < self.cloisters.len();
        match *a {
            Action::Keep { card, .. } => RuleError::CardNotThere(self.list.name(card).into()),
            Action::Bonus { .. } => RuleError::NoBonus,
            Action::Play { card, way, .. } if held(card) => RuleError::WrongWay(way),
            Action::Play { card, .. } => RuleError::CardNotThere(self.list.name(card).into()),
            Action::Take { slot, way, .. } if (slot as usize) < self.commons.len() => {
                RuleError::WrongWay(way)
            }
            Action::Take { slot, .. } | Action::Add { slot, .. } => RuleError::NoSuchSlot(slot),
            Action::Pass { .. } => RuleError::CannotPass,
            Action::Replace { card, .. } if held(card) => RuleError::SameName,
            Action::Replace { card, .. } | Action::Sell { card, .. } => {
                RuleError::CardNotThere(self.list.name(card).into())
            }
            Action::StopSelling { .. } => RuleError::MustSell,
            Action::Discard { target, .. } if !other(target) => RuleError::BadTarget(target),
            Action::Discard { card, .. } => RuleError::CardNotThere(self.list.name(card).into()),
            Action::Swap { mine, .. } if !is_item(self.own(), mine) => {
                RuleError::CardNotThere(self.list.name(mine).into())
            }
            Action::Swap { target, .. } if !other(target) => RuleError::BadTarget(target),
            Action::Swap { theirs, .. } => RuleError::CardNotThere(self.list.name(theirs).into()),
            Action::Order { .. } => RuleError::WrongDecision(self.decision),
        }
    }
}

/// Removes the first `card` of `v`; whether it was there.
pub(crate) fn take(v: &mut Vec<CardId>, card: CardId) -> bool {
    match v.iter().position(|&c| c == card) {
        Some(i) => {
            v.remove(i);
            true
        }
        None => false,
    }
}

impl Position {
    pub(crate) fn table(&self, seat: u8, decision: Decision) -> Table<'_> {
        let s = seat as usize;
        Table {
            list: &self.list,
            seat,
            decision,
            hand: &self.hands[s],
            dealt: &self.dealt[s],
            commons: &self.commons,
            cloisters: &self.cloisters,
            markers: self.markers[s],
            bonus_used: self.bonus_used,
        }
    }

    /// Whether `a` may be applied now, and why not.
    pub fn check(&self, a: &Action) -> Result<(), RuleError> {
        let Some((seat, d)) = self.pending else {
            return Err(RuleError::GameOver);
        };
        if a.seat() != seat {
            return Err(RuleError::NotYourTurn(seat));
        }
        if !a.answers(d) {
            return Err(RuleError::WrongDecision(d));
        }
        let t = self.table(seat, d);
        let mut legal = Vec::new();
        t.legal(&mut legal);
        if legal.contains(a) {
            Ok(())
        } else {
            Err(t.why(a))
        }
    }

    /// Applies a checked action.
    pub(crate) fn play(&mut self, a: Action) {
        match a {
            Action::Keep { seat, card } => {
                let s = seat as usize;
                take(&mut self.dealt[s], card);
                self.cloisters[s].push(Placed {
                    card,
                    face_up: false,
                });
                self.log.push(Event::Kept {
                    seat,
                    card: Some(card),
                });
                // KPV1: a seat keeps `kept` characters, one decision each.
                if self.cloisters[s].len() < usize::from(self.variant.kept)
                    && !self.dealt[s].is_empty()
                {
                    return;
                }
                let rest = std::mem::take(&mut self.dealt[s]);
                self.deck.extend(rest);
                if seat + 1 < self.players {
                    self.pending = Some((seat + 1, Decision::KeepCharacter));
                } else {
                    self.finish_setup();
                }
            }
            Action::Order { seat, first } => {
                self.order = round_order(self.players, self.decree, first);
                self.turn = 0;
                self.log.push(Event::OrderChosen { seat, first });
                self.start_turn();
            }
            Action::Bonus { seat, card } => {
                let s = seat as usize;
                self.markers[s] -= 1;
                self.bonus_used = true;
                if let Some(p) = self.cloisters[s]
                    .iter_mut()
                    .find(|p| !p.face_up && p.card == card)
                {
                    p.face_up = true;
                }
                self.log.push(Event::Bonus { seat, card });
                self.resolve(seat, card, Then::Turn);
            }
            Action::Play { seat, card, way } => {
                take(&mut self.hands[seat as usize], card);
                self.log.push(Event::Played {
                    seat,
                    card: Some(card),
                    way,
                    from_commons: None,
                });
                match way {
                    Way::Ability => self.resolve(seat, card, Then::Discard),
                    Way::FaceDown | Way::Item => {
                        self.place(seat, card, way);
                        self.end_turn();
                    }
                }
            }
            Action::Take { seat, slot, way } => {
                let Slot { card, coins } = self.commons.remove(slot as usize);
                self.coins[seat as usize] = self.coins[seat as usize].saturating_add(coins);
                self.log.push(Event::Played {
                    seat,
                    card: Some(card),
                    way,
                    from_commons: Some(coins),
                });
                match way {
                    Way::Ability => self.resolve(seat, card, Then::DiscardReplace),
                    Way::FaceDown => {
                        self.place(seat, card, way);
                        self.begin_replace(seat, card, self.variant.coins_for_character.into());
                    }
                    Way::Item => {
                        self.place(seat, card, way);
                        self.begin_replace(seat, card, self.variant.coins_for_item.into());
                    }
                }
            }
            Action::Pass { seat } => {
                self.log.push(Event::Passed { seat });
                self.end_turn();
            }
            Action::Replace { seat, card } => {
                let Some((_, Decision::Replace { coins, .. })) = self.pending else {
                    return;
                };
                take(&mut self.hands[seat as usize], card);
                self.commons.push(Slot { card, coins });
                self.minted += coins as u64;
                self.log.push(Event::Replaced { seat, card, coins });
                self.end_turn();
            }
            Action::Sell { .. }
            | Action::StopSelling { .. }
            | Action::Add { .. }
            | Action::Discard { .. }
            | Action::Swap { .. } => self.ability_choice(a),
        }
    }

    /// Puts a played card into its player's Cloister.
    fn place(&mut self, seat: u8, card: CardId, way: Way) {
        self.cloisters[seat as usize].push(Placed {
            card,
            face_up: way == Way::Item,
        });
    }

    /// Starts resolving a character's ability.
    fn resolve(&mut self, seat: u8, card: CardId, then: Then) {
        self.resolving = Some(Resolving {
            seat,
            card,
            step: 0,
            then,
        });
        self.advance();
    }

    /// After an ability: what follows it.
    pub(crate) fn ability_done(&mut self, r: Resolving) {
        self.resolving = None;
        match r.then {
            Then::Turn => self.pending = Some((r.seat, Decision::Turn)),
            Then::Discard => {
                self.discard.push(r.card);
                self.end_turn();
            }
            Then::DiscardReplace => {
                self.discard.push(r.card);
                self.begin_replace(r.seat, r.card, 2);
            }
        }
    }

    /// A card from the hand onto the Commons, if one does not match (P3).
    fn begin_replace(&mut self, seat: u8, taken: CardId, coins: u32) {
        let name = self.list.name(taken);
        if self.hands[seat as usize]
            .iter()
            .any(|&c| self.list.name(c) != name)
        {
            self.pending = Some((seat, Decision::Replace { taken, coins }));
        } else {
            self.log.push(Event::NoReplacement { seat });
            self.end_turn();
        }
    }

    fn start_turn(&mut self) {
        self.bonus_used = false;
        self.pending = Some((self.order[self.turn], Decision::Turn));
    }

    fn end_turn(&mut self) {
        self.turn += 1;
        if self.turn >= self.players as usize {
            self.end_round();
        } else {
            self.start_turn();
        }
    }

    /// The Decree holder's duties, in order.
    fn end_round(&mut self) {
        self.log.push(Event::RoundEnded { round: self.round });
        self.bonus_used = false;
        if self.hands.iter().any(Vec::is_empty) {
            self.finish();
            return;
        }
        let mut discarded = Vec::new();
        let mut kept = Vec::new();
        for s in std::mem::take(&mut self.commons) {
            if s.coins > 0 {
                self.returned += s.coins as u64;
                self.discard.push(s.card);
                discarded.push(s.card);
            } else {
                kept.push(Slot {
                    card: s.card,
                    coins: self.variant.round_coins.into(),
                });
            }
        }
        self.minted += kept.len() as u64 * u64::from(self.variant.round_coins);
        self.commons = kept;
        self.log.push(Event::CommonsChecked {
            discarded,
            coined: self.commons.len() as u8,
        });
        self.refill_commons();
        self.decree = (self.decree + 1) % self.players;
        self.log.push(Event::DecreePassed { seat: self.decree });
        self.hands.rotate_right(1);
        self.log.push(Event::HandsPassed);
        self.round += 1;
        self.order.clear();
        self.turn = 0;
        self.pending = Some((self.decree, Decision::DecreeOrder));
    }

    /// The end: reveal, score, find the winners (most coins, then most
    /// Cloister cards, then shared).
    fn finish(&mut self) {
        for s in 0..self.players {
            let cards: Vec<CardId> = face_down(&self.cloisters[s as usize]).collect();
            if !cards.is_empty() {
                self.log.push(Event::Revealed { seat: s, cards });
            }
        }
        let sheets: Vec<_> = (0..self.players).map(|s| self.score_sheet(s)).collect();
        let best = sheets
            .iter()
            .map(|s| (s.total, s.cloister_cards))
            .max()
            .expect("at least two players");
        let winners: Vec<u8> = sheets
            .iter()
            .filter(|s| (s.total, s.cloister_cards) == best)
            .map(|s| s.seat)
            .collect();
        self.log.push(Event::GameEnded {
            winners: winners.clone(),
        });
        self.outcome = Some(Outcome {
            winners,
            totals: sheets.iter().map(|s| s.total).collect(),
        });
        self.pending = None;
        self.order.clear();
    }
}
