//! The formation on the Star Crew table, with its two ends to take from
//! and the Warp switch: each enabled only when the legal actions hold it.

use super::card::{card_key, key_card, CardFace};
use super::game::table_ctx;
use super::turn::{self, Ask};
use crate::shell::Stage;
use crate::shell::keyed::{keyed, with_copies};
use leptos::prelude::*;
use star_crew::End;

/// The formation, its owner, and the take and Warp controls.
#[component]
pub fn Formation() -> impl IntoView {
    let t = table_ctx();
    let (v, legal, ui) = (t.view(), t.legal(), t.ui());
    let cards = Memo::new(move |_| v.with(|v| v.formation.clone()));
    let owner = move || v.with(|v| v.owner);
    let codes = move || v.with(|v| v.formation.iter().map(|c| c.code()).collect::<Vec<_>>().join(","));
    let turn_asked = move || matches!(t.stage().get(), Stage::Decide(d) if ui.with(|u| turn::ask(d, &u.ui)) == Ask::Turn);
    let can_take = move || turn_asked() && legal.with(|l| turn::can_take(l));
    let can_warp = move || turn_asked() && legal.with(|l| turn::can_warp(l));
    let warp_on = move || ui.with(|u| u.ui.warp);
    let warp_used = move || {
        let seat = t.viewer().get();
        v.with(|v| seat.is_none_or(|s| v.warp_used[s as usize]))
    };
    let take = move |end: End| {
        if can_take() {
            t.update_ui(|u| {
                u.ui.taking = Some(end);
                u.ui.flip = false;
                u.ui.selection = None;
            })
        }
    };
    view! {
        <div class="centre sc-centre">
            <div
                class="formation"
                data-testid="formation"
                data-owner=move || owner().map(|o| o.to_string()).unwrap_or_default()
                data-codes=codes
                aria-label="The formation on the table"
            >
                <p class="pile-label">
                    {move || match owner() {
                        Some(o) => format!("Formation of {}", t.name(o)),
                        None => "The table is empty: the next player launches.".to_string(),
                    }}
                </p>
                <div class="formation-cards">
                    // Keyed by card and copy: a take removes one face.
                    {keyed(
                        move || cards.with(|cs| with_copies(cs.iter().copied()).into_iter().map(|(c, copy)| card_key(c, copy)).collect()),
                        |k| view! { <CardFace card=key_card(k) /> }.into_any(),
                    )}
                </div>
            </div>
            <div class="take-controls">
                <button class="secondary" data-testid="take-left" disabled=move || !can_take() on:click=move |_| take(End::Left)>"Take the left end"</button>
                <button class="secondary" data-testid="take-right" disabled=move || !can_take() on:click=move |_| take(End::Right)>"Take the right end"</button>
                <button
                    class=move || if warp_on() { "primary" } else { "secondary" }
                    data-testid="warp"
                    aria-pressed=move || warp_on().to_string()
                    disabled=move || !can_warp()
                    on:click=move |_| t.update_ui(|u| u.ui.warp = !u.ui.warp)
                >
                    {move || if warp_used() { "Warp used this round" } else if warp_on() { "Warp on: take, then launch" } else { "Warp (once per round)" }}
                </button>
            </div>
        </div>
    }
}

