//! What Keep'n Swap asks of the viewing player: the privacy screen, the
//! secret choice, the King's claim, the Queen's purge, equalizing hands.

use super::session::Stage;
use super::CardFace;
use crate::app::Ctx;
use crate::game_session::GameSession;
use keep_core::Engine;
use keep_n_swap::{Action, Decision, Outcome};
use leptos::prelude::*;

/// The prompt, the status line, or the game over panel.
#[component]
pub fn Prompt() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let stage = move || ctx.ks_read(|l| l.session.stage(&l.pos));
    let name = move |s: u8| {
        ctx.ks_read(|l| l.session.name(s).to_string())
            .unwrap_or_default()
    };
    let can_confirm = move || {
        ctx.ks_read(|l| l.session.confirm(&l.pos).is_some())
            .unwrap_or(false)
    };
    let confirm = move |_| {
        if let Some(a) = ctx.ks_read(|l| l.session.confirm(&l.pos)).flatten() {
            ctx.ks_act(a);
        }
    };
    let seat = move || {
        ctx.ks_read(|l| l.session.seating.viewer)
            .flatten()
            .unwrap_or(0)
    };
    let again = move |same: bool| {
        let Some(mut s) = ctx.ks_read(|l| l.session.settings.clone()) else {
            return;
        };
        if !same {
            s.seed = crate::browser::random_seed();
        }
        ctx.ks_setup.set(s.clone());
        ctx.ks_start(s);
    };
    view! {
        {move || {
            let Some(stage) = stage() else { return ().into_any() };
            let (decision, body) = match stage {
                Stage::Over => {
                    let outcome = ctx.ks_read(|l| l.pos.outcome()).flatten();
                    let (winner, text) = match outcome {
                        Some(Outcome::Winner(s)) => (s.to_string(), format!("{} wins: the last player holding cards.", name(s))),
                        _ => ("draw".to_string(), "A draw: both players ran out in the same round.".to_string()),
                    };
                    return view! {
                        <section class="game-over" data-testid="game-over" data-winner=winner aria-labelledby="ks-over-title">
                            <h2 id="ks-over-title">"Game over"</h2>
                            <p class="headline">{text}</p>
                            <div class="actions">
                                <button class="primary" data-testid="play-again" on:click=move |_| again(false)>"Play again (new deal)"</button>
                                <button class="secondary" data-testid="replay-deal" on:click=move |_| again(true)>"Replay this deal"</button>
                            </div>
                        </section>
                    }.into_any();
                }
                Stage::Waiting(s) => {
                    let thinking = ctx.thinking.get() == Some(s);
                    return view! { <div class="status" data-testid="status" role="status">{format!("{} {}", name(s), if thinking { "is thinking…" } else { "to decide." })}</div> }.into_any();
                }
                Stage::PassDevice(s) => ("pass_device", view! {
                    <p class="prompt-text">{format!("Pass the device to {}. Everyone else, look away!", name(s))}</p>
                    <button class="primary" data-testid="ready" on:click=move |_| ctx.ks_with(|l| l.session.ready())>{format!("I am {}: show my hand", name(s))}</button>
                }.into_any()),
                Stage::Decide(Decision::ChooseCard) => ("choose_card", view! {
                    <p class="prompt-text">"Choose a card in secret: select it, then commit. Both cards are revealed together."</p>
                    <button class="primary" data-testid="commit-choice" disabled=move || !can_confirm() on:click=confirm>"Commit my choice"</button>
                }.into_any()),
                Stage::Decide(Decision::KingClaim) => {
                    let (played, top) = ctx.ks_read(|l| (l.pos.last_played()[1 - seat() as usize], l.pos.top_before())).unwrap_or((None, None));
                    ("king_claim", view! {
                        <p class="prompt-text">"Your King wins: take the other player's card, or the top card of the discard pile as it was before this round."</p>
                        <div class="choices">
                            <button class="primary" data-testid="claim-played" on:click=move |_| ctx.ks_act(Action::Claim { seat: seat(), discard: false })>
                                "Take the played card " {played.map(|c| view! { <CardFace card=c /> })}
                            </button>
                            <button class="secondary" data-testid="claim-discard" disabled=top.is_none() on:click=move |_| ctx.ks_act(Action::Claim { seat: seat(), discard: true })>
                                "Take the discard pile's top card " {top.map(|c| view! { <CardFace card=c /> })}
                            </button>
                        </div>
                    }.into_any())
                }
                Stage::Decide(Decision::QueenPurge) => {
                    let purged_one = ctx.ks_read(|l| l.pos.legal_actions().iter().any(|a| matches!(a, Action::PurgeStop { .. }))).unwrap_or(false);
                    ("queen_purge", view! {
                        <p class="prompt-text">{if purged_one { "Queen's Purge: you may discard a second special card, or keep the rest." } else { "Queen's Purge: select a special card (A, 7, J, Q, K, Joker) to discard; you may then discard a second." }}</p>
                        <div class="choices">
                            <button class="primary" data-testid="confirm" disabled=move || !can_confirm() on:click=confirm>"Discard the selected card"</button>
                            {purged_one.then(|| view! { <button class="secondary" data-testid="purge-stop" on:click=move |_| ctx.ks_act(Action::PurgeStop { seat: seat() })>"Keep the rest"</button> })}
                        </div>
                    }.into_any())
                }
                Stage::Decide(Decision::Equalize) => ("equalize", view! {
                    <p class="prompt-text">"Equalizer: your hand is larger. Select a card to discard (asked until both hands are the same size)."</p>
                    <button class="primary" data-testid="confirm" disabled=move || !can_confirm() on:click=confirm>"Discard the selected card"</button>
                }.into_any()),
            };
            view! { <div class="prompt" data-testid="prompt" data-decision=decision role="region" aria-label="Your decision">{body}</div> }.into_any()
        }}
    }
}
