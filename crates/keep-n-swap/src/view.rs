//! What one player may know: their own hand, the other hand's size, both
//! draw piles' sizes, the discard pile, every revealed pair, and never the
//! other player's choice before both have chosen.

use crate::actions::Decision;
use crate::cards::Card;
use crate::events::Event;
use crate::position::{Outcome, Position};
use serde::{Deserialize, Serialize};

keep_core::seat_view!(Position);

impl<'a> SeatView<'a> {
    /// The own hand.
    pub fn hand(&self) -> &'a [Card] {
        self.pos.hand(self.seat)
    }
    /// The own secret choice this round, if made.
    pub fn my_choice(&self) -> Option<Card> {
        self.pos.choice(self.seat)
    }
    /// Cards in `seat`'s hand.
    pub fn hand_count(&self, seat: u8) -> usize {
        self.pos.hand(seat).len()
    }
    /// Cards in `seat`'s draw pile.
    pub fn draw_count(&self, seat: u8) -> usize {
        self.pos.draw_pile(seat).len()
    }
    /// The discard pile, top last.
    pub fn discard_pile(&self) -> &'a [Card] {
        self.pos.discard_pile()
    }
    /// The discard pile's top before this round (what a King may claim).
    pub fn top_before(&self) -> Option<Card> {
        self.pos.top_before()
    }
    /// The previous round's revealed cards.
    pub fn last_played(&self) -> [Option<Card>; 2] {
        self.pos.last_played()
    }
    /// The outcome, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.pos.outcome()
    }
}

/// The last revealed pair and what followed it, as a viewer saw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    /// Seat 0's and seat 1's cards.
    pub cards: [Card; 2],
    /// The events that followed (choices and refills left out), masked.
    pub then: Vec<Event>,
}

/// Everything one seat may know, as plain data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose (`None`: any player's).
    pub seat: Option<u8>,
    /// Own hand (empty for no seat).
    pub hand: Vec<Card>,
    /// Own choice this round.
    pub my_choice: Option<Card>,
    /// Whether each seat has chosen this round (not what).
    pub chosen: [bool; 2],
    /// Both hand sizes.
    pub hand_counts: [usize; 2],
    /// Both draw pile sizes.
    pub draw_counts: [usize; 2],
    /// The discard pile, top last.
    pub discard: Vec<Card>,
    /// The discard pile's top before this round (what a King may claim).
    pub top_before: Option<Card>,
    /// The previous round's revealed cards.
    pub last_played: [Option<Card>; 2],
    /// The last revealed pair and its result.
    pub last_reveal: Option<Reveal>,
    /// The round, from 1.
    pub round: u32,
    /// Who decides what.
    pub pending: Option<(u8, Decision)>,
    /// The outcome.
    pub outcome: Option<Outcome>,
}
