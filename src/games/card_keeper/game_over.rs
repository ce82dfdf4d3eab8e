//! What the Card Keeper game-over panel adds: each player's path, who went
//! out on which turn and how (from the log as every player saw it).

use super::game::table_ctx;
use card_keeper::Event;
use leptos::prelude::*;

/// Each player's path through the game.
#[component]
pub fn Paths() -> impl IntoView {
    let t = table_ctx();
    let paths = move || {
        let names = t.names().get();
        let name = |s: u8| names.get(s as usize).cloned().unwrap_or_default();
        let mut paths: Vec<String> = (0..names.len() as u8)
            .map(|s| format!("{}: still in at the end", name(s)))
            .collect();
        let mut turn = 0;
        for e in t.seen_log() {
            match e {
                Event::TurnStarted { turn: n, .. } => turn = n,
                Event::Out { seat, cause } => {
                    if let Some(p) = paths.get_mut(seat as usize) {
                        *p = format!("{}: out on turn {turn}: {}", name(seat), cause.describe());
                    }
                }
                _ => {}
            }
        }
        if let Some(w) = t.view().with(|v| v.winner) {
            if let Some(p) = paths.get_mut(w as usize) {
                *p = format!("{}: the winner", name(w));
            }
        }
        paths
    };
    view! { <ul class="paths">{move || paths().into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul> }
}
