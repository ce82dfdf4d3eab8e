//! Card Keeper's setup screen: players, seats, names, seed, rulings, bot speed.

use crate::app::{Ctx, Screen};
use crate::seat_rows::{SeatRows, SeedField};
use crate::seats::{fill_blank_names, resize_seats, seed_from_text, SeatKind};
use card_keeper::rulings::{SimultaneousKnockout, StartWildColour, UsedShields};
use leptos::prelude::*;

/// The bot delays offered, in milliseconds.
pub const DELAYS: [(u32, &str); 5] = [
    (0, "Instant"),
    (250, "Fast"),
    (600, "Normal"),
    (1200, "Slow"),
    (2500, "Very slow"),
];

/// The setup form.
#[component]
pub fn SetupScreen() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let setup = ctx.setup;
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
            ctx.start(settings);
        }
        None => seed_error.set(Some("Enter a seed: a whole number or any text.".into())),
    };
    let has_game = move || {
        ctx.live
            .with(|l| l.as_ref().is_some_and(|l| !l.pos.is_over()))
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
        <section class="setup" aria-labelledby="setup-title">
            <h2 id="setup-title">"Card Keeper: set up a game"</h2>
            <Show when=has_game>
                <button class="secondary" data-testid="resume-game" on:click=move |_| {
                    ctx.with_game(|l| l.session.at_table = true);
                    ctx.screen.set(Screen::Table);
                }>"Resume the saved game"</button>
            </Show>
            <div class="field">
                <label for="player-count">"Players"</label>
                <select
                    id="player-count"
                    data-testid="player-count"
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                            set_players(n.clamp(2, 6));
                        }
                    }
                >
                    {(2..=6usize)
                        .map(|n| {
                            view! {
                                <option value=n.to_string() selected=move || setup.with(|s| s.seats.len() == n)>
                                    {n.to_string()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </div>
            <fieldset class="seats">
                <legend>"Seats (seat 1 is dealt first around the table; names and who plays)"</legend>
                <SeatRows seats=seats names=names set_kind=set_kind set_name=set_name />
            </fieldset>
            <SeedField text=seed_text error=seed_error />
            <fieldset class="rulings">
                <legend>"Rulings for this playtest"</legend>
                <Ruling
                    id="ruling-V1"
                    question="V1. The first card is a Wild: who names the colour?"
                    options=vec![
                        (StartWildColour::FirstPlayer.as_str(), "The first player (as written)"),
                        (StartWildColour::Random.as_str(), "A colour drawn at random"),
                    ]
                    current=Signal::derive(move || setup.with(|s| s.rulings.start_wild_colour.as_str()))
                    set=move |v: String| setup.update(|s| s.rulings.start_wild_colour = StartWildColour::parse(&v).unwrap_or_default())
                />
                <Ruling
                    id="ruling-V2"
                    question="V2. Where does a used Shield go?"
                    options=vec![
                        (UsedShields::LeaveGame.as_str(), "It leaves the game (as written)"),
                        (UsedShields::BurnPile.as_str(), "Face down on the burn pile"),
                    ]
                    current=Signal::derive(move || setup.with(|s| s.rulings.used_shields.as_str()))
                    set=move |v: String| setup.update(|s| s.rulings.used_shields = UsedShields::parse(&v).unwrap_or_default())
                />
                <Ruling
                    id="ruling-V3"
                    question="V3. The last players go out at the same moment: who wins?"
                    options=vec![
                        (SimultaneousKnockout::PlayerWhoPlayed.as_str(), "The player who played the card (as written)"),
                        (SimultaneousKnockout::Draw.as_str(), "Nobody: the game is a draw"),
                    ]
                    current=Signal::derive(move || setup.with(|s| s.rulings.simultaneous_knockout.as_str()))
                    set=move |v: String| setup.update(|s| s.rulings.simultaneous_knockout = SimultaneousKnockout::parse(&v).unwrap_or_default())
                />
            </fieldset>
            <BotDelay />
            <button class="primary" data-testid="start-game" on:click=start>"Start"</button>
        </section>
    }
}

/// One switchable ruling as a labelled `<select>`.
#[component]
fn Ruling(
    id: &'static str,
    question: &'static str,
    options: Vec<(&'static str, &'static str)>,
    current: Signal<&'static str>,
    set: impl Fn(String) + 'static,
) -> impl IntoView {
    view! {
        <div class="field">
            <label for=id>{question}</label>
            <select id=id data-testid=id on:change=move |ev| set(event_target_value(&ev))>
                {options
                    .into_iter()
                    .map(|(value, label)| view! { <option value=value selected=move || current.get() == value>{label}</option> })
                    .collect_view()}
            </select>
        </div>
    }
}

/// The bot speed choice (also shown at the table).
#[component]
pub fn BotDelay() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <div class="field bot-delay">
            <label for="bot-delay">"Bot speed"</label>
            <select
                id="bot-delay"
                data-testid="bot-delay"
                on:change=move |ev| {
                    if let Ok(d) = event_target_value(&ev).parse::<u32>() {
                        ctx.delay_ms.set(d.min(5000));
                    }
                }
            >
                {DELAYS
                    .iter()
                    .map(|&(ms, label)| {
                        view! { <option value=ms.to_string() selected=move || ctx.delay_ms.get() == ms>{label}</option> }
                    })
                    .collect_view()}
            </select>
        </div>
    }
}
