//! The end-of-game question, for every human seat at this device: "What
//! did you argue about?" and one tap each for fun, too long, too random,
//! unclear rule. On the host's device (pass-and-play: one seat after
//! another) it goes into the game's report; on a guest's, to the host's.

use crate::shell::plug::game::FeedbackSink;
use crate::shell::store::feedback::{Feedback, Tag};
use leptos::prelude::*;

/// The question for the seats of `sink`, their names from `names`.
#[component]
pub fn FeedbackForm(sink: FeedbackSink, names: Signal<Vec<String>>) -> impl IntoView {
    let FeedbackSink { seats, given, send } = sink;
    let name = move |seat: u8| {
        names
            .with(|n| n.get(seat as usize).cloned())
            .unwrap_or_else(|| format!("Seat {}", seat + 1))
    };
    let answered = move |seat: u8| given.with(|g| g.iter().any(|f| f.seat == seat));
    // The seat answering: the first not yet answered (or the first).
    let chosen = RwSignal::new(None::<u8>);
    let seat = Memo::new(move |_| {
        let all = seats.get();
        chosen
            .get()
            .filter(|s| all.contains(s))
            .or_else(|| all.iter().copied().find(|&s| !answered(s)))
            .or_else(|| all.first().copied())
    });
    let tags = RwSignal::new(Vec::<Tag>::new());
    let note = RwSignal::new(String::new());
    let thanks = RwSignal::new(None::<String>);
    // A seat chosen shows its last answer, to change it.
    Effect::new(move |_| {
        let Some(s) = seat.get() else { return };
        let last = given.with_untracked(|g| g.iter().find(|f| f.seat == s).cloned());
        let last = last.unwrap_or_default();
        tags.set(last.tags);
        note.set(last.note);
    });
    let submit = move |_| {
        let Some(s) = seat.get_untracked() else {
            return;
        };
        let answer = Feedback::new(
            s,
            tags.get_untracked().iter().map(|t| t.as_str()),
            &note.get_untracked(),
        );
        let empty = answer.is_empty();
        send.run(answer);
        thanks.set(Some(if empty {
            format!("{}: your answer is taken back.", name(s))
        } else {
            format!("Thanks, {}: your answer is in the report.", name(s))
        }));
        // The next seat at this device that has not answered, if any.
        chosen.set(
            seats
                .get_untracked()
                .into_iter()
                .find(|&o| o != s && !answered(o)),
        );
    };
    move || {
        let all = seats.get();
        (!all.is_empty()).then(|| {
            let many = all.len() > 1;
            view! {
                <section class="feedback" data-testid="feedback" aria-labelledby="feedback-title">
                    <h3 id="feedback-title">"Before you go: what did the table argue about?"</h3>
                    {many.then(|| view! {
                        <div class="field">
                            <label for="feedback-seat">"Who is answering"</label>
                            <select id="feedback-seat" data-testid="feedback-seat" on:change=move |ev| {
                                chosen.set(event_target_value(&ev).parse::<u8>().ok());
                                thanks.set(None);
                            }>
                                {all.iter().copied().map(|s| view! {
                                    <option value=s.to_string() selected=move || seat.get() == Some(s)>
                                        {move || format!("{}{}", name(s), if answered(s) { " (answered)" } else { "" })}
                                    </option>
                                }).collect_view()}
                            </select>
                        </div>
                    })}
                    <div class="feedback-tags" role="group" aria-label="One tap each">
                        {Tag::ALL.into_iter().map(|t| {
                            let on = move || tags.with(|v| v.contains(&t));
                            view! {
                                <button type="button" class="secondary feedback-tag" data-testid=format!("feedback-tag-{}", t.as_str())
                                    aria-pressed=move || on().to_string()
                                    on:click=move |_| tags.update(|v| if let Some(i) = v.iter().position(|x| *x == t) { v.remove(i); } else { v.push(t); })>
                                    <span aria-hidden="true">{move || if on() { "✓ " } else { "" }}</span>{t.words()}
                                </button>
                            }
                        }).collect_view()}
                    </div>
                    <label for="feedback-note">{move || seat.get().map(|s| format!("{}: what did you argue about?", name(s))).unwrap_or_default()}</label>
                    <textarea id="feedback-note" data-testid="feedback-note" rows="3" maxlength="4000"
                        placeholder="A ruling, a card, a moment…"
                        prop:value=move || note.get() on:input=move |ev| note.set(event_target_value(&ev))></textarea>
                    <div class="actions">
                        <button class="primary" data-testid="feedback-send" on:click=submit>"Send to the report"</button>
                        <span class="hint" role="status" data-testid="feedback-sent">{move || thanks.get()}</span>
                    </div>
                </section>
            }
        })
    }
}
