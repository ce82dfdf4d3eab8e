//! The centre of the Keep table: the round and its order, the Royal
//! Decree, the Commons with the coins on each card, the deck and the
//! discard pile.

use super::session::{Pick, Stage};
use super::CardFace;
use crate::app::Ctx;
use crate::game_session::GameSession;
use keep::{Action, Decision};
use leptos::prelude::*;

/// The centre.
#[component]
pub fn Centre() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let order = move || {
        ctx.kp_read(|l| {
            let p = &l.pos;
            let names: Vec<String> = p
                .order()
                .iter()
                .enumerate()
                .map(|(i, &s)| {
                    let n = l.session.name(s).to_string();
                    if i < p.turn_index() {
                        format!("{n} ✓")
                    } else if i == p.turn_index() {
                        format!("▶ {n}")
                    } else {
                        n
                    }
                })
                .collect();
            let head = format!("Round {}", p.round());
            if p.is_over() {
                format!("{head}: the game is over.")
            } else if names.is_empty() {
                format!(
                    "{head}: {} holds the Royal Decree and chooses to act first or last.",
                    l.session.name(p.decree())
                )
            } else {
                format!("{head} order: {}", names.join(" → "))
            }
        })
        .unwrap_or_default()
    };
    let stage = move || ctx.kp_read(|l| l.session.stage(&l.pos));
    let slots = move || {
        ctx.kp_read(|l| {
            l.pos
                .commons()
                .iter()
                .enumerate()
                .map(|(i, s)| (i as u8, *s))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    let list = move || ctx.kp_read(|l| l.pos.list().clone());
    let selected = move || ctx.kp_read(|l| l.session.selected).flatten();
    let click = move |slot: u8| match stage() {
        Some(Stage::Decide(Decision::Turn)) => {
            ctx.kp_with(|l| l.session.selected = Some(Pick::Commons(slot)))
        }
        Some(Stage::Decide(Decision::Add { .. })) => {
            if let Some(seat) = ctx.kp_read(|l| l.session.seating.viewer).flatten() {
                ctx.kp_act(Action::Add { seat, slot });
            }
        }
        _ => {}
    };
    let clickable = move || {
        matches!(
            stage(),
            Some(Stage::Decide(Decision::Turn | Decision::Add { .. }))
        )
    };
    let discard = move || {
        ctx.kp_read(|l| {
            let list = l.pos.list();
            l.pos
                .discard_pile()
                .iter()
                .rev()
                .map(|&c| list.name(c).to_string())
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    view! {
        <section class="centre kp-centre" aria-label="The Commons and the round">
            <p class="kp-round" data-testid="round-order">{order}</p>
            <div class="kp-commons-head">
                <h3>"The Commons"</h3>
                <span class="hint">{move || ctx.kp_read(|l| format!("Deck: {} cards · Discard pile: {} cards", l.pos.deck().len(), l.pos.discard_pile().len())).unwrap_or_default()}</span>
            </div>
            <div class="kp-commons" data-testid="commons" role="group" aria-label="Commons cards">
                {move || {
                    let Some(list) = list() else { return ().into_any() };
                    let s = slots();
                    if s.is_empty() {
                        return view! { <span class="hint">"The Commons is empty."</span> }.into_any();
                    }
                    s.into_iter().map(|(i, slot)| {
                        let list = list.clone();
                        let pressed = move || selected() == Some(Pick::Commons(i));
                        view! {
                            <button
                                class=move || format!("kp-slot{}", if pressed() { " kp-slot--selected" } else { "" })
                                data-testid=format!("commons-card-{i}")
                                data-name=list.name(slot.card).to_string()
                                data-coins=slot.coins.to_string()
                                aria-pressed=move || pressed().to_string()
                                aria-disabled=move || (!clickable()).to_string()
                                on:click=move |_| click(i)
                            >
                                <CardFace list=list.clone() card=slot.card full=true />
                                <span class="kp-coins">{format!("● {} coin{}", slot.coins, if slot.coins == 1 { "" } else { "s" })}</span>
                            </button>
                        }
                    }).collect_view().into_any()
                }}
            </div>
            <details class="kp-discard" data-testid="discard-pile">
                <summary>{move || format!("Discard pile ({}), newest first", discard().len())}</summary>
                <p>{move || { let d = discard(); if d.is_empty() { "Empty.".to_string() } else { d.join(", ") } }}</p>
            </details>
        </section>
    }
}
