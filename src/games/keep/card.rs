//! How a Keep card looks: its name, and a symbol for its kind (♟ for
//! characters; ◆ and the type's initial for items) beside the colour,
//! with the value or the ability in words.

use keep::{CardId, CardList};
use leptos::prelude::*;
use std::sync::Arc;

/// A Keep card's face: its name, and a symbol for its kind (♟ for
/// characters; ◆ and the type's initial for items) beside the colour,
/// with the value or the ability in words.
#[component]
pub fn CardFace(
    /// The list the card belongs to.
    list: Arc<CardList>,
    /// The card.
    card: CardId,
    /// Show the ability and score text too.
    #[prop(optional)]
    full: bool,
) -> impl IntoView {
    let name = list.name(card).to_string();
    match list.item(card) {
        Some((t, value)) => {
            let ty = list.types[t as usize].clone();
            let initial = ty.chars().next().unwrap_or('?');
            view! {
                <span class=format!("kp-card kp-item kp-type-{}", t % 6) title=list.describe(card)>
                    <span class="kp-kind" aria-hidden="true">{format!("◆ {initial}")}</span>
                    <span class="kp-name">{name}</span>
                    <span class="kp-detail">{format!("{ty} · {value}")}</span>
                </span>
            }
            .into_any()
        }
        None => {
            let detail = full.then(|| {
                view! {
                    <span class="kp-text">{list.ability_text(card)}</span>
                    <span class="kp-text kp-score">{format!("End: {}", list.score_text(card))}</span>
                }
            });
            view! {
                <span class="kp-card kp-character" title=list.describe(card)>
                    <span class="kp-kind" aria-hidden="true">"♟"</span>
                    <span class="kp-name">{name}</span>
                    <span class="visually-hidden">" (character)"</span>
                    {detail}
                </span>
            }
            .into_any()
        }
    }
}
