//! What one seat may know ("What each player knows" in the rules).
//!
//! [`SeatView`] borrows a position and exposes only what its seat may see, so
//! a bot given a `SeatView` cannot read another hand, the draw order or a
//! burned card. [`PlayerView`] is the same information as owned,
//! serializable data for the app, also for a viewer who is no seat (the
//! table as everyone sees it). Neither holds the log: it is read as lines
//! through the engine, each viewer's hidden cards masked.

use crate::actions::{ActionList, Decision};
use crate::cards::{Card, Colour};
use crate::deck::Hand;
use crate::position::Position;
use crate::rulings::Rulings;
use keep_core::Engine;
use serde::{Deserialize, Serialize};

keep_core::seat_view!(Position);

impl<'a> SeatView<'a> {
    /// Number of seats.
    pub fn players(&self) -> usize {
        self.pos.players()
    }
    /// The rulings in force.
    pub fn rulings(&self) -> Rulings {
        self.pos.rulings()
    }
    /// The seat's own hand.
    pub fn hand(&self) -> &'a Hand {
        self.pos.hand(self.seat)
    }
    /// How many cards `seat` holds.
    pub fn hand_count(&self, seat: u8) -> usize {
        self.pos.hand(seat).len()
    }
    /// Shields in front of `seat`.
    pub fn shields(&self, seat: u8) -> u8 {
        self.pos.shields(seat)
    }
    /// True when `seat` is out.
    pub fn is_out(&self, seat: u8) -> bool {
        self.pos.is_out(seat)
    }
    /// Seats still in.
    pub fn players_in(&self) -> usize {
        self.pos.players_in()
    }
    /// The discard pile (every card in it was played face up), top last.
    pub fn discard_pile(&self) -> &'a [Card] {
        self.pos.discard_pile()
    }
    /// The top card of the discard pile.
    pub fn top(&self) -> Option<Card> {
        self.pos.top()
    }
    /// Cards in the draw pile.
    pub fn draw_count(&self) -> usize {
        self.pos.draw_pile().len()
    }
    /// Cards in the burn pile (face down).
    pub fn burn_count(&self) -> usize {
        self.pos.burn_pile().len()
    }
    /// The active colour.
    pub fn active_colour(&self) -> Option<Colour> {
        self.pos.active_colour()
    }
    /// The direction of play.
    pub fn direction(&self) -> i8 {
        self.pos.direction()
    }
    /// Whose turn it is.
    pub fn current(&self) -> u8 {
        self.pos.current()
    }
    /// True when this seat must decide now.
    pub fn to_decide(&self) -> bool {
        matches!(self.pos.pending(), Some((s, _)) if s == self.seat)
    }
    /// True when this seat may play `card` now (its own knowledge: K3).
    pub fn is_playable(&self, card: Card) -> bool {
        self.pos.is_playable(card)
    }
    /// Why `card` may not be played now, in words.
    pub fn why_not_playable(&self, card: Card) -> Option<String> {
        self.pos.why_not_playable(card)
    }
    /// The seat's legal actions into an inline list, allocating nothing
    /// (empty when it is not this seat's decision).
    pub fn fill_legal(&self, out: &mut ActionList) {
        if self.to_decide() {
            self.pos.fill_legal(out);
        } else {
            out.clear();
        }
    }
}

/// Everything one seat may know, as plain data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose view (`None`: any player's).
    pub seat: Option<u8>,
    /// Number of seats.
    pub players: usize,
    /// The rulings in force.
    pub rulings: Rulings,
    /// The seat's own hand, in card order (empty for no seat).
    pub hand: Vec<Card>,
    /// Cards held by each seat.
    pub hand_counts: Vec<usize>,
    /// Shields in front of each seat.
    pub shields: Vec<u8>,
    /// The discard pile, top last.
    pub discard: Vec<Card>,
    /// Cards in the draw pile.
    pub draw_count: usize,
    /// Cards in the burn pile.
    pub burn_count: usize,
    /// Cards that left the game (used Shields).
    pub removed_count: usize,
    /// The active colour.
    pub active_colour: Option<Colour>,
    /// The direction of play.
    pub direction: i8,
    /// Whose turn it is.
    pub current: u8,
    /// Who must decide what.
    pub pending: Option<(u8, Decision)>,
    /// Seats out, in order.
    pub out: Vec<u8>,
    /// The winner, once over.
    pub winner: Option<u8>,
    /// True once the game has ended.
    pub over: bool,
    /// Turns begun.
    pub turn: u32,
}

impl PlayerView {
    /// The top card of the discard pile.
    pub fn top(&self) -> Option<Card> {
        self.discard.last().copied()
    }
    /// True when `seat` is out.
    pub fn is_out(&self, seat: u8) -> bool {
        self.out.contains(&seat)
    }
    /// Why `card` may not be played now (K3), in words; `None` when it may.
    pub fn why_not_playable(&self, card: Card) -> Option<String> {
        let top = self.top();
        (crate::turn::playable_kinds(top, self.active_colour) & card.bit() == 0)
            .then(|| crate::turn::unplayable_reason(card, top, self.active_colour))
    }
}
