//! Keep's setup screen: 2–5 seats, names, seed, and the card list.

use crate::app::{Ctx, Screen};
use crate::seat_rows::{start_from_form, ResumeButton, SeatsField, SeedField};
use crate::setup::BotDelay;
use leptos::prelude::*;

/// The Keep setup form.
#[component]
pub fn SetupScreen() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let setup = ctx.kp_setup;
    let seed_text = RwSignal::new(setup.with_untracked(|s| s.deal.seed.to_string()));
    let seed_error = RwSignal::new(None::<String>);
    let list = move || ctx.kp_list();
    let start = move |_| {
        start_from_form(setup, seed_text, seed_error, |mut s| {
            s.cards = ctx.kp_cards.get_untracked();
            ctx.kp_start(s)
        })
    };
    view! {
        <section class="setup" aria-labelledby="kp-setup-title">
            <h2 id="kp-setup-title">"Keep: set up a game"</h2>
            <ResumeButton live=ctx.kp going=|l: &super::Live| !l.pos.is_over() table=Screen::KeepTable />
            <SeatsField setup=setup min=2 max=5 legend="Seats (play goes clockwise, to the left: seat 1, 2, …)" />
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
