//! One Keep'n Swap seat: name, hand size, draw pile size, whether it has chosen.

use super::game::KeepNSwap;
use crate::shell::kit::seat_parts::{seat_class, seat_head, seat_status, HandBacks};
use crate::shell::kit::TableCtx;
use keep_n_swap::Decision;
use leptos::prelude::*;

/// Seat `seat`, as the viewer sees it.
#[component]
pub fn Seat(t: TableCtx<KeepNSwap>, seat: u8) -> impl IntoView {
    let v = t.view();
    let s = seat as usize;
    let hand = move || v.with(|v| v.hand_counts[s]);
    let draw = move || v.with(|v| v.draw_counts[s]);
    let chosen = move || v.with(|v| v.chosen[s]);
    let deciding = move || v.with(|v| v.pending.map(|p| p.0) == Some(seat));
    let choosing = move || v.with(|v| v.pending.map(|p| p.1) == Some(Decision::ChooseCard));
    view! {
        <li
            class={seat_class(t, seat, "seat", deciding)}
            data-testid=format!("seat-{seat}")
            data-hand-count=move || hand().to_string()
            data-draw-count=move || draw().to_string()
            data-kind=move || t.kind(seat).as_str()
        >
            {seat_head(t, seat, ())}
            {seat_status(t, seat, move || if chosen() && choosing() { "has chosen a card" } else if deciding() { "▶ to decide" } else { "" })}
            <HandBacks count=Signal::derive(hand) label=|n| format!("{n} in hand") />
            <div class="sc-stats"><span>{move || format!("Draw pile: {}", draw())}</span></div>
        </li>
    }
}
