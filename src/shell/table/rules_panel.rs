//! The collapsible rules panel of any game's table: the frame, with the
//! game's own rules text inside.

use leptos::prelude::*;

/// "Rules of {title}", collapsed until opened.
#[component]
pub fn RulesPanel(
    /// The game's name.
    title: &'static str,
    /// The rules text.
    children: Children,
) -> impl IntoView {
    view! {
        <details class="rules-panel" id="rules-panel" data-testid="rules-panel">
            <summary>{format!("Rules of {title}")}</summary>
            <div class="rules-text">{children()}</div>
        </details>
    }
}
