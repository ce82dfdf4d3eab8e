//! The rules of Keep as Keep Table plays them, with the rulings (P1–P6 and
//! the app's KR1–KR8) shown so playtesters can argue about them.

use leptos::prelude::*;

/// The rules text (the shell's rules panel holds it).
#[component]
pub fn Rules() -> impl IntoView {
    view! {
                <p class="hint">"With the rulings this app plays (P1–P6, KR1–KR8)."</p>
                <p>"2 to 5 players (P2). Cards are characters (an ability, and a score effect at the end) and items (a type, and a value at the end). Coins never run out (P1)."</p>
                <p>"Setup: each player gets 2 bonus markers and is dealt 3 characters, keeps 1 face down in their Cloister, and the rest is shuffled into the deck. Each player gets 8 cards; the Commons gets 2 cards plus 1 per player, face up; a random player gets the Royal Decree."</p>
                <p>"Each round the Decree holder chooses to act first or last (then the player to their left starts); play goes clockwise and everyone takes one turn."</p>
                <p>"A turn: first, optionally, a bonus action — spend a marker for good, turn one of your face-down characters face up and use its ability (it stays and still scores). Then you must play one card:"</p>
                <ul>
                    <li>"A character from your hand for its ability (then it is discarded), or face down into your Cloister (no ability)."</li>
                    <li>"A character from the Commons, taking its coins: for its ability (then discarded) or face down; then put a card from your hand that does not have the same name onto the Commons with 2 coins."</li>
                    <li>"An item from your hand, face up into your Cloister; or from the Commons, taking its coins, then a differently named card from your hand onto the Commons with 1 coin."</li>
                </ul>
                <p>"P3: if no card in your hand has a different name, nothing goes onto the Commons. P4: with no card in hand you may still play from the Commons; a turn with no play at all is passed. P6: an ability that cannot do anything may still be played."</p>
                <p>"Sell: move items from your Cloister to the discard pile for 3 coins each. Add: move a Commons card to your Cloister (items face up, characters face down) with its coins; nothing replaces it."</p>
                <p>"Round end, in order: if any player has no card in hand, the game ends. Otherwise every Commons card with coins is discarded, every other one gets 1 coin, and the Commons is refilled from the deck (P5: not when the deck is empty; the discard pile is never reshuffled). The Decree passes left and every player passes their hand to the left."</p>
                <p>"End: reveal the face-down characters. Total = coins + every character's score effect + every item's value. Most coins wins; ties go to the most cards in the Cloister; then the win is shared."</p>
                <h3>"The app's own rulings"</h3>
                <ul>
                    <li>"KR1. The 3 characters are kept in seat order; hands are dealt one card at a time; the Decree's first holder is drawn from the seed."</li>
                    <li>"KR2. Taking the Royal Decree mid-round does not change this round's order; the new holder does the round end and the Decree passes left from them."</li>
                    <li>"KR3. At most one bonus action per turn, before the card is played."</li>
                    <li>"KR4. A character played for its ability is in no Cloister while it resolves, then discarded; from the Commons, the replacement follows."</li>
                    <li>"KR5. Choices inside an ability are asked one card at a time: selling (\"up to\" lets you stop; a required sale does not), adding, discarding another player's item, swapping items."</li>
                    <li>"KR6. The replacement goes at the end of the Commons row; a card drawn by the ability may be the replacement."</li>
                    <li>"KR7. \"The most items\" needs at least one item; ties count."</li>
                    <li>"KR8. Hands pass after the Decree, only when the game goes on."</li>
                </ul>
                <p class="hint">"The starter set is written for this app so that every rule comes up; it is not the designer's card list. Edit or replace it from the setup screen."</p>
    }
}
