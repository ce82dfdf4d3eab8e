//! How a card looks: its colour, a colour letter and symbol (readable without
//! colour), and its character or action name.

use card_keeper::{Card, Kind};
use leptos::prelude::*;

/// The CSS class of a card's colour.
pub fn colour_class(card: Card) -> &'static str {
    match card.kind() {
        Kind::Swap(card_keeper::Colour::Red, _) => "card--swap-ry",
        Kind::Swap(..) => "card--swap-bg",
        _ => match card.colour() {
            Some(card_keeper::Colour::Red) => "card--R",
            Some(card_keeper::Colour::Blue) => "card--B",
            Some(card_keeper::Colour::Green) => "card--G",
            Some(card_keeper::Colour::Yellow) => "card--Y",
            None => "card--grey",
        },
    }
}

/// The letter(s) printed beside the symbol: the colour code, or `RY`/`BG` on a Swap.
pub fn colour_letter(card: Card) -> &'static str {
    match card.kind() {
        Kind::Swap(card_keeper::Colour::Red, _) => "R/Y",
        Kind::Swap(..) => "B/G",
        _ => match card.colour() {
            Some(c) => ["R", "B", "G", "Y"][c.index()],
            None => "",
        },
    }
}

/// The title line of a card: the character's or action's name.
pub fn title(card: Card) -> &'static str {
    match card.kind() {
        Kind::Character(_, v) => card_keeper::cards::CHARACTER_NAMES[v as usize - 1],
        Kind::Reverse(_) => "Reverse",
        Kind::Capture(_) => "Capture +1",
        Kind::Wild => "Wild",
        Kind::Capture2 => "Capture +2",
        Kind::Chaos => "Chaos",
        Kind::Draw3 => "Draw +3",
        Kind::Shield => "Shield",
        Kind::Swap(..) => "Swap",
    }
}

/// What a card does when played, in the players' words (from the rules
/// text, docs/rules/card-keeper.md), for the hand's help line.
pub fn what_it_does(card: Card) -> &'static str {
    match card.kind() {
        Kind::Character(..) => "a character, played on its colour or its number; nothing more",
        Kind::Reverse(_) => "sets its colour and turns the direction of play",
        Kind::Capture(_) => "sets its colour; take a random card from another player",
        Kind::Wild => "always playable: name any colour",
        Kind::Capture2 => "always playable: two random takes, from one or two players",
        Kind::Chaos => "always playable: every other player burns a card of their choice",
        Kind::Draw3 => "always playable: you draw three cards",
        Kind::Shield => "always playable: stays in front of you and blocks one take or Chaos burn",
        Kind::Swap(..) => "on either of its colours: trade your whole hand with another player",
    }
}

/// A card's face, for use inside buttons and piles.
#[component]
pub fn CardFace(card: Card) -> impl IntoView {
    view! {
        <span class=format!("card-face {}", colour_class(card)) title=card.name()>
            <span class="card-corner" aria-hidden="true">
                <span class="card-letter">{colour_letter(card)}</span>
                <span class="card-symbol">{if card == Card::SHIELD { view! { <ShieldMark /> }.into_any() } else { card.face().into_any() }}</span>
            </span>
            <span class="card-title" aria-hidden="true">{title(card)}</span>
            <span class="visually-hidden">{card.name()}</span>
        </span>
    }
}

/// A face-down card back.
#[component]
pub fn CardBack() -> impl IntoView {
    view! { <span class="card-back" aria-hidden="true"></span> }
}

/// A Shield's mark, drawn (the font glyph is missing on many systems).
#[component]
pub fn ShieldMark() -> impl IntoView {
    view! {
        <svg class="shield-mark" viewBox="0 0 16 18" width="1em" height="1.1em" aria-hidden="true" focusable="false">
            <path d="M8 1 L15 3.5 V9 C15 13 11.5 16 8 17 C4.5 16 1 13 1 9 V3.5 Z" fill="currentColor" />
            <path d="M8 4 V14" stroke="white" stroke-width="1.5" />
        </svg>
    }
}
