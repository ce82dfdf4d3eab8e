//! The game log panel: lines in words, newest last (any game).

use leptos::prelude::*;

/// The log panel: one `log-entry` per line.
#[component]
pub fn LogPanel(
    /// The lines to show, as the viewing player may see them.
    entries: Signal<Vec<String>>,
) -> impl IntoView {
    let list = NodeRef::<leptos::html::Ol>::new();
    let keyed = move || entries.get().into_iter().enumerate().collect::<Vec<_>>();
    Effect::new(move || {
        let _ = entries.with(Vec::len);
        if let Some(el) = list.get() {
            el.set_scroll_top(el.scroll_height());
        }
    });
    view! {
        <section class="log-panel" aria-labelledby="log-title">
            <h2 id="log-title">"Game log"</h2>
            <ol class="log" data-testid="log" node_ref=list aria-live="polite" tabindex="0">
                <For each=keyed key=|(i, t)| (*i, t.clone()) let:item>
                    <li class="log-entry" data-testid="log-entry">{item.1}</li>
                </For>
            </ol>
        </section>
    }
}
