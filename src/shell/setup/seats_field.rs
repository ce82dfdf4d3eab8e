//! The setup screen's player count and seats, for any game.

use crate::shell::plug::seats::SeatKind;
use crate::shell::setup::seat_rows::SeatRows;
use leptos::prelude::*;

/// The player count (`player-count`, when the game takes more than one)
/// and one row per seat, editing the setup form through its callbacks (one
/// component for every game: nothing here depends on a game's options).
#[component]
pub fn SeatsField(
    /// Who plays each seat.
    seats: Signal<Vec<SeatKind>>,
    /// The players' names.
    names: Signal<Vec<String>>,
    /// Sets who plays a seat.
    set_kind: Callback<(usize, SeatKind)>,
    /// Sets a seat's name.
    set_name: Callback<(usize, String)>,
    /// Sets the number of players (seats and names follow).
    set_players: Callback<usize>,
    /// The fewest players.
    min: usize,
    /// The most players.
    max: usize,
    /// The seats' legend.
    legend: &'static str,
) -> impl IntoView {
    view! {
        {(min < max).then(|| view! {
            <div class="field">
                <label for="player-count">"Players"</label>
                <select id="player-count" data-testid="player-count" on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                        set_players.run(n.clamp(min, max));
                    }
                }>
                    {(min..=max)
                        .map(|n| view! { <option value=n.to_string() selected=move || seats.with(|s| s.len() == n)>{n.to_string()}</option> })
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
