//! A playtest campaign at a table: the campaign a link brought to a game's
//! page, kept for that game on this device (so that the host page, a
//! reload and the next games play it too), and whether the players let
//! this table's games go to its designer. Only games started after the
//! campaign came (and while sending is on) are sent.

use crate::shell::frame::storage;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// A game's campaign at this table: what the table needs of the campaign
/// its link carried (read and checked by the campaign worker), and the
/// players' consent.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableCampaign {
    /// Its name, as players are told it.
    pub name: String,
    /// The designer's public key (hex): records are sealed to it.
    pub key: String,
    /// The relays records go to.
    pub relays: Vec<String>,
    /// The player counts asked for (empty: any).
    pub players: Vec<u8>,
    /// The game's options, as JSON text (empty: the rules as written).
    pub options: String,
    /// The players let the table's games go to the designer.
    pub on: bool,
    /// When the campaign came to this table (ms since 1970): games started
    /// before are not its.
    pub since: u64,
}

/// Where game `game`'s campaign is kept.
fn key(game: &str) -> String {
    format!("keep-table.{game}.campaign")
}

/// Game `game`'s campaign at this table, if it has one.
pub fn read(game: &str) -> Option<TableCampaign> {
    serde_json::from_str(&storage::read(&key(game))?).ok()
}

/// Keeps `campaign` as game `game`'s (false: storage refused it).
pub fn write(game: &str, campaign: &TableCampaign) -> bool {
    let text = serde_json::to_string(campaign).expect("a campaign serializes");
    let kept = storage::write(&key(game), &text);
    if let Some(c) = Changed::get() {
        c.0.update(|n| *n += 1);
    }
    kept
}

/// Ends game `game`'s campaign at this table.
pub fn forget(game: &str) {
    storage::remove(&key(game));
    if let Some(c) = Changed::get() {
        c.0.update(|n| *n += 1);
    }
}

/// Whether a record started at `started` (ms) goes to game `game`'s
/// campaign: the campaign, when it does.
pub fn sends(game: &str, started: u64) -> Option<TableCampaign> {
    read(game).filter(|t| t.on && started >= t.since)
}

thread_local! {
    /// The page's count of changes (written from workers' replies, which
    /// run outside any reactive owner: not a context).
    static PAGE: std::cell::Cell<Option<Changed>> = const { std::cell::Cell::new(None) };
}

/// Counts changes of the tables' campaigns, for what shows them.
#[derive(Clone, Copy)]
pub struct Changed(pub RwSignal<u32>);

impl Changed {
    /// Makes the page's count.
    pub fn provide() {
        PAGE.set(Some(Changed(RwSignal::new(0))));
    }

    /// The page's, if made.
    pub fn get() -> Option<Changed> {
        PAGE.get()
    }
}
