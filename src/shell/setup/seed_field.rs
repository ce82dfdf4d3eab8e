//! The setup screen's seed field: any text or whole number deals a game.

use crate::shell::frame::browser;
use leptos::prelude::*;

/// The seed input (`seed`) with a "new random seed" button and its error.
#[component]
pub fn SeedField(
    /// The text typed.
    text: RwSignal<String>,
    /// A message when the text cannot be a seed.
    error: RwSignal<Option<String>>,
) -> impl IntoView {
    view! {
        <div class="field">
            <label for="seed">"Seed (the same seed deals the same game)"</label>
            <div class="inline">
                <input id="seed" data-testid="seed" type="text" autocomplete="off" prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev)) />
                <button class="secondary" on:click=move |_| text.set(browser::random_seed().to_string())>"New random seed"</button>
            </div>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        </div>
    }
}
