//! Star Crew's setup screen: players, seats, names, seed.

use crate::app::{Ctx, Screen};
use crate::seat_rows::{SeatRows, SeedField};
use crate::seats::{fill_blank_names, resize_seats, seed_from_text, SeatKind};
use crate::setup::BotDelay;
use leptos::prelude::*;

/// The Star Crew setup form.
#[component]
pub fn SetupScreen() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let setup = ctx.sc_setup;
    let seed_text = RwSignal::new(setup.with_untracked(|s| s.seed.to_string()));
    let seed_error = RwSignal::new(None::<String>);
    let set_players = move |n: usize| setup.update(|s| resize_seats(&mut s.seats, &mut s.names, n));
    let start = move |_| match seed_from_text(&seed_text.get_untracked()) {
        Some(seed) => {
            seed_error.set(None);
            let mut settings = setup.get_untracked();
            settings.seed = seed;
            fill_blank_names(&mut settings.names);
            setup.set(settings.clone());
            ctx.sc_start(settings);
        }
        None => seed_error.set(Some("Enter a seed: a whole number or any text.".into())),
    };
    let seats = Signal::derive(move || setup.with(|s| s.seats.clone()));
    let names = Signal::derive(move || setup.with(|s| s.names.clone()));
    let set_kind = Callback::new(move |(i, k): (usize, SeatKind)| {
        setup.update(|s| {
            if let Some(x) = s.seats.get_mut(i) {
                *x = k
            }
        })
    });
    let set_name = Callback::new(move |(i, n): (usize, String)| {
        setup.update(|s| {
            if let Some(x) = s.names.get_mut(i) {
                *x = n
            }
        })
    });
    view! {
        <section class="setup" aria-labelledby="sc-setup-title">
            <h2 id="sc-setup-title">"Star Crew: set up a game"</h2>
            <Show when=move || super::has_game(ctx)>
                <button class="secondary" data-testid="resume-game" on:click=move |_| {
                    ctx.sc_with(|l| l.session.at_table = true);
                    ctx.screen.set(Screen::StarCrewTable);
                }>"Resume the saved game"</button>
            </Show>
            <div class="field">
                <label for="player-count">"Players"</label>
                <select id="player-count" data-testid="player-count" on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                        set_players(n.clamp(2, 5));
                    }
                }>
                    {(2..=5usize)
                        .map(|n| view! { <option value=n.to_string() selected=move || setup.with(|s| s.seats.len() == n)>{n.to_string()}</option> })
                        .collect_view()}
                </select>
            </div>
            <fieldset class="seats">
                <legend>"Seats (round 1 starts with seat 1; play goes to the left)"</legend>
                <SeatRows seats=seats names=names set_kind=set_kind set_name=set_name />
            </fieldset>
            <SeedField text=seed_text error=seed_error />
            <BotDelay />
            <button class="primary" data-testid="start-game" on:click=start>"Start"</button>
        </section>
    }
}
