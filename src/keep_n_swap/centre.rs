//! The centre: the last revealed pair with its result in words, and the
//! shared discard pile (its top card, and the whole pile to browse).

use super::CardFace;
use crate::app::Ctx;
use crate::game_session::GameSession;
use keep_n_swap::Event;
use leptos::prelude::*;

/// The revealed pair and the discard pile.
#[component]
pub fn Centre() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // The last Revealed event and what followed it, in words.
    let last = move || {
        ctx.ks_read(|l| {
            let log = l.pos.log();
            let i = log
                .iter()
                .rposition(|e| matches!(e, Event::Revealed { .. }))?;
            let Event::Revealed { cards } = log[i] else {
                return None;
            };
            let viewer = if l.session.seating.pass_to.is_some() {
                None
            } else {
                l.session.seating.viewer
            };
            let names = &l.session.settings.names;
            let lines: Vec<String> = log[i + 1..]
                .iter()
                .filter(|e| !matches!(e, Event::Chose { .. } | Event::Refilled { .. }))
                .filter_map(|e| e.seen_by(viewer).describe(names, viewer))
                .collect();
            Some((cards, lines))
        })
        .flatten()
    };
    let discard = move || {
        ctx.ks_read(|l| l.pos.discard_pile().to_vec())
            .unwrap_or_default()
    };
    view! {
        <div class="centre ks-centre">
            <div class="revealed" aria-live="polite">
                <h2 class="pile-label">"Last revealed"</h2>
                {move || match last() {
                    Some((cards, lines)) => view! {
                        <div class="revealed-pair">
                            {(0..2u8).map(|s| {
                                let name = ctx.ks_read(|l| l.session.name(s).to_string()).unwrap_or_default();
                                view! {
                                    <div class="revealed-card" data-testid=format!("revealed-{s}") data-code=cards[s as usize].code()>
                                        <span class="pile-label">{name}</span>
                                        <CardFace card=cards[s as usize] />
                                    </div>
                                }
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
