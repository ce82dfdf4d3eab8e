//! A turn: which actions are legal, and applying one (catch-up draws, card
//! effects, Chaos burns, knock-outs and the next turn).

use crate::actions::{Action, ActionList, Choice, Decision, RuleError};
use crate::cards::{
    Card, Colour, Kind, CHARACTER_MASK, COLOUR_MASKS, GREY_MASK, PLAIN_MASK, TARGET_MASK,
    VALUE_MASKS,
};
use crate::deck::{below, shuffle};
use crate::events::{DrawReason, Event, OutCause};
use crate::position::Position;
use crate::rulings::{SimultaneousKnockout, UsedShields};
use keep_core::Engine;

/// The kinds playable (K3) on `top` while `active` is the active colour,
/// one bit per kind: every grey card (a Swap's bit comes from its colours),
/// the active colour's cards, and the cards matching the top card by value
/// or action. The one statement of K3: [`Position::fill_legal`],
/// [`Position::check`] and every view read it.
#[inline]
pub fn playable_kinds(top: Option<Card>, active: Option<Colour>) -> u64 {
    GREY_MASK
        | active.map_or(0, |c| COLOUR_MASKS[c.index()])
        | top.map_or(0, |t| VALUE_MASKS[t.index()])
}

/// Why K3 refuses `card` on `top` while `active` is the active colour, in
/// words (only worded once [`playable_kinds`] refused it).
pub fn unplayable_reason(card: Card, top: Option<Card>, active: Option<Colour>) -> String {
    let active_name = active.map(Colour::name).unwrap_or("not named yet");
    match card.kind() {
        Kind::Swap(a, b) => format!(
            "a Swap {}/{} needs the active colour to be {} or {} (it is {active_name})",
            a.code(),
            b.code(),
            a.name(),
            b.name()
        ),
        _ => {
            let top_name = top.map(|c| c.name()).unwrap_or_else(|| "nothing".into());
            format!("it matches neither the active colour ({active_name}) nor the top card ({top_name})")
        }
    }
}

impl Position {
    /// Why `card` may not be played now (K3), or `None` when it may.
    pub fn why_not_playable(&self, card: Card) -> Option<String> {
        (!self.is_playable(card)).then(|| unplayable_reason(card, self.top(), self.active))
    }

    /// The kinds that may be played now (K3), one bit per kind.
    pub fn playable_mask(&self) -> u64 {
        self.playable
    }

    /// Recomputes [`Position::playable_mask`] after the top card or the
    /// active colour changed.
    #[inline]
    pub(crate) fn refresh_playable(&mut self) {
        self.playable = playable_kinds(self.top(), self.active);
    }

    /// True when `card` may be played now (K3).
    pub fn is_playable(&self, card: Card) -> bool {
        self.playable & card.bit() != 0
    }

    /// The other seats still in, as a bit mask (the targets `seat` may name).
    fn targets_of(&self, seat: u8) -> u32 {
        ((1u32 << self.players()) - 1) & !u32::from(self.out_mask) & !(1u32 << seat)
    }

    /// The plays of a playable Wild (each colour), Capture +1 or Swap (each
    /// target) or Capture +2 (each pair of targets once, lower seat first).
    pub(crate) fn push_special_plays(&self, seat: u8, card: Card, out: &mut ActionList) {
        let play = |choice| Action::Play { seat, card, choice };
        if TARGET_MASK & card.bit() != 0 {
            let mut targets = self.targets_of(seat);
            while targets != 0 {
                let t = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                out.push(play(Choice::Target(t)));
            }
        } else if card == Card::WILD {
            for c in Colour::ALL {
                out.push(play(Choice::Colour(c)));
            }
        } else {
            let mut firsts = self.targets_of(seat);
            while firsts != 0 {
                let a = firsts.trailing_zeros() as u8;
                let mut seconds = firsts;
                firsts &= firsts - 1;
                while seconds != 0 {
                    let b = seconds.trailing_zeros() as u8;
                    seconds &= seconds - 1;
                    out.push(play(Choice::Targets(a, b)));
                }
            }
        }
    }

