//! The game log panel: lines in words, newest last (any game). A move adds
//! only its own new lines: the lines already shown are neither formatted
//! again nor redrawn. Each line knows the move it came from: the first line
//! of each move shows the move's number ("Move 12", as marks name it), and
//! a tap on a line marks that moment ("we argued about this").

use crate::shell::frame::keyed::{keyed, pack, unpack};
use crate::shell::store::marks::move_words;
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
    /// For each line, the moves played once its event had happened (0 =
    /// the deal); empty where the moves are not known (a guest's log).
    pub steps: Vec<u32>,
    /// The log's length after each move (index 0: after the deal), to
    /// tell each event's move; empty where the moves are not known.
    bounds: Vec<usize>,
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

/// The moves of a game at a table, for the log to tell each line's move.
pub struct Moves<'a> {
    /// Moves played so far.
    pub step: usize,
    /// The log's length after the deal and after each move, by replaying
    /// the game (asked only when the lines cannot go on from the last).
    pub replay: &'a dyn Fn() -> Vec<usize>,
}

impl LogLines {
    /// The lines of move `step` (0: the deal), oldest first; none where the
    /// moves are not known.
    pub fn of_move(&self, step: usize) -> Vec<&str> {
        self.lines
            .iter()
            .zip(&self.steps)
            .filter(|(_, &s)| s as usize == step)
            .map(|(l, _)| &**l)
            .collect()
    }

    /// The last move that wrote a line, in words (its lines joined with
    /// " · "), with its number (0: the deal); where the moves are not known,
    /// the last line alone, numbered `None`. `None` before any line.
    pub fn last_move(&self) -> Option<(Option<u32>, String)> {
        let last = self.lines.last()?;
        let Some(&step) = self
            .steps
            .last()
            .filter(|_| self.steps.len() == self.lines.len())
        else {
            return Some((None, last.to_string()));
        };
        let first = self.steps.partition_point(|&s| s < step);
        Some((Some(step), self.lines[first..].join(" · ")))
    }

    /// How many lines came from the moves after move `from` (moves not
    /// known: none).
    pub fn lines_after(&self, from: u32) -> usize {
        self.steps.len() - self.steps.partition_point(|&s| s <= from)
    }

    /// The lines for a game's `events` seen by `viewer`, from `prev` when
    /// they go on from it (formatting only the new events with `lines_from`,
    /// which gives the lines of the events from an index on, each with its
    /// event's index). With `moves`, each line gets its move.
    pub fn next<E: std::fmt::Debug>(
        prev: Option<&LogLines>,
        ident: (u64, Option<u8>, Vec<String>),
        events: &[E],
        moves: Option<Moves>,
        lines_from: impl FnOnce(usize) -> Vec<(usize, String)>,
    ) -> LogLines {
        let last = |n: usize| {
            n.checked_sub(1)
                .map_or(String::new(), |i| format!("{:?}", events[i]))
        };
        // The same game so far (whoever views it).
        let same_history = prev.filter(|p| {
            p.ident.0 == ident.0 && p.consumed <= events.len() && p.last == last(p.consumed)
        });
        let goes_on = same_history.filter(|p| p.ident == ident);
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
        next.bounds = match &moves {
            None => Vec::new(),
            Some(m) => {
                let known = same_history
                    .map(|p| p.bounds.as_slice())
                    .unwrap_or_default();
                if known.len() == m.step + 1 {
                    known.to_vec()
                } else if known.len() == m.step && m.step > 0 {
                    // One move more: its events are the log's new ones.
                    let mut b = known.to_vec();
                    b.push(events.len());
                    b
                } else {
                    (m.replay)()
                }
            }
        };
        if from < events.len() || goes_on.is_none() {
            let bounds = &next.bounds;
            // A line's move: the first after which the log holds its event.
            let step_of = |i: usize| match (&moves, bounds.is_empty()) {
                (None, _) => None,
                (Some(m), true) => Some(m.step as u32),
                (Some(_), false) => Some(bounds.partition_point(|&b| b <= i) as u32),
            };
            for (i, line) in lines_from(from) {
                next.steps.extend(step_of(i));
                next.lines.push(Arc::from(line));
            }
            next.consumed = events.len();
            next.last = last(events.len());
        }
        next
    }
}

