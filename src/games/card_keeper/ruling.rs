//! Card Keeper's switchable rulings V1–V3 on the setup screen.

use crate::shell::Settings;
use card_keeper::rulings::{SimultaneousKnockout, StartWildColour, UsedShields};
use card_keeper::Options;
use leptos::prelude::*;

/// The rulings for this playtest, editing the setup form.
pub fn rulings_form(setup: RwSignal<Settings<Options>>) -> impl IntoView {
    view! {
            <fieldset class="rulings">
                <legend>"Rulings for this playtest"</legend>
                <Ruling
                    id="ruling-V1"
                    question="V1. The first card is a Wild: who names the colour?"
                    options=vec![
                        (StartWildColour::FirstPlayer.as_str(), "The first player (as written)"),
                        (StartWildColour::Random.as_str(), "A colour drawn at random"),
                    ]
                    current=Signal::derive(move || setup.with(|s| s.options.rulings.start_wild_colour.as_str()))
                    set=move |v: String| setup.update(|s| s.options.rulings.start_wild_colour = StartWildColour::parse(&v).unwrap_or_default())
                />
                <Ruling
                    id="ruling-V2"
                    question="V2. Where does a used Shield go?"
                    options=vec![
                        (UsedShields::LeaveGame.as_str(), "It leaves the game (as written)"),
                        (UsedShields::BurnPile.as_str(), "Face down on the burn pile"),
                    ]
                    current=Signal::derive(move || setup.with(|s| s.options.rulings.used_shields.as_str()))
                    set=move |v: String| setup.update(|s| s.options.rulings.used_shields = UsedShields::parse(&v).unwrap_or_default())
                />
                <Ruling
                    id="ruling-V3"
                    question="V3. The last players go out at the same moment: who wins?"
                    options=vec![
                        (SimultaneousKnockout::PlayerWhoPlayed.as_str(), "The player who played the card (as written)"),
                        (SimultaneousKnockout::Draw.as_str(), "Nobody: the game is a draw"),
                    ]
                    current=Signal::derive(move || setup.with(|s| s.options.rulings.simultaneous_knockout.as_str()))
                    set=move |v: String| setup.update(|s| s.options.rulings.simultaneous_knockout = SimultaneousKnockout::parse(&v).unwrap_or_default())
                />
            </fieldset>
    }
}

/// One switchable ruling as a labelled `<select>`.
#[component]
pub fn Ruling(
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
