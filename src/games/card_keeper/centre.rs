//! The centre of the Card Keeper table: draw pile, discard top, burn pile,
//! active colour and direction of play. The discard top's help opens in
//! the hand's help line, in the dock (where the viewer looks on a phone).

use super::card::{CardBack, CardFace};
use super::game::CardKeeper;
use super::pick::Pick;
use crate::shell::kit::keyed::keyed;
use crate::shell::kit::Stage;
use crate::shell::kit::TableCtx;
use card_keeper::{Card, Decision};
use leptos::prelude::*;

/// The moment the discard top's help was opened at: the pile's top card,
/// what the table asked and the viewer's half-made choice. The help shows
/// only while the table is still at that moment, so it goes away when the
/// top card changes or the viewer's choice moves on (derived, no effect).
type Moment = (Option<Card>, Stage<Decision>, Pick);

/// The discard top's help switch: opened on the pile, read in the hand's
/// help line in the dock (provided by the table).
#[derive(Clone, Copy)]
pub struct PileHelpOpen(pub RwSignal<Option<Moment>>);

/// The table's pile help switch (one of its own when none was provided).
fn pile_help() -> PileHelpOpen {
    use_context::<PileHelpOpen>().unwrap_or_else(|| PileHelpOpen(RwSignal::new(None)))
}

/// The table's moment now (tracked).
fn moment(t: TableCtx<CardKeeper>) -> Moment {
    (t.view().with(|v| v.top()), t.stage().get(), t.pick().get())
}

/// The discard pile's top card while its help is open (tracked).
pub fn pile_help_shown(t: TableCtx<CardKeeper>) -> Option<Card> {
    let open = pile_help().0.get()?;
    let now = moment(t);
    (open == now).then_some(now.0).flatten()
}

/// The piles and the state of play.
#[component]
pub fn Centre(t: TableCtx<CardKeeper>) -> impl IntoView {
    let v = t.view();
    let draw = move || v.with(|v| v.draw_count);
    let burn = move || v.with(|v| v.burn_count);
    let top = Memo::new(move |_| v.with(|v| v.top()));
    let colour = move || v.with(|v| v.active_colour);
    let direction = move || v.with(|v| v.direction);
    let discard_count = move || v.with(|v| v.discard.len());
    // The top card's help, opened here, read in the hand's help line.
    let help = pile_help().0;
    let shown = move || pile_help_shown(t).is_some();
    let toggle = move |_| help.set(if shown() { None } else { Some(moment(t)) });
    view! {
        <div class="centre" aria-label="The centre of the table">
            <div class="pile" data-testid="draw-pile" data-count=move || draw().to_string()>
                <CardBack />
                <span class="pile-label">{move || format!("Draw pile: {}", draw())}</span>
            </div>
            <div class="pile" data-testid="discard-top" data-code=move || top.get().map(|c| c.code().to_string()).unwrap_or_default()>
                // Tapped, the top card says what it does.
                <button class="pile-card" data-testid="discard-help" aria-expanded=move || shown().to_string() title="What does it do?" on:click=toggle>
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
