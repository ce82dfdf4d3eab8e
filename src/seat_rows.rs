//! The setup screens' shared pieces: the player count and one row per seat
//! (name and who plays), the seed field, what Start does, and the resume
//! button.

use crate::app::{Ctx, Screen};
use crate::browser;
use crate::game_session::{self, GameSession, Live, LiveSignal};
use crate::seats::{fill_blank_names, resize_seats, seed_from_text, Deal, SeatKind};
use leptos::prelude::*;

/// One row per seat: a name input (`name-N`) and who plays (`seat-kind-N`).
#[component]
pub fn SeatRows(
    /// Who sits in each seat.
    seats: Signal<Vec<SeatKind>>,
    /// Each seat's name.
    names: Signal<Vec<String>>,
    /// Sets seat N's kind.
    set_kind: Callback<(usize, SeatKind)>,
    /// Sets seat N's name.
    set_name: Callback<(usize, String)>,
) -> impl IntoView {
    move || {
        (0..seats.with(Vec::len))
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
                            prop:value=move || names.with(|n| n.get(i).cloned().unwrap_or_default())
                            on:input=move |ev| set_name.run((i, event_target_value(&ev)))
                        />
                        <select
                            data-testid=format!("seat-kind-{i}")
                            aria-label=format!("Who plays seat {}", i + 1)
                            on:change=move |ev| {
                                if let Some(k) = SeatKind::parse(&event_target_value(&ev)) {
                                    set_kind.run((i, k));
                                }
                            }
                        >
                            {SeatKind::all()
                                .into_iter()
                                .map(|k| view! { <option value=k.as_str() selected=move || seats.with(|s| s.get(i) == Some(&k))>{k.label()}</option> })
                                .collect_view()}
                        </select>
                    </div>
                }
            })
            .collect_view()
    }
}

/// The seed input (`seed`) with a "new random seed" button and its error.
#[component]
pub fn SeedField(
    /// The text typed.
    text: RwSignal<String>,
    /// A message when the text cannot be a seed.
    error: RwSignal<Option<String>>,
) -> impl IntoView {
    view! {
        <div class="field">
            <label for="seed">"Seed (the same seed deals the same game)"</label>
            <div class="inline">
                <input id="seed" data-testid="seed" type="text" autocomplete="off" prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev)) />
                <button class="secondary" on:click=move |_| text.set(browser::random_seed().to_string())>"New random seed"</button>
            </div>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        </div>
    }
}

/// A setup form's settings: who sits where, their names and the seed.
pub trait DealForm: Clone + Send + Sync + 'static {
    /// The seats and names.
    fn deal(&self) -> &Deal;
    /// The seats and names, to change.
    fn deal_mut(&mut self) -> &mut Deal;
}

impl DealForm for Deal {
    fn deal(&self) -> &Deal {
        self
    }
    fn deal_mut(&mut self) -> &mut Deal {
        self
    }
}

/// The player count (`player-count`, when the game takes more than one)
/// and one row per seat, editing `setup`.
#[component]
pub fn SeatsField<T: DealForm>(
    /// The setup form.
    setup: RwSignal<T>,
    /// The fewest players.
    min: usize,
    /// The most players.
    max: usize,
    /// The seats' legend.
    legend: &'static str,
) -> impl IntoView {
    let seats = Signal::derive(move || setup.with(|s| s.deal().seats.clone()));
    let names = Signal::derive(move || setup.with(|s| s.deal().names.clone()));
    let set_kind = Callback::new(move |(i, k): (usize, SeatKind)| {
        setup.update(|s| {
            if let Some(x) = s.deal_mut().seats.get_mut(i) {
                *x = k
            }
        })
    });
    let set_name = Callback::new(move |(i, n): (usize, String)| {
        setup.update(|s| {
            if let Some(x) = s.deal_mut().names.get_mut(i) {
                *x = n
            }
        })
    });
    let set_players = move |n: usize| {
        setup.update(|s| {
            let d = s.deal_mut();
            resize_seats(&mut d.seats, &mut d.names, n)
        })
    };
    view! {
        {(min < max).then(|| view! {
            <div class="field">
                <label for="player-count">"Players"</label>
                <select id="player-count" data-testid="player-count" on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                        set_players(n.clamp(min, max));
                    }
                }>
                    {(min..=max)
                        .map(|n| view! { <option value=n.to_string() selected=move || setup.with(|s| s.deal().seats.len() == n)>{n.to_string()}</option> })
                        .collect_view()}
                </select>
            </div>
        })}
        <fieldset class="seats">
            <legend>{legend}</legend>
            <SeatRows seats=seats names=names set_kind=set_kind set_name=set_name />
        </fieldset>
    }
}

/// What "Start" does on every setup screen: the seed from its text (or a
/// message under the field), blank names filled in, the form kept, and the
/// game started with the settings.
pub fn start_from_form<T: DealForm>(
    setup: RwSignal<T>,
    seed_text: RwSignal<String>,
    seed_error: RwSignal<Option<String>>,
    start: impl Fn(T),
) {
    match seed_from_text(&seed_text.get_untracked()) {
        Some(seed) => {
            seed_error.set(None);
            let mut settings = setup.get_untracked();
            let d = settings.deal_mut();
            d.seed = seed;
            fill_blank_names(&mut d.names);
            setup.set(settings.clone());
            start(settings);
        }
        None => seed_error.set(Some("Enter a seed: a whole number or any text.".into())),
    }
}

/// "Resume the saved game" (`resume-game`) while the game is not over.
#[component]
pub fn ResumeButton<S: GameSession>(
    /// The live game.
    live: LiveSignal<S>,
    /// Whether it is still going.
    going: fn(&Live<S>) -> bool,
    /// Its table.
    table: Screen,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        game_session::read(live, going).unwrap_or(false).then(|| {
            view! {
                <button class="secondary" data-testid="resume-game" on:click=move |_| {
                    game_session::update(live, |l| l.session.set_at_table(true));
                    ctx.screen.set(table);
                }>"Resume the saved game"</button>
            }
        })
    }
}
