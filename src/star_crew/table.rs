//! The Star Crew table: seats, formation, prompt, hand, scores, log, notes,
//! rules, and the driver that lets bots move one at a time.

use super::formation::Formation;
use super::hand::Hand;
use super::prompt::Prompt;
use super::rules::RulesPanel;
use super::scores::Scores;
use super::seat::Seat;
use crate::app::{Ctx, Screen};
use crate::game_session::{self, GameSession};
use crate::log_panel::LogPanel;
use crate::notes::Notes;
use crate::setup::BotDelay;
use leptos::prelude::*;

/// The Star Crew table screen.
#[component]
pub fn Table() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    game_session::drive(ctx, ctx.sc);
    let players = move || ctx.sc_read(|l| l.pos.players()).unwrap_or(0);
    let log_entries = Signal::derive(move || {
        ctx.sc_read(|l| {
            let viewer = l.session.log_viewer();
            let names = &l.session.settings.names;
            keep_core::log::lines(l.pos.log(), names, viewer)
        })
        .unwrap_or_default()
    });
    let notes =
        Signal::derive(move || ctx.sc_read(|l| l.session.notes.clone()).unwrap_or_default());
    let on_notes = Callback::new(move |v: String| ctx.sc_with(|l| l.session.notes = v));
    let link = Signal::derive(move || {
        ctx.sc_read(|l| {
            format!(
                "{}?{}",
                crate::browser::base_url(),
                l.session.settings.encode(super::session::GAME)
            )
        })
        .unwrap_or_default()
    });
    let report = Callback::new(move |()| {
        ctx.sc_read(|l| {
            (
                format!("star-crew-{}.md", l.session.settings.seed),
                report(l, &link.get_untracked()),
            )
        })
        .unwrap_or_default()
    });
    let leave = move |_| {
        ctx.sc_with(|l| l.session.at_table = false);
        ctx.screen.set(Screen::StarCrewSetup);
    };
    view! {
        {move || if players() == 0 {
            view! {
                <section class="table-missing">
                    <p>"There is no Star Crew game at the table."</p>
                    <button class="primary" data-testid="new-game" on:click=move |_| ctx.screen.set(Screen::StarCrewSetup)>"Set up a game"</button>
                </section>
            }.into_any()
        } else {
            view! {
                <section class="table" data-testid="table" data-game="star-crew" aria-label="Star Crew table">
                    <div class="table-bar">
                        <button class="secondary" data-testid="new-game" on:click=leave>"New game"</button>
                        <BotDelay />
                    </div>
                    <ol class="seats" aria-label="Players in seat order">
                        {move || (0..players() as u8).map(|s| view! { <Seat seat=s /> }).collect_view()}
                    </ol>
                    <Formation />
                    <Prompt />
                    <Hand />
                    <div class="side">
                        <Scores />
                        <LogPanel entries=log_entries />
                        <Notes notes=notes on_notes=on_notes report=report link=link />
                        <RulesPanel />
                    </div>
                </section>
            }.into_any()
        }}
    }
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
