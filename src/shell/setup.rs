//! A game's setup screen, for any game: resume the saved game, the player
//! count and seats, the seed, the game's own options, the bot speed, Start.

use crate::shell::bot_delay::BotDelay;
use crate::shell::game::{EngineOf, GameUi};
use crate::shell::lab::LabOf;
use crate::shell::seats::{fill_blank_names, resize_seats, seed_from_text, SeatKind};
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
    // The seats' part of the form, for the one seats field of every game.
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
    let set_players = Callback::new(move |n: usize| {
        setup.update(|s| {
            let d = &mut s.deal;
            resize_seats(&mut d.seats, &mut d.names, n)
        })
    });
    view! {
        <section class="setup" aria-labelledby="setup-title">
            <h2 id="setup-title">{format!("{}: set up a game", EngineOf::<G>::TITLE)}</h2>
            <Show when=move || going.get()>
                <button class="secondary" data-testid="resume-game" on:click=move |_| state.resume()>"Resume the saved game"</button>
            </Show>
            <SeatsField seats names set_kind set_name set_players min=*players.start() max=*players.end() legend=G::SEATS_LEGEND />
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
