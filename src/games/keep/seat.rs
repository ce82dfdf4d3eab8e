//! One Keep seat: name, coins, bonus markers, hand size, the Royal Decree,
//! and its Cloister.

use super::cloister::Cloister;
use super::game::Keep;
use crate::shell::kit::seat_parts::{seat_class, seat_head, seat_status};
use crate::shell::kit::TableCtx;
use leptos::prelude::*;

/// Seat `seat`, as the viewer sees it.
#[component]
pub fn Seat(t: TableCtx<Keep>, seat: u8) -> impl IntoView {
    let v = t.view();
    let s = seat as usize;
    let hand = move || v.with(|v| v.hand_counts[s]);
    let coins = move || v.with(|v| v.coins[s]);
    let markers = move || v.with(|v| v.markers[s]);
    let deciding = move || v.with(|v| v.pending.map(|p| p.0) == Some(seat));
    let decree = move || v.with(|v| v.decree == seat);
    let facedown = move || v.with(|v| v.cloisters[s].iter().filter(|p| !p.face_up).count());
    view! {
        <li
            class={seat_class(t, seat, "seat kp-seat", deciding)}
            data-testid=format!("seat-{seat}")
            data-hand-count=move || hand().to_string()
            data-coins=move || coins().to_string()
            data-facedown=move || facedown().to_string()
            data-bonus-left=move || markers().to_string()
            data-decree=move || decree().to_string()
            data-current=move || deciding().to_string()
            data-kind=move || t.kind(seat).as_str()
        >
            {seat_head(t, seat, move || decree().then(|| view! { <span class="badge decree" title="Holds the Royal Decree">"♛ Royal Decree"</span> }))}
            {seat_status(t, seat, move || if deciding() { "▶ to decide" } else { "" })}
            <div class="sc-stats">
                <span>{move || format!("● {} coins", coins())}</span>
                <span>{move || format!("{} in hand", hand())}</span>
                <span>{move || format!("Bonus markers: {}", markers())}</span>
            </div>
            <Cloister t=t seat=seat />
        </li>
    }
}
