//! What the Card Keeper game-over panel adds: each player's path, who went
//! out on which turn and how (from the log as every player saw it).

use super::game::CardKeeper;
use crate::shell::kit::TableCtx;
use card_keeper::{Event, PlayerView};
use leptos::prelude::*;

/// Each player's path through the game, from the log as the viewer saw
/// it: who went out on which turn and how, and the winner.
pub fn paths(view: &PlayerView, names: &[String], seen: &[Event]) -> Vec<String> {
    let name = |s: u8| names.get(s as usize).cloned().unwrap_or_default();
    let mut paths: Vec<String> = (0..names.len() as u8)
        .map(|s| format!("{}: still in at the end", name(s)))
        .collect();
    let mut turn = 0;
    for e in seen {
        match *e {
            Event::TurnStarted { turn: n, .. } => turn = n,
            Event::Out { seat, cause } => {
                if let Some(p) = paths.get_mut(seat as usize) {
                    *p = format!("{}: out on turn {turn}: {}", name(seat), cause.describe());
                }
            }
            _ => {}
        }
    }
    if let Some(w) = view.winner {
        if let Some(p) = paths.get_mut(w as usize) {
            *p = format!("{}: the winner", name(w));
        }
    }
    paths
}

/// Each player's path through the game ([`paths`]).
#[component]
pub fn Paths(t: TableCtx<CardKeeper>) -> impl IntoView {
    view! { <ul class="paths">{move || t.over_lines().into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul> }
}
