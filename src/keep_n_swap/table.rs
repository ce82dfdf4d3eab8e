//! The Keep'n Swap table: seats, the revealed pair and discard pile, the
//! prompt, the hand, log, notes and rules, and the bot driver.

use super::centre::Centre;
use super::hand::Hand;
use super::prompt::Prompt;
use super::rules::RulesPanel;
use super::seat::Seat;
use crate::app::{Ctx, Screen};
use crate::game_session::GameSession;
use crate::table_shell::TableShell;
use keep_n_swap::Event;
use leptos::prelude::*;

/// The Keep'n Swap table screen.
#[component]
pub fn Table() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <TableShell live=ctx.ks game="keep-n-swap" title="Keep'n Swap" setup=Screen::KeepNSwapSetup
            log=log link=|l: &super::Live| l.session.settings.encode(super::session::GAME) report=report rules=|| view! { <RulesPanel /> }>
            <ol class="seats" aria-label="The two players">
                <Seat seat=0 />
                <Seat seat=1 />
            </ol>
            <Centre />
            <Prompt />
            <Hand />
        </TableShell>
    }
}

/// The log as the viewing player may read it.
fn log(l: &super::Live) -> Vec<String> {
    keep_core::Engine::log_lines(&l.pos, l.session.names(), l.session.log_viewer())
}

/// The Markdown playtest report.
fn report(l: &super::Live, link: &str) -> String {
    let s = &l.session;
    let mut out = String::from("# Keep'n Swap playtest report\n\n## Settings\n\n");
    for (i, n) in s.settings.names.iter().enumerate() {
        out.push_str(&format!(
            "- Seat {i}: {n} ({})\n",
            s.settings.seats[i].label()
        ));
    }
    out.push_str(&format!("- Seed: {}\n- Rulings: W1–W8 as in the app's rules panel\n- Same deal: {link}\n\n## Result\n\n", s.settings.seed));
    out.push_str(&match l.pos.outcome() {
        Some(keep_n_swap::Outcome::Winner(w)) => {
            format!("{} won after {} rounds.\n", s.name(w), l.pos.round())
        }
        Some(keep_n_swap::Outcome::Draw) => format!("A draw after {} rounds.\n", l.pos.round()),
        None => format!("In progress: round {}.\n", l.pos.round()),
    });
    out.push_str("\n## Notes: what did the table argue about?\n\n");
    out.push_str(if s.notes.trim().is_empty() {
        "(no notes)"
    } else {
        s.notes.trim()
    });
    out.push_str("\n\n## Log\n\n");
    let lines = l
        .pos
        .log()
        .iter()
        .filter(|e| !matches!(e, Event::Chose { .. }))
        .filter_map(|e| e.seen_by(None).describe(&s.settings.names, None));
    for (i, e) in lines.enumerate() {
        out.push_str(&format!("{}. {e}\n", i + 1));
    }
    out
}
