//! One seat around the Card Keeper table: name, bot or human, hand size as
//! card backs, Shields, in or out, whose turn.

use super::card::ShieldMark;
use super::game::{table_ctx, CardKeeper};
use card_keeper::Decision;
use crate::shell::seat_parts::{HandBacks, cards, seat_head};
use leptos::prelude::*;

/// Seat `seat`, as the viewer sees it.
#[component]
pub fn Seat(seat: u8) -> impl IntoView {
    let t = table_ctx();
    let v = t.view();
    let count = move || v.with(|v| v.hand_counts[seat as usize]);
    let shields = move || v.with(|v| v.shields[seat as usize]);
    let out = move || v.with(|v| v.is_out(seat));
    let current = move || v.with(|v| !v.over && v.current == seat);
    let deciding = move || v.with(|v| v.pending.map(|p| p.0) == Some(seat));
    let chaos = move || v.with(|v| v.pending == Some((seat, Decision::ChaosBurn)));
    let thinking = move || t.thinking() == Some(seat);
    let winner = move || v.with(|v| v.winner == Some(seat));
    let is_viewer = move || t.viewer().get() == Some(seat);
    let class = move || {
        let mut c = String::from("seat");
        for (on, name) in [
            (current(), " seat--current"),
            (out(), " seat--out"),
            (winner(), " seat--winner"),
            (is_viewer(), " seat--you"),
        ] {
            if on {
                c.push_str(name);
            }
        }
        c
    };
    view! {
        <li
            class=class
            data-testid=format!("seat-{seat}")
            data-hand-count=move || count().to_string()
            data-shields=move || shields().to_string()
            data-out=move || out().to_string()
            data-current=move || current().to_string()
            data-kind=move || t.kind(seat).as_str()
            aria-current=move || current().then_some("true")
        >
            {seat_head::<CardKeeper>(seat, ())}
            <div class="seat-status">
                {move || {
                    if winner() {
                        "★ winner"
                    } else if out() {
                        "out"
                    } else if chaos() {
                        "choosing a Chaos burn…"
                    } else if thinking() {
                        "thinking…"
                    } else if deciding() {
                        "▶ to play"
                    } else {
                        ""
                    }
                }}
            </div>
            <HandBacks count=Signal::derive(count) label=Signal::derive(move || cards(count())) />
            <div class="seat-shields">
                {move || (0..shields()).map(|_| view! { <span class="shield-token" aria-hidden="true"><ShieldMark /></span> }).collect_view()}
                {move || (shields() > 0).then(|| view! { <span class="count">{format!("{} Shield{}", shields(), if shields() == 1 { "" } else { "s" })}</span> })}
            </div>
        </li>
    }
}
