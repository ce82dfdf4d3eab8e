//! The card list on Keep's setup screen: which list a new game plays, and
//! the way to the card-list editor.

use super::editor;
use super::options::Options;
use crate::shell::kit::{Ctx, Screen, Settings};
use leptos::prelude::*;

/// The active card list (`card-list-active`) and "View or edit".
#[component]
pub fn ListChoice(
    /// The setup form, whose options hold the list.
    setup: RwSignal<Settings<Options>>,
) -> impl IntoView {
    let ctx = Ctx::get();
    let list = move || setup.with(|s| s.options.list());
    let custom = move || setup.with(|s| s.options.cards.is_some());
    view! {
        <div class="field kp-list-choice" data-testid="card-list-active">
            <span>"Card list: " <strong>{move || list().name.clone()}</strong></span>
            <span class="hint">{move || {
                let l = list();
                let origin = if custom() {
                    "A custom list, saved in this browser."
                } else {
                    "The app's own starter set, written so every rule comes up — not the designer's cards."
                };
                format!("{origin} {} cards; seats up to {} players.", l.total(), l.max_players())
            }}</span>
            <button class="secondary" data-testid="edit-card-list" on:click=move |_| ctx.screen.set(Screen::Page("keep", editor::PAGE))>"View or edit the card list"</button>
        </div>
    }
}
