//! The viewing player's Star Crew hand, in its fixed order: select
//! neighbouring cards to launch, or place a taken card between two. What
//! may be launched or where a card may go comes from the legal actions.

use super::card::CardFace;
use super::game::{table_ctx, StarCrew};
use super::turn::{self, Ask};
use crate::shell::Stage;
use crate::shell::seat_parts::hand_area;
use leptos::prelude::*;

/// The hand (nothing behind the privacy screen).
#[component]
pub fn Hand() -> impl IntoView {
    let t = table_ctx();
    let (v, legal, ui) = (t.view(), t.legal(), t.ui());
    let ask = Memo::new(move |_| match t.stage().get() {
        Stage::Decide(d) => Some(ui.with(|u| turn::ask(d, &u.ui))),
        _ => None,
    });
    let selected = move |i: u8| ui.with(|u| u.ui.selection.is_some_and(|(s, n)| i >= s && i < s + n));
    let can_launch = move || ui.with(|u| legal.with(|l| turn::launch(l, &u.ui).is_some()));
    let inserting = move || matches!(ask.get(), Some(Ask::Insert(_)));
    let one_card = move || v.with(|v| v.formation.len() == 1);
    let insert_action =
        move |at: u8| ui.with(|u| legal.with(|l| turn::insert(l, &u.ui, at, one_card())));
    let insert = move |at: u8| {
        if let Some(a) = insert_action(at) {
            t.act(a);
        }
    };
    let launch = move |_| {
        if let Some(a) = ui.with_untracked(|u| legal.with_untracked(|l| turn::launch(l, &u.ui))) {
            t.act(a);
        }
    };
    let insert_button = move |at: u8| {
        view! {
            <button class="insert-point" data-testid=format!("insert-{at}") disabled=move || insert_action(at).is_none() on:click=move |_| insert(at)
                aria-label=format!("Put the card at position {}", at + 1)>"+"</button>
        }
    };
    let cards = move || {
        let list: Vec<_> = v.with(|v| v.hand.iter().copied().enumerate().collect());
        let n = list.len() as u8;
        let mut out = Vec::new();
        for (i, card) in list {
            let i = i as u8;
            if inserting() {
                out.push(insert_button(i).into_any());
            }
            let launchable = legal.with(|l| turn::launchable(l, i));
            out.push(view! {
                <button
                    class=move || format!("hand-card{}", if selected(i) { " hand-card--selected" } else { "" })
                    data-testid="card"
                    data-code=card.code()
                    data-launchable=launchable.to_string()
                    aria-pressed=move || selected(i).to_string()
                    disabled=inserting
                    on:click=move |_| t.update_ui(|u| u.ui.click_card(i))
                >
                    <CardFace card=card />
                </button>
            }.into_any());
        }
        if inserting() {
            out.push(insert_button(n).into_any());
        }
        out
    };
    hand_area::<StarCrew, _>(
        |name| format!("{name}'s hand (its order cannot change)"),
        move |seat| view! {
            <div class="hand sc-hand" data-testid="hand" data-seat=seat.to_string() role="group" aria-label="Your cards in order">
                {cards}
            </div>
            <div class="hand-actions">
                <button class="primary" data-testid="launch" disabled=move || !can_launch() on:click=launch>"Launch the selected cards"</button>
                <span class="hint">
                    {move || match ask.get() {
                        Some(Ask::Turn) => "Select neighbouring cards (a set or a run) that beat the formation, or take a card from an end.",
                        Some(Ask::WarpLaunch) => "Warp: now launch a group that beats what is left.",
                        Some(Ask::Insert(_)) => "Choose where the card goes: press + between two cards.",
                        _ => "",
                    }}
                </span>
            </div>
        },
    )
}
