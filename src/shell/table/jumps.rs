//! The table's jumps to its side panels (Log, Notes, Rules), for any game,
//! on the host's table and a guest's page alike: on a phone the panels are
//! below the table, a tap away (hidden on a wide screen, where they stand
//! beside it).

use crate::shell::frame::browser;
use leptos::prelude::*;

/// The jump buttons (`jump-log`, `jump-notes`, `jump-rules`); `notes`:
/// whether the page has a notes panel.
#[component]
pub fn TableJumps(
    /// Whether there is a notes panel to jump to.
    #[prop(default = true)]
    notes: bool,
) -> impl IntoView {
    view! {
        <nav class="table-jumps" aria-label="Jump to">
            <button class="secondary" data-testid="jump-log" on:click=move |_| browser::scroll_to("log-panel")>"Log"</button>
            {notes.then(|| view! {
                <button class="secondary" data-testid="jump-notes" on:click=move |_| browser::scroll_to("notes-panel")>"Notes"</button>
            })}
            <button class="secondary" data-testid="jump-rules" on:click=move |_| browser::scroll_to("rules-panel")>"Rules"</button>
        </nav>
    }
}
