//! A round's end, on the table for a moment (`round-end-notice`): the
//! Commons check (the cards that left it, the coins put on the others),
//! the cards dealt into it, the Royal Decree passed on and every hand
//! passed to the left, in the log's own words, so that a whole new hand
//! never comes without notice. It shows when a round ends while the page
//! is open (never for an earlier round on a reload, nor at the game's
//! end), below the Commons, and goes after a while or at a tap on Close.

use super::game::Keep;
use crate::shell::kit::LogFeed;
use crate::shell::kit::TableCtx;
use leptos::prelude::*;

/// How long the notice stays, in milliseconds.
const SHOWN_MS: u32 = 9000;

/// The log's lines of the end of `round` (its own line first), from the
/// lines as the viewer reads them: the last line saying it ended and the
/// ones after it, up to the hands passed.
pub fn round_end_lines(lines: &[impl AsRef<str>], ended: &str, passed: &str) -> Vec<String> {
    let Some(at) = lines.iter().rposition(|l| l.as_ref() == ended) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for l in &lines[at..] {
        out.push(l.as_ref().to_string());
        if l.as_ref() == passed {
            break;
        }
    }
    out
}

/// The notice of the round that just ended, while it shows.
#[component]
pub fn RoundEndNotice(t: TableCtx<Keep>) -> impl IntoView {
    let v = t.view();
    let feed = LogFeed::try_get();
    let round = Memo::new(move |_| v.with(|v| (v.round, v.outcome.is_some())));
    // The round that ended while the page looked (none at first).
    let shown = RwSignal::new(None::<u32>);
    let seen = StoredValue::new(None::<u32>);
    Effect::new(move || {
        let (r, over) = round.get();
        let before = seen.get_value();
        seen.set_value(Some(r));
        if over {
            shown.set(None);
        } else if before.is_some_and(|b| r == b + 1) {
            let ended = r - 1;
            shown.set(Some(ended));
            let handle = set_timeout_with_handle(
                move || {
                    if shown.get_untracked() == Some(ended) {
                        shown.set(None);
                    }
                },
                std::time::Duration::from_millis(SHOWN_MS.into()),
            );
            on_cleanup(move || {
                if let Ok(h) = handle {
                    h.clear();
                }
            });
        }
    });
    // A memo: the log's lines go on (a bot's move while it shows), the
    // notice's own lines stay, and the notice is not drawn again.
    let lines = Memo::new(move |_| {
        let ended = shown.get()?;
        let feed = feed?;
        let head = keep::events::round_ended_line(ended);
        let passed = keep::events::HANDS_PASSED_LINE;
        let lines = feed.log.with(|l| round_end_lines(&l.lines, &head, passed));
        (!lines.is_empty()).then_some(lines)
    });
    move || {
        lines.get().map(|lines| {
            let mut lines = lines.into_iter();
            let head = lines.next().unwrap_or_default();
            view! {
                <div class="notice kp-round-end" data-testid="round-end-notice" role="status">
                    <div>
                        <strong>{head}</strong>
                        <ul>{lines.map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                    </div>
                    <button class="notice-close" aria-label="Close" on:click=move |_| shown.set(None)>"×"</button>
                </div>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_round_end_up_to_the_hands_passed() {
        let log = [
            "Round 1 ended.",
            "x",
            "Every player passed their hand to the left.",
            "Ana played.",
            "Round 2 ended.",
            "Commons check: no card had coins.",
            "Every player passed their hand to the left.",
            "Bo chose to act first.",
        ];
        let got = round_end_lines(
            &log,
            "Round 2 ended.",
            "Every player passed their hand to the left.",
        );
        assert_eq!(got.len(), 3);
        assert_eq!(got[1], "Commons check: no card had coins.");
        assert!(round_end_lines(&log, "Round 3 ended.", "x").is_empty());
    }
}
