//! The end of the game: who won and how, each player's path, and what next.

use crate::app::{Ctx, Screen};
use crate::browser;
use crate::game_session::GameSession;
use card_keeper::Event;
use leptos::prelude::*;

/// Shown once the game is over.
#[component]
pub fn GameOver() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let over = move || ctx.read(|l| l.pos.is_over()).unwrap_or(false);
    let summary = move || {
        ctx.read(|l| {
            let winner = l.pos.winner();
            let headline = crate::report::result_line(&l.session, &l.pos);
            let mut turn = 0;
            let mut paths: Vec<String> = (0..l.pos.players() as u8)
                .map(|s| format!("{}: still in at the end", l.session.name(s)))
                .collect();
            for e in l.pos.log() {
                match *e {
                    Event::TurnStarted { turn: t, .. } => turn = t,
                    Event::Out { seat, cause } => {
                        paths[seat as usize] = format!(
                            "{}: out on turn {turn}: {}",
                            l.session.name(seat),
                            cause.describe()
                        )
                    }
                    _ => {}
                }
            }
            if let Some(w) = winner {
                paths[w as usize] = format!("{}: the winner", l.session.name(w));
            }
            (
                winner
                    .map(|w| w.to_string())
                    .unwrap_or_else(|| "draw".into()),
                headline,
                paths,
            )
        })
    };
    let again = move |same_seed: bool| {
        let Some(mut settings) = ctx.read(|l| l.session.settings.clone()) else {
            return;
        };
        if !same_seed {
            settings.seed = browser::random_seed();
        }
        ctx.setup.set(settings.clone());
        ctx.start(settings);
    };
    view! {
        <Show when=over>
            {move || summary().map(|(winner, headline, paths)| view! {
                <section class="game-over" data-testid="game-over" data-winner=winner aria-labelledby="game-over-title">
                    <h2 id="game-over-title">"Game over"</h2>
                    <p class="headline">{headline}</p>
                    <ul class="paths">{paths.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul>
                    <div class="actions">
                        <button class="primary" data-testid="play-again" on:click=move |_| again(false)>"Play again (new deal)"</button>
                        <button class="secondary" data-testid="replay-deal" on:click=move |_| again(true)>"Replay this deal"</button>
                        <button class="secondary" on:click=move |_| ctx.screen.set(Screen::Setup)>"Change the settings"</button>
                    </div>
                </section>
            })}
        </Show>
    }
}
