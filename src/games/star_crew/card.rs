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

/// The key of copy `copy` of `card` in a row of cards (the hand, the
/// formation): its two numbers and which copy.
pub fn card_key(card: star_crew::Card, copy: usize) -> u64 {
    u64::from(card.top) << 16 | u64::from(card.bottom) << 8 | (copy as u64 & 0xff)
}

/// The card of a key made by [`card_key`].
pub fn key_card(key: u64) -> star_crew::Card {
    star_crew::Card::new((key >> 16) as u8, (key >> 8) as u8)
}
