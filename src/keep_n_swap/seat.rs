//! One Keep'n Swap seat: name, hand size, draw pile size, whether it has chosen.

use crate::app::Ctx;
use crate::game_session::GameSession;
use keep_n_swap::Decision;
use leptos::prelude::*;

/// Seat `seat`.
#[component]
pub fn Seat(seat: u8) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let hand = move || ctx.ks_read(|l| l.pos.hand(seat).len()).unwrap_or(0);
    let draw = move || ctx.ks_read(|l| l.pos.draw_pile(seat).len()).unwrap_or(0);
    let chosen = move || {
        ctx.ks_read(|l| l.pos.choice(seat).is_some())
            .unwrap_or(false)
    };
    let deciding = move || {
        ctx.ks_read(|l| l.pos.pending().map(|p| p.0) == Some(seat))
            .unwrap_or(false)
    };
    let choosing = move || {
        ctx.ks_read(|l| l.pos.pending().map(|p| p.1) == Some(Decision::ChooseCard))
            .unwrap_or(false)
    };
    let name = move || {
        ctx.ks_read(|l| l.session.name(seat).to_string())
            .unwrap_or_default()
    };
    let kind = move || ctx.ks_read(|l| l.session.settings.seats[seat as usize]);
    let is_viewer = move || {
        ctx.ks_read(|l| l.session.seating.viewer == Some(seat))
            .unwrap_or(false)
    };
    view! {
        <li
            class=move || format!("seat{}{}", if deciding() { " seat--current" } else { "" }, if is_viewer() { " seat--you" } else { "" })
            data-testid=format!("seat-{seat}")
            data-hand-count=move || hand().to_string()
            data-draw-count=move || draw().to_string()
            data-kind=move || kind().map(|k| k.as_str()).unwrap_or_default()
        >
            <div class="seat-head">
                <span class="seat-name">{name}</span>
                {move || is_viewer().then(|| view! { <span class="badge you">"you"</span> })}
                {move || kind().filter(|k| k.is_bot()).map(|k| view! { <span class="badge bot" title=k.label()>"bot"</span> })}
            </div>
            <div class="seat-status">
                {move || if ctx.thinking.get() == Some(seat) { "thinking…" } else if chosen() && choosing() { "has chosen a card" } else if deciding() { "▶ to decide" } else { "" }}
            </div>
            <div class="seat-cards">
                <span class="mini-backs" aria-hidden="true">{move || (0..hand().min(12)).map(|_| view! { <span class="mini-back"></span> }).collect_view()}</span>
                <span class="count">{move || format!("{} in hand", hand())}</span>
            </div>
            <div class="sc-stats"><span>{move || format!("Draw pile: {}", draw())}</span></div>
        </li>
    }
}
