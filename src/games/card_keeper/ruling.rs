//! Card Keeper's switchable rulings V1–V3 on the setup screen.

use crate::shell::kit::Settings;
use card_keeper::rulings::{SimultaneousKnockout, StartWildColour, UsedShields};
use card_keeper::Options;
use leptos::prelude::*;

/// V1's choices in words (the setup form's menu, the report, the lab).
pub const V1_WORDS: [(StartWildColour, &str); 2] = [
    (
        StartWildColour::FirstPlayer,
        "The first player (as written)",
    ),
    (StartWildColour::Random, "A colour drawn at random"),
];
/// V2's choices in words.
pub const V2_WORDS: [(UsedShields, &str); 2] = [
    (UsedShields::LeaveGame, "It leaves the game (as written)"),
    (UsedShields::BurnPile, "Face down on the burn pile"),
];
/// V3's choices in words.
pub const V3_WORDS: [(SimultaneousKnockout, &str); 2] = [
    (
        SimultaneousKnockout::PlayerWhoPlayed,
        "Who played the card (as written)",
    ),
    (SimultaneousKnockout::Draw, "Nobody: a draw"),
];

/// The words of choice `value` in a table of choices.
pub fn words<T: PartialEq>(table: &[(T, &'static str)], value: &T) -> &'static str {
    table
        .iter()
        .find(|(v, _)| v == value)
        .map_or("?", |(_, w)| w)
}

/// The rulings for this playtest, editing the setup form.
pub fn rulings_form(setup: RwSignal<Settings<Options>>) -> impl IntoView {
    view! {
            <fieldset class="rulings">
                <legend>"Rulings for this playtest"</legend>
                <Ruling
                    id="ruling-V1"
                    question="V1. The first card is a Wild: who names the colour?"
                    options=V1_WORDS.iter().map(|(v, w)| (v.as_str(), *w)).collect()
                    current=Signal::derive(move || setup.with(|s| s.options.rulings.start_wild_colour.as_str()))
                    set=move |v: String| setup.update(|s| s.options.rulings.start_wild_colour = StartWildColour::parse(&v).unwrap_or_default())
                />
                <Ruling
                    id="ruling-V2"
                    question="V2. Where does a used Shield go?"
                    options=V2_WORDS.iter().map(|(v, w)| (v.as_str(), *w)).collect()
                    current=Signal::derive(move || setup.with(|s| s.options.rulings.used_shields.as_str()))
                    set=move |v: String| setup.update(|s| s.options.rulings.used_shields = UsedShields::parse(&v).unwrap_or_default())
                />
                <Ruling
                    id="ruling-V3"
                    question="V3. The last players go out at the same moment: who wins?"
                    options=V3_WORDS.iter().map(|(v, w)| (v.as_str(), *w)).collect()
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
