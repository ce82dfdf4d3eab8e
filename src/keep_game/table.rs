//! The Keep table: seats with their Cloisters, the Commons and the round,
//! the prompt, the hand, log, notes and rules, and the bot driver.

use super::centre::Centre;
use super::hand::Hand;
use super::prompt::Prompt;
use super::rules::RulesPanel;
use super::seat::Seat;
use crate::app::{Ctx, Screen};
use crate::game_session::GameSession;
use crate::table_shell::TableShell;
use leptos::prelude::*;

/// The Keep table screen.
#[component]
pub fn Table() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let players = move || ctx.kp_read(|l| l.pos.players()).unwrap_or(0);
    view! {
        <TableShell live=ctx.kp game="keep" title="Keep" setup=Screen::KeepSetup
            log=log link=|l: &super::Live| l.session.settings.encode() report=report rules=|| view! { <RulesPanel /> }>
            <ol class="seats kp-seats" aria-label="The players">
                {move || (0..players()).map(|s| view! { <Seat seat=s /> }).collect_view()}
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
    let list = l.pos.list();
    let mut out = String::from("# Keep playtest report\n\n## Settings\n\n");
    for (i, n) in s.settings.deal.names.iter().enumerate() {
        out.push_str(&format!(
            "- Seat {i}: {n} ({})\n",
            s.settings.deal.seats[i].label()
        ));
    }
    out.push_str(&format!(
        "- Seed: {}\n- Card list: {}{}\n- Rulings: P1–P6 and KR1–KR8 as in the app's rules panel\n- Same deal: {link}\n\n## Result\n\n",
        s.settings.deal.seed,
        list.name,
        if s.settings.cards.is_none() { " (the app's starter set)" } else { " (custom; its JSON is at the end)" }
    ));
    match l.pos.outcome() {
        Some(o) => {
            let names: Vec<&str> = o.winners.iter().map(|&w| s.name(w)).collect();
            out.push_str(&format!(
                "{} after {} rounds.\n\n",
                if names.len() == 1 {
                    format!("{} won", names[0])
                } else {
                    format!("{} shared the win", names.join(" and "))
                },
                l.pos.round()
            ));
            for seat in 0..l.pos.players() {
                let sh = l.pos.score_sheet(seat);
                out.push_str(&format!("### {}: {}\n\n", s.name(seat), sh.total));
                for ln in &sh.lines {
                    out.push_str(&format!("- {}: {}\n", ln.label, ln.points));
                }
                out.push('\n');
            }
        }
        None => out.push_str(&format!("In progress: round {}.\n", l.pos.round())),
    }
    out.push_str("\n## Notes: what did the table argue about?\n\n");
    out.push_str(if s.notes.trim().is_empty() {
        "(no notes)"
    } else {
        s.notes.trim()
    });
    // Once the game is over every card is shown; before, what all saw.
    let over = l.pos.is_over();
    out.push_str(if over {
        "\n\n## Log (all cards revealed)\n\n"
    } else {
        "\n\n## Log\n\n"
    });
    let names = &s.settings.deal.names;
    let lines = l.pos.log().iter().filter_map(|e| {
        if over {
            e.describe(list, names, None)
        } else {
            e.seen_by(None).describe(list, names, None)
        }
    });
    for (i, e) in lines.enumerate() {
        out.push_str(&format!("{}. {e}\n", i + 1));
    }
    if s.settings.cards.is_some() {
        out.push_str(&format!(
            "\n## Card list\n\n```json\n{}\n```\n",
            list.to_json_text()
        ));
    }
    out
}
