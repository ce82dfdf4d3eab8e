//! The connection line every networked page shows (`net-status`).

use leptos::prelude::*;

/// Who this page is, and how its connection stands (`connecting`,
/// `connected`, `reconnecting`, `closed`).
#[component]
pub fn NetStatus(
    /// `host` or `guest`.
    role: &'static str,
    /// The guest's seat (`None`: the host, or a spectator).
    seat: Option<u8>,
    /// How the connection stands.
    state: Signal<&'static str>,
    /// How guests connect: `relays`, `server` or `codes`.
    via: &'static str,
) -> impl IntoView {
    let words = move || match (role, state.get()) {
        ("host", "connected") => "Hosting: this device keeps the game.",
        ("host", "connecting") if via == "relays" => "Hosting: meeting the guests on the relays…",
        ("host", "connecting") => "Hosting: opening the room…",
        ("host", "reconnecting") if via == "relays" => "Hosting: no relay answers; trying again…",
        ("host", "reconnecting") => "Hosting: the room's server is gone; trying again…",
        ("host", _) if via == "relays" => "Hosting: no relay can be reached.",
        ("host", _) => "Hosting: the room's server cannot be reached.",
        (_, "connected") => "Connected to the host.",
        (_, "connecting") => "Connecting to the host…",
        (_, "reconnecting") => "The host is away: reconnecting…",
        _ => "Not connected to the host.",
    };
    view! {
        <p
            class="net-status"
            data-testid="net-status"
            data-role=role
            data-seat=seat.map(|s| s.to_string()).unwrap_or_default()
            data-state=move || state.get()
            data-via=via
            role="status"
        >
            {words}
        </p>
    }
}
