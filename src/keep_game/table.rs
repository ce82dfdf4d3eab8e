//! The Keep table: seats with their Cloisters, the Commons and the round,
//! the prompt, the hand, log, notes and rules, and the bot driver.

use super::centre::Centre;
use super::hand::Hand;
use super::prompt::Prompt;
use super::rules::RulesPanel;
use super::seat::Seat;
use crate::app::{Ctx, Screen};
use crate::game_session::{self, GameSession};
use crate::log_panel::LogPanel;
use crate::notes::Notes;
use crate::setup::BotDelay;
use leptos::prelude::*;

/// The Keep table screen.
#[component]
pub fn Table() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    game_session::drive(ctx, ctx.kp);
    let present = move || ctx.kp_read(|_| ()).is_some();
    let players = move || ctx.kp_read(|l| l.pos.players()).unwrap_or(0);
    let log_entries = Signal::derive(move || {
        ctx.kp_read(|l| {
            let viewer = if l.session.seating.pass_to.is_some() {
                None
            } else {
                l.session.seating.viewer
            };
            keep::events::lines(
                l.pos.log(),
                l.pos.list(),
                &l.session.settings.deal.names,
                viewer,
            )
        })
        .unwrap_or_default()
    });
    let notes =
        Signal::derive(move || ctx.kp_read(|l| l.session.notes.clone()).unwrap_or_default());
    let on_notes = Callback::new(move |v: String| ctx.kp_with(|l| l.session.notes = v));
    let link = Signal::derive(move || {
        ctx.kp_read(|l| {
            format!(
                "{}?{}",
                crate::browser::base_url(),
                l.session.settings.encode()
            )
        })
        .unwrap_or_default()
    });
    let report = Callback::new(move |()| {
        ctx.kp_read(|l| {
            (
                format!("keep-{}.md", l.session.settings.deal.seed),
                report(l, &link.get_untracked()),
            )
        })
        .unwrap_or_default()
    });
    let leave = move |_| {
        ctx.kp_with(|l| l.session.at_table = false);
        ctx.screen.set(Screen::KeepSetup);
    };
    view! {
        {move || if !present() {
            view! {
                <section class="table-missing">
                    <p>"There is no Keep game at the table."</p>
                    <button class="primary" data-testid="new-game" on:click=move |_| ctx.screen.set(Screen::KeepSetup)>"Set up a game"</button>
                </section>
            }.into_any()
        } else {
            view! {
                <section class="table kp-table" data-testid="table" data-game="keep" aria-label="Keep table">
                    <div class="table-bar">
                        <button class="secondary" data-testid="new-game" on:click=leave>"New game"</button>
                        <BotDelay />
                    </div>
                    <ol class="seats kp-seats" aria-label="The players">
                        {move || (0..players()).map(|s| view! { <Seat seat=s /> }).collect_view()}
                    </ol>
                    <Centre />
                    <Prompt />
                    <Hand />
                    <div class="side">
                        <LogPanel entries=log_entries />
                        <Notes notes=notes on_notes=on_notes report=report link=link />
                        <RulesPanel />
                    </div>
                </section>
            }.into_any()
        }}
    }
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
