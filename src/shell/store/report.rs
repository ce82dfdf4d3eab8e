//! The playtest report of any game: a Markdown file with the settings, the
//! result, the notes (what the table argued about) and the log.

use crate::shell::plug::game::GameUi;
use crate::shell::plug::options::GameOptions;
use crate::shell::store::marks::{move_words, Mark};
use crate::shell::store::session::Live;
use keep_core::log::GameEvent;
use keep_core::Engine;

/// The report of a game at its current position, with the table's `notes`,
/// its `marked` moments (each mark with its replay link) and `feedback`,
/// what every seat said at the end ([`super::feedback::markdown`]);
/// `share_url` deals it again. The log is written move by move ("Move 12: …"), and
/// each marked moment, in the order of the game, quotes its move's lines.
pub fn markdown<G: GameUi>(
    live: &Live<G>,
    notes: &str,
    share_url: &str,
    marked: &[(Mark, String)],
    feedback: &str,
) -> String {
    let s = live;
    let pos = &live.pos;
    let names = &s.settings.deal.names;
    let mut out = format!("# {} playtest report\n\n## Settings\n\n", G::Engine::TITLE);
    out.push_str(&format!("- Players: {}\n", names.len()));
    for (i, n) in names.iter().enumerate() {
        out.push_str(&format!(
            "  - Seat {}: {n} ({})\n",
            i + 1,
            s.kind(i as u8).label()
        ));
    }
    out.push_str(&format!("- Seed: {}\n", s.settings.deal.seed));
    for line in s.settings.options.words() {
        out.push_str(&format!("- {line}\n"));
    }
    out.push_str(&format!("- Same deal: {share_url}\n\n## Result\n\n"));
    out.push_str(&G::report_result(&pos.player_view(None), names));
    out.push_str("\n\n## Notes: what did the table argue about?\n\n");
    out.push_str(if notes.trim().is_empty() {
        "(no notes)"
    } else {
        notes.trim()
    });
    // Once the game is over the report shows every card (burns and takes
    // included); before that, only what every player at the table saw.
    let reveal = pos.is_over();
    let lines: Vec<(usize, String)> = {
        // Each event's move, from the log's length after each move.
        let lengths = live
            .game
            .restore_with_log_lengths()
            .map(|(_, l)| l)
            .unwrap_or_default();
        pos.log()
            .iter()
            .enumerate()
            .filter_map(|(i, e)| {
                let e = if reveal { e.clone() } else { e.seen_by(None) };
                let step = lengths.partition_point(|&b| b <= i);
                pos.describe(&e, names, None).map(|t| (step, t))
            })
            .collect()
    };
    let of_move = |step: usize| -> Vec<&str> {
        lines
            .iter()
            .filter(|(s, _)| *s == step)
            .map(|(_, t)| t.as_str())
            .collect()
    };
    if !marked.is_empty() {
        out.push_str("\n\n## Marked moments: what the table argued about, move by move\n\n");
        let mut by_move: Vec<&(Mark, String)> = marked.iter().collect();
        by_move.sort_by_key(|(m, _)| m.step);
        for (mark, link) in by_move {
            out.push_str(&format!(
                "- {} ([replay this moment]({link}))\n",
                mark.words_quoting(&of_move(mark.step))
            ));
        }
        out.pop();
    }
    out.push_str(feedback);
    out.push_str(if reveal {
        "\n\n## Log (all cards revealed)\n\n"
    } else {
        "\n\n## Log\n\n"
    });
    // One item per move: its number, then its lines.
    let mut at = None;
    for (step, text) in &lines {
        if at != Some(*step) {
            if at.is_some() {
                out.push('\n');
            }
            out.push_str(&format!("- **{}.** {text}", move_words(*step)));
            at = Some(*step);
        } else {
            out.push_str(&format!(" {text}"));
        }
    }
    if at.is_some() {
        out.push('\n');
    }
    out.push_str(&s.settings.options.appendix());
    out
}
