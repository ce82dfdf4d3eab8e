//! The setup screen's player count and seats, for any game.

use crate::shell::seat_rows::SeatRows;
use crate::shell::seats::{resize_seats, SeatKind};
use crate::shell::settings::Settings;
use leptos::prelude::*;

/// The player count (`player-count`, when the game takes more than one)
/// and one row per seat, editing `setup`.
#[component]
pub fn SeatsField<O: Clone + Send + Sync + 'static>(
    /// The setup form.
    setup: RwSignal<Settings<O>>,
    /// The fewest players.
    min: usize,
    /// The most players.
    max: usize,
    /// The seats' legend.
    legend: &'static str,
) -> impl IntoView {
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
    let set_players = move |n: usize| {
        setup.update(|s| {
            let d = &mut s.deal;
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
                        .map(|n| view! { <option value=n.to_string() selected=move || setup.with(|s| s.deal.seats.len() == n)>{n.to_string()}</option> })
                        .collect_view()}
                </select>
            </div>
        })}
        <fieldset class="setup-seats">
            <legend>{legend}</legend>
            <SeatRows seats=seats names=names set_kind=set_kind set_name=set_name />
            <ul class="hint seat-kinds">
                {SeatKind::bots_explained().into_iter().map(|b| view! { <li>{b}</li> }).collect_view()}
            </ul>
        </fieldset>
    }
}
