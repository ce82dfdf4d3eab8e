//! A Keep turn's prompt: the optional bonus action, then the ways to play
//! the selected card (from the hand or the Commons), or a pass. The bonus
//! and a take from the Commons wait for their confirm, which says what they
//! will do.

use super::choices::{current_choices, way_short, Choice};
use super::confirm::{drop_armed, is_armed, tap, waiting, ConfirmChoice};
use super::game::Keep;
use super::pick::Selected;
use crate::shell::kit::TableCtx;
use keep::Action;
use leptos::prelude::*;

/// The turn: the optional bonus action, then the selected card's ways.
#[component]
pub fn TurnPrompt(t: TableCtx<Keep>) -> impl IntoView {
    let (v, pick) = (t.view(), t.pick());
    let show_bonus = RwSignal::new(false);
    let of = move |keep: fn(&Action, Option<Selected>) -> bool| {
        let selected = pick.with(|u| u.selected);
        current_choices(t)
            .into_iter()
            .filter(|c| keep(&c.action, selected))
            .collect::<Vec<Choice>>()
    };
    let bonuses = move || of(|a, _| matches!(a, Action::Bonus { .. }));
    let pass = move || {
        of(|a, _| matches!(a, Action::Pass { .. }))
            .into_iter()
            .next()
    };
    let ways = move || {
        of(|a, sel| match (*a, sel) {
            (Action::Play { card, .. }, Some(Selected::Hand(c))) => card == c,
            (Action::Take { slot, .. }, Some(Selected::Commons(s))) => slot == s,
            _ => false,
        })
    };
    let markers = move || {
        let seat = t.viewer().get();
        v.with(|v| seat.map_or(0, |s| v.markers[s as usize]))
    };
    // The selected card in words: what it does, and so what its ways mean
    // (the ways' buttons say only how to play it).
    let selected_text = move || {
        let sel = pick.with(|u| u.selected)?;
        v.with(|v| match sel {
            Selected::Hand(c) => Some(v.list.describe(c)),
            Selected::Commons(s) => v.commons.get(s as usize).map(|sl| match sl.coins {
                0 => format!("From the Commons: {}", v.list.describe(sl.card)),
                n => format!(
                    "From the Commons, with {n} coin{}: {}",
                    if n == 1 { "" } else { "s" },
                    v.list.describe(sl.card)
                ),
            }),
        })
    };
    let bonus_click = move |_| {
        show_bonus.update(|v| *v = !*v);
        drop_armed(t);
    };
    let free = move || !waiting(t);
    view! {
        // What to do, until a card is selected; then what that card does.
        // While a choice waits for its confirm, the confirm says it all.
        <Show when=free>
        {move || match selected_text() {
            Some(text) => view! { <p class="prompt-text kp-selected" data-testid="selected-card">{text}</p> }.into_any(),
            None => view! { <p class="prompt-text">{if pass().is_some() {
                "You have no card to play and the Commons is empty."
            } else {
                "Your turn: tap a card in your hand or in the Commons, then how to play it."
            }}</p> }.into_any(),
        }}
        <div class="choices kp-ways">
            {move || ways().into_iter().map(|c| {
                let a = c.action;
                let id = match a {
                    Action::Play { way, .. } | Action::Take { way, .. } => format!("way-{}", serde_json::to_value(way).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()),
                    _ => "way".to_string(),
                };
                view! { <button class="primary" data-testid=id data-name=c.name.unwrap_or_default() title=c.label
                    aria-pressed=move || is_armed(t, a).to_string() on:click=move |_| tap(t, a)>{v.with(|v| way_short(a, v))}</button> }
            }).collect_view()}
            {move || pass().map(|c| {
                let a = c.action;
                view! { <button class="primary" data-testid="pass-turn" on:click=move |_| t.act(a)>{c.label}</button> }
            })}
            // The bonus action, beside the ways (before them in time: it is
            // taken first, then the card is played).
            {move || (!bonuses().is_empty()).then(|| view! {
                <button class="secondary kp-bonus" data-testid="bonus-action" aria-expanded=move || show_bonus.get().to_string() on:click=bonus_click>
                    {move || if pick.with(|u| u.selected.is_some()) {
                        format!("Bonus first ({} left)", markers())
                    } else {
                        format!("Bonus first: turn a character up ({} left)", markers())
                    }}
                </button>
            })}
        </div>
        {move || show_bonus.get().then(|| view! {
            <div class="choices kp-choices">
                {bonuses().into_iter().enumerate().map(|(i, c)| {
                    let a = c.action;
                    view! { <button class="secondary" data-testid=format!("bonus-card-{i}") data-name=c.name.unwrap_or_default()
                        aria-pressed=move || is_armed(t, a).to_string() on:click=move |_| tap(t, a)>{c.label}</button> }
                }).collect_view()}
            </div>
        })}
        </Show>
        <ConfirmChoice t=t />
    }
}
