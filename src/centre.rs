//! The centre of the table: draw pile, discard top, burn pile, active colour
//! and direction of play.

use crate::app::Ctx;
use crate::card::{CardBack, CardFace};
use leptos::prelude::*;

/// The piles and the state of play.
#[component]
pub fn Centre() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let draw = move || ctx.read(|l| l.pos.draw_pile().len()).unwrap_or(0);
    let burn = move || ctx.read(|l| l.pos.burn_pile().len()).unwrap_or(0);
    let top = move || ctx.read(|l| l.pos.top()).flatten();
    let colour = move || ctx.read(|l| l.pos.active_colour()).flatten();
    let direction = move || ctx.read(|l| l.pos.direction()).unwrap_or(1);
    let discard_count = move || ctx.read(|l| l.pos.discard_pile().len()).unwrap_or(0);
    view! {
        <div class="centre" aria-label="The centre of the table">
            <div class="pile" data-testid="draw-pile" data-count=move || draw().to_string()>
                <CardBack />
                <span class="pile-label">{move || format!("Draw pile: {}", draw())}</span>
            </div>
            <div class="pile" data-testid="discard-top" data-code=move || top().map(|c| c.code().to_string()).unwrap_or_default()>
                {move || top().map(|c| view! { <CardFace card=c /> })}
                <span class="pile-label">{move || format!("Discard pile: {}", discard_count())}</span>
            </div>
            <div class="pile" data-testid="burn-pile" data-count=move || burn().to_string()>
                <CardBack />
                <span class="pile-label">{move || format!("Burned, face down: {}", burn())}</span>
            </div>
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
