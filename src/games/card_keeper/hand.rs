//! The viewing player's Card Keeper hand, face up: select a card, then play
//! or burn it. Which cards may be played comes from the legal actions.

use super::card::{what_it_does, CardFace};
use super::centre::pile_help_shown;
use super::game::CardKeeper;
use super::pick::{self, Ask};
use crate::shell::kit::keyed::{keyed, pack, unpack, with_copies};
use crate::shell::kit::seat_parts::hand_area;
use crate::shell::kit::TableCtx;
use crate::shell::kit::{browser, Stage};
use card_keeper::Card;
use leptos::prelude::*;

/// The hand of the player whose view is shown (nothing behind the privacy screen).
#[component]
pub fn Hand(t: TableCtx<CardKeeper>) -> impl IntoView {
    let (v, legal, pick) = (t.view(), t.legal(), t.pick());
    let ask = Memo::new(move |_| match t.stage().get() {
        Stage::Decide(d) => Some(pick.with(|u| pick::ask(d, u))),
        _ => None,
    });
    let selected = move || pick.with(|u| u.selected);
    // The card with keyboard focus: what it does is shown in words. (Not
    // the card under the pointer: a help line that changed on hover could
    // move the cards under the pointer, and back, for ever.)
    let focused = RwSignal::new(None::<Card>);
    // Each card of the hand as (card, which copy of it), with whether it
    // may be played now and why not: a move keeps the buttons of the cards
    // still held and changes only what changed about them.
    let cards = Memo::new(move |_| {
        let my_turn = ask.get() == Some(Ask::PlayOrBurn);
        v.with(|v| {
            with_copies(v.hand.iter().copied())
                .into_iter()
                .map(|(c, copy)| {
                    let playable = my_turn && legal.with(|l| pick::playable(l, c));
                    ((c, copy), playable, v.why_not_playable(c))
                })
                .collect::<Vec<_>>()
        })
    });
    let keys = move || {
        cards.with(|cs| {
            cs.iter()
                .map(|((c, copy), ..)| pack(c.index() as u32, *copy as u32))
                .collect()
        })
    };
    let can_play = move || {
        ask.get() == Some(Ask::PlayOrBurn)
            && selected().is_some_and(|c| legal.with(|l| pick::playable(l, c)))
    };
    // The hand is a choice on the viewer's turn and in a Chaos burn, and
    // something to read while others move; not while a prompt asks a
    // colour or a target.
    let hand_asks = move || matches!(ask.get(), None | Some(Ask::PlayOrBurn | Ask::ChaosBurn));
    let can_burn =
        move || matches!(ask.get(), Some(Ask::PlayOrBurn | Ask::ChaosBurn)) && selected().is_some();
    let play = move |_| {
        let mut action = None;
        t.update_pick(|u| action = legal.with_untracked(|l| pick::play_selected(l, u)));
        if let Some(a) = action {
            t.act(a);
        }
    };
    let burn = move |_| {
        if let Some(a) =
            pick.with_untracked(|u| legal.with_untracked(|l| pick::burn_selected(l, u)))
        {
            t.act(a);
        }
    };
    let hint = move || match (ask.get(), focused.get().or(selected())) {
        (Some(Ask::PlayOrBurn), None) => {
            "Select a card: playable cards are raised; any card can be burned.".to_string()
        }
        (Some(Ask::PlayOrBurn), Some(c)) => match v.with(|v| v.why_not_playable(c)) {
            Some(w) => format!(
                "{}: {}. Not playable now ({w}): burn it?",
                c.name(),
                what_it_does(c)
            ),
            None => format!("{}: {}.", c.name(), what_it_does(c)),
        },
        (Some(Ask::ChaosBurn), _) => "Chaos: select the card you burn.".to_string(),
        // Any other time, a card tapped or focused says what it does.
        (_, Some(c)) => format!("{}: {}.", c.name(), what_it_does(c)),
        _ => String::new(),
    };
    hand_area(
        t,
        |name| format!("{name}'s hand"),
        move |seat| {
            view! {
                // Above the cards: in the dock, docked at the screen's bottom, a
                // line that changes length moves what is above it, never the
                // cards under the pointer.
                <p class="hint card-help" data-testid="card-help" aria-live="polite">
                    {move || match pile_help_shown(t) {
                        // The discard top's help, opened on the pile: here, where
                        // the viewer looks, never behind the dock.
                        Some(c) => view! {
                            <span data-testid="pile-help">{format!("On the discard pile: {}, {}.", c.name(), what_it_does(c))}</span>
                        }.into_any(),
                        _ => hint().into_any(),
                    }}
                </p>
                <div class="hand" data-testid="hand" data-seat=seat.to_string() role="group" aria-label="Your cards: select one">
                    {keyed(keys, move |packed| {
                            let (index, copy) = unpack(packed);
                            let Some(card) = Card::from_index(index as usize) else {
                                return ().into_any();
                            };
                            let key = (card, copy as usize);
                            let state = Memo::new(move |_| {
                                cards.with(|cs| {
                                    cs.iter()
                                        .find(|(k, ..)| *k == key)
                                        .map(|(_, p, why)| (*p, why.clone()))
                                        .unwrap_or_default()
                                })
                            });
                            let playable = move || state.with(|s| s.0);
                            let pressed = move || pick.with(|u| u.selected == Some(card) && u.copy == copy as u8);
                            let label = move || state.with(|(_, why)| match why {
                                None => format!("{} (playable)", card.name()),
                                Some(w) => format!("{} (not playable: {w})", card.name()),
                            });
                            view! {
                                <button
                                    class=move || format!("hand-card{}{}", if playable() { " hand-card--playable" } else { "" }, if pressed() { " hand-card--selected" } else { "" })
                                    data-testid="card"
                                    data-code=card.code()
                                    data-playable=move || playable().to_string()
                                    aria-pressed=move || pressed().to_string()
                                    title=label
                                    // Not a choice while a prompt asks something else
                                    // (a colour, a target): the cards stay in view.
                                    disabled=move || !hand_asks()
                                    on:focus=move |ev| if browser::focus_visible(&ev) { focused.set(Some(card)) }
                                    on:blur=move |_| focused.set(None)
                                    on:click=move |_| t.update_pick(|u| {
                                        let again = u.selected == Some(card) && u.copy == copy as u8 && u.draft.is_none();
                                        u.selected = if again { None } else { Some(card) };
                                        u.copy = copy as u8;
                                    })
                                >
                                    <CardFace card=card />
                                    <span class="visually-hidden">{move || state.with(|(_, why)| match why {
                                        None => " (playable)".to_string(),
                                        Some(w) => format!(" (not playable: {w})"),
                                    })}</span>
                                    // Shown by the button's class (style/main.css): no
                                    // element comes and goes as playability changes.
                                    <span class="unplayable-mark" aria-hidden="true">"✕"</span>
                                </button>
                            }
                            .into_any()
                    })}
                </div>
                <div class="hand-actions">
                    <button class="primary" data-testid="play-selected" disabled=move || !can_play() on:click=play
                        hidden=move || matches!(ask.get(), Some(Ask::ChaosBurn)) || !hand_asks()>
                        "Play"
                    </button>
                    <button class="secondary" data-testid="burn-selected" disabled=move || !can_burn() on:click=burn hidden=move || !hand_asks()>
                        {move || if ask.get() == Some(Ask::ChaosBurn) { "Burn to the Chaos" } else { "Burn face down" }}
                    </button>
                </div>
            }
        },
    )
}
