//! What Keep'n Swap asks of the viewing player: the secret choice, the
//! King's claim, the Queen's purge, equalizing hands. Every button is one
//! of the legal actions.

use super::card::CardFace;
use super::game::KeepNSwap;
use super::pick::confirm;
use crate::shell::kit::TableCtx;
use keep_n_swap::{Action, Decision};
use leptos::prelude::*;

/// The prompt's body for `decision` (its `data-decision` is the decision's
/// name).
pub fn prompt(t: TableCtx<KeepNSwap>, decision: Decision) -> AnyView {
    let (v, legal, pick) = (t.view(), t.legal(), t.pick());
    let confirmed = move || legal.with(|l| pick.with(|u| confirm(l, u)));
    let confirm = move |_| {
        if let Some(a) = legal.with_untracked(|l| pick.with_untracked(|u| confirm(l, u))) {
            t.act(a);
        }
    };
    let find = move |want: fn(&Action) -> bool| legal.with(|l| l.iter().copied().find(want));
    let act = move |want: fn(&Action) -> bool| {
        if let Some(a) = find(want) {
            t.act(a);
        }
    };
    match decision {
        Decision::ChooseCard => view! {
            <p class="prompt-text">"Pick a card in secret and commit it: both cards are revealed together."</p>
            <button class="primary" data-testid="commit-choice" disabled=move || confirmed().is_none() on:click=confirm>"Commit"</button>
        }.into_any(),
        Decision::KingClaim => {
            let (played, top) = v.with(|v| {
                let me = v.seat.unwrap_or(0) as usize;
                (v.last_played[1 - me], v.top_before)
            });
            let from_discard = |a: &Action| matches!(a, Action::Claim { discard: true, .. });
            view! {
                <p class="prompt-text">"Your King wins: take the other player's card, or the top card of the discard pile as it was before this round."</p>
                <div class="choices">
                    <button class="primary" data-testid="claim-played" on:click=move |_| act(|a| matches!(a, Action::Claim { discard: false, .. }))>
                        "Take the played card " {played.map(|c| view! { <CardFace card=c /> })}
                    </button>
                    <button class="secondary" data-testid="claim-discard" disabled=move || find(from_discard).is_none() on:click=move |_| act(from_discard)>
                        "Take the discard pile's top card " {top.map(|c| view! { <CardFace card=c /> })}
                    </button>
                </div>
            }.into_any()
        }
        Decision::QueenPurge => {
            let stop = |a: &Action| matches!(a, Action::PurgeStop { .. });
            let purged_one = find(stop).is_some();
            view! {
                <p class="prompt-text">{if purged_one { "Queen's Purge: you may discard a second special card, or keep the rest." } else { "Queen's Purge: select a special card (A, 7, J, Q, K, Joker) to discard; you may then discard a second." }}</p>
                <div class="choices">
                    <button class="primary" data-testid="confirm" disabled=move || confirmed().is_none() on:click=confirm>"Discard the selected card"</button>
                    {purged_one.then(|| view! { <button class="secondary" data-testid="purge-stop" on:click=move |_| act(stop)>"Keep the rest"</button> })}
                </div>
            }.into_any()
        }
        Decision::Equalize => view! {
            <p class="prompt-text">"Equalizer: your hand is larger. Select a card to discard (asked until both hands are the same size)."</p>
            <button class="primary" data-testid="confirm" disabled=move || confirmed().is_none() on:click=confirm>"Discard the selected card"</button>
        }.into_any(),
    }
}
