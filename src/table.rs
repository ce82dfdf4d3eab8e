//! The Card Keeper table: seats, centre, prompt, hand, log, notes and rules,
//! and the driver that lets bots move one at a time.

use crate::app::{Ctx, Screen};
use crate::centre::Centre;
use crate::game_over::GameOver;
use crate::game_session::{self, GameSession};
use crate::hand::Hand;
use crate::log_panel::LogPanel;
use crate::notes::Notes;
use crate::prompt::Prompt;
use crate::rules_panel::RulesPanel;
use crate::seat::Seat;
use crate::setup::BotDelay;
use leptos::prelude::*;

/// The table screen.
#[component]
pub fn Table() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // Bots move one at a time after the chosen delay; a timer that finds the
    // game moved on (or replaced) does nothing.
    game_session::drive(ctx, ctx.live);
    let players = move || ctx.read(|l| l.pos.players()).unwrap_or(0);
    let log_entries = Signal::derive(move || {
        ctx.read(|l| {
            // Behind the privacy screen nobody's hidden cards are shown.
            let viewer = l.session.log_viewer();
            let names = &l.session.settings.names;
            keep_core::log::lines(l.pos.log(), names, viewer)
        })
        .unwrap_or_default()
    });
    let notes = Signal::derive(move || ctx.read(|l| l.session.notes.clone()).unwrap_or_default());
    let on_notes = Callback::new(move |v: String| ctx.with_game(|l| l.session.notes = v));
    let link = Signal::derive(move || {
        ctx.read(|l| {
            format!(
                "{}?{}",
                crate::browser::base_url(),
                crate::share::encode(&l.session.settings)
            )
        })
        .unwrap_or_default()
    });
    let report = Callback::new(move |()| {
        ctx.read(|l| {
            let md = crate::report::markdown(&l.session, &l.pos, &link.get_untracked());
            (format!("card-keeper-{}.md", l.session.settings.seed), md)
        })
        .unwrap_or_default()
    });
    let leave = move |_| {
        ctx.with_game(|l| l.session.at_table = false);
        ctx.screen.set(Screen::Setup);
    };
    view! {
        {move || if players() == 0 {
            view! {
                <section class="table-missing">
                    <p>"There is no game at the table."</p>
                    <button class="primary" data-testid="new-game" on:click=move |_| ctx.screen.set(Screen::Setup)>"Set up a game"</button>
                </section>
            }.into_any()
        } else {
            view! {
                <section class="table" data-testid="table" data-game="card-keeper" aria-label="Card Keeper table">
                    <div class="table-bar">
                        <button class="secondary" data-testid="new-game" on:click=leave>"New game"</button>
                        <BotDelay />
                    </div>
                    <ol class="seats" aria-label="Players around the table, in seat order">
                        {move || (0..players() as u8).map(|s| view! { <Seat seat=s /> }).collect_view()}
                    </ol>
                    <Centre />
                    <GameOver />
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
