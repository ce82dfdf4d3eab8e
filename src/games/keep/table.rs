//! The Keep table's own parts: the seats with their Cloisters, the Commons
//! and the round, the prompt area and the viewer's hand.

use super::centre::Centre;
use super::hand::Hand;
use super::seat::Seat;
use super::game::{table_ctx, Keep};
use crate::shell::prompt_area;
use leptos::prelude::*;

/// Seats, centre, prompt and hand.
pub fn table() -> impl IntoView {
    let t = table_ctx();
    let players = Memo::new(move |_| t.view().with(|v| v.players()));
    view! {
        <ol class="seats kp-seats" aria-label="The players">
            {move || (0..players.get()).map(|s| view! { <Seat seat=s /> }).collect_view()}
        </ol>
        <Centre />
        {prompt_area::<Keep>()}
        <Hand />
    }
}
