//! The end of a game, for any game: who won (`data-winner`: a seat, seats
//! joined by commas for a shared win, or `draw`), the game's own summary,
//! and what next.

use crate::shell::game::GameUi;
use crate::shell::routing::{Ctx, Screen};
use crate::shell::state::GameState;
use crate::shell::table_ctx::TableCtx;
use keep_core::Engine;
use leptos::prelude::*;

/// The game-over panel of game `G`.
pub fn game_over<G: GameUi>() -> impl IntoView {
    let ctx = Ctx::get();
    let t = TableCtx::<G>::get();
    let state = GameState::<G>::get();
    let winners = move || {
        state
            .read(|l| l.pos.winners())
            .flatten()
            .map(|w| {
                if w.is_empty() {
                    "draw".to_string()
                } else {
                    w.iter()
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                }
            })
            .unwrap_or_default()
    };
    let headline = move || t.view().with(|v| t.names().with(|n| G::result_text(v, n)));
    let game = G::Engine::GAME;
    view! {
        <section class="game-over" data-testid="game-over" data-winner=winners aria-labelledby="game-over-title">
            <h2 id="game-over-title">"Game over"</h2>
            <p class="headline">{headline}</p>
            {G::game_over()}
            <div class="actions">
                <button class="primary" data-testid="play-again" on:click=move |_| state.again(false)>"Play again (new deal)"</button>
                <button class="secondary" data-testid="replay-deal" on:click=move |_| state.again(true)>"Replay this deal"</button>
                <button class="secondary" on:click=move |_| ctx.screen.set(Screen::Setup(game))>"Change the settings"</button>
            </div>
        </section>
    }
}
