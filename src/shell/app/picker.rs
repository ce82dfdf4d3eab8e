//! The game picker: the first screen, with a way back to every saved game
//! that goes on.

use crate::shell::app::backups::Panel;
use crate::shell::plug::plugged::Games;
use crate::shell::setup::games_played::GamesPlayed;
use crate::shell::store::outbox::OutboxCount;
use leptos::prelude::*;

/// The games of the app.
#[component]
pub fn Picker() -> impl IntoView {
    let games = Games::get().0;
    let resumes = games
        .iter()
        .map(|&g| {
            let testid = g
                .resume_testid
                .map(str::to_string)
                .unwrap_or_else(|| format!("resume-{}", g.id));
            view! {
                <Show when=move || g.going()>
                    <button class="primary" data-testid=testid.clone() on:click=move |_| g.resume()>
                        {format!("Resume your {} game", g.title)}
                    </button>
                </Show>
            }
        })
        .collect_view();
    let entries = games
        .iter()
        .map(|&g| {
            view! {
                <li>
                    <button class="game-entry" data-testid=format!("game-{}", g.id) on:click=move |_| g.open()>
                        <span class="game-name">{g.title}</span>
                        <span class="game-line">{g.blurb}</span>
                        <span class="game-status ready">"Play"</span>
                    </button>
                    <button class="secondary lab-open" data-testid="lab-open" data-game=g.id aria-label=format!("{} lab: let bots play many games", g.title) on:click=move |_| g.open_lab()>"Lab"</button>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="picker" aria-labelledby="picker-title">
            <h2 id="picker-title">"Choose a game"</h2>
            {resumes}
            <OutboxCount picker=true />
            <ul class="game-list">{entries}</ul>
        </section>
        <GamesPlayed />
        {(expect_context::<Panel>().0)()}
    }
}
