//! One Star Crew seat: name, hand size, captures, patches, Warp, score.

use crate::app::Ctx;
use crate::game_session::GameSession;
use leptos::prelude::*;

/// Seat `seat` of the live Star Crew game.
#[component]
pub fn Seat(seat: u8) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let count = move || ctx.sc_read(|l| l.pos.hand(seat).len()).unwrap_or(0);
    let score = move || ctx.sc_read(|l| l.pos.score(seat)).unwrap_or(0);
    let patches = move || ctx.sc_read(|l| l.pos.patches(seat)).unwrap_or(0);
    let captured = move || ctx.sc_read(|l| l.pos.captured(seat)).unwrap_or(0);
    let warp = move || ctx.sc_read(|l| l.pos.warp_used(seat)).unwrap_or(false);
    let owner = move || {
        ctx.sc_read(|l| l.pos.owner() == Some(seat))
            .unwrap_or(false)
    };
    let deciding = move || {
        ctx.sc_read(|l| l.pos.pending().map(|p| p.0) == Some(seat))
            .unwrap_or(false)
    };
    let name = move || {
        ctx.sc_read(|l| l.session.name(seat).to_string())
            .unwrap_or_default()
    };
    let kind = move || ctx.sc_read(|l| l.session.settings.seats[seat as usize]);
    let is_viewer = move || {
        ctx.sc_read(|l| l.session.seating.viewer == Some(seat))
            .unwrap_or(false)
    };
    view! {
        <li
            class=move || format!("seat{}{}", if deciding() { " seat--current" } else { "" }, if is_viewer() { " seat--you" } else { "" })
            data-testid=format!("seat-{seat}")
            data-hand-count=move || count().to_string()
            data-score=move || score().to_string()
            data-patches=move || patches().to_string()
            data-warp-used=move || warp().to_string()
            data-kind=move || kind().map(|k| k.as_str()).unwrap_or_default()
            data-current=move || deciding().to_string()
        >
            <div class="seat-head">
                <span class="seat-name">{name}</span>
                {move || is_viewer().then(|| view! { <span class="badge you">"you"</span> })}
                {move || kind().filter(|k| k.is_bot()).map(|k| view! { <span class="badge bot" title=k.label()>"bot"</span> })}
            </div>
            <div class="seat-status">
                {move || if ctx.thinking.get() == Some(seat) { "thinking…" } else if deciding() { "▶ to play" } else if owner() { "owns the formation" } else { "" }}
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
