//! The formation on the Star Crew table and who owns it (its ends are taken
//! from, and Warp switched on, in the dock: `take.rs`).

use super::card::{card_key, key_card, CardFace};
use super::game::StarCrew;
use crate::shell::kit::keyed::{keyed, with_copies};
use crate::shell::kit::TableCtx;
use leptos::prelude::*;

/// The formation and its owner.
#[component]
pub fn Formation(t: TableCtx<StarCrew>) -> impl IntoView {
    let v = t.view();
    let cards = Memo::new(move |_| v.with(|v| v.formation.clone()));
    let owner = move || v.with(|v| v.owner);
    let codes = move || {
        v.with(|v| {
            v.formation
                .iter()
                .map(|c| c.code())
                .collect::<Vec<_>>()
                .join(",")
        })
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
        </div>
    }
}
