//! Playtest notes, the report export and the share link.

use crate::app::Ctx;
use crate::{browser, report, share};
use leptos::prelude::*;

/// The notes box, report export and share link.
#[component]
pub fn Notes() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let link = move || {
        ctx.read(|l| {
            format!(
                "{}?{}",
                browser::base_url(),
                share::encode(&l.session.settings)
            )
        })
        .unwrap_or_default()
    };
    let status = RwSignal::new(String::new());
    let export = move |_| {
        let Some(md) = ctx.read(|l| report::markdown(&l.session, &l.pos, &link())) else {
            return;
        };
        let seed = ctx.read(|l| l.session.settings.seed).unwrap_or(0);
        let downloaded = browser::download(&format!("card-keeper-{seed}.md"), &md, "text/markdown");
        let copied = browser::copy(&md);
        status.set(match (downloaded, copied) {
            (true, true) => "Report downloaded and copied to the clipboard.".into(),
            (true, false) => "Report downloaded.".into(),
            (false, true) => "Report copied to the clipboard.".into(),
            (false, false) => "The report could not be downloaded or copied here.".into(),
        });
    };
    view! {
        <section class="notes-panel" aria-labelledby="notes-title">
            <h2 id="notes-title">"Playtest notes"</h2>
            <label for="notes">"What did you argue about?"</label>
            <textarea
                id="notes"
                data-testid="notes"
                rows="4"
                placeholder="A ruling you disagreed on, a card that felt too strong…"
                prop:value=move || ctx.read(|l| l.session.notes.clone()).unwrap_or_default()
                on:input=move |ev| {
                    let v = event_target_value(&ev);
                    ctx.with_game(|l| l.session.notes = v);
                }
            ></textarea>
            <div class="actions">
                <button class="secondary" data-testid="export-report" on:click=export>"Export report (Markdown)"</button>
                <span class="hint" role="status">{move || status.get()}</span>
            </div>
            <label for="share-link">"Share this deal (same seed, seats, names and rulings)"</label>
            <div class="inline">
                <input id="share-link" data-testid="share-link" type="text" readonly=true prop:value=link />
                <button class="secondary" on:click=move |_| {
                    browser::copy(&link());
                    status.set("Link copied.".into());
                }>"Copy link"</button>
            </div>
        </section>
    }
}
