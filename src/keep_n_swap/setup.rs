//! Keep'n Swap's setup screen: two seats, names, seed.

use crate::app::{Ctx, Screen};
use crate::seat_rows::{SeatRows, SeedField};
use crate::seats::{fill_blank_names, seed_from_text, SeatKind};
use crate::setup::BotDelay;
use leptos::prelude::*;

/// The Keep'n Swap setup form.
#[component]
pub fn SetupScreen() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let setup = ctx.ks_setup;
    let seed_text = RwSignal::new(setup.with_untracked(|s| s.seed.to_string()));
    let seed_error = RwSignal::new(None::<String>);
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
    let start = move |_| match seed_from_text(&seed_text.get_untracked()) {
        Some(seed) => {
            seed_error.set(None);
            let mut settings = setup.get_untracked();
            settings.seed = seed;
            fill_blank_names(&mut settings.names);
            setup.set(settings.clone());
            ctx.ks_start(settings);
        }
        None => seed_error.set(Some("Enter a seed: a whole number or any text.".into())),
    };
    view! {
        <section class="setup" aria-labelledby="ks-setup-title">
            <h2 id="ks-setup-title">"Keep'n Swap: set up a game"</h2>
            <Show when=move || super::has_game(ctx)>
                <button class="secondary" data-testid="resume-game" on:click=move |_| {
                    ctx.ks_with(|l| l.session.at_table = true);
                    ctx.screen.set(Screen::KeepNSwapTable);
                }>"Resume the saved game"</button>
            </Show>
            <fieldset class="seats">
                <legend>"Two players: names and who plays"</legend>
                <SeatRows seats=seats names=names set_kind=set_kind set_name=set_name />
            </fieldset>
            <SeedField text=seed_text error=seed_error />
            <BotDelay />
            <button class="primary" data-testid="start-game" on:click=start>"Start"</button>
        </section>
    }
}
