//! What Star Crew asks of the viewing player beyond their hand: keep or
//! flip, placing a taken card, finishing a Warp.

use super::card::CardFace;
use super::game::table_ctx;
use super::turn::{self, Ask};
use leptos::prelude::*;
use star_crew::{Action, Decision, End};

/// Whether [`prompt`] has a body for `decision`: not for a turn, which the
/// hand and formation ask.
pub fn asks_in_prompt(decision: Decision) -> bool {
    table_ctx().ui().with(|u| turn::ask(decision, &u.ui)) != Ask::Turn
}

/// The prompt for `decision`: its `data-decision` and body, or `None` when
/// the hand and formation ask (a turn).
pub fn prompt(decision: Decision) -> Option<(&'static str, AnyView)> {
    let t = table_ctx();
    let (v, legal, ui) = (t.view(), t.legal(), t.ui());
    Some(match ui.with(|u| turn::ask(decision, &u.ui)) {
        Ask::Turn => return None,
        Ask::KeepOrFlip => {
            let act = move |want: fn(&Action) -> bool| {
                if let Some(a) = legal.with_untracked(|l| l.iter().copied().find(want)) {
                    t.act(a);
                }
            };
            (
                "keep_or_flip",
                view! {
                    <p class="prompt-text">"A new round: keep your hand as dealt, or flip it (every card turned over and the order reversed). After this the order never changes."</p>
                    <div class="choices">
                        <button class="primary" data-testid="keep-hand" on:click=move |_| act(|a| matches!(a, Action::Keep { .. }))>"Keep"</button>
                        <button class="secondary" data-testid="flip-hand" on:click=move |_| act(|a| matches!(a, Action::FlipHand { .. }))>"Flip"</button>
                    </div>
                }
                .into_any(),
            )
        }
        Ask::Insert(end) => {
            let card = move || {
                v.with(|v| {
                    let c = match end {
                        End::Left => v.formation.first(),
                        End::Right => v.formation.last(),
                    };
                    c.map(|&c| if ui.with(|u| u.ui.flip) { c.flipped() } else { c })
                })
            };
            let warp = ui.with(|u| u.ui.warp);
            (
                "insert_card",
                view! {
                    <p class="prompt-text">
                        {format!("{}: you take this card from the {} end. Flip it or not, then press + where it goes in your hand.",
                            if warp { "Warp" } else { "Take" }, if end == End::Left { "left" } else { "right" })}
                    </p>
                    <div class="choices">
                        {move || card().map(|c| view! { <CardFace card=c /> })}
                        <button class="secondary" data-testid="flip-card" aria-pressed=move || ui.with(|u| u.ui.flip).to_string()
                            on:click=move |_| t.update_ui(|u| u.ui.flip = !u.ui.flip)>"Flip the card"</button>
                        <button class="secondary" data-testid="cancel" on:click=move |_| t.update_ui(|u| u.ui.taking = None)>"Cancel"</button>
                    </div>
                }
                .into_any(),
            )
        }
        Ask::WarpLaunch => (
            "warp_launch",
            view! {
                <p class="prompt-text">"Warp: now select and launch a group that beats what is left of the formation (anything, if nothing is left)."</p>
            }
            .into_any(),
        ),
    })
}
