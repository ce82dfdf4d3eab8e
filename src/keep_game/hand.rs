//! The viewing player's Keep hand: select a card to play it; during a
//! Commons replacement, a click puts the card onto the Commons.

use super::session::{Pick, Stage};
use super::CardFace;
use crate::app::Ctx;
use crate::game_session::GameSession;
use keep::{Action, Decision};
use keep_core::Engine;
use leptos::prelude::*;

/// The hand (nothing behind the privacy screen).
#[component]
pub fn Hand() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let viewer = move || {
        ctx.kp_read(|l| {
            if l.session.seating.pass_to.is_none() {
                l.session.seating.viewer
            } else {
                None
            }
        })
        .flatten()
    };
    let stage = move || ctx.kp_read(|l| l.session.stage(&l.pos));
    let selected = move || ctx.kp_read(|l| l.session.selected).flatten();
    let legal = move || ctx.kp_read(|l| l.pos.legal_actions()).unwrap_or_default();
    let action_for = move |card| -> Option<Action> {
        legal().into_iter().find(|a| match *a {
            Action::Play { card: c, .. } => c == card,
            Action::Replace { card: c, .. } => c == card,
            _ => false,
        })
    };
    let click = move |card| match (stage(), action_for(card)) {
        (Some(Stage::Decide(Decision::Turn)), Some(_)) => {
            ctx.kp_with(|l| l.session.selected = Some(Pick::Hand(card)))
        }
        (Some(Stage::Decide(Decision::Replace { .. })), Some(a)) => ctx.kp_act(a),
        _ => {}
    };
    view! {
        {move || viewer().and_then(|v| ctx.kp_read(|l| {
            let name = l.session.name(v).to_string();
            let list = l.pos.list().clone();
            let mut cards = l.pos.hand(v).to_vec();
            cards.sort_by_key(|&c| (!list.is_character(c), list.name(c).to_string()));
            view! {
                <section class="hand-area" aria-label=format!("{name}'s hand")>
                    <h2 class="hand-title">{format!("{name}'s hand ({})", cards.len())}</h2>
                    <div class="hand kp-hand" data-testid="hand" data-seat=v.to_string() role="group" aria-label="Your cards">
                        {cards.into_iter().enumerate().map(|(i, card)| {
                            let list = list.clone();
                            let pressed = move || selected() == Some(Pick::Hand(card));
                            let usable = move || action_for(card).is_some();
                            view! {
                                <button
                                    class=move || format!("hand-card kp-hand-card{}", if pressed() { " hand-card--selected" } else { "" })
                                    data-testid="card"
                                    data-name=list.name(card).to_string()
                                    data-index=i.to_string()
                                    data-kind=if list.is_character(card) { "character" } else { "item" }
                                    data-playable=move || usable().to_string()
                                    aria-pressed=move || pressed().to_string()
                                    aria-disabled=move || (!usable()).to_string()
                                    on:click=move |_| click(card)
                                >
                                    <CardFace list=list.clone() card=card full=true />
                                </button>
                            }
                        }).collect_view()}
                    </div>
                </section>
            }
        }))}
    }
}
