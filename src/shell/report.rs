//! The playtest report of any game: a Markdown file with the settings, the
//! result, the notes (what the table argued about) and the log.

use crate::shell::game::GameUi;
use crate::shell::options::GameOptions;
use crate::shell::session::Live;
use keep_core::log::GameEvent;
use keep_core::Engine;

/// The report of a game at its current position, with the table's `notes`
/// and its `marked` moments (in words, each with its replay link);
/// `share_url` deals it again.
pub fn markdown<G: GameUi>(
    live: &Live<G>,
    notes: &str,
    share_url: &str,
    marked: &[(String, String)],
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
    if !marked.is_empty() {
        out.push_str("\n\n## Marked moments: what the table argued about, move by move\n\n");
        for (words, link) in marked {
            out.push_str(&format!("- {words} ([replay this moment]({link}))\n"));
        }
        out.pop();
    }
    // Once the game is over the report shows every card (burns and takes
    // included); before that, only what every player at the table saw.
    let reveal = pos.is_over();
    out.push_str(if reveal {
        "\n\n## Log (all cards revealed)\n\n"
    } else {
        "\n\n## Log\n\n"
    });
    let lines = pos.log().iter().filter_map(|e| {
        let e = if reveal { e.clone() } else { e.seen_by(None) };
        pos.describe(&e, names, None)
    });
    for (i, text) in lines.enumerate() {
        out.push_str(&format!("{}. {text}\n", i + 1));
    }
    out.push_str(&s.settings.options.appendix());
    out
}
