//! The viewing player's Keep hand: select a card to play it; during a
//! Commons replacement, a click puts the card onto the Commons. A card is
//! usable when a legal action plays or places it.

use super::card::CardFace;
use super::game::table_ctx;
use super::pick::Selected;
use crate::shell::Stage;
use keep::{Action, CardId, Decision};
use crate::shell::keyed::{keyed, pack, unpack, with_copies};
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
    // The card last tapped: the help line under the hand says what it does
    // (on a phone the hand shows only each card's kind and name).
    let help = RwSignal::new(None::<CardId>);
    let click = move |card, copy: u8| match (t.stage().get_untracked(), action_for(card)) {
        (Stage::Decide(Decision::Turn), Some(_)) => t.update_ui(|u| {
            u.selected = Some(Selected::Hand(card));
            u.copy = copy;
        }),
        (Stage::Decide(Decision::Replace { .. }), Some(a)) => t.act(a),
        _ => {}
    };
    // The hand in the order shown (characters first, then by name), each
    // card with which copy of it it is (a list may hold several): a move
    // keeps the buttons of the cards still held.
    let cards = Memo::new(move |_| {
        let (list, mut cards) = v.with(|v| (v.list.clone(), v.hand.clone()));
        cards.sort_by_key(|&c| (!list.is_character(c), list.name(c).to_string()));
        with_copies(cards)
    });
    let list = move || v.with_untracked(|v| v.list.clone());
    move || {
        let seat = t.viewer().get()?;
        let name = t.name(seat);
        let label = format!("{name}'s hand");
        Some(view! {
            <section class="hand-area" aria-label=label>
                <h2 class="hand-title">{move || format!("{name}'s hand ({})", cards.with(|c| c.len()))}</h2>
                // Above the cards, so that its changes never move them.
                <p class="hint card-help" data-testid="card-help" aria-live="polite">
                    {move || help.get().and_then(|c| v.with(|v| v.hand.contains(&c).then(|| v.list.describe(c)))).unwrap_or_else(|| "Tap a card to see what it does.".to_string())}
                </p>
                <div class="hand kp-hand" data-testid="hand" data-seat=seat.to_string() role="group" aria-label="Your cards">
                    {keyed(move || cards.with(|cs| cs.iter().map(|&(c, copy)| pack(c.0.into(), copy as u32)).collect()), move |packed| {
                            let (id, copy) = unpack(packed);
                            let key = (CardId(id as u16), copy as usize);
                            let card = key.0;
                            let list = list();
                            let pressed = move || ui.with(|u| u.selected == Some(Selected::Hand(card)) && u.copy == copy as u8);
                            let usable = move || action_for(card).is_some();
                            let index = move || cards.with(|cs| cs.iter().position(|&k| k == key).unwrap_or(0)).to_string();
                            view! {
                                <button
                                    class=move || format!("hand-card kp-hand-card{}", if pressed() { " hand-card--selected" } else { "" })
                                    data-testid="card"
                                    data-name=list.name(card).to_string()
                                    data-index=index
                                    data-kind=if list.is_character(card) { "character" } else { "item" }
                                    data-playable=move || usable().to_string()
                                    aria-pressed=move || pressed().to_string()
                                    aria-disabled=move || (!usable()).to_string()
                                    on:click=move |_| {
                                        help.set(Some(card));
                                        click(card, copy as u8)
                                    }
                                >
                                    <CardFace list=list.clone() card=card full=true />
                                </button>
                            }
                            .into_any()
                    })}
                </div>
            </section>
        })
    }
}
