//! What the table asks of the person holding the device, for any game: the
//! privacy screen before a hand is passed, a status line while someone else
//! decides, the game's own prompt for the viewer's decision, and the
//! game-over panel.

use crate::shell::plug::game::GameUi;
use crate::shell::plug::game::TableCtx;
use crate::shell::store::seating::Stage;
use crate::shell::table::game_over::game_over;
use leptos::prelude::*;

/// The prompt area of the table `t` (the dock places it above the hand).
pub fn prompt_area<G: GameUi>(t: TableCtx<G>) -> impl IntoView {
    // The stage, with every "someone else decides" as one: while others
    // move in turn, the status line stays and only its words change.
    // A decision the table itself asks (a turn played from the hand) is
    // one with them: the line says "your turn", and choices made on the
    // table (a card selected) leave it alone.
    let shape = Memo::new(move |_| match t.stage().get() {
        Stage::Waiting(_) => Stage::Waiting(0),
        Stage::Decide(d) if G::prompt(t, d).is_none() => Stage::Waiting(0),
        other => other,
    });
    // The status line: `status` while someone else decides, `your-turn`
    // while the viewer plays from the table itself (a game with no prompt
    // for that decision). The same line either way, so the table below it
    // does not move from turn to turn.
    let status_line = move || {
        view! {
            <div
                class="status"
                data-testid=move || if matches!(t.stage().get(), Stage::Waiting(_)) { "status" } else { "your-turn" }
                role="status"
                aria-live="polite"
            >
                {move || match t.stage().get() {
                    Stage::Waiting(s) => format!(
                        "{} {}",
                        t.name(s),
                        if t.thinking() == Some(s) { "is thinking…" } else { G::TO_MOVE }
                    ),
                    Stage::Decide(_) => t.viewer().get().map(|s| format!("Your turn, {}.", t.name(s))).unwrap_or_default(),
                    _ => String::new(),
                }}
            </div>
        }
        .into_any()
    };
    move || {
        let (decision, body) = match shape.get() {
            Stage::Over => return game_over(t).into_any(),
            Stage::Waiting(_) => return status_line(),
            Stage::PassDevice(s) => (
                "pass_device",
                view! {
                    <p class="prompt-text">{format!("Pass the device to {}. Everyone else, look away!", t.name(s))}</p>
                    <button class="primary" data-testid="ready" on:click=move |_| if let Some(l) = t.local() { l.ready.run(()) }>
                        {format!("I am {}: show my hand", t.name(s))}
                    </button>
                }
                .into_any(),
            ),
            Stage::Decide(d) => match G::prompt(t, d) {
                Some(p) => (p.decision, (p.body)()),
                None => return status_line(),
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
