//! The rules of Card Keeper as Keep Table plays them (the shell's rules
//! panel holds them).

use leptos::prelude::*;

/// The rules text.
#[component]
pub fn Rules() -> impl IntoView {
    view! {
                <p>"In Card Keeper you want to keep your cards: a player whose hand is empty is out, and the last player holding cards wins."</p>
                <h3>"The cards (108)"</h3>
                <ul>
                    <li>"Characters in red (R), blue (B), green (G) and yellow (Y), values 1–9, two of each: Banner 1, Jester 2, Herald 3, Guard 4, Tower 5, Bishop 6, Knight 7, Queen 8, King 9."</li>
                    <li>"In each colour: Reverse ×2 and Capture +1 ×2."</li>
                    <li>"Grey wild cards: Wild ×4, Capture +2 ×4, Chaos ×2, Draw +3 ×4, Shield ×4."</li>
                    <li>"Swap: one red/yellow, one blue/green."</li>
                </ul>
                <h3>"Setup"</h3>
                <p>"Each player gets 10 cards. The first card of the discard pile is turned over; a Capture +2, Chaos, Draw +3, Shield or Swap goes back and another is turned. Its colour is the active colour. The player left of the dealer starts and play goes left, except: a Reverse starts play to the right (the dealer's right starts); a Wild waits for a colour (ruling V1)."</p>
                <h3>"Your turn"</h3>
                <ol>
                    <li>"Catch up: with three or more players in, draw 1 if you hold 3 cards or fewer; with two players in, draw 1 only if you hold exactly 1. Shields in front of you do not count."</li>
                    <li>"Play or burn exactly one card. A card is playable if it is grey; a Swap only while the active colour is one of its colours; any other card if it has the active colour or the same value or action as the top card. Any card may be burned face down instead; a burn changes nothing on the table."</li>
                    <li>"Resolve the card, then check knock-outs: everyone holding no cards at that moment is out, Shields or not."</li>
                </ol>
                <h3>"What the cards do"</h3>
                <ul>
                    <li>"Character: sets its colour."</li>
                    <li>"Reverse: sets its colour and turns the direction of play (no effect with two players in)."</li>
                    <li>"Capture +1: sets its colour; take one card at random from another player still in."</li>
                    <li>"Wild: name any colour."</li>
                    <li>"Capture +2: two takes, from the same player twice or two players, chosen when played."</li>
                    <li>"Chaos: every other player still in burns one card of their choice, all at once."</li>
                    <li>"Draw +3: you draw three cards."</li>
                    <li>"Shield: goes in front of you. Each Shield blocks one take or one Chaos burn aimed at you, and is used up."</li>
                    <li>"Swap: trade your whole hand with another player still in; Shields stay where they are."</li>
                </ul>
                <p>"A take from a player with a Shield uses the Shield and takes nothing. The capturer and the target see the card that moved; nobody else does. When the draw pile is empty, everything in the discard pile but its top card is shuffled with the burn pile into a new draw pile."</p>
                <h3>"Rulings for this playtest (chosen at setup)"</h3>
                <ul>
                    <li>"V1. The first card is a Wild: the first player names the colour (as written), or a colour is drawn at random."</li>
                    <li>"V2. A used Shield leaves the game (as written), or goes face down on the burn pile."</li>
                    <li>"V3. If the last players go out at the same moment, the player who played the card wins (as written), or the game is a draw."</li>
                </ul>
    }
}