    /// Checks `action` against the pending decision without changing
    /// anything: it is legal exactly when it is one of
    /// [`Position::fill_legal`]'s (a Capture +2's targets taken in either
    /// order: see [`Action::normalised`]); why not is worked out only when
    /// it is not.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        let action = action.normalised();
        // Through the engine's list (one copy of the listing in a build).
        if keep_core::Engine::legal_actions(self).contains(&action) {
            Ok(())
        } else {
            Err(self.refusal(&action))
        }
    }

    /// Why `action`, which is not among the legal actions, is refused.
    fn refusal(&self, action: &Action) -> RuleError {
        match self.reason(action) {
            Err(e) => e,
            // Every refusal has a reason above; were one missed, the action
            // is still refused, as not one the rules ask for now.
            Ok(()) => RuleError::WrongDecision {
                expected: self.pending.map_or(Decision::PlayOrBurn, |p| p.1),
            },
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
            (Decision::NameColour, Action::NameColour { .. }) => Ok(()),
            (Decision::ChaosBurn, Action::ChaosBurn { card, .. })
            | (Decision::PlayOrBurn, Action::Burn { card, .. }) => {
                if hand.contains(card) {
                    Ok(())
                } else {
                    Err(RuleError::CardNotHeld(card))
                }
            }
            (Decision::PlayOrBurn, Action::Play { card, choice, .. }) => {
                if !hand.contains(card) {
                    return Err(RuleError::CardNotHeld(card));
                }
                if !self.is_playable(card) {
                    let reason = unplayable_reason(card, self.top(), self.active);
                    return Err(RuleError::NotPlayable { card, reason });
                }
                let bit = card.bit();
                match choice {
                    Choice::None if PLAIN_MASK & bit != 0 => Ok(()),
                    Choice::None if card == Card::WILD => Err(RuleError::MissingColour),
                    Choice::None => Err(RuleError::MissingTarget(card)),
                    Choice::Target(t) if TARGET_MASK & bit != 0 => self.check_target(seat, t),
                    Choice::Targets(a, b) if card == Card::CAPTURE2 => {
                        self.check_target(seat, a)?;
                        self.check_target(seat, b)
                    }
                    Choice::Colour(_) if card == Card::WILD => Ok(()),
                    _ => Err(RuleError::ExtraChoice(card)),
                }
            }
            _ => Err(RuleError::WrongDecision { expected: decision }),
        }
    }

    fn check_target(&self, seat: u8, target: u8) -> Result<(), RuleError> {
        if target as usize >= self.players() {
            Err(RuleError::BadTarget {
                target,
                reason: "there is no such seat",
            })
        } else if target == seat {
            Err(RuleError::BadTarget {
                target,
                reason: "a player cannot target themselves",
            })
        } else if self.is_out(target) {
            Err(RuleError::BadTarget {
                target,
                reason: "that player is out",
            })
        } else {
            Ok(())
        }
    }

    /// Carries out an action already known to be legal.
    #[inline]
    pub(crate) fn step(&mut self, action: Action) {
        let seat = action.seat();
        // Whose card ends the turn now (None while a decision remains).
        let turn_ends_by = match action {
            Action::NameColour { colour, .. } => {
                self.active = Some(colour);
                self.refresh_playable();
                self.emit(Event::ColourNamed { seat, colour });
                self.pending = Some((seat, Decision::PlayOrBurn));
                None
            }
            Action::Burn { card, .. } => {
                self.take_from_hand(seat, card, OutCause::OwnCard);
                self.burn.push(card);
                self.tally.burns += 1;
                self.emit(Event::Burned {
                    seat,
                    card: Some(card),
                });
                Some(seat)
            }
            Action::ChaosBurn { card, .. } => {
                self.chaos_chosen.push((seat, card));
                self.chaos_queue.remove(0);
                if let Some(&next) = self.chaos_queue.first() {
                    self.pending = Some((next, Decision::ChaosBurn));
                    None
                } else {
                    for i in 0..self.chaos_chosen.len() {
                        let (s, c) = self.chaos_chosen[i];
                        self.take_from_hand(s, c, OutCause::Chaos);
                        self.burn.push(c);
                        self.tally.chaos_burns += 1;
                        self.emit(Event::ChaosBurned {
                            seat: s,
                            card: Some(c),
                        });
                    }
                    self.chaos_chosen.clear();
                    Some(self.chaos_by)
                }
            }
            Action::Play { card, choice, .. } => self.play(seat, card, choice).then_some(seat),
        };
        if let Some(actor) = turn_ends_by {
            self.finish_turn(actor);
        }
    }

    #[inline]
    fn take_from_hand(&mut self, seat: u8, card: Card, cause: OutCause) {
        self.hands[seat as usize].remove(card);
        if self.hands[seat as usize].is_empty() {
            self.emptied_by[seat as usize] = cause;
            self.emptied |= 1 << seat;
        }
    }

    /// Plays a card and its effect; false while its Chaos waits for burns.
    #[inline]
    fn play(&mut self, seat: u8, card: Card, choice: Choice) -> bool {
        self.take_from_hand(seat, card, OutCause::OwnCard);
        let (target, second) = match choice {
            Choice::Target(t) => (Some(t), None),
            Choice::Targets(a, b) => (Some(a), Some(b)),
            _ => (None, None),
        };
        self.emit(Event::Played {
            seat,
            card,
            target,
            second,
        });
        if card != Card::SHIELD {
            self.discard.push(card);
        }
        if let Some(c) = card.colour() {
            self.active = Some(c);
        }
        if let Choice::Colour(c) = choice {
            self.active = Some(c);
        }
        self.refresh_playable();
        CHARACTER_MASK & card.bit() != 0 || self.effect(seat, card, choice)
    }

    /// The effect of a card other than a character; false while a Chaos
    /// waits for burns.
    fn effect(&mut self, seat: u8, card: Card, choice: Choice) -> bool {
        match (card.kind(), choice) {
            (Kind::Reverse(_), _) => {
                if self.players_in() > 2 {
                    self.direction = -self.direction;
                    self.emit(Event::DirectionChanged {
                        direction: self.direction,
                    });
                } else {
                    self.emit(Event::ReverseIgnored);
                }
            }
            (Kind::Capture(_), Choice::Target(t)) => {
                for _ in 0..self.variant.capture1_takes {
                    self.take(seat, t);
                }
            }
            (Kind::Wild, Choice::Colour(colour)) => {
                self.emit(Event::ColourNamed { seat, colour });
            }
            (Kind::Capture2, Choice::Targets(a, b)) => {
                // CV2: every take from the first target, then the second's.
                for _ in 0..self.variant.capture2_takes {
                    self.take(seat, a);
                }
                for _ in 0..self.variant.capture2_takes {
                    self.take(seat, b);
                }
            }
            (Kind::Chaos, _) => {
                self.emit(Event::ChaosAsked { by: seat });
                self.chaos_by = seat;
                self.chaos_queue.clear();
                self.chaos_chosen.clear();
                let n = self.players() as i32;
                for i in 1..n {
                    let s = (seat as i32 + i * self.direction as i32).rem_euclid(n) as u8;
                    if self.is_out(s) || self.hands[s as usize].is_empty() {
                        continue;
                    }
                    if self.shields[s as usize] > 0 {
                        self.use_shield(s);
                    } else {
                        self.chaos_queue.push(s);
                    }
                }
                if let Some(&first) = self.chaos_queue.first() {
                    self.pending = Some((first, Decision::ChaosBurn));
                    return false;
                }
            }
            (Kind::Draw3, _) => {
                for _ in 0..self.variant.draw3_cards {
                    self.draw_one(seat, DrawReason::Draw3);
                }
            }
            (Kind::Shield, _) => {
                self.shields[seat as usize] += 1;
                self.tally.shields_played += 1;
                self.emit(Event::ShieldPlaced { seat });
            }
            (Kind::Swap(..), Choice::Target(t)) => {
                self.hands.swap(seat as usize, t as usize);
                self.tally.swaps += 1;
                if self.hands[t as usize].is_empty() {
                    self.emptied_by[t as usize] = OutCause::Swap;
                    self.emptied |= 1 << t;
                }
                self.emit(Event::Swapped { by: seat, with: t });
            }
            _ => {}
        }
        true
    }

    fn use_shield(&mut self, seat: u8) {
        self.shields[seat as usize] -= 1;
        match self.rulings.used_shields {
            UsedShields::LeaveGame => self.removed.push(Card::SHIELD),
            UsedShields::BurnPile => self.burn.push(Card::SHIELD),
        }
        self.tally.shields_used += 1;
        self.emit(Event::Blocked { seat });
    }

    /// One take (K5) by `by` from `from`.
    fn take(&mut self, by: u8, from: u8) {
        if self.shields[from as usize] > 0 {
            self.use_shield(from);
            return;
        }
        let len = self.hands[from as usize].len();
        if len == 0 {
            self.emit(Event::TookNothing { by, from });
            return;
        }
        let i = below(&mut self.rng, len as u32) as usize;
        let card = self.hands[from as usize]
            .nth(i)
            .expect("index below the hand's length");
        self.take_from_hand(from, card, OutCause::Take);
        self.hands[by as usize].add(card);
        self.tally.captures += 1;
        self.emit(Event::Took {
            by,
            from,
            card: Some(card),
        });
    }

    /// Draws one card for `seat`, reshuffling when the draw pile is empty.
    #[inline(always)]
    fn draw_one(&mut self, seat: u8, reason: DrawReason) {
        match self.draw.pop().or_else(|| self.reshuffle_and_draw()) {
            Some(card) => {
                self.hands[seat as usize].add(card);
                self.emit(Event::Drew {
                    seat,
                    card: Some(card),
                    reason,
                });
            }
            None => self.emit(Event::NothingToDraw { seat }),
        }
    }

    /// The draw pile is empty: reshuffle, then take its top card (if any).
    #[cold]
    fn reshuffle_and_draw(&mut self) -> Option<Card> {
        self.reshuffle();
        self.draw.pop()
    }

    /// C5: the discard pile but its top card, then the burn pile, shuffled
    /// into a new draw pile (when there is anything to shuffle).
    #[cold]
    fn reshuffle(&mut self) {
        let top = self.discard.pop();
        self.draw.append(&mut self.discard);
        self.draw.append(&mut self.burn);
        self.discard.extend(top);
        if !self.draw.is_empty() {
            shuffle(&mut self.rng, &mut self.draw);
            self.tally.reshuffles += 1;
            self.emit(Event::Reshuffled {
                cards: self.draw.len() as u8,
            });
        }
    }

    /// K8 knock-outs after `actor`'s card and its whole effect, then the next turn.
    #[inline]
    fn finish_turn(&mut self, actor: u8) {
        let emptied = self.emptied & !self.out_mask;
        self.emptied = 0;
        // Most turns empty no hand: then nobody goes out and play goes on.
        if emptied != 0 && self.knock_out(emptied, actor) {
            return;
        }
        let next = self.next_seat_in(self.current);
        self.begin_turn(next);
    }

    /// Puts out the `emptied` seats whose hands are still empty, in seat
    /// order; true when that ends the game (its winner or draw recorded).
    fn knock_out(&mut self, mut emptied: u8, actor: u8) -> bool {
        while emptied != 0 {
            let s = emptied.trailing_zeros() as u8;
            emptied &= emptied - 1;
            if self.hands[s as usize].is_empty() {
                self.out.push(s);
                self.out_mask |= 1 << s;
                self.tally.last_out = Some(self.emptied_by[s as usize]);
                self.emit(Event::Out {
                    seat: s,
                    cause: self.emptied_by[s as usize],
                });
            }
        }
        let players_in = self.players_in();
        if players_in <= 1 {
            self.over = true;
            self.pending = None;
            if players_in == 1 {
                let seat = (0..self.players() as u8)
                    .find(|&s| !self.is_out(s))
                    .expect("one player is in");
                self.winner = Some(seat);
                self.emit(Event::Won {
                    seat,
                    simultaneous: false,
                });
            } else {
                match self.rulings.simultaneous_knockout {
                    SimultaneousKnockout::PlayerWhoPlayed => {
                        self.tally.simultaneous = true;
                        self.winner = Some(actor);
                        self.emit(Event::Won {
                            seat: actor,
                            simultaneous: true,
                        });
                    }
                    SimultaneousKnockout::Draw => {
                        self.tally.simultaneous = true;
                        self.emit(Event::Drawn)
                    }
                }
            }
        }
        players_in <= 1
    }

    /// The next seat after `seat`, in the direction of play, that is still in
    /// (at least one other player is in when this is called).
    fn next_seat_in(&self, seat: u8) -> u8 {
        let others = self.targets_of(seat);
        if others == 0 {
            return seat;
        }
        if self.direction == 1 {
            // The lowest seat above `seat`, else the lowest of all.
            let above = others & !((2u32 << seat) - 1);
            let pick = if above != 0 { above } else { others };
            pick.trailing_zeros() as u8
        } else {
            // The highest seat below `seat`, else the highest of all.
            let below = others & ((1u32 << seat) - 1);
            let pick = if below != 0 { below } else { others };
            (31 - pick.leading_zeros()) as u8
        }
    }

    /// Starts `seat`'s turn: the catch-up draw, then the pending decision.
    #[inline(always)]
    pub(crate) fn begin_turn(&mut self, seat: u8) {
        self.current = seat;
        self.turn += 1;
        self.emit(Event::TurnStarted {
            seat,
            turn: self.turn,
        });
        // Catch up: at most 3 cards with three or more players in, 1 with two
        // (the seat is in, so it holds at least one card); the variant's
        // numbers (CV3).
        let len = self.hands[seat as usize].len();
        let limit = self.variant.catch_up_for(self.players_in());
        if len <= limit {
            self.draw_one(seat, DrawReason::CatchUp);
        }
        let decision = if self.active.is_none() {
            Decision::NameColour
        } else {
            Decision::PlayOrBurn
        };
        self.pending = Some((seat, decision));
    }
}

