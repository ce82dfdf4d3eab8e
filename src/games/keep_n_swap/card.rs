//! How a Keep'n Swap card looks: value and suit, the suit as a symbol and
//! a letter (readable without colour).

use keep_n_swap::Card;
use leptos::prelude::*;

/// A playing card's face: value and suit, the suit as a symbol and a letter.
#[component]
pub fn CardFace(card: Card) -> impl IntoView {
    let code = card.code();
    let (value, suit) = if card.is_joker() {
        ("JK".to_string(), "★")
    } else {
        (code[..code.len() - 1].to_string(), &code[code.len() - 1..])
    };
    let (symbol, red) = match suit {
        "S" => ("♠", false),
        "H" => ("♥", true),
        "D" => ("♦", true),
        "C" => ("♣", false),
        _ => ("★", false),
    };
    view! {
        <span class=format!("ks-card{}{}", if red { " ks-card--red" } else { "" }, if card.is_special() { " ks-card--special" } else { "" }) title=card.name()>
            <span class="ks-value">{value}</span>
            <span class="ks-suit" aria-hidden="true">{symbol}</span>
            <span class="visually-hidden">{match suit {
                "S" | "H" | "D" | "C" => format!(" {} of {}", card.name(), match suit { "S" => "spades", "H" => "hearts", "D" => "diamonds", _ => "clubs" }),
                _ => format!(" {}", card.name()),
            }}</span>
            {card.is_special().then(|| view! { <span class="ks-special">"special"</span> })}
        </span>
    }
}
