//! The Keep table's own parts: the seats with their Cloisters, the Commons
//! and the round, the prompt area and the viewer's hand.

use super::centre::Centre;
use super::game::Keep;
use super::hand::Hand;
use super::seat::Seat;
use crate::shell::kit::dock;
use crate::shell::kit::seat_parts::seat_list;
use crate::shell::kit::TableCtx;
use leptos::prelude::*;

/// Seats, centre, prompt and hand.
pub fn table(t: TableCtx<Keep>) -> impl IntoView {
    view! {
        {seat_list(t,
            "The players",
            "seats kp-seats",
            |t| t.view().with(|v| v.players() as usize),
            |t, s| view! { <Seat t=t seat=s /> },
        )}
        <Centre t=t />
        {dock(t, view! { <Hand t=t /> })}
    }
}
