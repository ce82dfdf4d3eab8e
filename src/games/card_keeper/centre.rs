//! The centre of the Card Keeper table: draw pile, discard top, burn pile,
//! active colour and direction of play.

use super::card::{what_it_does, CardBack, CardFace};
use super::game::table_ctx;
use crate::shell::keyed::keyed;
use card_keeper::Card;
use leptos::prelude::*;

/// The piles and the state of play.
#[component]
pub fn Centre() -> impl IntoView {
    let v = table_ctx().view();
    let draw = move || v.with(|v| v.draw_count);
    let burn = move || v.with(|v| v.burn_count);
    let top = Memo::new(move |_| v.with(|v| v.top()));
    let colour = move || v.with(|v| v.active_colour);
    let direction = move || v.with(|v| v.direction);
    let discard_count = move || v.with(|v| v.discard.len());
    // Whether the top card's help line is open.
    let help = RwSignal::new(false);
    view! {
        <div class="centre" aria-label="The centre of the table">
            <div class="pile" data-testid="draw-pile" data-count=move || draw().to_string()>
                <CardBack />
                <span class="pile-label">{move || format!("Draw pile: {}", draw())}</span>
            </div>
            <div class="pile" data-testid="discard-top" data-code=move || top.get().map(|c| c.code().to_string()).unwrap_or_default()>
                // Tapped, the top card says what it does.
                <button class="pile-card" data-testid="discard-help" aria-expanded=move || help.get().to_string() title="What does it do?" on:click=move |_| help.update(|h| *h = !*h)>
                    // A new top card is a new face (one change), not every part
                    // of the old face rewritten.
                    {keyed(
                        move || top.get().map(|c| c.index() as u64).into_iter().collect(),
                        |k| Card::from_index(k as usize).map(|c| view! { <CardFace card=c /> }).into_any(),
                    )}
                    <span class="visually-hidden">" (what it does)"</span>
                </button>
                <span class="pile-label">{move || format!("Discard pile: {}", discard_count())}</span>
            </div>
            <div class="pile" data-testid="burn-pile" data-count=move || burn().to_string()>
                <CardBack />
                <span class="pile-label">{move || format!("Burned, face down: {}", burn())}</span>
            </div>
            {move || help.get().then(|| top.get().map(|c| view! {
                <p class="pile-help" data-testid="pile-help">{format!("On the discard pile: {}, {}.", c.name(), what_it_does(c))}</p>
            }))}
            <div class="state-of-play">
                <div
                    class=move || format!("active-colour colour-chip--{}", colour().map(|c| c.code().to_string()).unwrap_or_else(|| "none".into()))
                    data-testid="active-colour"
                    data-colour=move || colour().map(|c| c.code().to_string()).unwrap_or_default()
                >
                    <span class="chip" aria-hidden="true">{move || colour().map(|c| c.code().to_string()).unwrap_or_else(|| "?".into())}</span>
                    {move || match colour() {
                        Some(c) => format!("Active colour: {}", c.name()),
                        None => "Active colour: not named yet".to_string(),
                    }}
                </div>
                <div class="direction" data-testid="direction" data-direction=move || direction().to_string()>
                    {move || if direction() == 1 { "↻ Play goes clockwise (to the left)" } else { "↺ Play goes counter-clockwise (to the right)" }}
                </div>
            </div>
        </div>
    }
}
