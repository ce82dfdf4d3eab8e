//! The Star Crew table's own parts: the seats, the formation, the prompt
//! area and the viewer's hand.

use super::formation::Formation;
use super::game::StarCrew;
use super::hand::Hand;
use super::seat::Seat;
use crate::shell::kit::dock;
use crate::shell::kit::seat_parts::seat_list;
use crate::shell::kit::TableCtx;
use leptos::prelude::*;

/// Seats, formation, prompt and hand.
pub fn table(t: TableCtx<StarCrew>) -> impl IntoView {
    view! {
        {seat_list(t,
            "Players in seat order",
            "seats",
            |t| t.view().with(|v| v.hand_counts.len()),
            |t, s| view! { <Seat t=t seat=s /> },
        )}
        <Formation t=t />
        {dock(t, view! { <Hand t=t /> })}
    }
}
