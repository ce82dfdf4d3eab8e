//! The game picker: the first screen.

use crate::app::{Ctx, Screen};
use leptos::prelude::*;

/// The four games of the family.
#[component]
pub fn Picker() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let has_game = move || {
        ctx.live
            .with(|l| l.as_ref().is_some_and(|l| !l.pos.is_over()))
    };
    let resume = move |_| {
        ctx.with_game(|l| l.session.at_table = true);
        ctx.screen.set(Screen::Table);
    };
    view! {
        <section class="picker" aria-labelledby="picker-title">
            <h2 id="picker-title">"Choose a game"</h2>
            <Show when=has_game>
                <button class="primary" data-testid="resume-game" on:click=resume>"Resume your Card Keeper game"</button>
            </Show>
            <Show when=move || crate::keep_n_swap::has_game(ctx)>
                <button class="primary" data-testid="resume-keep-n-swap" on:click=move |_| {
                    ctx.ks_with(|l| l.session.at_table = true);
                    ctx.screen.set(Screen::KeepNSwapTable);
                }>"Resume your Keep'n Swap game"</button>
            </Show>
            <Show when=move || crate::keep_game::has_game(ctx)>
                <button class="primary" data-testid="resume-keep" on:click=move |_| {
                    ctx.kp_with(|l| l.session.at_table = true);
                    ctx.screen.set(Screen::KeepTable);
                }>"Resume your Keep game"</button>
            </Show>
            <Show when=move || crate::star_crew::has_game(ctx)>
                <button class="primary" data-testid="resume-star-crew" on:click=move |_| {
                    ctx.sc_with(|l| l.session.at_table = true);
                    ctx.screen.set(Screen::StarCrewTable);
                }>"Resume your Star Crew game"</button>
            </Show>
            <ul class="game-list">
                <li>
                    <button class="game-entry" data-testid="game-card-keeper" on:click=move |_| ctx.screen.set(Screen::Setup)>
                        <span class="game-name">"Card Keeper"</span>
                        <span class="game-line">"Keep your hand: play or burn a card each turn, capture, shield, swap. 2–6 players."</span>
                        <span class="game-status ready">"Play"</span>
                    </button>
                </li>
                <li>
                    <button class="game-entry" data-testid="game-star-crew" on:click=move |_| ctx.screen.set(Screen::StarCrewSetup)>
                        <span class="game-name">"Star Crew"</span>
                        <span class="game-line">"Two-ended cards in a hand you cannot reorder: launch sets and runs, take, Warp. 2–5 players."</span>
                        <span class="game-status ready">"Play"</span>
                    </button>
                </li>
                <li>
                    <button class="game-entry" data-testid="game-keep-n-swap" on:click=move |_| ctx.screen.set(Screen::KeepNSwapSetup)>
                        <span class="game-name">"Keep'n Swap"</span>
                        <span class="game-line">"Secret choices, Kings, Queens and Jokers: is winning worth it? 2 players."</span>
                        <span class="game-status ready">"Play"</span>
                    </button>
                </li>
                <li>
                    <button class="game-entry" data-testid="game-keep" on:click=move |_| ctx.screen.set(Screen::KeepSetup)>
                        <span class="game-name">"Keep"</span>
                        <span class="game-line">"Cloisters, the Commons and the Royal Decree: play any card list. 2–5 players."</span>
                        <span class="game-status ready">"Play"</span>
                    </button>
                </li>
            </ul>
        </section>
    }
}
