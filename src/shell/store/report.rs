//! The playtest report of any game: a Markdown file with the settings, the
//! result, the notes (what the table argued about, the table's and each
//! guest's), the marked moments, every seat's answer and the log, with a
//! link to the replay of the whole game and of each marked moment.

use crate::shell::plug::game::{EngineOf, GameUi};
use crate::shell::plug::options::GameOptions;
use crate::shell::store::marks::{move_words, Mark};
use crate::shell::store::session::{Live, Said};
use crate::shell::store::{feedback, share};
use keep_core::log::GameEvent;
use keep_core::record::Note;
use keep_core::Engine;

/// The report of the game `live` with what the table said of it: its file
/// name and its Markdown.
pub fn of_game<G: GameUi>(live: &Live<G>, said: &Said) -> (String, String) {
    let settings = &live.settings;
    let names = &settings.deal.names;
    let name = format!("{}-{}.md", EngineOf::<G>::GAME, settings.deal.seed);
    let deal = format!(
        "{}?{}",
        crate::shell::frame::browser::base_url(),
        share::encode::<G>(settings)
    );
    let link = |step| share::replay_link::<G>(settings, &live.game, &said.marks, step);
    let marked: Vec<(Mark, String)> = said
        .marks
        .iter()
        .map(|m| (m.clone(), link(m.step)))
        .collect();
    let notes = with_guest_notes(&said.notes, &said.guest_notes, names);
    let answers = feedback::markdown(&said.feedback, names);
    let whole = link(0);
    let md = markdown(live, &notes, &deal, &whole, &marked, &answers);
    (name, md)
}

/// The table's notes, with the notes each guest wrote at their own device
/// after them, each beside the others (who wrote what, in order).
fn with_guest_notes(notes: &str, guests: &[Note], names: &[String]) -> String {
    let mut out = notes.trim().to_string();
    for note in guests {
        let who = names
            .get(note.seat as usize)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", note.seat + 1));
        if !out.is_empty() {
            out.push_str("\n\n");
        }
        out.push_str(&format!(
            "**{who}** (seat {}, at their own device), note {}:\n\n{}",
            note.seat + 1,
            note.n,
            note.text.trim()
        ));
    }
    out
}

/// The report of a game at its current position, with the table's `notes`,
/// its `marked` moments (each mark with its replay link) and `feedback`,
/// what every seat said at the end ([`super::feedback::markdown`]);
/// `share_url` deals it again and `replay_url` replays the whole game. The
/// log is written move by move ("Move 12: …"), and each marked moment, in
/// the order of the game, quotes its move's lines.
pub fn markdown<G: GameUi>(
    live: &Live<G>,
    notes: &str,
    share_url: &str,
    replay_url: &str,
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
    out.push_str(&format!(
        "- Same deal: {share_url}\n- Replay of the whole game: {replay_url}\n\n## Result\n\n"
    ));
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
    // Each event's move, from the log's length after each move.
    let lengths = live
        .game
        .restore_with_log_lengths()
        .map(|(_, l)| l)
        .unwrap_or_default();
    let lines: Vec<(usize, String)> = {
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
    // Where players changed their minds (in the game's words as every
    // player saw them).
    let taken = keep_core::take_back::lines(&live.game, names, None, None);
    if !taken.is_empty() {
        out.push_str("\n\n## Moves taken back\n\n");
        for (i, text) in &taken {
            let step = lengths.partition_point(|&b| b <= *i);
            out.push_str(&format!("- {}: {text}\n", move_words(step)));
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

/// Hands a report (file `name`, Markdown `md`) to the person: the device's
/// share sheet where it has one (a phone), else a download. What happened,
/// in words.
pub fn deliver(name: &str, md: &str) -> String {
    use crate::shell::frame::browser;
    if browser::share(name, md, "text/markdown") {
        "The report is ready to share: pick where it goes.".into()
    } else if browser::download(name, md, "text/markdown") {
        format!("Report downloaded ({name}).")
    } else {
        "The report could not be shared or downloaded here.".into()
    }
}
