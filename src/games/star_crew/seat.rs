//! One Star Crew seat: name, hand size, captures, patches, Warp, score.

use super::game::table_ctx;
use leptos::prelude::*;

/// Seat `seat`, as the viewer sees it.
#[component]
pub fn Seat(seat: u8) -> impl IntoView {
    let t = table_ctx();
    let v = t.view();
    let s = seat as usize;
    let count = move || v.with(|v| v.hand_counts[s]);
    let score = move || v.with(|v| v.scores[s]);
    let patches = move || v.with(|v| v.patches[s]);
    let captured = move || v.with(|v| v.captured[s]);
    let warp = move || v.with(|v| v.warp_used[s]);
    let owner = move || v.with(|v| v.owner == Some(seat));
    let deciding = move || v.with(|v| v.pending.map(|p| p.0) == Some(seat));
    let is_viewer = move || t.viewer().get() == Some(seat);
    view! {
        <li
            class=move || format!("seat{}{}", if deciding() { " seat--current" } else { "" }, if is_viewer() { " seat--you" } else { "" })
            data-testid=format!("seat-{seat}")
            data-hand-count=move || count().to_string()
            data-score=move || score().to_string()
            data-patches=move || patches().to_string()
            data-warp-used=move || warp().to_string()
            data-kind=move || t.kind(seat).as_str()
            data-current=move || deciding().to_string()
        >
            <div class="seat-head">
                <span class="seat-name">{move || t.name(seat)}</span>
                {move || is_viewer().then(|| view! { <span class="badge you">"you"</span> })}
                {move || {
                    let k = t.kind(seat);
                    k.is_bot().then(|| view! { <span class="badge bot" title=k.label()>"bot"</span> })
                }}
            </div>
            <div class="seat-status">
                {move || if t.thinking() == Some(seat) { "thinking…" } else if deciding() { "▶ to play" } else if owner() { "owns the formation" } else { "" }}
            </div>
            <div class="seat-cards">
                <span class="mini-backs" aria-hidden="true">{move || (0..count().min(12)).map(|_| view! { <span class="mini-back"></span> }).collect_view()}</span>
                <span class="count">{move || format!("{} card{}", count(), if count() == 1 { "" } else { "s" })}</span>
            </div>
            <div class="sc-stats">
                <span>{move || format!("Captured {}", captured())}</span>
                <span>{move || format!("Patches {}", patches())}</span>
                <span>{move || if warp() { "Warp used".to_string() } else { "Warp ready".to_string() }}</span>
                <strong>{move || format!("Score {}", score())}</strong>
            </div>
        </li>
    }
}
