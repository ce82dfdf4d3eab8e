//! The Keep'n Swap table: seats, the revealed pair and discard pile, the
//! prompt, the hand, log, notes and rules, and the bot driver.

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
use keep_n_swap::Event;
use leptos::prelude::*;

/// The Keep'n Swap table screen.
#[component]
pub fn Table() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    game_session::drive(ctx, ctx.ks);
    let present = move || ctx.ks_read(|_| ()).is_some();
    let log_entries = Signal::derive(move || {
        ctx.ks_read(|l| {
            let viewer = l.session.log_viewer();
            let names = &l.session.settings.names;
            keep_core::log::lines(l.pos.log(), names, viewer)
        })
        .unwrap_or_default()
    });
    let notes =
        Signal::derive(move || ctx.ks_read(|l| l.session.notes.clone()).unwrap_or_default());
    let on_notes = Callback::new(move |v: String| ctx.ks_with(|l| l.session.notes = v));
    let link = Signal::derive(move || {
        ctx.ks_read(|l| {
            format!(
                "{}?{}",
                crate::browser::base_url(),
                l.session.settings.encode(super::session::GAME)
            )
        })
        .unwrap_or_default()
    });
    let report = Callback::new(move |()| {
        ctx.ks_read(|l| {
            (
                format!("keep-n-swap-{}.md", l.session.settings.seed),
                report(l, &link.get_untracked()),
            )
        })
        .unwrap_or_default()
    });
    let leave = move |_| {
        ctx.ks_with(|l| l.session.at_table = false);
        ctx.screen.set(Screen::KeepNSwapSetup);
    };
    view! {
        {move || if !present() {
            view! {
                <section class="table-missing">
                    <p>"There is no Keep'n Swap game at the table."</p>
                    <button class="primary" data-testid="new-game" on:click=move |_| ctx.screen.set(Screen::KeepNSwapSetup)>"Set up a game"</button>
                </section>
            }.into_any()
        } else {
            view! {
                <section class="table" data-testid="table" data-game="keep-n-swap" aria-label="Keep'n Swap table">
                    <div class="table-bar">
                        <button class="secondary" data-testid="new-game" on:click=leave>"New game"</button>
                        <BotDelay />
                    </div>
                    <ol class="seats" aria-label="The two players">
                        <Seat seat=0 />
                        <Seat seat=1 />
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
