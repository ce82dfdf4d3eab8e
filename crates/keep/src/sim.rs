//! Whole games with bots, and the figures a designer tunes a card list
//! with: winners, rounds, totals, and per card how often it was played and
//! what it scored.

use crate::actions::{Action, Way};
use crate::bots::AnyBot;
use crate::cards::CardList;
use crate::events::Event;
use crate::position::Position;
use keep_core::Engine;
use std::sync::Arc;

/// How often one card was played each way in a game, and what it scored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardFigures {
    /// Played for its ability (hand or Commons).
    pub ability: u32,
    /// Played face down.
    pub face_down: u32,
    /// Played as an item.
    pub item: u32,
    /// Used by a bonus action.
    pub bonus: u32,
    /// Points its copies scored at the end (items' values, characters' effects).
    pub points: i64,
    /// Copies that were in a Cloister at the end.
    pub kept: u32,
}

/// The figures of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The winners.
    pub winners: Vec<u8>,
    /// Rounds played.
    pub rounds: u32,
    /// Every player's total.
    pub totals: Vec<i64>,
    /// Per card of the list (by id).
    pub cards: Vec<CardFigures>,
    /// Where the points came from, and how the coins moved.
    pub sources: Sources,
}

/// Where a game's points came from (every player's, added) and what was
/// played from the Commons.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sources {
    /// Points from coins at the end.
    pub coin_points: i64,
    /// Points from items' values.
    pub item_points: i64,
    /// Points from characters' score effects.
    pub character_points: i64,
    /// Cards played from the Commons.
    pub commons_plays: u32,
    /// Coins taken with them.
    pub commons_coins: u32,
    /// Coins taken from the supply by abilities.
    pub coins_gained: u32,
    /// Items sold.
    pub items_sold: u32,
    /// Turns with no card to play (P4).
    pub passes: u32,
}

/// Plays a game to its end.
pub fn play_game(
    list: &Arc<CardList>,
    variant: crate::Variant,
    players: u8,
    seed: u64,
    bots: &mut [AnyBot],
    buf: &mut Vec<Action>,
) -> Result<(Position, GameResult), String> {
    let mut pos =
        Position::deal(list.clone(), variant, players, seed).map_err(|e| e.to_string())?;
    keep_core::sim::play_out(&mut pos, bots, buf, |_| true);
    let mut cards = vec![CardFigures::default(); list.cards.len()];
    let mut sources = Sources::default();
    for e in pos.log() {
        match *e {
            Event::Played {
                from_commons: Some(coins),
                ..
            } => {
                sources.commons_plays += 1;
                sources.commons_coins += coins;
            }
            Event::GainedCoins { coins, .. } => sources.coins_gained += coins,
            Event::Sold { .. } => sources.items_sold += 1,
            Event::Passed { .. } => sources.passes += 1,
            _ => {}
        }
        match *e {
            Event::Played {
                card: Some(c), way, ..
            } => {
                let f = &mut cards[c.0 as usize];
                match way {
                    Way::Ability => f.ability += 1,
                    Way::FaceDown => f.face_down += 1,
                    Way::Item => f.item += 1,
                }
            }
            Event::Bonus { card, .. } => cards[card.0 as usize].bonus += 1,
            _ => {}
        }
    }
    let mut totals = Vec::new();
    for s in 0..players {
        let sheet = pos.score_sheet(s);
        totals.push(sheet.total);
        for l in &sheet.lines {
            match l.card {
                Some(c) => {
                    cards[c.0 as usize].points += l.points;
                    if list.item(c).is_some() {
                        sources.item_points += l.points;
                    } else {
                        sources.character_points += l.points;
                    }
                }
                None => sources.coin_points += l.points,
            }
        }
        for p in pos.cloister(s) {
            cards[p.card.0 as usize].kept += 1;
        }
    }
    let outcome = pos.outcome().ok_or("the game did not end")?;
    let result = GameResult {
        winners: outcome.winners.clone(),
        rounds: pos.round(),
        totals,
        cards,
        sources,
    };
    Ok((pos, result))
}
