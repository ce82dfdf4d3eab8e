//! How a Star Crew card looks: both numbers, the top one (in play) large.

use leptos::prelude::*;

/// A card's face.
#[component]
pub fn CardFace(card: star_crew::Card) -> impl IntoView {
    view! {
        <span class="sc-card" title=format!("{} on top, {} underneath", card.top, card.bottom)>
            <span class="sc-top">{card.top}</span>
            <span class="sc-bottom" aria-hidden="true">{card.bottom}</span>
            <span class="visually-hidden">{format!(" (other end {})", card.bottom)}</span>
        </span>
    }
}
