//! The viewing player's Keep hand: on the viewer's turn, select a card to
//! play it (usable when a legal action plays it); at other times tap a card
//! to read what it does.

use super::card::CardFace;
use super::game::Keep;
use super::pick::Selected;
use crate::shell::kit::keyed::{keyed, pack, unpack, with_copies};
use crate::shell::kit::Stage;
use crate::shell::kit::TableCtx;
use keep::{Action, CardId, Decision};
use leptos::prelude::*;

/// The hand (nothing behind the privacy screen).
#[component]
pub fn Hand(t: TableCtx<Keep>) -> impl IntoView {
    let (v, legal, pick) = (t.view(), t.legal(), t.pick());
    let action_for = move |card: CardId| -> Option<Action> {
        legal.with(|l| {
            l.iter().copied().find(|a| match *a {
                Action::Play { card: c, .. } => c == card,
                _ => false,
            })
        })
    };
    // The card last tapped: the help line under the hand says what it does
    // (on a phone the hand shows only each card's kind and name).
    let help = RwSignal::new(None::<CardId>);
    let turn = move || t.stage().get() == Stage::Decide(Decision::Turn);
    let click = move |card, copy: u8| {
        if t.stage().get_untracked() == Stage::Decide(Decision::Turn) && action_for(card).is_some()
        {
            t.update_pick(|u| {
                u.selected = Some(Selected::Hand(card));
                u.copy = copy;
                u.armed = None;
            })
        }
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
                // (On the viewer's turn the prompt says what the selected
                // card does.)
                <p class="hint card-help" data-testid="card-help" aria-live="polite" hidden=turn>
                    {move || help.get().and_then(|c| v.with(|v| v.hand.contains(&c).then(|| v.list.describe(c)))).unwrap_or_else(|| "Tap a card to see what it does.".to_string())}
                </p>
                // While a card is picked, its ways take the prompt: on a
                // phone the other cards shrink to a line each.
                // While a choice waits for its confirm, the cards fold away
                // (the confirm says it all; Back brings them again).
                <div class=move || pick.with(|u| match (u.armed.is_some(), u.selected.is_some()) {
                        (true, _) => "hand kp-hand kp-hand--folded",
                        (false, true) => "hand kp-hand kp-hand--picked",
                        (false, false) => "hand kp-hand",
                    }) data-testid="hand" data-seat=seat.to_string() role="group" aria-label="Your cards">
                    {keyed(move || cards.with(|cs| cs.iter().map(|&(c, copy)| pack(c.0.into(), copy as u32)).collect()), move |packed| {
                            let (id, copy) = unpack(packed);
                            let key = (CardId(id as u16), copy as usize);
                            let card = key.0;
                            let list = list();
                            let pressed = move || pick.with(|u| u.selected == Some(Selected::Hand(card)) && u.copy == copy as u8);
                            // A choice on the viewer's turn (a Commons
                            // replacement is chosen in the prompt).
                            let usable = move || turn() && action_for(card).is_some();
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
