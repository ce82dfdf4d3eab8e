//! The viewing player's Keep hand: select a card to play it; during a
//! Commons replacement, a click puts the card onto the Commons. A card is
//! usable when a legal action plays or places it.

use super::card::CardFace;
use super::game::table_ctx;
use super::pick::Selected;
use crate::shell::Stage;
use keep::{Action, CardId, Decision};
use leptos::prelude::*;

/// The hand (nothing behind the privacy screen).
#[component]
pub fn Hand() -> impl IntoView {
    let t = table_ctx();
    let (v, legal, ui) = (t.view(), t.legal(), t.ui());
    let action_for = move |card: CardId| -> Option<Action> {
        legal.with(|l| {
            l.iter().copied().find(|a| match *a {
                Action::Play { card: c, .. } | Action::Replace { card: c, .. } => c == card,
                _ => false,
            })
        })
    };
    let click = move |card| match (t.stage().get_untracked(), action_for(card)) {
        (Stage::Decide(Decision::Turn), Some(_)) => {
            t.update_ui(|u| u.selected = Some(Selected::Hand(card)))
        }
        (Stage::Decide(Decision::Replace { .. }), Some(a)) => t.act(a),
        _ => {}
    };
    let selected = move || ui.with(|u| u.selected);
    move || {
        let seat = t.viewer().get()?;
        let name = t.name(seat);
        let (list, mut cards) = v.with(|v| (v.list.clone(), v.hand.clone()));
        cards.sort_by_key(|&c| (!list.is_character(c), list.name(c).to_string()));
        Some(view! {
            <section class="hand-area" aria-label=format!("{name}'s hand")>
                <h2 class="hand-title">{format!("{name}'s hand ({})", cards.len())}</h2>
                <div class="hand kp-hand" data-testid="hand" data-seat=seat.to_string() role="group" aria-label="Your cards">
                    {cards.into_iter().enumerate().map(|(i, card)| {
                        let pressed = move || selected() == Some(Selected::Hand(card));
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
        })
    }
}
