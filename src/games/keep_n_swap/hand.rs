//! The viewing player's Keep'n Swap hand: select a card, then confirm it in
//! the prompt. A card may be selected when a legal action plays it.

use super::card::{help_line, what_it_does, CardFace};
use super::game::KeepNSwap;
use crate::shell::kit::browser;
use crate::shell::kit::keyed::{keyed, pack, unpack};
use crate::shell::kit::seat_parts::hand_area;
use crate::shell::kit::TableCtx;
use keep_n_swap::Action;
use leptos::prelude::*;

/// The hand (nothing behind the privacy screen).
#[component]
pub fn Hand(t: TableCtx<KeepNSwap>) -> impl IntoView {
    let (v, legal, pick) = (t.view(), t.legal(), t.pick());
    let cards = move || {
        v.with(|v| {
            let mut h = v.hand.clone();
            h.sort();
            h.into_iter().enumerate().collect::<Vec<_>>()
        })
    };
    let cards_untracked = move || untrack(cards);
    // The card last tapped or focused: the help line says what it does.
    let help = RwSignal::new(None::<keep_n_swap::Card>);
    let my_choice = move || v.with(|v| v.my_choice);
    let selectable = move |c| {
        legal.with(|l| {
            l.iter().any(|a| match *a {
                Action::Choose { card, .. }
                | Action::Purge { card, .. }
                | Action::Equalize { card, .. } => card == c,
                _ => false,
            })
        })
    };
    hand_area(
        t,
        |name| format!("{name}'s hand"),
        move |seat| {
            view! {
                // Above the cards, so that its changes never move them.
                <p class="hint card-help" data-testid="card-help" aria-live="polite">
                    {move || help.get().filter(|c| v.with(|v| v.hand.contains(c))).map(help_line).unwrap_or_else(|| {
                        // (While a prompt asks for a card it says so itself.)
                        if legal.with(|l| l.is_empty()) { "Tap a card to see what it does.".to_string() } else { String::new() }
                    })}
                </p>
                <div class="hand" data-testid="hand" data-seat=seat.to_string() role="group" aria-label="Your cards">
                    {keyed(
                        move || cards().into_iter().map(|(i, c)| pack(i as u32, c.index().into())).collect(),
                        move |k| {
                            let place = unpack(k).0 as usize;
                            let held = cards_untracked();
                            let Some(card) = held.get(place).map(|&(_, c)| c) else {
                                return ().into_any();
                            };
                            // Which copy of the card this is: only the one tapped shows selected.
                            let copy = held[..place].iter().filter(|&&(_, c)| c == card).count() as u8;
                            let pressed = move || pick.with(|u| u.selected == Some(card) && u.copy == copy);
                            view! {
                                <button
                                    class=move || format!("hand-card{}{}", if pressed() { " hand-card--selected" } else { "" }, if my_choice() == Some(card) { " hand-card--chosen" } else { "" })
                                    data-testid="card"
                                    data-code=card.code()
                                    aria-pressed=move || pressed().to_string()
                                    // Not `disabled`: a card that cannot be chosen now can
                                    // still be tapped (or focused) to say what it does.
                                    aria-disabled=move || (!selectable(card)).to_string()
                                    title=what_it_does(card)
                                    on:focus=move |ev| if browser::focus_visible(&ev) { help.set(Some(card)) }
                                    on:click=move |_| {
                                        help.set(Some(card));
                                        if selectable(card) {
                                            t.update_pick(|u| {
                                                u.selected = Some(card);
                                                u.copy = copy;
                                            })
                                        }
                                    }
                                >
                                    <CardFace card=card />
                                </button>
                            }
                            .into_any()
                        },
                    )}
                </div>
            }
        },
    )
}
