//! "We argued about this" at the table (any game): a button by the log that
//! marks the moment the game stands at, or an earlier one (chosen in the
//! form, or by tapping its line in the log), with who marks it and what
//! about, and the list of marked moments (`mark-N`).

use crate::shell::store::marks::{move_words, Mark, MAX_MARKS, MAX_MARK_NOTE};
use crate::shell::table::log_panel::LogLines;
use leptos::prelude::*;

/// The moment the mark form is at: `None` for the moment the game stands
/// at now, or the moves played at an earlier one (a tapped log line).
#[derive(Clone, Copy)]
pub struct MarkAt {
    /// Whether the form is open.
    pub open: RwSignal<bool>,
    /// The earlier moment chosen, if any.
    pub at: RwSignal<Option<usize>>,
}

impl Default for MarkAt {
    /// A closed form at the moment now.
    fn default() -> MarkAt {
        MarkAt {
            open: RwSignal::new(false),
            at: RwSignal::new(None),
        }
    }
}

impl MarkAt {
    /// Opens the form at the moment after move `step` (a tapped log line),
    /// and brings it into view with its note focused.
    pub fn pick(self, step: usize) {
        self.at.set(Some(step));
        self.open.set(true);
        crate::shell::frame::browser::focus_soon("mark-note");
    }
}

/// The moments a mark may be at, newest first: now, then each move that
/// has a line in the log (`(moves, words)`; 0 = the deal).
fn moments(log: &LogLines, now: usize) -> Vec<(usize, String)> {
    let mut out = vec![(now, format!("Now ({})", at_words(now)))];
    let mut seen = now;
    for (line, &step) in log.lines.iter().zip(&log.steps).rev() {
        let step = step as usize;
        if step < seen {
            seen = step;
            let line: String = line.chars().take(60).collect();
            let at = at_words(step);
            let at = at[..1].to_uppercase() + &at[1..];
            out.push((step, format!("{at}: {line}")));
        }
    }
    out
}

/// A moment in words, as the log names it: "the deal" or "move 12".
fn at_words(step: usize) -> String {
    let w = move_words(step);
    w[..1].to_lowercase() + &w[1..]
}

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
    /// The log's lines with their moves (the earlier moments offered).
    log: Signal<LogLines>,
    /// Whether the form is open, and at which moment.
    form: MarkAt,
) -> impl IntoView {
    let MarkAt { open, at } = form;
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
        let now = step.get_untracked();
        let moment = at.get_untracked().filter(|&s| s <= now).unwrap_or(now);
        let mark = Mark::new(moment, &by, &text);
        marks.update(|m| {
            if m.len() < MAX_MARKS {
                m.push(mark);
            }
        });
        note.set(String::new());
        at.set(None);
        open.set(false);
    };
    view! {
        <section class="mark-panel" aria-labelledby="marks-title">
            <div class="inline">
                <h2 id="marks-title">"Marked moments"</h2>
                <button class="secondary" data-testid="mark-moment" aria-expanded=move || open.get().to_string()
                    on:click=move |_| {
                        at.set(None);
                        open.update(|o| *o = !*o)
                    }>
                    "We argued about this"
                </button>
            </div>
            <Show when=move || open.get()>
                <div class="mark-form">
                    <label for="mark-at">"Which moment"</label>
                    <select id="mark-at" data-testid="mark-at" on:change=move |ev| {
                        let chosen = event_target_value(&ev).parse::<usize>().ok();
                        at.set(chosen.filter(|&s| s != step.get_untracked()));
                    }>
                        {move || {
                            let now = step.get();
                            let chosen = at.get().unwrap_or(now);
                            log.with(|l| moments(l, now)).into_iter().map(|(s, words)| view! {
                                <option value=s.to_string() selected=s == chosen>{words}</option>
                            }).collect_view()
                        }}
                    </select>
                    <Show when=move || log.with(|l| !l.steps.is_empty())>
                        <p class="hint">"Or tap a line in the log to mark its moment."</p>
                    </Show>
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
                    <input id="mark-note" data-testid="mark-note" type="text" maxlength=MAX_MARK_NOTE.to_string() autocomplete="off"
                        placeholder="The Shield ruling, a card that felt too strong…"
                        prop:value=move || note.get()
                        on:input=move |ev| note.set(event_target_value(&ev))
                        on:keydown=move |ev| if ev.key() == "Enter" { save() }
                    />
                    <button class="primary" data-testid="mark-save" on:click=move |_| save()>"Mark it"</button>
                </div>
            </Show>
            <ol class="marks">
                // Each with what happened at its move, as the log says it.
                {move || marks.get().into_iter().enumerate().map(|(i, m)| view! {
                    <li data-testid=format!("mark-{i}") data-step=m.step.to_string()>
                        {log.with(|l| m.words_quoting(&l.of_move(m.step)))}
                    </li>
                }).collect_view()}
            </ol>
        </section>
    }
}
