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

/// A seat's owned, serializable view of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose view (the log is [`Position::log`] through [`crate::Event::seen_by`]).
    pub seat: u8,
    /// The card list.
    pub list: Arc<CardList>,
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

impl Position {
    /// What `seat` may know.
    pub fn view(&self, seat: u8) -> PlayerView {
        let over = self.is_over();
        PlayerView {
            seat,
            list: self.list.clone(),
            hand: self.hand(seat).to_vec(),
            dealt: self.dealt(seat).to_vec(),
            hand_counts: self.hands.iter().map(Vec::len).collect(),
            cloisters: self
                .cloisters
                .iter()
                .enumerate()
                .map(|(s, cl)| {
                    cl.iter()
                        .map(|p| Placed {
                            card: if p.face_up || over || s == seat as usize {
                                p.card
                            } else {
                                CardId::HIDDEN
                            },
                            face_up: p.face_up,
                        })
                        .collect()
                })
                .collect(),
            coins: self.coins.clone(),
            markers: self.markers.clone(),
            commons: self.commons.clone(),
            deck_count: self.deck.len(),
            discard: self.discard.clone(),
            decree: self.decree,
            order: self.order.clone(),
            turn: self.turn,
            round: self.round,
            bonus_used: self.bonus_used,
            resolving: self.resolving,
            pending: self.pending,
            outcome: self.outcome.clone(),
        }
    }
}

impl PlayerView {
    /// Players.
    pub fn players(&self) -> u8 {
        self.hand_counts.len() as u8
    }

    /// The seat's legal actions (empty when it is not its decision): the
    /// same list the engine computes.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        match self.pending {
            Some((s, d)) if s == self.seat => Table {
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

    /// The own score as the own Cloister stands (own face-down characters
    /// are known; "the most items" compares the items everyone can see).
    pub fn own_score(&self) -> crate::score::ScoreSheet {
        crate::score::score_sheet(
            &self.list,
            &self.cloisters,
            self.coins[self.seat as usize],
            self.decree == self.seat,
            self.seat,
        )
    }
}
