//! The viewer's turn controls that act on the formation: take its left or
//! right end (each button names the end's card), and the Warp switch. They
//! sit in the dock beside Launch, so that on a phone every choice of the
//! turn is in one place in view; each is enabled only when the legal
//! actions hold it.

use super::game::StarCrew;
use super::turn::{self, Ask};
use crate::shell::kit::Stage;
use crate::shell::kit::TableCtx;
use leptos::prelude::*;
use star_crew::End;

/// Take left, take right, Warp.
#[component]
pub fn TakeControls(t: TableCtx<StarCrew>) -> impl IntoView {
    let (v, legal, pick) = (t.view(), t.legal(), t.pick());
    let turn_asked = move || matches!(t.stage().get(), Stage::Decide(d) if pick.with(|u| turn::ask(d, &u.turn)) == Ask::Turn);
    let can_take = move || turn_asked() && legal.with(|l| turn::can_take(l));
    let can_warp = move || turn_asked() && legal.with(|l| turn::can_warp(l));
    let warp_on = move || pick.with(|u| u.turn.warp);
    let warp_used = move || {
        let seat = t.viewer().get();
        v.with(|v| seat.is_none_or(|s| v.warp_used[s as usize]))
    };
    let end = move |e: End| {
        move || {
            v.with(|v| {
                match e {
                    End::Left => v.formation.first(),
                    End::Right => v.formation.last(),
                }
                .map(|c| format!(" {}", c.top))
                .unwrap_or_default()
            })
        }
    };
    let take = move |end: End| {
        if can_take() {
            t.update_pick(|u| {
                u.turn.taking = Some(end);
                u.turn.flip = false;
                u.turn.selection = None;
            })
        }
    };
    view! {
        <div class="take-controls">
            <button class="secondary" data-testid="take-left" disabled=move || !can_take() on:click=move |_| take(End::Left)
                aria-label=move || format!("Take the left end{}", end(End::Left)())>
                <span aria-hidden="true">"◀ Take"{end(End::Left)}</span>
            </button>
            <button class="secondary" data-testid="take-right" disabled=move || !can_take() on:click=move |_| take(End::Right)
                aria-label=move || format!("Take the right end{}", end(End::Right)())>
                <span aria-hidden="true">"Take"{end(End::Right)}" ▶"</span>
            </button>
            <button
                class=move || if warp_on() { "primary" } else { "secondary" }
                data-testid="warp"
                aria-pressed=move || warp_on().to_string()
                disabled=move || !can_warp()
                on:click=move |_| t.update_pick(|u| u.turn.warp = !u.turn.warp)
            >
                {move || if warp_used() { "Warp used" } else if warp_on() { "Warp on: take, then launch" } else { "Warp" }}
            </button>
        </div>
    }
}
