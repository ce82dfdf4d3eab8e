//! The centre of the Keep'n Swap table: the last revealed pair with its
//! result in words, and the shared discard pile (its top card, and the
//! whole pile to browse).

use super::card::CardFace;
use super::game::table_ctx;
use leptos::prelude::*;

/// The revealed pair and the discard pile.
#[component]
pub fn Centre() -> impl IntoView {
    let t = table_ctx();
    let v = t.view();
    let last = move || {
        let viewer = t.viewer().get();
        let names = t.names().get();
        v.with(|v| {
            v.last_reveal.as_ref().map(|r| {
                let lines: Vec<String> = r
                    .then
                    .iter()
                    .filter_map(|e| e.describe(&names, viewer))
                    .collect();
                (r.cards, lines)
            })
        })
    };
    let discard = move || v.with(|v| v.discard.clone());
    view! {
        <div class="centre ks-centre">
            <div class="revealed" aria-live="polite">
                <h2 class="pile-label">"Last revealed"</h2>
                {move || match last() {
                    Some((cards, lines)) => view! {
                        <div class="revealed-pair">
                            {(0..2u8).map(|s| view! {
                                <div class="revealed-card" data-testid=format!("revealed-{s}") data-code=cards[s as usize].code()>
                                    <span class="pile-label">{t.name(s)}</span>
                                    <CardFace card=cards[s as usize] />
                                </div>
                            }).collect_view()}
                        </div>
                        <ul class="revealed-result">{lines.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}</ul>
                    }.into_any(),
                    None => view! { <p>"No cards revealed yet."</p> }.into_any(),
                }}
            </div>
            <div class="pile" data-testid="discard-top" data-code=move || discard().last().map(|c| c.code()).unwrap_or_default()>
                {move || discard().last().map(|&c| view! { <CardFace card=c /> })}
                <span class="pile-label">{move || format!("Discard pile: {}", discard().len())}</span>
            </div>
            <details class="discard-browser">
                <summary>"Browse the discard pile (newest first)"</summary>
                <div class="discard-list">{move || discard().into_iter().rev().map(|c| view! { <CardFace card=c /> }).collect_view()}</div>
            </details>
        </div>
    }
}