impl Position {
    /// Records an event in the log.
    #[inline]
    pub(crate) fn emit(&mut self, event: Event) {
        if self.logging {
            self.log.push(event);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::MAX_ACTIONS;
    use crate::position::Setup;

    /// The legal actions of a Play-or-burn decision, listed the slow way
    /// from each card's [`Kind`] (the reference for the mask-based list).
    fn reference(pos: &Position, seat: u8) -> Vec<Action> {
        let targets: Vec<u8> = (0..pos.players() as u8)
            .filter(|&t| t != seat && !pos.is_out(t))
            .collect();
        let mut v = Vec::new();
        for card in pos.hand(seat).kinds() {
            if pos.why_not_playable(card).is_none() {
                let play = |choice| Action::Play { seat, card, choice };
                match card.kind() {
                    Kind::Wild => v.extend(Colour::ALL.map(|c| play(Choice::Colour(c)))),
                    Kind::Capture(_) | Kind::Swap(..) => {
                        v.extend(targets.iter().map(|&t| play(Choice::Target(t))))
                    }
                    Kind::Capture2 => {
                        for (i, &a) in targets.iter().enumerate() {
                            for &b in &targets[i..] {
                                v.push(play(Choice::Targets(a, b)));
                            }
                        }
                    }
                    _ => v.push(play(Choice::None)),
                }
            }
            v.push(Action::Burn { seat, card });
        }
        v
    }

    /// A seat holding every kind, six players, every top card and colour:
    /// the list matches the reference and never needs more than MAX_ACTIONS.
    #[test]
    fn the_largest_lists_fit_and_match_the_reference() {
        let mut most = 0;
        for top in Card::all().filter(|c| !c.is_refused_as_start()) {
            for colour in Colour::ALL {
                let mut hands = vec![Card::all().collect::<Vec<_>>()];
                let others = Card::all().filter(|&c| c.copies() == 2 && c != top);
                hands.extend(others.take(5).map(|c| vec![c]));
                hands[0].retain(|&c| c != top || c.copies() > 1);
                let setup = Setup {
                    hands,
                    shields: vec![0; 6],
                    draw: vec![],
                    discard: vec![top],
                    burn: vec![],
                    removed: vec![],
                    active_colour: Some(colour),
                    direction: 1,
                    current: 0,
                };
                let pos = Position::from_setup(&setup, Default::default(), 1).unwrap();
                let mut list = ActionList::default();
                pos.fill_legal(&mut list);
                assert_eq!(
                    list.as_slice(),
                    reference(&pos, 0).as_slice(),
                    "{top} {colour}"
                );
                most = most.max(list.len());
            }
        }
        assert!(most <= MAX_ACTIONS, "{most} actions");
    }
}
