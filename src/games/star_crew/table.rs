//! The Star Crew table's own parts: the seats, the formation, the prompt
//! area and the viewer's hand.

use super::formation::Formation;
use super::hand::Hand;
use super::seat::Seat;
use super::game::{table_ctx, StarCrew};
use crate::shell::prompt_area;
use leptos::prelude::*;

/// Seats, formation, prompt and hand.
pub fn table() -> impl IntoView {
    let t = table_ctx();
    let players = Memo::new(move |_| t.view().with(|v| v.hand_counts.len() as u8));
    view! {
        <ol class="seats" aria-label="Players in seat order">
            {move || (0..players.get()).map(|s| view! { <Seat seat=s /> }).collect_view()}
        </ol>
        <Formation />
        {prompt_area::<StarCrew>()}
        <Hand />
    }
}
