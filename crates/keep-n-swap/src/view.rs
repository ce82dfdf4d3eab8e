//! What one player may know: their own hand, the other hand's size, both
//! draw piles' sizes, the discard pile, every revealed pair, and never the
//! other player's choice before both have chosen.

use crate::cards::Card;
use crate::events::Event;
use crate::game::{Action, Decision, Outcome, Position};
use serde::{Deserialize, Serialize};

/// A seat's window onto a position.
#[derive(Clone, Copy)]
pub struct SeatView<'a> {
    pos: &'a Position,
    seat: u8,
}

impl Position {
    /// What `seat` may know.
    pub fn view(&self, seat: u8) -> SeatView<'_> {
        SeatView { pos: self, seat }
    }
}

impl<'a> SeatView<'a> {
    /// Whose view.
    pub fn seat(&self) -> u8 {
        self.seat
    }
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
    /// Who must decide what.
    pub fn pending(&self) -> Option<(u8, Decision)> {
        self.pos.pending()
    }
    /// The outcome, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.pos.outcome()
    }
    /// The seat's legal actions (empty when it is not its decision).
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        match self.pos.pending() {
            Some((s, _)) if s == self.seat => self.pos.legal_actions(out),
            _ => out.clear(),
        }
    }
    /// The log as this seat sees it.
    pub fn log(&self) -> impl Iterator<Item = Event> + 'a {
        let seat = self.seat;
        self.pos.log().iter().map(move |e| e.seen_by(Some(seat)))
    }
    /// The owned, serializable view.
    pub fn to_player_view(&self) -> PlayerView {
        PlayerView {
            seat: self.seat,
            hand: self.hand().to_vec(),
            my_choice: self.my_choice(),
            hand_counts: [self.hand_count(0), self.hand_count(1)],
            draw_counts: [self.draw_count(0), self.draw_count(1)],
            discard: self.discard_pile().to_vec(),
            pending: self.pending(),
            outcome: self.outcome(),
            log: self.log().collect(),
        }
    }
}

/// Everything one seat may know, as plain data.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose.
    pub seat: u8,
    /// Own hand.
    pub hand: Vec<Card>,
    /// Own choice this round.
    pub my_choice: Option<Card>,
    /// Both hand sizes.
    pub hand_counts: [usize; 2],
    /// Both draw pile sizes.
    pub draw_counts: [usize; 2],
    /// The discard pile.
    pub discard: Vec<Card>,
    /// Who decides what.
    pub pending: Option<(u8, Decision)>,
    /// The outcome.
    pub outcome: Option<Outcome>,
    /// The log as seen.
    pub log: Vec<Event>,
}
