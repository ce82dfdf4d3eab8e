//! Playtest notes, the report export and the share link (any game).

use crate::shell::frame::browser;
use crate::shell::store::outbox::OutboxCount;
use leptos::prelude::*;

/// The notes box, report export and share link.
#[component]
pub fn Notes(
    /// The notes text.
    notes: Signal<String>,
    /// Called with the new text on every keystroke.
    on_notes: Callback<String>,
    /// Builds the report: `(file name, Markdown)`.
    report: Callback<(), (String, String)>,
    /// The share link of this deal.
    link: Signal<String>,
) -> impl IntoView {
    let status = RwSignal::new(String::new());
    let export = move |_| {
        let (name, md) = report.run(());
        let downloaded = browser::download(&name, &md, "text/markdown");
        let copied = browser::copy(&md);
        status.set(match (downloaded, copied) {
            (true, true) => "Report downloaded and copied to the clipboard.".into(),
            (true, false) => "Report downloaded.".into(),
            (false, true) => "Report copied to the clipboard.".into(),
            (false, false) => "The report could not be downloaded or copied here.".into(),
        });
    };
    view! {
        <section class="notes-panel" id="notes-panel" aria-labelledby="notes-title">
            <h2 id="notes-title">"Playtest notes"</h2>
            <label for="notes">"What did you argue about?"</label>
            <textarea
                id="notes"
                data-testid="notes"
                rows="4"
                placeholder="A ruling you disagreed on, a card that felt too strong…"
                prop:value=move || notes.get()
                on:input=move |ev| on_notes.run(event_target_value(&ev))
            ></textarea>
            <div class="actions">
                <button class="secondary" data-testid="export-report" on:click=export>"Export report (Markdown)"</button>
                <span class="hint" role="status">{move || status.get()}</span>
            </div>
            <OutboxCount />
            <label for="share-link">"Share this deal (same seed, seats and names)"</label>
            <div class="inline">
                <input id="share-link" data-testid="share-link" type="text" readonly=true prop:value=move || link.get() />
                <button class="secondary" on:click=move |_| {
                    browser::copy(&link.get_untracked());
                    status.set("Link copied.".into());
                }>"Copy link"</button>
            </div>
        </section>
    }
}
