//! Every card of a Keep card list, readable: characters with their ability
//! and score, items grouped by type.

use super::card::CardFace;
use keep::{CardId, CardList};
use leptos::prelude::*;
use std::sync::Arc;

/// Every card of a list, readable: characters with their ability and score,
/// items grouped by type.
#[component]
pub fn CardGrid(
    /// The list.
    list: Signal<Arc<CardList>>,
) -> impl IntoView {
    move || {
        let l = list.get();
        let ids: Vec<CardId> = (0..l.cards.len() as u16).map(CardId).collect();
        let chars: Vec<CardId> = ids.iter().copied().filter(|&c| l.is_character(c)).collect();
        let types = l.types.clone();
        view! {
            <div class="kp-grid" data-testid="card-list-cards">
                <h4>"Characters"</h4>
                <ul class="kp-grid-list">
                    {chars.into_iter().map(|c| {
                        let copies = l.card(c).copies;
                        view! { <li data-name=l.name(c).to_string()><CardFace list=l.clone() card=c full=true />" ×"{copies}</li> }
                    }).collect_view()}
                </ul>
                {types.into_iter().enumerate().map(|(t, ty)| {
                    let items: Vec<CardId> = ids.iter().copied().filter(|&c| l.item(c).map(|i| i.0 as usize) == Some(t)).collect();
                    view! {
                        <h4>{format!("Items: {ty}")}</h4>
                        <ul class="kp-grid-list">
                            {items.into_iter().map(|c| {
                                let copies = l.card(c).copies;
                                view! { <li data-name=l.name(c).to_string()><CardFace list=l.clone() card=c />" ×"{copies}</li> }
                            }).collect_view()}
                        </ul>
                    }
                }).collect_view()}
            </div>
        }
    }
}