/// The log panel: one `log-entry` per line. With `pick`, a line knows its
/// move (`data-step`) and a tap on it hands that move to `pick` (the mark
/// form opens at it).
#[component]
pub fn LogPanel(
    /// The lines to show, as the viewing player may see them.
    log: Signal<LogLines>,
    /// Where a tapped line's move goes (marking that moment).
    #[prop(optional)]
    pick: Option<Callback<usize>>,
    /// The viewer's last move, when known: the lines after it are marked
    /// new (`data-new`), what happened since.
    #[prop(optional, into)]
    since: Option<Signal<Option<u32>>>,
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
                <ol class="log" class:markable=pick.is_some() data-testid="log" aria-live="polite">
                    {keyed(keys, move |k| {
                        let i = unpack(k).1 as usize;
                        let (text, step, starts) = log.with_untracked(|l| {
                            let step = l.steps.get(i).copied();
                            // The first line of a move shows its number.
                            let starts = step.filter(|&s| i == 0 || l.steps.get(i - 1) != Some(&s));
                            (l.lines.get(i).map(|s| s.to_string()), step, starts)
                        });
                        let fresh = move || {
                            let from = since.and_then(|s| s.get());
                            step.zip(from).is_some_and(|(s, f)| s > f).then_some("true")
                        };
                        let step = step.filter(|_| pick.is_some());
                        view! {
                            <li class=if starts.is_some() { "log-entry log-entry--move" } else { "log-entry" } data-testid="log-entry"
                                data-step=step.map(|s| s.to_string()) data-new=fresh
                                on:click=move |_| if let (Some(p), Some(s)) = (pick, step) { p.run(s as usize) }>
                                {starts.map(|s| view! { <span class="log-move">{move_words(s as usize)}</span> })}
                                {text}
                            </li>
                        }.into_any()
                    })}
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
    fn lines(events: &[u32], from: usize, formatted: &mut usize) -> Vec<(usize, String)> {
        *formatted += events.len() - from;
        events
            .iter()
            .enumerate()
            .skip(from)
            .map(|(i, e)| (i, format!("event {e}")))
            .collect()
    }

    #[test]
    fn a_game_going_on_formats_only_its_new_events() {
        let mut n = 0;
        let a = LogLines::next(None, ident(1), &[1, 2], None, |f| lines(&[1, 2], f, &mut n));
        let b = LogLines::next(Some(&a), ident(1), &[1, 2, 3], None, |f| {
            lines(&[1, 2, 3], f, &mut n)
        });
        assert_eq!(n, 3, "the first two events were formatted once");
        assert_eq!(b.epoch, a.epoch);
        assert_eq!(b.lines.len(), 3);
        assert_eq!(&*b.lines[2], "event 3");
        let same = LogLines::next(Some(&b), ident(1), &[1, 2, 3], None, |f| {
            lines(&[1, 2, 3], f, &mut n)
        });
        assert_eq!(n, 3);
        assert_eq!(same, b);
    }

    #[test]
    fn another_game_or_viewer_or_history_starts_afresh() {
        let mut n = 0;
        let a = LogLines::next(None, ident(1), &[1, 2], None, |f| lines(&[1, 2], f, &mut n));
        let other_seed = LogLines::next(Some(&a), ident(2), &[1, 2], None, |f| {
            lines(&[1, 2], f, &mut n)
        });
        assert_eq!(other_seed.epoch, a.epoch + 1);
        let viewer = (1, None, vec!["Ana".into()]);
        let other_viewer = LogLines::next(Some(&a), viewer, &[1, 2], None, |f| {
            lines(&[1, 2], f, &mut n)
        });
        assert_eq!(other_viewer.epoch, a.epoch + 1);
        let shorter = LogLines::next(Some(&a), ident(1), &[1], None, |f| lines(&[1], f, &mut n));
        assert_eq!((shorter.epoch, shorter.lines.len()), (a.epoch + 1, 1));
        let went_another_way = LogLines::next(Some(&a), ident(1), &[1, 5, 6], None, |f| {
            lines(&[1, 5, 6], f, &mut n)
        });
        assert_eq!(went_another_way.epoch, a.epoch + 1);
        assert_eq!(&*went_another_way.lines[1], "event 5");
    }

    #[test]
    fn each_line_knows_its_move_and_only_a_jump_replays() {
        // The log after the deal and each move: 1 event dealt, move 1 adds
        // 2, move 2 adds 1, move 3 adds 2.
        let all = [10, 11, 12, 13, 14, 15];
        let bounds = [1, 3, 4, 6];
        let replays = std::cell::Cell::new(0);
        let at = |prev: Option<&LogLines>, ident, step: usize| {
            let replay = || {
                replays.set(replays.get() + 1);
                bounds[..=step].to_vec()
            };
            let moves = Moves {
                step,
                replay: &replay,
            };
            let events = &all[..bounds[step]];
            LogLines::next(prev, ident, events, Some(moves), |f| {
                lines(events, f, &mut 0)
            })
        };
        let dealt = at(None, ident(1), 0);
        assert_eq!((dealt.steps.clone(), replays.get()), (vec![0], 1));
        let one = at(Some(&dealt), ident(1), 1);
        let two = at(Some(&one), ident(1), 2);
        assert_eq!(two.steps, vec![0, 1, 1, 2]);
        assert_eq!(replays.get(), 1, "a move at a time needs no replay");
        // Another viewer: lines afresh, moves still known.
        let other = at(Some(&two), (1, Some(1), vec!["Ana".into()]), 2);
        assert_eq!((other.steps.clone(), replays.get()), (vec![0, 1, 1, 2], 1));
        // Two moves at once (a reload, a tab followed): replayed.
        let jump = at(Some(&dealt), ident(1), 3);
        assert_eq!(
            (jump.steps.clone(), replays.get()),
            (vec![0, 1, 1, 2, 3, 3], 2)
        );
        // A guest's log: no moves.
        let guest = LogLines::next(None, ident(1), &all, None, |f| lines(&all, f, &mut 0));
        assert!(guest.steps.is_empty());
    }

    #[test]
    fn the_last_move_is_its_lines_and_the_lines_since_a_turn_are_counted() {
        let bounds = [1, 3, 4, 6];
        let all = [10, 11, 12, 13, 14, 15];
        let replay = || bounds.to_vec();
        let moves = Moves {
            step: 3,
            replay: &replay,
        };
        let log = LogLines::next(None, ident(1), &all, Some(moves), |f| {
            lines(&all, f, &mut 0)
        });
        assert_eq!(
            log.last_move(),
            Some((Some(3), "event 14 · event 15".to_string()))
        );
        assert_eq!(log.lines_after(1), 3, "move 2's line and move 3's two");
        assert_eq!(log.lines_after(3), 0);
        // A log without moves: the last line alone.
        let guest = LogLines::next(None, ident(1), &all, None, |f| lines(&all, f, &mut 0));
        assert_eq!(guest.last_move(), Some((None, "event 15".to_string())));
        assert_eq!(guest.lines_after(0), 0);
        assert_eq!(LogLines::default().last_move(), None);
    }
}
