//! The playtest report: a Markdown file with the settings, rulings, the full
//! log, the notes and the result.

use crate::game_session::GameSession;
use crate::session::Session;
use card_keeper::Position;

/// The report for a session at its current position.
pub fn markdown(s: &Session, pos: &Position, share_url: &str) -> String {
    let names = &s.settings.names;
    let r = s.settings.rulings;
    let mut out = String::new();
    out.push_str("# Card Keeper playtest report\n\n");
    out.push_str("## Settings\n\n");
    out.push_str(&format!("- Players: {}\n", names.len()));
    for (i, n) in names.iter().enumerate() {
        out.push_str(&format!(
            "  - Seat {}: {} ({})\n",
            i,
            n,
            s.settings.seats[i].label()
        ));
    }
    out.push_str(&format!("- Seed: {}\n", s.settings.seed));
    out.push_str(&format!(
        "- V1 (starting Wild's colour): {}\n",
        r.start_wild_colour.as_str()
    ));
    out.push_str(&format!(
        "- V2 (used Shields): {}\n",
        r.used_shields.as_str()
    ));
    out.push_str(&format!(
        "- V3 (simultaneous knock-out): {}\n",
        r.simultaneous_knockout.as_str()
    ));
    out.push_str(&format!("- Same deal: {share_url}\n\n"));
    out.push_str("## Result\n\n");
    out.push_str(&result_line(s, pos));
    out.push_str("\n\n## Notes: what did the table argue about?\n\n");
    out.push_str(if s.notes.trim().is_empty() {
        "(no notes)"
    } else {
        s.notes.trim()
    });
    // Once the game is over the report shows every card (burns and takes
    // included); before that, only what every player at the table saw.
    let reveal = pos.is_over();
    out.push_str(if reveal {
        "\n\n## Log (all cards revealed)\n\n"
    } else {
        "\n\n## Log\n\n"
    });
    let events = pos
        .log()
        .iter()
        .map(|e| if reveal { *e } else { e.seen_by(None) });
    for (i, text) in events.filter_map(|e| e.describe(names, None)).enumerate() {
        out.push_str(&format!("{}. {}\n", i + 1, text));
    }
    out
}

/// One line saying how the game stands or ended.
pub fn result_line(s: &Session, pos: &Position) -> String {
    if !pos.is_over() {
        return format!("In progress after {} turns.", pos.turn());
    }
    match pos.winner() {
        Some(w) => format!("{} won after {} turns.", s.name(w), pos.turn()),
        None => format!(
            "A draw after {} turns: the last players went out together.",
            pos.turn()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::SeatKind;
    use crate::session::Settings;

    #[test]
    fn report_has_every_section() {
        let settings = Settings {
            seats: vec![SeatKind::Human, SeatKind::parse("bot-random").unwrap()],
            names: vec!["Ana".into(), "Bo".into()],
            seed: 5,
            rulings: Default::default(),
        };
        let (mut s, pos) = Session::start(settings).unwrap();
        s.notes = "Does a Shield count as a card?".into();
        let md = markdown(&s, &pos, "http://x/?play=card-keeper");
        for needle in [
            "## Settings",
            "Seed: 5",
            "V2 (used Shields): leave_game",
            "## Result",
            "Does a Shield count",
            "## Log",
            "1. ",
        ] {
            assert!(md.contains(needle), "missing {needle}:\n{md}");
        }
    }
}
