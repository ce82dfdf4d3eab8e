//! The rules of Star Crew as Keep Table plays them.

use leptos::prelude::*;

/// The rules text (the shell's rules panel holds it).
#[component]
pub fn Rules() -> impl IntoView {
    view! {
                <p>"Score the most points over as many rounds as there are players. Tied leaders share the win."</p>
                <h3>"Cards and deal"</h3>
                <p>"45 two-ended cards, one for each pair of numbers 1–10; the number on top is in play. 2–3 players: no card with a 10, 12 cards each (with two, the rest is set aside unseen). 4 players: without 9|10, 11 each. 5 players: all 45, 9 each. Each round is dealt anew, every card with a random end up. Before the first turn each player keeps the hand or flips it (every card turned over, the order reversed); after that the order never changes, except where a taken card is put."</p>
                <h3>"Your turn: one of"</h3>
                <ul>
                    <li>"Launch neighbouring cards: a set (same number) or a run (up or down by one). It must beat the formation: more cards win; with as many, a set beats a run; otherwise the higher number (a run counts its highest) wins; equal does not beat. You capture the beaten cards and own the new formation. On an empty table anything may be launched."</li>
                    <li>"Take the card at either end of the formation, flip it or not, and put it anywhere in your hand. The owner earns a crew patch. You never take from your own formation, and an empty table cannot be taken from."</li>
                    <li>"Warp (once per round): take as above, then launch in the same turn against what is left."</li>
                </ul>
                <h3>"Round end and scoring"</h3>
                <p>"A round ends when a player launches their last card, or when play comes back to the formation's owner because everyone else took instead of beating it. Points: +1 per captured card, +1 per patch, −1 per card left in hand — but the owner of the formation on the table loses nothing for their hand. Round 1 starts with seat 1, each next round with the next seat to the left."</p>
    }
}
