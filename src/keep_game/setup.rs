//! Keep's setup screen: 2–5 seats, names, seed, and the card list.

use crate::app::{Ctx, Screen};
use crate::seat_rows::{SeatRows, SeedField};
use crate::seats::{fill_blank_names, resize_seats, seed_from_text, SeatKind};
use crate::setup::BotDelay;
use leptos::prelude::*;

/// The Keep setup form.
#[component]
pub fn SetupScreen() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let setup = ctx.kp_setup;
    let seed_text = RwSignal::new(setup.with_untracked(|s| s.deal.seed.to_string()));
    let seed_error = RwSignal::new(None::<String>);
    let seats = Signal::derive(move || setup.with(|s| s.deal.seats.clone()));
    let names = Signal::derive(move || setup.with(|s| s.deal.names.clone()));
    let set_kind = Callback::new(move |(i, k): (usize, SeatKind)| {
        setup.update(|s| {
            if let Some(x) = s.deal.seats.get_mut(i) {
                *x = k
            }
        })
    });
    let set_name = Callback::new(move |(i, n): (usize, String)| {
        setup.update(|s| {
            if let Some(x) = s.deal.names.get_mut(i) {
                *x = n
            }
        })
    });
    let set_players = move |n: usize| {
        setup.update(|s| resize_seats(&mut s.deal.seats, &mut s.deal.names, n));
    };
    let list = move || ctx.kp_list();
    let start = move |_| match seed_from_text(&seed_text.get_untracked()) {
        Some(seed) => {
            seed_error.set(None);
            let mut settings = setup.get_untracked();
            settings.deal.seed = seed;
            settings.cards = ctx.kp_cards.get_untracked();
            fill_blank_names(&mut settings.deal.names);
            setup.set(settings.clone());
            ctx.kp_start(settings);
        }
        None => seed_error.set(Some("Enter a seed: a whole number or any text.".into())),
    };
    view! {
        <section class="setup" aria-labelledby="kp-setup-title">
            <h2 id="kp-setup-title">"Keep: set up a game"</h2>
            <Show when=move || super::has_game(ctx)>
                <button class="secondary" data-testid="resume-game" on:click=move |_| {
                    ctx.kp_with(|l| l.session.at_table = true);
                    ctx.screen.set(Screen::KeepTable);
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
                        .map(|n| view! { <option value=n.to_string() selected=move || setup.with(|s| s.deal.seats.len() == n)>{n.to_string()}</option> })
                        .collect_view()}
                </select>
            </div>
            <fieldset class="seats">
                <legend>"Seats (play goes clockwise, to the left: seat 1, 2, …)"</legend>
                <SeatRows seats=seats names=names set_kind=set_kind set_name=set_name />
            </fieldset>
            <SeedField text=seed_text error=seed_error />
            <div class="field kp-list-choice" data-testid="card-list-active">
                <span>"Card list: " <strong>{move || list().name.clone()}</strong></span>
                <span class="hint">{move || {
                    let l = list();
                    let origin = if ctx.kp_cards.with(Option::is_none) {
                        "The app's own starter set, written so every rule comes up — not the designer's cards."
                    } else {
                        "A custom list, saved in this browser."
                    };
                    format!("{origin} {} cards; seats up to {} players.", l.total(), l.max_players())
                }}</span>
                <button class="secondary" data-testid="edit-card-list" on:click=move |_| ctx.screen.set(Screen::KeepCards)>"View or edit the card list"</button>
            </div>
            <BotDelay />
            <button class="primary" data-testid="start-game" on:click=start>"Start"</button>
        </section>
    }
}
