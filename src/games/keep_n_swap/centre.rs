//! The centre of the Keep'n Swap table: the last revealed pair with its
//! result in words, and the shared discard pile (its top card, and the
//! whole pile to browse).

use super::card::CardFace;
use super::game::KeepNSwap;
use crate::shell::kit::keyed::{keyed, pack, unpack};
use crate::shell::kit::TableCtx;
use leptos::prelude::*;

/// The revealed pair and the discard pile.
#[component]
pub fn Centre(t: TableCtx<KeepNSwap>) -> impl IntoView {
    let v = t.view();
    // Recomputed on every move, but the pair is drawn again only when it
    // changed (a new reveal, or another viewer).
    let last = Memo::new(move |_| {
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
    });
    let discard = Memo::new(move |_| v.with(|v| v.discard.clone()));
    let top = Memo::new(move |_| discard.with(|d| d.last().copied()));
    view! {
        <div class="centre ks-centre">
            <div class="revealed" aria-live="polite">
                <h2 class="pile-label">"Last revealed"</h2>
                {move || match last.get() {
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
            <div class="pile" data-testid="discard-top" data-code=move || top.get().map(|c| c.code()).unwrap_or_default()>
                // A new top card is a new face, not the old one rewritten.
                {keyed(
                    move || top.get().map(|c| u64::from(c.index())).into_iter().collect(),
                    move |_| top.get_untracked().map(|c| view! { <CardFace card=c /> }).into_any(),
                )}
                <span class="pile-label">{move || format!("Discard pile: {}", discard.with(|d| d.len()))}</span>
            </div>
            <details class="discard-browser">
                <summary>"Browse the discard pile (newest first)"</summary>
                // Keyed by place in the pile: a discard adds one face.
                <div class="discard-list">
                    {keyed(
                        move || discard.with(|d| d.iter().enumerate().rev().map(|(i, c)| pack(i as u32, c.index().into())).collect()),
                        move |k| discard.with_untracked(|d| d.get(unpack(k).0 as usize).map(|&c| view! { <CardFace card=c /> })).into_any(),
                    )}
                </div>
            </details>
        </div>
    }
}
