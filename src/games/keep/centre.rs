//! The centre of the Keep table: the round and its order, the Royal
//! Decree, the Commons with the coins on each card, the deck and the
//! discard pile. A Commons card is selected (a turn) or added (an ability)
//! when a legal action takes it.

use super::card::CardFace;
use super::game::Keep;
use super::pick::Selected;
use super::round_end::RoundEndNotice;
use crate::shell::kit::keyed::{keyed, pack, unpack};
use crate::shell::kit::Stage;
use crate::shell::kit::TableCtx;
use keep::{Action, CardId, Decision};
use leptos::prelude::*;

/// The centre.
#[component]
pub fn Centre(t: TableCtx<Keep>) -> impl IntoView {
    let (v, legal, pick) = (t.view(), t.legal(), t.pick());
    let order = move || {
        let names = t.names().get();
        let name = |s: u8| names.get(s as usize).cloned().unwrap_or_default();
        // Someone still keeps a character (the viewer's own dealt cards
        // are gone once kept).
        let keeping = v.with(|v| matches!(v.pending, Some((_, Decision::KeepCharacter))));
        v.with(|v| {
            let shown: Vec<String> = v
                .order
                .iter()
                .enumerate()
                .map(|(i, &s)| {
                    if i < v.turn {
                        format!("{} ✓", name(s))
                    } else if i == v.turn {
                        format!("▶ {}", name(s))
                    } else {
                        name(s)
                    }
                })
                .collect();
            let head = format!("Round {}", v.round);
            if v.outcome.is_some() {
                format!("{head}: the game is over.")
            } else if keeping {
                // The deal: the characters are kept before the Decree's
                // holder chooses.
                format!(
                    "{head}: everyone keeps one of their three characters; then {}, who holds the Royal Decree, chooses to act first or last.",
                    name(v.decree)
                )
            } else if shown.is_empty() {
                format!(
                    "{head}: {} holds the Royal Decree and chooses to act first or last.",
                    name(v.decree)
                )
            } else {
                format!("{head} order: {}", shown.join(" → "))
            }
        })
    };
    let decision = move || match t.stage().get() {
        Stage::Decide(d) => Some(d),
        _ => None,
    };
    let selected = move || pick.with(|u| u.selected);
    let click = move |slot: u8| match decision() {
        Some(Decision::Turn) => t.update_pick(|u| {
            u.selected = Some(Selected::Commons(slot));
            u.armed = None;
        }),
        Some(Decision::Add { .. }) => {
            let add = legal.with_untracked(|l| {
                l.iter()
                    .copied()
                    .find(|a| matches!(a, Action::Add { slot: s, .. } if *s == slot))
            });
            if let Some(a) = add {
                t.act(a);
            }
        }
        _ => {}
    };
    let clickable = move || matches!(decision(), Some(Decision::Turn | Decision::Add { .. }));
    let discard = Memo::new(move |_| {
        v.with(|v| {
            v.discard
                .iter()
                .rev()
                .map(|&c| v.list.name(c).to_string())
                .collect::<Vec<_>>()
        })
    });
    let discard = move || discard.get();
    // The Commons, drawn again only when a card or its coins change.
    let slots = Memo::new(move |_| v.with(|v| v.commons.clone()));
    view! {
        <section class="centre kp-centre" aria-label="The Commons and the round">
            <p class="kp-round" data-testid="round-order">{order}</p>
            <div class="kp-commons-head">
                <h3>"The Commons"</h3>
                <span class="hint">{move || v.with(|v| format!("Deck {} · discard pile {}", v.deck_count, v.discard.len()))}</span>
            </div>
            <div class="kp-commons" data-testid="commons" role="group" aria-label="Commons cards">
                {move || slots.with(|s| s.is_empty()).then(|| view! { <span class="hint">"The Commons is empty."</span> })}
                // Keyed by place and card: coins placed change only their
                // numbers, a card taken or added only its own button.
                {keyed(
                    move || slots.with(|s| s.iter().enumerate().map(|(i, sl)| pack(i as u32, sl.card.0.into())).collect()),
                    move |k| {
                        let (i, card) = unpack(k);
                        let (i, card) = (i as u8, CardId(card as u16));
                        let list = v.with_untracked(|v| v.list.clone());
                        let coins = move || slots.with(|s| s.get(i as usize).map_or(0, |sl| sl.coins));
                        let pressed = move || selected() == Some(Selected::Commons(i));
                        view! {
                            <button
                                class=move || format!("kp-slot{}", if pressed() { " kp-slot--selected" } else { "" })
                                data-testid=format!("commons-card-{i}")
                                data-name=list.name(card).to_string()
                                data-coins=move || coins().to_string()
                                aria-pressed=move || pressed().to_string()
                                aria-disabled=move || (!clickable()).to_string()
                                on:click=move |_| click(i)
                            >
                                <CardFace list=list.clone() card=card full=true />
                                <span class="kp-coins">{move || { let n = coins(); format!("● {n} coin{}", if n == 1 { "" } else { "s" }) }}</span>
                            </button>
                        }
                        .into_any()
                    },
                )}
            </div>
            // Below the Commons, so that the cards a turn chooses from
            // never move for it.
            <RoundEndNotice t=t />
            <details class="kp-discard" data-testid="discard-pile">
                <summary>{move || format!("Discard pile ({}), newest first", discard().len())}</summary>
                <p>{move || { let d = discard(); if d.is_empty() { "Empty.".to_string() } else { d.join(", ") } }}</p>
            </details>
        </section>
    }
}
