//! The game log panel: lines in words, newest last (any game). A move adds
//! only its own new lines: the lines already shown are neither formatted
//! again nor redrawn.

use crate::shell::keyed::{keyed, pack, unpack};
use leptos::prelude::*;
use std::sync::Arc;

/// The log as a table shows it, built up move by move.
#[derive(Clone, Debug, Default)]
pub struct LogLines {
    /// Changes whenever the lines are not the previous ones plus new ones
    /// (another game, another viewer): the panel then draws them afresh.
    pub epoch: u64,
    /// The lines, oldest first.
    pub lines: Vec<Arc<str>>,
    /// What the lines were written for: the game's seed, the viewer and the
    /// players' names.
    ident: (u64, Option<u8>, Vec<String>),
    /// How many of the game's events the lines cover.
    consumed: usize,
    /// The last event they cover, in debug form (to tell a game that went
    /// another way from one that went on).
    last: String,
}

/// Lines are equal when the panel would draw the same: within an epoch
/// lines are only ever added.
impl PartialEq for LogLines {
    fn eq(&self, other: &Self) -> bool {
        self.epoch == other.epoch && self.lines.len() == other.lines.len()
    }
}

impl LogLines {
    /// The lines for a game's `events` seen by `viewer`, from `prev` when
    /// they go on from it (formatting only the new events with `lines_from`,
    /// which gives the lines of the events from an index on).
    pub fn next<E: std::fmt::Debug>(
        prev: Option<&LogLines>,
        ident: (u64, Option<u8>, Vec<String>),
        events: &[E],
        lines_from: impl FnOnce(usize) -> Vec<String>,
    ) -> LogLines {
        let last = |n: usize| {
            n.checked_sub(1)
                .map_or(String::new(), |i| format!("{:?}", events[i]))
        };
        let goes_on = prev.filter(|p| {
            p.ident == ident && p.consumed <= events.len() && p.last == last(p.consumed)
        });
        let (mut next, from) = match goes_on {
            Some(p) => (p.clone(), p.consumed),
            None => (
                LogLines {
                    epoch: prev.map_or(0, |p| p.epoch + 1),
                    ident,
                    ..LogLines::default()
                },
                0,
            ),
        };
        if from < events.len() || goes_on.is_none() {
            next.lines
                .extend(lines_from(from).into_iter().map(Arc::from));
            next.consumed = events.len();
            next.last = last(events.len());
        }
        next
    }
}

/// The log panel: one `log-entry` per line.
#[component]
pub fn LogPanel(
    /// The lines to show, as the viewing player may see them.
    log: Signal<LogLines>,
) -> impl IntoView {
    let keys = move || {
        let (epoch, n) = log.with(|l| (l.epoch, l.lines.len()));
        (0..n).map(|i| pack(epoch as u32, i as u32)).collect()
    };
    // The scroll box shows the newest lines by its CSS alone (a reversed
    // flex column), so no line added ever makes the page lay out early.
    view! {
        <section class="log-panel" id="log-panel" aria-labelledby="log-title">
            <h2 id="log-title">"Game log"</h2>
            <div class="log-scroll" tabindex="0" role="region" aria-labelledby="log-title">
                <ol class="log" data-testid="log" aria-live="polite">
                    {keyed(keys, move |k| view! {
                        <li class="log-entry" data-testid="log-entry">
                            {log.with_untracked(|l| l.lines.get(unpack(k).1 as usize).map(|s| s.to_string()))}
                        </li>
                    }.into_any())}
                </ol>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ident(seed: u64) -> (u64, Option<u8>, Vec<String>) {
        (seed, Some(0), vec!["Ana".into()])
    }

    /// Lines for events `events[from..]`, counting how many were formatted.
    fn lines(events: &[u32], from: usize, formatted: &mut usize) -> Vec<String> {
        *formatted += events.len() - from;
        events[from..]
            .iter()
            .map(|e| format!("event {e}"))
            .collect()
    }

    #[test]
    fn a_game_going_on_formats_only_its_new_events() {
        let mut n = 0;
        let a = LogLines::next(None, ident(1), &[1, 2], |f| lines(&[1, 2], f, &mut n));
        let b = LogLines::next(Some(&a), ident(1), &[1, 2, 3], |f| {
            lines(&[1, 2, 3], f, &mut n)
        });
        assert_eq!(n, 3, "the first two events were formatted once");
        assert_eq!(b.epoch, a.epoch);
        assert_eq!(b.lines.len(), 3);
        assert_eq!(&*b.lines[2], "event 3");
        let same = LogLines::next(Some(&b), ident(1), &[1, 2, 3], |f| {
            lines(&[1, 2, 3], f, &mut n)
        });
        assert_eq!(n, 3);
        assert_eq!(same, b);
    }

    #[test]
    fn another_game_or_viewer_or_history_starts_afresh() {
        let mut n = 0;
        let a = LogLines::next(None, ident(1), &[1, 2], |f| lines(&[1, 2], f, &mut n));
        let other_seed = LogLines::next(Some(&a), ident(2), &[1, 2], |f| lines(&[1, 2], f, &mut n));
        assert_eq!(other_seed.epoch, a.epoch + 1);
        let viewer = (1, None, vec!["Ana".into()]);
        let other_viewer = LogLines::next(Some(&a), viewer, &[1, 2], |f| lines(&[1, 2], f, &mut n));
        assert_eq!(other_viewer.epoch, a.epoch + 1);
        let shorter = LogLines::next(Some(&a), ident(1), &[1], |f| lines(&[1], f, &mut n));
        assert_eq!((shorter.epoch, shorter.lines.len()), (a.epoch + 1, 1));
        let went_another_way = LogLines::next(Some(&a), ident(1), &[1, 5, 6], |f| {
            lines(&[1, 5, 6], f, &mut n)
        });
        assert_eq!(went_another_way.epoch, a.epoch + 1);
        assert_eq!(&*went_another_way.lines[1], "event 5");
    }
}
