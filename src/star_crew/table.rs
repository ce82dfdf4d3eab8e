//! The Star Crew table: seats, formation, prompt, hand, scores, log, notes,
//! rules, and the driver that lets bots move one at a time.

use super::formation::Formation;
use super::hand::Hand;
use super::prompt::Prompt;
use super::rules::RulesPanel;
use super::scores::Scores;
use super::seat::Seat;
use crate::app::{Ctx, Screen};
use crate::game_session::GameSession;
use crate::table_shell::TableShell;
use leptos::prelude::*;

/// The Star Crew table screen.
#[component]
pub fn Table() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let players = move || ctx.sc_read(|l| l.pos.players()).unwrap_or(0);
    view! {
        <TableShell live=ctx.sc game="star-crew" title="Star Crew" setup=Screen::StarCrewSetup
            log=log link=|l: &super::Live| l.session.settings.encode(super::session::GAME) report=report rules=|| view! { <RulesPanel /> } aside=|| view! { <Scores /> }>
            <ol class="seats" aria-label="Players in seat order">
                {move || (0..players() as u8).map(|s| view! { <Seat seat=s /> }).collect_view()}
            </ol>
            <Formation />
            <Prompt />
            <Hand />
        </TableShell>
    }
}

/// The log as the viewing player may read it.
fn log(l: &super::Live) -> Vec<String> {
    keep_core::Engine::log_lines(&l.pos, l.session.names(), l.session.log_viewer())
}

/// The Markdown playtest report of a Star Crew game.
fn report(l: &super::Live, link: &str) -> String {
    let s = &l.session;
    let mut out = String::from("# Star Crew playtest report\n\n## Settings\n\n");
    for (i, n) in s.settings.names.iter().enumerate() {
        out.push_str(&format!(
            "- Seat {i}: {n} ({})\n",
            s.settings.seats[i].label()
        ));
    }
    out.push_str(&format!(
        "- Seed: {}\n- Same deal: {link}\n\n## Result\n\n",
        s.settings.seed
    ));
    for (i, n) in s.settings.names.iter().enumerate() {
        out.push_str(&format!("- {n}: {} points\n", l.pos.score(i as u8)));
    }
    if l.pos.is_over() {
        let w: Vec<&str> = l.pos.winners().iter().map(|&w| s.name(w)).collect();
        out.push_str(&format!("\nWinner(s): {}\n", w.join(", ")));
    } else {
        out.push_str(&format!(
            "\nIn progress: round {} of {}.\n",
            l.pos.round(),
            l.pos.rounds()
        ));
    }
    out.push_str("\n## Notes: what did the table argue about?\n\n");
    out.push_str(if s.notes.trim().is_empty() {
        "(no notes)"
    } else {
        s.notes.trim()
    });
    out.push_str("\n\n## Log\n\n");
    for (i, e) in l
        .pos
        .log()
        .iter()
        .filter_map(|e| e.seen_by(None).describe(&s.settings.names, None))
        .enumerate()
    {
        out.push_str(&format!("{}. {e}\n", i + 1));
    }
    out
}
