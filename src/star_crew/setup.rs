//! Star Crew's setup screen: players, seats, names, seed.

use crate::app::{Ctx, Screen};
use crate::browser;
use crate::seats::{seed_from_text, SeatKind, DEFAULT_NAMES};
use crate::setup::BotDelay;
use leptos::prelude::*;

/// The Star Crew setup form.
#[component]
pub fn SetupScreen() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let setup = ctx.sc_setup;
    let seed_text = RwSignal::new(setup.with_untracked(|s| s.seed.to_string()));
    let seed_error = RwSignal::new(None::<String>);
    let set_players = move |n: usize| {
        setup.update(|s| {
            while s.seats.len() < n {
                let i = s.seats.len();
                s.seats.push(SeatKind::parse("bot-basic").expect("known"));
                s.names.push(DEFAULT_NAMES[i].to_string());
            }
            s.seats.truncate(n);
            s.names.truncate(n);
        })
    };
    let start = move |_| match seed_from_text(&seed_text.get_untracked()) {
        Some(seed) => {
            seed_error.set(None);
            let mut settings = setup.get_untracked();
            settings.seed = seed;
            for (i, n) in settings.names.iter_mut().enumerate() {
                if n.trim().is_empty() {
                    *n = DEFAULT_NAMES[i].to_string();
                }
            }
            setup.set(settings.clone());
            ctx.sc_start(settings);
        }
        None => seed_error.set(Some("Enter a seed: a whole number or any text.".into())),
    };
    let rows = move || {
        (0..setup.with(|s| s.seats.len()))
            .map(|i| {
                let name_id = format!("name-{i}");
                view! {
                    <div class="seat-row">
                        <label for=name_id.clone()>{format!("Seat {}", i + 1)}</label>
                        <input
                            id=name_id.clone()
                            data-testid=name_id
                            type="text"
                            maxlength="24"
                            autocomplete="off"
                            prop:value=move || setup.with(|s| s.names.get(i).cloned().unwrap_or_default())
                            on:input=move |ev| {
                                let v = event_target_value(&ev);
                                setup.update(|s| if let Some(n) = s.names.get_mut(i) { *n = v });
                            }
                        />
                        <select
                            data-testid=format!("seat-kind-{i}")
                            aria-label=format!("Who plays seat {}", i + 1)
                            on:change=move |ev| {
                                if let Some(k) = SeatKind::parse(&event_target_value(&ev)) {
                                    setup.update(|s| if let Some(x) = s.seats.get_mut(i) { *x = k });
                                }
                            }
                        >
                            {SeatKind::all()
                                .into_iter()
                                .map(|k| view! { <option value=k.as_str() selected=move || setup.with(|s| s.seats.get(i) == Some(&k))>{k.label()}</option> })
                                .collect_view()}
                        </select>
                    </div>
                }
            })
            .collect_view()
    };
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
                {rows}
            </fieldset>
            <div class="field">
                <label for="seed">"Seed (the same seed deals the same game)"</label>
                <div class="inline">
                    <input id="seed" data-testid="seed" type="text" autocomplete="off" prop:value=move || seed_text.get() on:input=move |ev| seed_text.set(event_target_value(&ev)) />
                    <button class="secondary" on:click=move |_| seed_text.set(browser::random_seed().to_string())>"New random seed"</button>
                </div>
                {move || seed_error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            </div>
            <BotDelay />
            <button class="primary" data-testid="start-game" on:click=start>"Start"</button>
        </section>
    }
}
