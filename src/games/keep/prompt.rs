//! What Keep asks of the viewing player: the character to keep, the
//! Decree's first-or-last, the turn, the Commons replacement and every
//! ability's choices. Every button is one of the legal actions, in words.

use super::choices::current_choices;
use super::confirm::{is_armed, tap, waiting, ConfirmChoice};
use super::game::Keep;
use super::turn_prompt::TurnPrompt;
use crate::shell::kit::TableCtx;
use keep::{Action, Decision};
use leptos::prelude::*;

/// A list of choice buttons (`choice-K`, with `data-name` for a card);
/// `long`: one to a row (each a card's whole text). A choice that cannot be
/// undone (keeping a character) waits, pressed, for its confirm below.
#[component]
fn ChoiceButtons(t: TableCtx<Keep>, #[prop(optional)] long: bool) -> impl IntoView {
    view! {
        <div class=if long { "choices kp-choices kp-choices--long" } else { "choices kp-choices" }>
            {move || current_choices(t).into_iter().enumerate().map(|(i, c)| {
                let a = c.action;
                view! {
                    <button class="secondary" data-testid=format!("choice-{i}") data-name=c.name.unwrap_or_default()
                        aria-pressed=move || is_armed(t, a).to_string()
                        // While one waits for its confirm, the others give way.
                        hidden=move || waiting(t) && !is_armed(t, a)
                        on:click=move |_| tap(t, a)>{c.label}</button>
                }
            }).collect_view()}
        </div>
        <ConfirmChoice t=t />
    }
}

/// The prompt's body for `decision` (its `data-decision` is the decision's
/// name).
pub fn prompt(t: TableCtx<Keep>, decision: Decision) -> AnyView {
    let order = move |first: bool| {
        let a = t.legal().with_untracked(|l| {
            l.iter()
                .copied()
                .find(|a| matches!(a, Action::Order { first: f, .. } if *f == first))
        });
        if let Some(a) = a {
            t.act(a);
        }
    };
    match decision {
        Decision::KeepCharacter => view! {
            <p class="prompt-text">{move || {
                let kinds = t.legal().with(|l| l.len());
                if kinds < 3 {
                    format!("Keep one of your three characters ({} alike) face down in your Cloister; the other two go back into the deck.", if kinds == 1 { "all" } else { "two" })
                } else {
                    "Keep one of your three characters face down in your Cloister; the other two go back into the deck.".to_string()
                }
            }}</p>
            <ChoiceButtons t=t long=true />
        }.into_any(),
        Decision::DecreeOrder => view! {
            <p class="prompt-text">"You hold the Royal Decree: act first this round, or last (the player to your left starts)?"</p>
            <div class="choices">
                <button class="primary" data-testid="decree-first" on:click=move |_| order(true)>"Act first"</button>
                <button class="secondary" data-testid="decree-last" on:click=move |_| order(false)>"Act last"</button>
            </div>
        }.into_any(),
        Decision::Turn => view! { <TurnPrompt t=t /> }.into_any(),
        Decision::Replace { taken, coins } => {
            let taken = t.view().with_untracked(|v| v.list.name(taken).to_string());
            view! {
                <p class="prompt-text">{format!("Put a card from your hand onto the Commons (not a {taken}); it gets {coins} coin{} from the supply.", if coins == 1 { "" } else { "s" })}</p>
                <ChoiceButtons t=t />
            }.into_any()
        }
        Decision::Sell { left, must } => view! {
            <p class="prompt-text">{if must {
                format!("Sell {left} item{} from your Cloister: 3 coins each.", if left == 1 { "" } else { "s" })
            } else {
                format!("Sell up to {left} more item{} from your Cloister: 3 coins each.", if left == 1 { "" } else { "s" })
            }}</p>
            <ChoiceButtons t=t />
        }.into_any(),
        Decision::Add { left } => view! {
            <p class="prompt-text">{format!("Add {left} card{} from the Commons to your Cloister, with its coins (nothing replaces it).", if left == 1 { "" } else { "s" })}</p>
            <ChoiceButtons t=t />
        }.into_any(),
        Decision::DiscardItem => view! {
            <p class="prompt-text">"Discard one item from another player's Cloister."</p>
            <ChoiceButtons t=t />
        }.into_any(),
        Decision::SwapItems => view! {
            <p class="prompt-text">"Swap one item in your Cloister with one item in another player's Cloister."</p>
            <ChoiceButtons t=t />
        }.into_any(),
    }
}
