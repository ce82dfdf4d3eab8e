//! The game log, in words, as the viewing player may see it.

use crate::app::Ctx;
use leptos::prelude::*;

/// The log panel: one `log-entry` per event, newest last.
#[component]
pub fn LogPanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let entries = move || {
        ctx.read(|l| {
            // Behind the privacy screen nobody's hidden cards are shown.
            let viewer = if l.session.pass_to.is_some() {
                None
            } else {
                l.session.viewer
            };
            let names = &l.session.settings.names;
            l.pos
                .log()
                .iter()
                .filter_map(|e| e.seen_by(viewer).describe(names, viewer))
                .enumerate()
                .map(|(i, t)| (i, viewer, t))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    let list = NodeRef::<leptos::html::Ol>::new();
    Effect::new(move || {
        let _ = entries().len();
        if let Some(el) = list.get() {
            el.set_scroll_top(el.scroll_height());
        }
    });
    view! {
        <section class="log-panel" aria-labelledby="log-title">
            <h2 id="log-title">"Game log"</h2>
            <ol class="log" data-testid="log" node_ref=list aria-live="polite" tabindex="0">
                <For each=entries key=|(i, v, _)| (*i, *v) let:item>
                    <li class="log-entry" data-testid="log-entry">{item.2}</li>
                </For>
            </ol>
        </section>
    }
}
