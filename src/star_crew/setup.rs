//! Star Crew's setup screen: players, seats, names, seed.

use crate::app::{Ctx, Screen};
use crate::seat_rows::{start_from_form, ResumeButton, SeatsField, SeedField};
use crate::setup::BotDelay;
use leptos::prelude::*;

/// The Star Crew setup form.
#[component]
pub fn SetupScreen() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let setup = ctx.sc_setup;
    let seed_text = RwSignal::new(setup.with_untracked(|s| s.seed.to_string()));
    let seed_error = RwSignal::new(None::<String>);
    let start = move |_| start_from_form(setup, seed_text, seed_error, |s| ctx.sc_start(s));
    view! {
        <section class="setup" aria-labelledby="sc-setup-title">
            <h2 id="sc-setup-title">"Star Crew: set up a game"</h2>
            <ResumeButton live=ctx.sc going=|l: &super::Live| !l.pos.is_over() table=Screen::StarCrewTable />
            <SeatsField setup=setup min=2 max=5 legend="Seats (round 1 starts with seat 1; play goes to the left)" />
            <SeedField text=seed_text error=seed_error />
            <BotDelay />
            <button class="primary" data-testid="start-game" on:click=start>"Start"</button>
        </section>
    }
}
