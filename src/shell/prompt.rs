//! What the table asks of the person holding the device, for any game: the
//! privacy screen before a hand is passed, a status line while someone else
//! decides, the game's own prompt for the viewer's decision, and the
//! game-over panel.

use crate::shell::game::GameUi;
use crate::shell::game_over::game_over;
use crate::shell::seating::Stage;
use crate::shell::state::GameState;
use crate::shell::table_ctx::TableCtx;
use leptos::prelude::*;

/// The prompt area of game `G`'s table (a game places it among its parts).
pub fn prompt_area<G: GameUi>() -> impl IntoView {
    let t = TableCtx::<G>::get();
    let state = GameState::<G>::get();
    move || {
        let (decision, body) = match t.stage().get() {
            Stage::Over => return game_over::<G>().into_any(),
            Stage::Waiting(s) => {
                return view! {
                    <div class="status" data-testid="status" role="status" aria-live="polite">
                        {move || format!("{} {}", t.name(s), if t.thinking() == Some(s) { "is thinking…" } else { G::TO_MOVE })}
                    </div>
                }
                .into_any()
            }
            Stage::PassDevice(s) => (
                "pass_device",
                view! {
                    <p class="prompt-text">{format!("Pass the device to {}. Everyone else, look away!", t.name(s))}</p>
                    <button class="primary" data-testid="ready" on:click=move |_| state.update(|l| l.session.seating.ready())>
                        {format!("I am {}: show my hand", t.name(s))}
                    </button>
                }
                .into_any(),
            ),
            Stage::Decide(d) => match G::prompt(d) {
                Some(p) => p,
                None => return ().into_any(),
            },
        };
        view! {
            <div class="prompt" data-testid="prompt" data-decision=decision role="region" aria-label="Your decision">
                {body}
            </div>
        }
        .into_any()
    }
}
