//! One seat around the Card Keeper table: name, bot or human, hand size as
//! card backs, Shields, in or out, whose turn.

use super::card::ShieldMark;
use super::game::CardKeeper;
use crate::shell::kit::seat_parts::{cards, seat_head, HandBacks};
use crate::shell::kit::TableCtx;
use card_keeper::Decision;
use leptos::prelude::*;

/// Seat `seat`, as the viewer sees it.
#[component]
pub fn Seat(t: TableCtx<CardKeeper>, seat: u8) -> impl IntoView {
    let v = t.view();
    // Each piece a memo: a move redraws only the pieces it changed.
    let count = Memo::new(move |_| v.with(|v| v.hand_counts[seat as usize]));
    let shields = Memo::new(move |_| v.with(|v| v.shields[seat as usize]));
    let out = Memo::new(move |_| v.with(|v| v.is_out(seat)));
    let current = Memo::new(move |_| v.with(|v| !v.over && v.current == seat));
    let deciding = Memo::new(move |_| v.with(|v| v.pending.map(|p| p.0) == Some(seat)));
    let chaos = Memo::new(move |_| v.with(|v| v.pending == Some((seat, Decision::ChaosBurn))));
    let thinking = move || t.thinking() == Some(seat);
    let winner = Memo::new(move |_| v.with(|v| v.winner == Some(seat)));
    let is_viewer = move || t.viewer().get() == Some(seat);
    let class = move || {
        let mut c = String::from("seat");
        for (on, name) in [
            (current.get(), " seat--current"),
            (out.get(), " seat--out"),
            (winner.get(), " seat--winner"),
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
            data-hand-count=move || count.get().to_string()
            data-shields=move || shields.get().to_string()
            data-out=move || out.get().to_string()
            data-current=move || current.get().to_string()
            data-kind=move || t.kind(seat).as_str()
            aria-current=move || current.get().then_some("true")
        >
            {seat_head(t, seat, ())}
            <div class="seat-status">
                {move || {
                    if winner.get() {
                        "★ winner"
                    } else if out.get() {
                        "out"
                    } else if chaos.get() {
                        "choosing a Chaos burn…"
                    } else if thinking() {
                        "thinking…"
                    } else if deciding.get() {
                        "▶ to play"
                    } else {
                        ""
                    }
                }}
            </div>
            <HandBacks count=count label=cards />
            <div class="seat-shields">
                {move || (0..shields.get()).map(|_| view! { <span class="shield-token" aria-hidden="true"><ShieldMark /></span> }).collect_view()}
                {move || (shields.get() > 0).then(|| view! { <span class="count">{format!("{} Shield{}", shields.get(), if shields.get() == 1 { "" } else { "s" })}</span> })}
            </div>
        </li>
    }
}
