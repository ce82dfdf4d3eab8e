//! A game's setup screen, for any game: resume the saved game, the player
//! count and seats, the seed, the game's own options, the bot speed, Start.

use crate::shell::bot_delay::BotDelay;
use crate::shell::game::{EngineOf, GameUi};
use crate::shell::lab::LabOf;
use crate::shell::seats::{fill_blank_names, seed_from_text};
use crate::shell::seats_field::SeatsField;
use crate::shell::seed_field::SeedField;
use crate::shell::state::GameState;
use keep_core::Engine;
use leptos::prelude::*;

/// The setup screen of game `G`.
pub fn setup_screen<G: GameUi>() -> impl IntoView {
    let state = GameState::<G>::get();
    let setup = state.setup;
    let seed_text = RwSignal::new(setup.with_untracked(|s| s.deal.seed.to_string()));
    let seed_error = RwSignal::new(None::<String>);
    // The seed from its text (or a message under the field), blank names
    // filled in, the form kept, and the game started.
    let start = move |_| match seed_from_text(&seed_text.get_untracked()) {
        Some(seed) => {
            seed_error.set(None);
            let mut settings = setup.get_untracked();
            settings.deal.seed = seed;
            fill_blank_names(&mut settings.deal.names);
            setup.set(settings.clone());
            state.start(settings);
        }
        None => seed_error.set(Some("Enter a seed: a whole number or any text.".into())),
    };
    let players = EngineOf::<G>::PLAYERS;
    let going = Memo::new(move |_| state.going());
    let game = EngineOf::<G>::GAME;
    let open_lab = move |_| LabOf::<G>::get().open();
    view! {
        <section class="setup" aria-labelledby="setup-title">
            <h2 id="setup-title">{format!("{}: set up a game", EngineOf::<G>::TITLE)}</h2>
            <Show when=move || going.get()>
                <button class="secondary" data-testid="resume-game" on:click=move |_| state.resume()>"Resume the saved game"</button>
            </Show>
            <SeatsField setup=setup min=*players.start() max=*players.end() legend=G::SEATS_LEGEND />
            <SeedField text=seed_text error=seed_error />
            {G::options_form(setup)}
            <BotDelay />
            <div class="actions">
                <button class="primary" data-testid="start-game" on:click=start>"Start"</button>
                <button class="secondary" data-testid="lab-open" data-game=game on:click=open_lab>"Open the lab"</button>
            </div>
        </section>
    }
}
