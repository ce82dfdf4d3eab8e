//! What Star Crew asks of the viewing player beyond their hand: keep or
//! flip, placing a taken card, finishing a Warp.

use super::card::CardFace;
use super::game::StarCrew;
use super::turn::{self, Ask};
use crate::shell::kit::Prompt;
use crate::shell::kit::TableCtx;
use leptos::prelude::*;
use star_crew::{Action, Decision, End};

/// The prompt for `decision`, or `None` when the hand and formation ask (a
/// turn).
pub fn prompt(t: TableCtx<StarCrew>, decision: Decision) -> Option<Prompt> {
    let (v, legal, pick) = (t.view(), t.legal(), t.pick());
    Some(match pick.with(|u| turn::ask(decision, &u.turn)) {
        Ask::Turn => return None,
        Ask::KeepOrFlip => {
            let act = move |want: fn(&Action) -> bool| {
                if let Some(a) = legal.with_untracked(|l| l.iter().copied().find(want)) {
                    t.act(a);
                }
            };
            Prompt::new("keep_or_flip", move || {
                view! {
                    <p class="prompt-text">"A new round: keep your hand as dealt, or flip it (every card turned over and the order reversed). After this the order never changes."</p>
                    <div class="choices">
                        <button class="primary" data-testid="keep-hand" on:click=move |_| act(|a| matches!(a, Action::Keep { .. }))>"Keep"</button>
                        <button class="secondary" data-testid="flip-hand" on:click=move |_| act(|a| matches!(a, Action::FlipHand { .. }))>"Flip"</button>
                    </div>
                }
                .into_any()
            })
        }
        Ask::Insert(end) => {
            let card = move || {
                v.with(|v| {
                    let c = match end {
                        End::Left => v.formation.first(),
                        End::Right => v.formation.last(),
                    };
                    c.map(|&c| {
                        if pick.with(|u| u.turn.flip) {
                            c.flipped()
                        } else {
                            c
                        }
                    })
                })
            };
            let warp = pick.with(|u| u.turn.warp);
            Prompt::new("insert_card", move || {
                view! {
                    <p class="prompt-text">
                        {format!("{} from the {} end: flip it or not, then tap + where it goes.",
                            if warp { "Warp: take" } else { "Take" }, if end == End::Left { "left" } else { "right" })}
                    </p>
                    <div class="choices sc-taking">
                        {move || card().map(|c| view! { <CardFace card=c /> })}
                        <button class="secondary" data-testid="flip-card" aria-pressed=move || pick.with(|u| u.turn.flip).to_string()
                            on:click=move |_| t.update_pick(|u| u.turn.flip = !u.turn.flip)>"Flip the card"</button>
                        <button class="secondary" data-testid="cancel" on:click=move |_| t.update_pick(|u| u.turn.taking = None)>"Cancel"</button>
                    </div>
                }
                .into_any()
            })
        }
        Ask::WarpLaunch => Prompt::new("warp_launch", || {
            view! {
                <p class="prompt-text">"Warp: now launch a group that beats what is left of the formation (anything, if nothing is left)."</p>
            }
            .into_any()
        }),
    })
}
