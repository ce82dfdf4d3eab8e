//! "We argued about this" at the table (any game): a button by the log that
//! marks the moment the game stands at, with who marks it and what about,
//! and the list of marked moments (`mark-N`).

use crate::shell::marks::{Mark, MAX_MARKS, MAX_NOTE};
use leptos::prelude::*;

/// The marks of the game at the table, and the form that adds one.
#[component]
pub fn MarkPanel(
    /// The marks (saved with the game).
    marks: RwSignal<Vec<Mark>>,
    /// Moves played so far: the moment a new mark is at.
    step: Signal<usize>,
    /// The players' names (who marks it).
    names: Signal<Vec<String>>,
    /// The player whose hand is shown, offered first.
    viewer: Signal<Option<u8>>,
) -> impl IntoView {
    let open = RwSignal::new(false);
    let note = RwSignal::new(String::new());
    let who = RwSignal::new(None::<usize>);
    let save = move || {
        let text = note.get_untracked();
        if text.trim().is_empty() {
            return;
        }
        let names = names.get_untracked();
        let seat = who
            .get_untracked()
            .or(viewer.get_untracked().map(usize::from))
            .unwrap_or(0);
        let by = names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| "The table".into());
        let mark = Mark::new(step.get_untracked(), &by, &text);
        marks.update(|m| {
            if m.len() < MAX_MARKS {
                m.push(mark);
            }
        });
        note.set(String::new());
        open.set(false);
    };
    view! {
        <section class="mark-panel" aria-labelledby="marks-title">
            <div class="inline">
                <h2 id="marks-title">"Marked moments"</h2>
                <button class="secondary" data-testid="mark-moment" aria-expanded=move || open.get().to_string()
                    on:click=move |_| open.update(|o| *o = !*o)>
                    "We argued about this"
                </button>
            </div>
            <Show when=move || open.get()>
                <div class="mark-form">
                    <p class="hint">{move || {
                        let s = step.get();
                        if s == 0 { "Marks the deal.".to_string() } else { format!("Marks the game as it stands after move {s}.") }
                    }}</p>
                    <label for="mark-who">"Who marks it"</label>
                    <select id="mark-who" data-testid="mark-who" on:change=move |ev| who.set(event_target_value(&ev).parse().ok())>
                        {move || {
                            let chosen = who.get().or(viewer.get().map(usize::from)).unwrap_or(0);
                            names.get().into_iter().enumerate().map(|(i, n)| view! {
                                <option value=i.to_string() selected=i == chosen>{n}</option>
                            }).collect_view()
                        }}
                    </select>
                    <label for="mark-note">"What about?"</label>
                    <input id="mark-note" data-testid="mark-note" type="text" maxlength=MAX_NOTE.to_string() autocomplete="off"
                        placeholder="The Shield ruling, a card that felt too strong…"
                        prop:value=move || note.get()
                        on:input=move |ev| note.set(event_target_value(&ev))
                        on:keydown=move |ev| if ev.key() == "Enter" { save() }
                    />
                    <button class="primary" data-testid="mark-save" on:click=move |_| save()>"Mark it"</button>
                </div>
            </Show>
            <ol class="marks">
                {move || marks.get().into_iter().enumerate().map(|(i, m)| view! {
                    <li data-testid=format!("mark-{i}") data-step=m.step.to_string()>{m.words()}</li>
                }).collect_view()}
            </ol>
        </section>
    }
}
