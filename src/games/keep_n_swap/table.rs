//! The Keep'n Swap table's own parts: the two seats, the revealed pair and
//! discard pile, the prompt area and the viewer's hand.

use super::centre::Centre;
use super::game::KeepNSwap;
use super::hand::Hand;
use super::round::RoundResult;
use super::seat::Seat;
use crate::shell::kit::dock;
use leptos::prelude::*;

/// Seats, centre, prompt and hand.
pub fn table() -> impl IntoView {
    view! {
        <ol class="seats" aria-label="The two players">
            <Seat seat=0 />
            <Seat seat=1 />
        </ol>
        <Centre />
        {dock::<KeepNSwap>(view! { <RoundResult /> <Hand /> })}
    }
}
