//! How a Keep'n Swap card looks: value and suit, the suit as a symbol and
//! a letter (readable without colour).

use keep_n_swap::Card;
use leptos::prelude::*;

/// What a card does, in the players' words (docs/rules/keep-n-swap.md):
/// the hand's help line says it for the card tapped.
pub fn what_it_does(card: Card) -> &'static str {
    match card.value() {
        None => "no value; against a plain card both are discarded and the larger draw pile discards from its top until both are even (Equalizer)",
        Some(1) => "the lowest card; if it wins against a plain card, the opponent's hand is shuffled into their draw pile and they take a new hand of 7 (Reset)",
        Some(7) => "if it wins, take 2 random cards from the opponent's draw pile, one into your hand, one into your own draw pile (Lucky Seven); 8, 9 and 10 beat it",
        Some(11) => "if it wins, both played cards and the top 2 of the opponent's draw pile are discarded (Burn); against a 7 both abilities happen",
        Some(12) => "if it wins, the opponent discards 1 or 2 special cards of their choice (Purge)",
        Some(13) => "the highest card; if it wins, take the opponent's played card or the discard pile's top card (Claim)",
        Some(_) => "a plain card: the higher value wins the round and the loser's card joins the winner's hand",
    }
}

/// The help line for `card`: "The 7♦: if it wins, …" (its name once).
pub fn help_line(card: Card) -> String {
    format!(
        "{}: {}.",
        keep_core::log::capitalized(card.spoken()),
        what_it_does(card)
    )
}

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
