//! The replay's log: every line up to the step shown, as the chosen view
//! may read it, each move's number by its first line, the lines of the
//! step's own move highlighted.

use crate::shell::plug::game::GameUi;
use crate::shell::store::marks::move_words;
use crate::shell::store::seating::Seating;
use crate::shell::store::state::GameState;
use keep_core::Engine;
use leptos::prelude::*;

/// The log of the replay's `state` (a detached, read-only table state),
/// whose last move's events begin at `move_start` (`None` at the deal).
pub fn moves<G: GameUi>(state: GameState<G>, move_start: Signal<Option<usize>>) -> impl IntoView {
    // The lines, and how many came before the last move.
    let lines = Memo::new(move |_| {
        let start = move_start.get();
        state
            .read(|l| {
                let names = &l.settings.deal.names;
                let viewer = state.seating.with(Seating::shown);
                // Named, not "you": whoever watches is not that seat.
                let all = l.pos.log_entries_as(0, names, viewer, None);
                let last = start.map_or(0, |s| all.iter().filter(|(i, _)| *i >= s).count());
                let before = all.len() - last.min(all.len());
                // Each line's move, as the table's log numbers them.
                let lengths = l
                    .game
                    .restore_with_log_lengths()
                    .map(|(_, lengths)| lengths)
                    .unwrap_or_default();
                let all: Vec<(usize, String)> = all
                    .into_iter()
                    .map(|(i, line)| (lengths.partition_point(|&b| b <= i), line))
                    .collect();
                (all, before)
            })
            .unwrap_or_default()
    });
    view! {
        <section class="log-panel" aria-labelledby="replay-log-title">
            <h2 id="replay-log-title">"Game log"</h2>
            // Focusable, so a keyboard can scroll it.
            <div class="log-scroll" tabindex="0" role="region" aria-label="Game log, scrollable">
            <ol class="log" data-testid="log">
                {move || {
                    let (all, before) = lines.get();
                    let mut at = None;
                    all.into_iter()
                        .enumerate()
                        .map(|(i, (step, line))| {
                            let now = i >= before;
                            let starts = (at != Some(step)).then_some(step);
                            at = Some(step);
                            view! {
                                <li data-testid="log-entry" class="log-entry" class:log-entry--move=starts.is_some() class:current=now aria-current=now.then_some("step")>
                                    {starts.map(|s| view! { <span class="log-move">{move_words(s)}</span> })}
                                    {line}
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
            </div>
        </section>
    }
}
