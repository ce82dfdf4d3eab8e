//! The viewing player's Keep'n Swap hand: select a card, then confirm.

use super::session::Stage;
use super::CardFace;
use crate::app::Ctx;
use crate::game_session::GameSession;
use keep_n_swap::{Card, Decision};
use leptos::prelude::*;

/// The hand (nothing behind the privacy screen).
#[component]
pub fn Hand() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let viewer = move || {
        ctx.ks_read(|l| {
            if l.session.seating.pass_to.is_none() {
                l.session.seating.viewer
            } else {
                None
            }
        })
        .flatten()
    };
    let stage = move || ctx.ks_read(|l| l.session.stage(&l.pos));
    let cards = move || {
        ctx.ks_read(|l| {
            let Some(v) = viewer() else { return Vec::new() };
            let mut h = l.pos.hand(v).to_vec();
            h.sort();
            h.into_iter().enumerate().collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    let my_choice = move || {
        ctx.ks_read(|l| viewer().and_then(|v| l.pos.choice(v)))
            .flatten()
    };
    let selectable = move |c: Card| match stage() {
        Some(Stage::Decide(Decision::ChooseCard | Decision::Equalize)) => true,
        Some(Stage::Decide(Decision::QueenPurge)) => c.is_special(),
        _ => false,
    };
    let selected = move || ctx.ks_read(|l| l.session.selected).flatten();
    view! {
        {move || viewer().map(|v| {
            let name = ctx.ks_read(|l| l.session.name(v).to_string()).unwrap_or_default();
            view! {
                <section class="hand-area" aria-label=format!("{name}'s hand")>
                    <h2 class="hand-title">{format!("{name}'s hand")}</h2>
                    <div class="hand" data-testid="hand" data-seat=v.to_string() role="group" aria-label="Your cards">
                        <For each=cards key=|(i, c)| (*i, *c) let:item>
                            {
                                let (_, card) = item;
                                let pressed = move || selected() == Some(card);
                                view! {
                                    <button
                                        class=move || format!("hand-card{}{}", if pressed() { " hand-card--selected" } else { "" }, if my_choice() == Some(card) { " hand-card--chosen" } else { "" })
                                        data-testid="card"
                                        data-code=card.code()
                                        aria-pressed=move || pressed().to_string()
                                        disabled=move || !selectable(card)
                                        on:click=move |_| ctx.ks_with(|l| l.session.selected = Some(card))
                                    >
                                        <CardFace card=card />
                                    </button>
                                }
                            }
                        </For>
                    </div>
                </section>
            }
        })}
    }
}
