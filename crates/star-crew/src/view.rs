//! What one seat may know: its own hand (order and ends), every hand's size,
//! the formation, every player's captures, patches and Warp.

use crate::actions::Decision;
use crate::cards::Card;
use crate::events::ScoreLine;
use crate::position::Position;
use keep_core::Engine;
use serde::{Deserialize, Serialize};

keep_core::seat_view!(Position);

impl<'a> SeatView<'a> {
    /// Number of seats.
    pub fn players(&self) -> usize {
        self.pos.players()
    }
    /// The seat's own hand, in order.
    pub fn hand(&self) -> &'a [Card] {
        self.pos.hand(self.seat)
    }
    /// Cards `seat` holds.
    pub fn hand_count(&self, seat: u8) -> usize {
        self.pos.hand(seat).len()
    }
    /// The formation.
    pub fn formation(&self) -> &'a [Card] {
        self.pos.formation()
    }
    /// Its owner.
    pub fn owner(&self) -> Option<u8> {
        self.pos.owner()
    }
    /// Captured cards this round.
    pub fn captured(&self, seat: u8) -> u32 {
        self.pos.captured(seat)
    }
    /// Patches this round.
    pub fn patches(&self, seat: u8) -> u32 {
        self.pos.patches(seat)
    }
    /// Warp used this round.
    pub fn warp_used(&self, seat: u8) -> bool {
        self.pos.warp_used(seat)
    }
    /// Total score from finished rounds.
    pub fn score(&self, seat: u8) -> i32 {
        self.pos.score(seat)
    }
    /// The round, from 1, and how many there are.
    pub fn round(&self) -> (u8, u8) {
        (self.pos.round(), self.pos.rounds())
    }
}

/// Everything one seat may know, as plain data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose view (`None`: any player's).
    pub seat: Option<u8>,
    /// The seat's own hand, in order (empty for no seat).
    pub hand: Vec<Card>,
    /// Each seat's hand size.
    pub hand_counts: Vec<usize>,
    /// The formation.
    pub formation: Vec<Card>,
    /// Its owner.
    pub owner: Option<u8>,
    /// Captures this round.
    pub captured: Vec<u32>,
    /// Patches this round.
    pub patches: Vec<u32>,
    /// Warp used this round.
    pub warp_used: Vec<bool>,
    /// Totals from finished rounds.
    pub scores: Vec<i32>,
    /// Each finished round's score lines.
    pub history: Vec<Vec<ScoreLine>>,
    /// The round, from 1.
    pub round: u8,
    /// Rounds in the game.
    pub rounds: u8,
    /// Who must decide what.
    pub pending: Option<(u8, Decision)>,
    /// Winners once over.
    pub winners: Vec<u8>,
}
