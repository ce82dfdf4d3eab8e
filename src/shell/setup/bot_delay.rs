//! The bot speed choice, on every setup screen and table (remembered).

use crate::shell::frame::routing::Ctx;
use leptos::prelude::*;

/// The bot delays offered, in milliseconds.
pub const DELAYS: [(u32, &str); 5] = [
    (0, "Instant"),
    (250, "Fast"),
    (600, "Normal"),
    (1200, "Slow"),
    (2500, "Very slow"),
];

/// The bot speed `<select>` (`bot-delay`).
#[component]
pub fn BotDelay() -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <div class="field bot-delay">
            <label for="bot-delay">"Bot speed"</label>
            <select
                id="bot-delay"
                data-testid="bot-delay"
                on:change=move |ev| {
                    if let Ok(d) = event_target_value(&ev).parse::<u32>() {
                        ctx.delay_ms.set(d.min(5000));
                    }
                }
            >
                {DELAYS
                    .iter()
                    .map(|&(ms, label)| {
                        view! { <option value=ms.to_string() selected=move || ctx.delay_ms.get() == ms>{label}</option> }
                    })
                    .collect_view()}
            </select>
        </div>
    }
}
