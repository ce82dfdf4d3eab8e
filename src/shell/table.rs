//! A game's table screen, for any game: the bar ("New game", bot speed),
//! the game's own parts, and beside them the log, notes with the report
//! and share link, and the rules; or, without a game, a way to set one up.

use crate::shell::bot_delay::BotDelay;
use crate::shell::bot_driver::drive_bots;
use crate::shell::game::{EngineOf, GameUi};
use crate::shell::log_panel::{LogLines, LogPanel};
use crate::shell::markdown::Markdown;
use crate::shell::notes::Notes;
use crate::shell::routing::{Ctx, Screen};
use crate::shell::rules_panel::RulesPanel;
use crate::shell::seating::Seating;
use crate::shell::state::GameState;
use crate::shell::table_ctx::TableCtx;
use crate::shell::{browser, report, share};
use keep_core::Engine;
use leptos::prelude::*;

/// The table of game `G`.
pub fn table_screen<G: GameUi>() -> impl IntoView {
    let ctx = Ctx::get();
    let state = GameState::<G>::get();
    drive_bots(state);
    let game = EngineOf::<G>::GAME;
    let title = EngineOf::<G>::TITLE;
    let present = Memo::new(move |_| state.live.with(Option::is_some));
    move || {
        if !present.get() {
            return view! {
                <section class="table-missing">
                    <p>{format!("There is no {title} game at the table.")}</p>
                    <button class="primary" data-testid="new-game" on:click=move |_| ctx.screen.set(Screen::Setup(game))>"Set up a game"</button>
                </section>
            }
            .into_any();
        }
        provide_context(TableCtx::new(state));
        // Behind the privacy screen nobody's hidden cards are shown. A move
        // formats only its own new lines.
        let log = Memo::new(move |prev: Option<&LogLines>| {
            state
                .read(|l| {
                    let names = &l.settings.deal.names;
                    let viewer = state.seating.with(Seating::shown);
                    let ident = (l.game.seed, viewer, names.clone());
                    LogLines::next(prev, ident, l.pos.log(), |from| {
                        l.pos.log_lines_from(from, names, viewer)
                    })
                })
                .unwrap_or_default()
        });
        let notes = state.notes;
        let on_notes = Callback::new(move |v: String| notes.set(v));
        let link = Memo::new(move |_| {
            state
                .read(|l| {
                    format!(
                        "{}?{}",
                        browser::base_url(),
                        share::encode::<G>(&l.settings)
                    )
                })
                .unwrap_or_default()
        });
        let report = Callback::new(move |()| {
            state
                .read(|l| {
                    (
                        format!("{game}-{}.md", l.settings.deal.seed),
                        notes.with_untracked(|n| report::markdown(l, n, &link.get_untracked())),
                    )
                })
                .unwrap_or_default()
        });
        view! {
            <section class="table" data-testid="table" data-game=game aria-label=format!("{title} table")>
                <div class="table-bar">
                    <button class="secondary" data-testid="new-game" on:click=move |_| state.leave()>"New game"</button>
                    // On a phone the side panels are below the table: a tap away.
                    <nav class="table-jumps" aria-label="Jump to">
                        <button class="secondary" data-testid="jump-log" on:click=move |_| browser::scroll_to("log-panel")>"Log"</button>
                        <button class="secondary" data-testid="jump-notes" on:click=move |_| browser::scroll_to("notes-panel")>"Notes"</button>
                        <button class="secondary" data-testid="jump-rules" on:click=move |_| browser::scroll_to("rules-panel")>"Rules"</button>
                    </nav>
                    <BotDelay />
                </div>
                {G::table()}
                <div class="side">
                    {G::aside()}
                    <LogPanel log=log.into() />
                    <Notes notes=notes.into() on_notes=on_notes report=report link=link.into() />
                    <RulesPanel title=title><Markdown text=G::RULES /></RulesPanel>
                </div>
            </section>
        }
        .into_any()
    }
}
