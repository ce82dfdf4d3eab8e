//! The rules of Keep'n Swap as Keep Table plays them, with the rulings
//! (W1–W8) shown so playtesters can argue about them.

use leptos::prelude::*;

/// The rules text (the shell's rules panel holds it).
#[component]
pub fn Rules() -> impl IntoView {
    view! {
                <p class="hint">"With the rulings this app plays (W1–W8)."</p>
                <p>"Two players. Values low to high: A, 2 … 10, J, Q, K; Jokers have no value; suits play no part. The last player holding cards wins; if both run out in the same round, it is a draw."</p>
                <p>"W1. Special cards: A, 7, J, Q, K and the Joker. W2. Each player gets 26 cards: a hand of 7 and a draw pile of 19, into which one Joker is shuffled."</p>
                <p>"Each round both choose a card in secret, then both are revealed and resolved; then each refills to 7 from their own draw pile."</p>
                <ul>
                    <li>"The same value (Joker against Joker too): both discarded, no ability."</li>
                    <li>"W6. Jack against 7: both abilities, the 7's first, then the Jack's (its burn hits the 7 player's draw pile)."</li>
                    <li>"Any other two special cards: both discarded, no ability."</li>
                    <li>"W3. Joker against a plain card: both discarded; Equalizer: the larger draw pile discards from its top until both are the same size. W8: if the Joker player's opponent has no draw pile, the larger hand discards cards of its owner's choice until the hands are even."</li>
                    <li>"Otherwise the higher value wins: the winner's card is discarded and the loser's card joins the winner's hand; then the winning card's ability."</li>
                    <li>"Ace (Reset), against a plain card: the opponent takes up to 7 new cards from their draw pile as a new hand, and the old hand is shuffled into the draw pile; W4: both played cards are discarded. No reset if their draw pile is empty."</li>
                    <li>"King (Claim) — W5: take the opponent's played card, or the discard pile's top card as it was before the round (the played card is then discarded). Against a player who played a King in the previous round: the played card, no choice."</li>
                    <li>"Queen (Purge): the opponent discards 1 or 2 special cards of their choice (at least 1 if they hold any)."</li>
                    <li>"Jack (Burn): both played cards are discarded, and the top 2 cards of the opponent's draw pile."</li>
                    <li>"7 (Lucky Seven): take 2 random cards from the opponent's draw pile: the first into your hand, the second shuffled into your own draw pile. W7: 8, 9 and 10 beat a 7, so its ability never happens against them."</li>
                </ul>
                <p>"Once both draw piles are empty nobody draws, and Ace and 7 abilities no longer apply."</p>
    }
}
