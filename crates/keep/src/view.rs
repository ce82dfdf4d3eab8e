//! What one player may know: their own hand and face-down characters; hand
//! sizes; every face-up Cloister card and the number of face-down
//! characters; the Commons with its coins; everyone's coins and markers; the
//! discard pile and the deck's size. Bots decide from this alone.

use crate::actions::{Action, Decision};
use crate::cards::{CardId, CardList};
use crate::position::{Outcome, Placed, Position, Resolving, Slot};
use crate::turn::Table;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

keep_core::seat_view!(Position);

/// A seat's owned, serializable view of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose view (`None`: any player's; the log is [`Position::log`]
    /// through [`crate::Event::seen_by`]).
    pub seat: Option<u8>,
    /// The card list.
    pub list: Arc<CardList>,
    /// The game's numbers (absent in JSON while they are the rules').
    #[serde(default, skip_serializing_if = "keep_core::Variant::is_rules")]
    pub variant: crate::variant::Variant,
    /// The own hand.
    pub hand: Vec<CardId>,
    /// Characters dealt to choose from (own, at the start).
    pub dealt: Vec<CardId>,
    /// Every hand's size.
    pub hand_counts: Vec<usize>,
    /// Every Cloister; others' face-down characters are [`CardId::HIDDEN`]
    /// (until the game ends).
    pub cloisters: Vec<Vec<Placed>>,
    /// Everyone's coins.
    pub coins: Vec<u32>,
    /// Everyone's bonus markers.
    pub markers: Vec<u8>,
    /// The Commons.
    pub commons: Vec<Slot>,
    /// Cards in the deck.
    pub deck_count: usize,
    /// The discard pile, top last.
    pub discard: Vec<CardId>,
    /// The Decree holder.
    pub decree: u8,
    /// This round's order.
    pub order: Vec<u8>,
    /// Turns done this round.
    pub turn: usize,
    /// The round.
    pub round: u32,
    /// Whether this turn's bonus action is used.
    pub bonus_used: bool,
    /// The character being resolved.
    pub resolving: Option<Resolving>,
    /// Who decides what.
    pub pending: Option<(u8, Decision)>,
    /// The outcome.
    pub outcome: Option<Outcome>,
}

impl PlayerView {
    /// Players.
    pub fn players(&self) -> u8 {
        self.hand_counts.len() as u8
    }

    /// The seat's legal actions (empty when it is not its decision): the
    /// same list the engine computes.
    pub fn fill_legal(&self, out: &mut Vec<Action>) {
        match self.pending {
            Some((s, d)) if Some(s) == self.seat => Table {
                list: &self.list,
                seat: s,
                decision: d,
                hand: &self.hand,
                dealt: &self.dealt,
                commons: &self.commons,
                cloisters: &self.cloisters,
                markers: self.markers[s as usize],
                bonus_used: self.bonus_used,
            }
            .legal(out),
            _ => out.clear(),
        }
    }

    /// A seat's score sheet from what this view shows: exact for every seat
    /// once the game is over (every Cloister is shown then).
    pub fn score_sheet(&self, seat: u8) -> crate::score::ScoreSheet {
        crate::score::score_sheet(
            &self.list,
            &self.cloisters,
            self.coins[seat as usize],
            self.decree == seat,
            seat,
        )
    }

    /// The own score as the own Cloister stands (own face-down characters
    /// are known; "the most items" compares the items everyone can see);
    /// `None` for no seat.
    pub fn own_score(&self) -> Option<crate::score::ScoreSheet> {
        let seat = self.seat?;
        Some(crate::score::score_sheet(
            &self.list,
            &self.cloisters,
            self.coins[seat as usize],
            self.decree == seat,
            seat,
        ))
    }
}
