//! One Star Crew seat: name, hand size, captures, patches, Warp, score.

use super::game::StarCrew;
use crate::shell::kit::seat_parts::{cards, seat_class, seat_head, seat_status, HandBacks};
use crate::shell::kit::TableCtx;
use leptos::prelude::*;

/// Seat `seat`, as the viewer sees it.
#[component]
pub fn Seat(t: TableCtx<StarCrew>, seat: u8) -> impl IntoView {
    let v = t.view();
    let s = seat as usize;
    let count = move || v.with(|v| v.hand_counts[s]);
    let score = move || v.with(|v| v.scores[s]);
    let patches = move || v.with(|v| v.patches[s]);
    let captured = move || v.with(|v| v.captured[s]);
    let warp = move || v.with(|v| v.warp_used[s]);
    let owner = move || v.with(|v| v.owner == Some(seat));
    let deciding = move || v.with(|v| v.pending.map(|p| p.0) == Some(seat));
    view! {
        <li
            class={seat_class(t, seat, "seat", deciding)}
            data-testid=format!("seat-{seat}")
            data-hand-count=move || count().to_string()
            data-score=move || score().to_string()
            data-patches=move || patches().to_string()
            data-warp-used=move || warp().to_string()
            data-kind=move || t.kind(seat).as_str()
            data-current=move || deciding().to_string()
        >
            {seat_head(t, seat, ())}
            {seat_status(t, seat, move || if deciding() { "▶ to play" } else if owner() { "owns the formation" } else { "" })}
            <HandBacks count=Signal::derive(count) label=cards />
            <div class="sc-stats">
                <span>{move || format!("Captured {}", captured())}</span>
                <span>{move || format!("Patches {}", patches())}</span>
                <span>{move || if warp() { "Warp used".to_string() } else { "Warp ready".to_string() }}</span>
                <strong>{move || format!("Score {}", score())}</strong>
            </div>
        </li>
    }
}
