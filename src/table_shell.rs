//! What every game's table wraps around its own seats, centre, prompt and
//! hand: the bot driver, the bar with "New game" and the bot speed, the log,
//! notes with the report and share link, and the rules panel; or, without a
//! game, a way to set one up.

use crate::app::{Ctx, Screen};
use crate::game_session::{self, GameSession, Live, LiveSignal};
use crate::log_panel::LogPanel;
use crate::notes::Notes;
use crate::setup::BotDelay;
use leptos::prelude::*;

/// A game's table around its own parts (`children`).
#[component]
pub fn TableShell<S: GameSession>(
    /// The live game.
    live: LiveSignal<S>,
    /// The game's name in the page (`table[data-game]`).
    game: &'static str,
    /// The game's title in words.
    title: &'static str,
    /// The game's setup screen.
    setup: Screen,
    /// The log as the viewing player may read it.
    log: fn(&Live<S>) -> Vec<String>,
    /// The share-link query of this deal (without `?`).
    link: fn(&Live<S>) -> String,
    /// The Markdown report, given the share link.
    report: fn(&Live<S>, &str) -> String,
    /// The rules panel.
    #[prop(into)]
    rules: ViewFn,
    /// What the side column shows above the log (scores).
    #[prop(optional, into)]
    aside: Option<ViewFn>,
    /// Seats, centre, prompt and hand.
    children: ChildrenFn,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    game_session::drive(ctx, live);
    let present = move || live.with(Option::is_some);
    let log_entries = Signal::derive(move || game_session::read(live, log).unwrap_or_default());
    let notes = Signal::derive(move || {
        game_session::read(live, |l| l.session.notes().to_string()).unwrap_or_default()
    });
    let on_notes =
        Callback::new(move |v: String| game_session::update(live, |l| *l.session.notes_mut() = v));
    let link = Signal::derive(move || {
        game_session::read(live, |l| {
            format!("{}?{}", crate::browser::base_url(), link(l))
        })
        .unwrap_or_default()
    });
    let report = Callback::new(move |()| {
        game_session::read(live, |l| {
            (
                format!("{game}-{}.md", l.session.seed()),
                report(l, &link.get_untracked()),
            )
        })
        .unwrap_or_default()
    });
    let leave = move |_| {
        game_session::update(live, |l| l.session.set_at_table(false));
        ctx.screen.set(setup);
    };
    move || {
        if !present() {
            view! {
                <section class="table-missing">
                    <p>{format!("There is no {title} game at the table.")}</p>
                    <button class="primary" data-testid="new-game" on:click=move |_| ctx.screen.set(setup)>"Set up a game"</button>
                </section>
            }
            .into_any()
        } else {
            view! {
                <section class="table" data-testid="table" data-game=game aria-label=format!("{title} table")>
                    <div class="table-bar">
                        <button class="secondary" data-testid="new-game" on:click=leave>"New game"</button>
                        <BotDelay />
                    </div>
                    {children()}
                    <div class="side">
                        {aside.as_ref().map(|a| a.run())}
                        <LogPanel entries=log_entries />
                        <Notes notes=notes on_notes=on_notes report=report link=link />
                        {rules.run()}
                    </div>
                </section>
            }
            .into_any()
        }
    }
}
