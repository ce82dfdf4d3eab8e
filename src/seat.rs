//! One seat around the table: name, bot or human, hand size as card backs,
//! Shields, in or out, whose turn.

use crate::app::Ctx;
use crate::game_session::GameSession;
use card_keeper::Decision;
use leptos::prelude::*;

/// Seat `seat` of the live game.
#[component]
pub fn Seat(seat: u8) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let get = move |f: fn(&crate::app::Live, u8) -> String| {
        move || ctx.read(|l| f(l, seat)).unwrap_or_default()
    };
    let count = move || ctx.read(|l| l.pos.hand(seat).len()).unwrap_or(0);
    let shields = move || ctx.read(|l| l.pos.shields(seat)).unwrap_or(0);
    let out = move || ctx.read(|l| l.pos.is_out(seat)).unwrap_or(false);
    let current = move || {
        ctx.read(|l| !l.pos.is_over() && l.pos.current() == seat)
            .unwrap_or(false)
    };
    let deciding = move || {
        ctx.read(|l| l.pos.pending().map(|p| p.0) == Some(seat))
            .unwrap_or(false)
    };
    let chaos = move || {
        ctx.read(|l| l.pos.pending() == Some((seat, Decision::ChaosBurn)))
            .unwrap_or(false)
    };
    let thinking = move || ctx.thinking.get() == Some(seat);
    let winner = move || ctx.read(|l| l.pos.winner() == Some(seat)).unwrap_or(false);
    let is_viewer = move || {
        ctx.read(|l| l.session.seating.viewer == Some(seat))
            .unwrap_or(false)
    };
    let class = move || {
        let mut c = String::from("seat");
        if current() {
            c.push_str(" seat--current");
        }
        if out() {
            c.push_str(" seat--out");
        }
        if winner() {
            c.push_str(" seat--winner");
        }
        if is_viewer() {
            c.push_str(" seat--you");
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
            data-kind=get(|l, s| l.session.kind(s).as_str())
            aria-current=move || current().then_some("true")
        >
            <div class="seat-head">
                <span class="seat-name">{get(|l, s| l.session.name(s).to_string())}</span>
                {move || is_viewer().then(|| view! { <span class="badge you">"you"</span> })}
                {move || {
                    ctx.read(|l| l.session.kind(seat))
                        .filter(|k| k.is_bot())
                        .map(|k| view! { <span class="badge bot" title=k.label()>"bot"</span> })
                }}
            </div>
            <div class="seat-status">
                {move || {
                    if winner() {
                        "🏆 winner".to_string()
                    } else if out() {
                        "out".to_string()
                    } else if chaos() {
                        "choosing a Chaos burn…".to_string()
                    } else if thinking() {
                        "thinking…".to_string()
                    } else if deciding() {
                        "▶ to play".to_string()
                    } else {
                        String::new()
                    }
                }}
            </div>
            <div class="seat-cards">
                <span class="mini-backs" aria-hidden="true">
                    {move || (0..count().min(12)).map(|_| view! { <span class="mini-back"></span> }).collect_view()}
                </span>
                <span class="count">{move || format!("{} card{}", count(), if count() == 1 { "" } else { "s" })}</span>
            </div>
            <div class="seat-shields">
                {move || (0..shields()).map(|_| view! { <span class="shield-token" aria-hidden="true">"⛨"</span> }).collect_view()}
                {move || (shields() > 0).then(|| view! { <span class="count">{format!("{} Shield{}", shields(), if shields() == 1 { "" } else { "s" })}</span> })}
            </div>
        </li>
    }
}
