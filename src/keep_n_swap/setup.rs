//! Keep'n Swap's setup screen: two seats, names, seed.

use crate::app::{Ctx, Screen};
use crate::seat_rows::{start_from_form, ResumeButton, SeatsField, SeedField};
use crate::setup::BotDelay;
use leptos::prelude::*;

/// The Keep'n Swap setup form.
#[component]
pub fn SetupScreen() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let setup = ctx.ks_setup;
    let seed_text = RwSignal::new(setup.with_untracked(|s| s.seed.to_string()));
    let seed_error = RwSignal::new(None::<String>);
    let start = move |_| start_from_form(setup, seed_text, seed_error, |s| ctx.ks_start(s));
    view! {
        <section class="setup" aria-labelledby="ks-setup-title">
            <h2 id="ks-setup-title">"Keep'n Swap: set up a game"</h2>
            <ResumeButton live=ctx.ks going=|l: &super::Live| !l.pos.is_over() table=Screen::KeepNSwapTable />
            <SeatsField setup=setup min=2 max=2 legend="Two players: names and who plays" />
            <SeedField text=seed_text error=seed_error />
            <BotDelay />
            <button class="primary" data-testid="start-game" on:click=start>"Start"</button>
        </section>
    }
}
