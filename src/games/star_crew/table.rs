//! The Star Crew table's own parts: the seats, the formation, the prompt
//! area and the viewer's hand.

use super::formation::Formation;
use super::game::StarCrew;
use super::hand::Hand;
use super::seat::Seat;
use crate::shell::kit::dock;
use crate::shell::kit::seat_parts::seat_list;
use leptos::prelude::*;

/// Seats, formation, prompt and hand.
pub fn table() -> impl IntoView {
    view! {
        {seat_list::<StarCrew, _>(
            "Players in seat order",
            "seats",
            |t| t.view().with(|v| v.hand_counts.len()),
            |s| view! { <Seat seat=s /> },
        )}
        <Formation />
        {dock::<StarCrew>(view! { <Hand /> })}
    }
}
