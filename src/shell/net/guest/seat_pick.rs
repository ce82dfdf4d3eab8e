//! Taking a seat through the table's link: the name to sit under (typed
//! once, remembered on this device), then the seats nobody plays now, one
//! button each.

use crate::shell::frame::storage;
use keep_net::host::NAME_CHARS;
use keep_net::seat_name;
use leptos::prelude::*;

/// Key of the name this device last sat under.
const NAME_KEY: &str = "keep-table.guest-name";

/// The name typed for the seat, made fit for one (`None`: keep the seat's).
pub fn typed_name() -> Option<String> {
    storage::read(NAME_KEY).as_deref().and_then(seat_name)
}

/// "Take a seat": shown while `free` has seats; a tap asks the host for the
/// seat through `claim`, with the name typed.
#[component]
pub fn SeatPick(
    /// The seats free to take, and their names.
    free: Signal<Vec<(u8, String)>>,
    /// Asks the host for a seat, under a name.
    claim: Callback<(u8, Option<String>)>,
) -> impl IntoView {
    let name = RwSignal::new(storage::read(NAME_KEY).unwrap_or_default());
    let take = move |seat: u8| {
        let typed = name.with_untracked(|n| seat_name(n));
        storage::write(NAME_KEY, typed.as_deref().unwrap_or_default());
        claim.run((seat, typed));
    };
    view! {
        <Show when=move || free.with(|f| !f.is_empty())>
            <section class="seat-pick" aria-labelledby="seat-pick-title">
                <h2 id="seat-pick-title">"Take a seat"</h2>
                <label class="seat-pick-name">
                    "Your name (the table sees it)"
                    <input type="text" data-testid="seat-pick-name" maxlength=NAME_CHARS.to_string() autocomplete="nickname"
                        prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
                </label>
                <p class="hint">"Nobody plays these seats now; tap yours to play it from this device."</p>
                <div class="choices">
                    {move || free.get().into_iter().map(|(s, seat_name)| view! {
                        <button class="primary" data-testid=format!("seat-pick-{s}") on:click=move |_| take(s)>
                            {format!("{seat_name} (seat {})", s + 1)}
                        </button>
                    }).collect_view()}
                </div>
            </section>
        </Show>
    }
}
