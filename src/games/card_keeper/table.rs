//! The Card Keeper table's own parts: the seats around it, the centre, the
//! prompt area and the viewer's hand.

use super::centre::{Centre, PileHelpOpen};
use super::game::CardKeeper;
use super::hand::Hand;
use super::seat::Seat;
use crate::shell::kit::dock;
use crate::shell::kit::seat_parts::seat_list;
use crate::shell::kit::TableCtx;
use leptos::prelude::*;

/// Seats, centre, prompt and hand.
pub fn table(t: TableCtx<CardKeeper>) -> impl IntoView {
    // The discard top's help: opened on the pile, shown in the hand's help
    // line in the dock.
    provide_context(PileHelpOpen(RwSignal::new(None)));
    view! {
        {seat_list(t,
            "Players around the table, in seat order",
            "seats",
            |t| t.view().with(|v| v.players),
            |t, s| view! { <Seat t=t seat=s /> },
        )}
        <Centre t=t />
        {dock(t, view! { <Hand t=t /> })}
    }
}
