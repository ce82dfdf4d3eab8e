//! The last round's result in one line, in the dock: the two cards played
//! and who won. On a phone the revealed pair on the table may be above the
//! screen's top when the next choice comes; this line is where the viewer
//! looks, above the hand.

use super::game::KeepNSwap;
use crate::shell::kit::TableCtx;
use keep_n_swap::Event;
use leptos::prelude::*;

/// "Last round: you played the 3♥, Bo the 4♠. Bo wins the round."
#[component]
pub fn RoundResult(t: TableCtx<KeepNSwap>) -> impl IntoView {
    let v = t.view();
    let line = Memo::new(move |_| {
        let viewer = t.viewer().get();
        let names = t.names().get();
        v.with(|v| {
            let r = v.last_reveal.as_ref()?;
            let name = |s: u8| keep_core::log::player(&names, viewer, s);
            let played = format!(
                "Last round: {} played {}, {} {}.",
                name(0),
                r.cards[0].spoken(),
                name(1),
                r.cards[1].spoken()
            );
            let outcome = r
                .then
                .iter()
                .find(|e| matches!(e, Event::Won { .. } | Event::BothDiscarded { .. }))
                .and_then(|e| e.describe(&names, viewer));
            Some(match outcome {
                Some(o) => format!("{played} {o}"),
                None => played,
            })
        })
    });
    move || {
        line.get()
            .map(|l| view! { <p class="hint round-result" data-testid="round-result" aria-live="polite">{l}</p> })
    }
}
