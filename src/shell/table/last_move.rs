//! What just happened, in the dock, for any game: the last move in words as
//! the viewer may read it (`last-move`, the log's own lines, so no hidden
//! card is named), and one tap away the moves since the viewer's last turn
//! (the log, those lines marked new). When a decision comes to the viewer,
//! [`turn_call`](crate::shell::table::turn_call) calls them.

use crate::shell::frame::browser;
use crate::shell::table::log_panel::LogLines;
use crate::shell::table::take_back::TakeBackButton;
use crate::shell::table::turn_call::call_turns;
use leptos::html::Div;
use leptos::prelude::*;

/// The log a table shows, for the dock's last move and the log's new lines
/// (provided as context by the host's table and a guest's page).
#[derive(Clone, Copy)]
pub struct LogFeed {
    /// The lines, as the viewer may read them.
    pub log: Signal<LogLines>,
    /// Moves played so far.
    pub step: Signal<usize>,
    /// Each viewer's last turn, by the moves played when it began: the lines
    /// after it are what happened since (known once the viewer has played a
    /// turn on this page).
    since: RwSignal<Vec<(Option<u8>, u32)>>,
}

impl LogFeed {
    /// The feed of `log` at a table where `step` moves were played.
    pub fn new(log: Signal<LogLines>, step: Signal<usize>) -> LogFeed {
        LogFeed {
            log,
            step,
            since: RwSignal::new(Vec::new()),
        }
    }

    /// The table's feed (provided by its screen).
    pub fn get() -> LogFeed {
        expect_context::<LogFeed>()
    }

    /// The table's feed, where its screen provides one (not in a replay).
    pub fn try_get() -> Option<LogFeed> {
        use_context::<LogFeed>()
    }

    /// The moves played when `viewer`'s last turn began (tracked).
    pub fn since(self, viewer: Option<u8>) -> Option<u32> {
        self.since
            .with(|s| s.iter().find(|(v, _)| *v == viewer).map(|&(_, f)| f))
    }

    fn set_since(self, viewer: Option<u8>, from: u32) {
        self.since.update(|s| {
            s.retain(|(v, _)| *v != viewer);
            s.push((viewer, from));
        });
    }
}

/// Whose turn it is at the dock, as [`Turns::next`] follows it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Turns {
    /// The viewer deciding now, and the moves played when their turn began.
    open: Option<(Option<u8>, u32)>,
    /// Moves played at the last look (fewer now: another game).
    step: u32,
}

/// What a change of the dock's decision means.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TurnChange {
    /// A viewer's turn ended: since when it had begun.
    pub ended: Option<(Option<u8>, u32)>,
    /// A viewer's turn began (the call).
    pub began: bool,
    /// Another game: what was known of turns is forgotten.
    pub new_game: bool,
}

impl Turns {
    /// The turns after a look at the dock: `viewer` decides (`mine`) or not,
    /// `step` moves played.
    pub fn next(self, mine: bool, viewer: Option<u8>, step: u32) -> (Turns, TurnChange) {
        // (One move fewer is a take-back, not another game.)
        let new_game = step + 1 < self.step;
        let open = self.open.filter(|_| !new_game);
        let mut change = TurnChange {
            new_game,
            ..TurnChange::default()
        };
        let open = match open {
            Some((v, from)) if mine && v == viewer => Some((v, from)),
            Some((v, from)) => {
                change.ended = Some((v, from));
                mine.then_some((viewer, step))
            }
            None => mine.then_some((viewer, step)),
        };
        change.began = open.is_some() && open != self.open.filter(|_| !new_game);
        (Turns { open, step }, change)
    }
}

/// The dock's first line: the turn call's mark (`turn-call`, while the
/// viewer decides) and the last move in words (`last-move`, `data-step`),
/// with the moves since the viewer's last turn a tap away. `mine`: the
/// viewer decides now; `dock`: brought into view at the call.
#[component]
pub fn LastMove(
    /// True while the viewer decides.
    mine: Signal<bool>,
    /// Whose hand the dock shows.
    viewer: Signal<Option<u8>>,
    /// The dock.
    dock: NodeRef<Div>,
) -> impl IntoView {
    let Some(feed) = use_context::<LogFeed>() else {
        return ().into_any();
    };
    let calls = RwSignal::new(0u32);
    let turns = StoredValue::new(None::<Turns>);
    Effect::new(move || {
        let (m, v) = (mine.get(), viewer.get());
        let step = feed.step.get_untracked() as u32;
        let first = turns.get_value().is_none();
        let (next, change) = turns.get_value().unwrap_or_default().next(m, v, step);
        turns.set_value(Some(next));
        if change.new_game {
            feed.since.set(Vec::new());
        }
        if let Some((v, from)) = change.ended {
            feed.set_since(v, from);
        }
        // A turn open when the table is drawn is no news: it is not called.
        if change.began && !first {
            calls.update(|n| *n += 1);
        }
    });
    call_turns(mine, calls.into(), dock);
    let last = Memo::new(move |_| feed.log.with(LogLines::last_move));
    let since = Signal::derive(move || feed.since(viewer.get()));
    let count = move || {
        let from = since.get()?;
        let n = feed.log.with(|l| l.lines_after(from));
        Some(if n == 1 {
            "1 line since your turn".to_string()
        } else {
            format!("{n} lines since your turn")
        })
    };
    view! {
        <div class="last-move-row">
            <Show when=move || mine.get()>
                <span class="turn-call" data-testid="turn-call" data-calls=move || calls.get().to_string()>"Your turn"</span>
            </Show>
            <p class="last-move" data-testid="last-move" aria-live="polite"
                data-step=move || last.with(|l| l.as_ref().and_then(|(s, _)| *s).map(|s| s.to_string()))
                title=move || last.with(|l| l.as_ref().map(|(_, t)| t.clone()))>
                {move || last.with(|l| l.as_ref().map(|(_, t)| t.clone()))}
            </p>
            <a class="last-move-since" data-testid="last-move-since" href="#log-panel"
                on:click=move |ev| {
                    ev.prevent_default();
                    browser::scroll_to("log-panel");
                }>
                {move || count().unwrap_or_else(|| "Log".into())}
            </a>
            <TakeBackButton />
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_begins_ends_and_is_called_once() {
        let t = Turns::default();
        // The table drawn on a bot's move: nothing.
        let (t, c) = t.next(false, Some(0), 0);
        assert_eq!(c, TurnChange::default());
        // The viewer's decision comes after two moves: called.
        let (t, c) = t.next(true, Some(0), 2);
        assert!(c.began && c.ended.is_none());
        // A second decision within the same turn: no second call.
        let (t, c) = t.next(true, Some(0), 3);
        assert!(!c.began);
        // The turn ends: it had begun after two moves.
        let (t, c) = t.next(false, Some(0), 4);
        assert_eq!(c.ended, Some((Some(0), 2)));
        // Pass and play without the privacy screen: the next human's turn at
        // once ends one turn and begins another.
        let (t, _) = t.next(true, Some(0), 6);
        let (t, c) = t.next(true, Some(1), 7);
        assert_eq!(c.ended, Some((Some(0), 6)));
        assert!(c.began);
        // Another game (fewer moves): forgotten, and its turn is called.
        let (_, c) = t.next(true, Some(1), 0);
        assert!(c.new_game && c.began && c.ended.is_none());
    }
}
