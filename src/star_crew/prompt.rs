//! What Star Crew asks of the viewing player: the privacy screen, keep or
//! flip, placing a taken card, finishing a Warp.

use super::session::Stage;
use super::CardFace;
use crate::app::Ctx;
use crate::game_session::GameSession;
use leptos::prelude::*;
use star_crew::{Action, End};

/// The prompt (or a status line when someone else decides).
#[component]
pub fn Prompt() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let stage = move || ctx.sc_read(|l| l.session.stage(&l.pos));
    let name = move |s: u8| {
        ctx.sc_read(|l| l.session.name(s).to_string())
            .unwrap_or_default()
    };
    view! {
        {move || {
            let Some(stage) = stage() else { return ().into_any() };
            let (decision, body) = match stage {
                Stage::Over | Stage::Turn => return ().into_any(),
                Stage::Waiting(s) => {
                    let thinking = ctx.thinking.get() == Some(s);
                    return view! { <div class="status" data-testid="status" role="status">{format!("{} {}", name(s), if thinking { "is thinking…" } else { "to play." })}</div> }.into_any();
                }
                Stage::PassDevice(s) => ("pass_device", view! {
                    <p class="prompt-text">{format!("Pass the device to {}. Everyone else, look away!", name(s))}</p>
                    <button class="primary" data-testid="ready" on:click=move |_| ctx.sc_with(|l| l.session.ready())>{format!("I am {}: show my hand", name(s))}</button>
                }.into_any()),
                Stage::KeepOrFlip => {
                    let seat = ctx.sc_read(|l| l.session.seating.viewer).flatten().unwrap_or(0);
                    ("keep_or_flip", view! {
                        <p class="prompt-text">"A new round: keep your hand as dealt, or flip it (every card turned over and the order reversed). After this the order never changes."</p>
                        <div class="choices">
                            <button class="primary" data-testid="keep-hand" on:click=move |_| ctx.sc_act(Action::Keep { seat })>"Keep"</button>
                            <button class="secondary" data-testid="flip-hand" on:click=move |_| ctx.sc_act(Action::FlipHand { seat })>"Flip"</button>
                        </div>
                    }.into_any())
                }
                Stage::Insert(end) => {
                    let card = ctx.sc_read(|l| {
                        let f = l.pos.formation();
                        let c = if end == End::Left { f[0] } else { f[f.len() - 1] };
                        if l.session.ui.flip { c.flipped() } else { c }
                    });
                    let warp = ctx.sc_read(|l| l.session.ui.warp).unwrap_or(false);
                    ("insert_card", view! {
                        <p class="prompt-text">
                            {format!("{}: you take this card from the {} end. Flip it or not, then press ＋ where it goes in your hand.",
                                if warp { "Warp" } else { "Take" }, if end == End::Left { "left" } else { "right" })}
                        </p>
                        <div class="choices">
                            {card.map(|c| view! { <CardFace card=c /> })}
                            <button class="secondary" data-testid="flip-card" aria-pressed=move || ctx.sc_read(|l| l.session.ui.flip).unwrap_or(false).to_string()
                                on:click=move |_| ctx.sc_with(|l| l.session.ui.flip = !l.session.ui.flip)>"Flip the card"</button>
                            <button class="secondary" data-testid="cancel" on:click=move |_| ctx.sc_with(|l| l.session.ui.taking = None)>"Cancel"</button>
                        </div>
                    }.into_any())
                }
                Stage::WarpLaunch => ("warp_launch", view! {
                    <p class="prompt-text">"Warp: now select and launch a group that beats what is left of the formation (anything, if nothing is left)."</p>
                }.into_any()),
            };
            view! { <div class="prompt" data-testid="prompt" data-decision=decision role="region" aria-label="Your decision">{body}</div> }.into_any()
        }}
    }
}
