//! One Keep'n Swap seat: name, hand size, draw pile size, whether it has chosen.

use super::game::table_ctx;
use keep_n_swap::Decision;
use leptos::prelude::*;

/// Seat `seat`, as the viewer sees it.
#[component]
pub fn Seat(seat: u8) -> impl IntoView {
    let t = table_ctx();
    let v = t.view();
    let s = seat as usize;
    let hand = move || v.with(|v| v.hand_counts[s]);
    let draw = move || v.with(|v| v.draw_counts[s]);
    let chosen = move || v.with(|v| v.chosen[s]);
    let deciding = move || v.with(|v| v.pending.map(|p| p.0) == Some(seat));
    let choosing = move || v.with(|v| v.pending.map(|p| p.1) == Some(Decision::ChooseCard));
    let is_viewer = move || t.viewer().get() == Some(seat);
    view! {
        <li
            class=move || format!("seat{}{}", if deciding() { " seat--current" } else { "" }, if is_viewer() { " seat--you" } else { "" })
            data-testid=format!("seat-{seat}")
            data-hand-count=move || hand().to_string()
            data-draw-count=move || draw().to_string()
            data-kind=move || t.kind(seat).as_str()
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
                {move || if t.thinking() == Some(seat) { "thinking…" } else if chosen() && choosing() { "has chosen a card" } else if deciding() { "▶ to decide" } else { "" }}
            </div>
            <div class="seat-cards">
                <span class="mini-backs" aria-hidden="true">{move || (0..hand().min(12)).map(|_| view! { <span class="mini-back"></span> }).collect_view()}</span>
                <span class="count">{move || format!("{} in hand", hand())}</span>
            </div>
            <div class="sc-stats"><span>{move || format!("Draw pile: {}", draw())}</span></div>
        </li>
    }
}
