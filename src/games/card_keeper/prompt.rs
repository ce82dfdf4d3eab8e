//! What Card Keeper asks of the viewing player beyond their hand: the
//! starting Wild's colour, a Wild's colour, the targets of a Capture or
//! Swap (with the face-down fan of a take), a Chaos burn. Every button is
//! one of the legal actions.

use super::card::CardBack;
use super::game::CardKeeper;
use super::pick::{self, Ask};
use crate::shell::kit::Prompt;
use crate::shell::kit::TableCtx;
use card_keeper::{Colour, Decision, Kind};
use leptos::prelude::*;

/// The prompt for `decision`, or `None` when the hand itself asks (a
/// turn's play or burn).
pub fn prompt(t: TableCtx<CardKeeper>, decision: Decision) -> Option<Prompt> {
    let cancel = move |_| t.update_pick(|u| u.draft = None);
    let cancel_button = move || view! { <button class="secondary" data-testid="cancel" on:click=cancel>"Cancel"</button> };
    Some(match t.pick().with(|u| pick::ask(decision, u)) {
        Ask::PlayOrBurn => return None,
        Ask::StartColour => Prompt::new("name_colour", move || {
            view! {
                <p class="prompt-text">"The first card is a Wild: you start, so name the colour."</p>
                <div class="choices"><ColourButtons t=t /></div>
            }
            .into_any()
        }),
        Ask::WildColour => Prompt::new("name_colour", move || {
            view! {
                <p class="prompt-text">"Wild: name the new colour."</p>
                <div class="choices"><ColourButtons t=t /></div>
                {cancel_button()}
            }
            .into_any()
        }),
        Ask::ChaosBurn => Prompt::new("chaos_burn", move || {
            view! {
                <p class="prompt-text">"Chaos! Choose one card from your hand to burn face down, then press “Burn to the Chaos”. Nobody sees your choice."</p>
            }
            .into_any()
        }),
        Ask::ChooseTarget(card) => Prompt::new("choose_target", move || {
            view! {
                <p class="prompt-text">
                    {match card.kind() {
                        Kind::Swap(..) => "Swap: trade your whole hand with…".to_string(),
                        _ => format!("{}: take a card from…", card.name()),
                    }}
                </p>
                <div class="choices targets"><TargetButtons t=t fan=!matches!(card.kind(), Kind::Swap(..)) /></div>
                {cancel_button()}
            }
            .into_any()
        }),
        Ask::ChooseTargets(chosen) => Prompt::new("choose_targets", move || {
            view! {
                <p class="prompt-text">
                    {match chosen.first() {
                        None => "Capture +2: choose the first take's target.".to_string(),
                        Some(&s) => format!("First take from {}. Choose the second: the same player again or another.", t.name(s)),
                    }}
                </p>
                <div class="choices targets"><TargetButtons t=t fan=true /></div>
                {cancel_button()}
            }
            .into_any()
        }),
    })
}

/// The colours the viewer may name now.
#[component]
fn ColourButtons(t: TableCtx<CardKeeper>) -> impl IntoView {
    let (legal, pick) = (t.legal(), t.pick());
    let action = move |c: Colour| legal.with(|l| pick.with(|u| pick::colour_chosen(l, u, c)));
    Colour::ALL
        .into_iter()
        .filter(move |&c| action(c).is_some())
        .map(|c| {
            view! {
                <button class=format!("colour-button colour-chip--{}", c.code()) data-testid=format!("colour-{}", c.code())
                    on:click=move |_| if let Some(a) = action(c) { t.act(a) }>
                    <span class="chip" aria-hidden="true">{c.code().to_string()}</span>
                    {c.name()}
                </button>
            }
        })
        .collect_view()
}

/// Each seat the draft's next target may be: a button with the player's
/// name and, for a take, the face-down fan of their hand (the engine
/// decides which card moves, at random, as a real fan would).
#[component]
fn TargetButtons(t: TableCtx<CardKeeper>, fan: bool) -> impl IntoView {
    let (legal, pick, v) = (t.legal(), t.pick(), t.view());
    let choose = move |s: u8| {
        let mut action = None;
        t.update_pick(|u| action = legal.with_untracked(|l| pick::target_chosen(l, u, s)));
        if let Some(a) = action {
            t.act(a);
        }
    };
    move || {
        let seats = legal.with(|l| pick.with(|u| pick::targets(l, u)));
        seats
            .into_iter()
            .map(|s| {
                let (count, shields) = v.with(|v| (v.hand_counts[s as usize], v.shields[s as usize]));
                let n = t.name(s);
                let shield_note = match shields {
                    0 => String::new(),
                    1 => ", 1 Shield: it blocks a take".to_string(),
                    k => format!(", {k} Shields: each blocks a take"),
                };
                // One button per player: their name and count, and for a
                // take their face-down fan (drawn inside the button, so the
                // whole of it is one target; the fan is left out on a phone).
                view! {
                    <button class="target-button" data-testid=format!("target-{s}") on:click=move |_| choose(s)>
                        <span class="target-name">{format!("{n} ({count} card{}{shield_note})", if count == 1 { "" } else { "s" })}</span>
                        {(fan && shields == 0).then(|| view! {
                            <span class="fan" aria-hidden="true">
                                {(0..count.min(12)).map(|_| view! { <span class="fan-card"><CardBack /></span> }).collect_view()}
                            </span>
                        })}
                    </button>
                }
            })
            .collect_view()
    }
}
