//! The formation on the table, with its two ends to take from.

use super::CardFace;
use crate::app::Ctx;
use crate::game_session::GameSession;
use leptos::prelude::*;
use star_crew::End;

/// The formation, its owner, and the take and Warp controls.
#[component]
pub fn Formation() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let cards = move || {
        ctx.sc_read(|l| l.pos.formation().to_vec())
            .unwrap_or_default()
    };
    let owner = move || ctx.sc_read(|l| l.pos.owner()).flatten();
    let owner_name = move || {
        ctx.sc_read(|l| l.pos.owner().map(|o| l.session.name(o).to_string()))
            .flatten()
    };
    let codes = move || {
        cards()
            .iter()
            .map(|c| c.code())
            .collect::<Vec<_>>()
            .join(",")
    };
    let can_take = move || ctx.sc_read(|l| l.session.can_take(&l.pos)).unwrap_or(false);
    let warp_on = move || ctx.sc_read(|l| l.session.ui.warp).unwrap_or(false);
    let warp_used = move || {
        ctx.sc_read(|l| {
            l.session
                .seating
                .viewer
                .map(|v| l.pos.warp_used(v))
                .unwrap_or(true)
        })
        .unwrap_or(true)
    };
    let take = move |end: End| {
        ctx.sc_with(|l| {
            if l.session.can_take(&l.pos) {
                l.session.ui.taking = Some(end);
                l.session.ui.flip = false;
                l.session.ui.selection = None;
            }
        })
    };
    view! {
        <div class="centre sc-centre">
            <div
                class="formation"
                data-testid="formation"
                data-owner=move || owner().map(|o| o.to_string()).unwrap_or_default()
                data-codes=codes
                aria-label="The formation on the table"
            >
                <p class="pile-label">
                    {move || match owner_name() {
                        Some(n) => format!("Formation of {n}"),
                        None => "The table is empty: the next player launches.".to_string(),
                    }}
                </p>
                <div class="formation-cards">{move || cards().into_iter().map(|c| view! { <CardFace card=c /> }).collect_view()}</div>
            </div>
            <div class="take-controls">
                <button class="secondary" data-testid="take-left" disabled=move || !can_take() on:click=move |_| take(End::Left)>"Take the left end"</button>
                <button class="secondary" data-testid="take-right" disabled=move || !can_take() on:click=move |_| take(End::Right)>"Take the right end"</button>
                <button
                    class=move || if warp_on() { "primary" } else { "secondary" }
                    data-testid="warp"
                    aria-pressed=move || warp_on().to_string()
                    disabled=move || !can_take() || warp_used()
                    on:click=move |_| ctx.sc_with(|l| l.session.ui.warp = !l.session.ui.warp)
                >
                    {move || if warp_used() { "Warp used this round" } else if warp_on() { "Warp on: take, then launch" } else { "Warp (once per round)" }}
                </button>
            </div>
        </div>
    }
}
