//! The Keep'n Swap table's own parts: the two seats, the revealed pair and
//! discard pile, the prompt area and the viewer's hand.

use super::centre::Centre;
use super::game::KeepNSwap;
use super::hand::Hand;
use super::round::RoundResult;
use super::seat::Seat;
use crate::shell::kit::dock;
use crate::shell::kit::TableCtx;
use leptos::prelude::*;

/// Seats, centre, prompt and hand.
pub fn table(t: TableCtx<KeepNSwap>) -> impl IntoView {
    view! {
        <ol class="seats" aria-label="The two players">
            <Seat t=t seat=0 />
            <Seat t=t seat=1 />
        </ol>
        <Centre t=t />
        {dock(t, view! { <RoundResult t=t /> <Hand t=t /> })}
    }
}
