//! The Card Keeper table: seats, centre, prompt, hand, log, notes and rules,
//! and the driver that lets bots move one at a time.

use crate::app::{Ctx, Screen};
use crate::centre::Centre;
use crate::game_over::GameOver;
use crate::game_session::GameSession;
use crate::hand::Hand;
use crate::prompt::Prompt;
use crate::rules_panel::RulesPanel;
use crate::seat::Seat;
use crate::table_shell::TableShell;
use leptos::prelude::*;

/// The table screen.
#[component]
pub fn Table() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let players = move || ctx.read(|l| l.pos.players()).unwrap_or(0);
    view! {
        <TableShell live=ctx.live game="card-keeper" title="Card Keeper" setup=Screen::Setup
            log=log link=|l: &crate::app::Live| crate::share::encode(&l.session.settings) report=report rules=|| view! { <RulesPanel /> }>
            <ol class="seats" aria-label="Players around the table, in seat order">
                {move || (0..players() as u8).map(|s| view! { <Seat seat=s /> }).collect_view()}
            </ol>
            <Centre />
            <GameOver />
            <Prompt />
            <Hand />
        </TableShell>
    }
}

/// The log as the viewing player may read it.
fn log(l: &crate::app::Live) -> Vec<String> {
    // Behind the privacy screen nobody's hidden cards are shown.
    keep_core::Engine::log_lines(&l.pos, l.session.names(), l.session.log_viewer())
}

/// The Markdown playtest report.
fn report(l: &crate::app::Live, link: &str) -> String {
    crate::report::markdown(&l.session, &l.pos, link)
}
