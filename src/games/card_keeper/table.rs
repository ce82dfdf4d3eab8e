//! The Card Keeper table's own parts: the seats around it, the centre, the
//! prompt area and the viewer's hand.

use super::centre::Centre;
use super::hand::Hand;
use super::seat::Seat;
use super::game::{table_ctx, CardKeeper};
use crate::shell::prompt_area;
use leptos::prelude::*;

/// Seats, centre, prompt and hand.
pub fn table() -> impl IntoView {
    let t = table_ctx();
    let players = Memo::new(move |_| t.view().with(|v| v.players as u8));
    view! {
        <ol class="seats" aria-label="Players around the table, in seat order">
            {move || (0..players.get()).map(|s| view! { <Seat seat=s /> }).collect_view()}
        </ol>
        <Centre />
        {prompt_area::<CardKeeper>()}
        <Hand />
    }
}
