//! A game's setup screen, for any game: resume the saved game, the player
//! count and seats, the seed, the game's own options, the bot speed, Start.

use crate::shell::bot_delay::BotDelay;
use crate::shell::game::{EngineOf, GameUi};
use crate::shell::net::net_fields::NetFields;
use crate::shell::plugged::Games;
use crate::shell::seats::{fill_blank_names, resize_seats, seed_from_text, SeatKind};
use crate::shell::seats_field::SeatsField;
use crate::shell::seed_field::SeedField;
use crate::shell::state::GameState;
use crate::shell::variant_form::variant_form;
use keep_core::Engine;
use leptos::prelude::*;

/// The setup screen of game `G`: its form's signals and actions, for the
/// screen drawn the same for every game ([`setup_form`]).
pub fn setup_screen<G: GameUi>() -> impl IntoView {
    let state = GameState::<G>::get();
    let setup = state.setup;
    let seed_text = RwSignal::new(setup.with_untracked(|s| s.deal.seed.to_string()));
    let seed_error = RwSignal::new(None::<String>);
    // The seed from its text (or a message under the field), blank names
    // filled in, the form kept, and the game started.
    let start = Callback::new(move |()| match seed_from_text(&seed_text.get_untracked()) {
        Some(seed) => {
            seed_error.set(None);
            let mut settings = setup.get_untracked();
            settings.deal.seed = seed;
            fill_blank_names(&mut settings.deal.names);
            setup.set(settings.clone());
            state.start(settings);
        }
        None => seed_error.set(Some("Enter a seed: a whole number or any text.".into())),
    });
    let players = EngineOf::<G>::PLAYERS;
    setup_form(Form {
        game: EngineOf::<G>::GAME,
        title: EngineOf::<G>::TITLE,
        legend: G::SEATS_LEGEND,
        players: (*players.start(), *players.end()),
        going: Memo::new(move |_| state.going()).into(),
        resume: Callback::new(move |()| state.resume()),
        open_lab: Callback::new(move |()| {
            if let Some(g) = Games::get().find(EngineOf::<G>::GAME) {
                g.open_lab()
            }
        }),
        start,
        seed_text,
        seed_error,
        seats: Signal::derive(move || setup.with(|s| s.deal.seats.clone())),
        names: Signal::derive(move || setup.with(|s| s.deal.names.clone())),
        set_kind: Callback::new(move |(i, k): (usize, SeatKind)| {
            setup.update(|s| {
                if let Some(x) = s.deal.seats.get_mut(i) {
                    *x = k
                }
            })
        }),
        set_name: Callback::new(move |(i, n): (usize, String)| {
            setup.update(|s| {
                if let Some(x) = s.deal.names.get_mut(i) {
                    *x = n
                }
            })
        }),
        set_players: Callback::new(move |n: usize| {
            setup.update(|s| {
                let d = &mut s.deal;
                resize_seats(&mut d.seats, &mut d.names, n)
            })
        }),
        options: view! {
            {G::options_form(setup)}
            {variant_form::<G>(setup, Signal::derive(move || setup.with(|s| s.deal.seats.len())))}
        }
        .into_any(),
    })
}

/// What the setup screen edits and does, for any game.
struct Form {
    game: &'static str,
    title: &'static str,
    legend: &'static str,
    players: (usize, usize),
    going: Signal<bool>,
    resume: Callback<()>,
    open_lab: Callback<()>,
    start: Callback<()>,
    seed_text: RwSignal<String>,
    seed_error: RwSignal<Option<String>>,
    seats: Signal<Vec<SeatKind>>,
    names: Signal<Vec<String>>,
    set_kind: Callback<(usize, SeatKind)>,
    set_name: Callback<(usize, String)>,
    set_players: Callback<usize>,
    options: AnyView,
}

/// The setup screen, the same for every game: resume the saved game, the
/// player count and seats, the seed, the game's own options, the bot
/// speed, Start and the lab.
fn setup_form(f: Form) -> AnyView {
    let Form {
        game,
        title,
        legend,
        players: (min, max),
        going,
        resume,
        open_lab,
        start,
        seed_text,
        seed_error,
        seats,
        names,
        set_kind,
        set_name,
        set_players,
        options,
    } = f;
    view! {
        <section class="setup" aria-labelledby="setup-title">
            <h2 id="setup-title">{format!("{title}: set up a game")}</h2>
            <Show when=move || going.get()>
                <button class="secondary" data-testid="resume-game" on:click=move |_| resume.run(())>"Resume the saved game"</button>
            </Show>
            <SeatsField seats names set_kind set_name set_players min max legend />
            <NetFields seats />
            <SeedField text=seed_text error=seed_error />
            {options}
            <BotDelay />
            <div class="actions">
                <button class="primary" data-testid="start-game" on:click=move |_| start.run(())>"Start"</button>
                <button class="secondary" data-testid="lab-open" data-game=game on:click=move |_| open_lab.run(())>"Open the lab"</button>
            </div>
        </section>
    }
    .into_any()
}
