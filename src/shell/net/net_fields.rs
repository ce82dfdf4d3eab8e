//! The setup screen's network settings (any game), shown once a seat is
//! played from another device: how guests connect (`net-connect`: public
//! relays, a signalling server, or reply codes pasted by hand), the relays
//! (`net-relays`) or the server (`net-server`), the STUN servers
//! (`net-stun`) and a TURN server (`net-turn`, `net-turn-user`,
//! `net-turn-credential`).

use crate::shell::net::{Connect, NetSettings};
use crate::shell::plug::seats::SeatKind;
use leptos::prelude::*;

/// The fields, while one of `seats` is remote; saved on this device as typed.
#[component]
pub fn NetFields(
    /// Who plays each seat.
    seats: Signal<Vec<SeatKind>>,
) -> impl IntoView {
    let settings = RwSignal::new(NetSettings::load());
    let edit = move |f: &dyn Fn(&mut NetSettings)| {
        settings.update(|s| f(s));
        settings.with_untracked(NetSettings::save);
    };
    let remote = move || seats.with(|s| s.contains(&SeatKind::Remote));
    // One field of the settings: its id (also its `data-testid`), label,
    // placeholder, and how it reads and writes the settings.
    let field = move |id: &'static str,
                      label: &'static str,
                      placeholder: &'static str,
                      get: fn(&NetSettings) -> String,
                      set: fn(&mut NetSettings, String)| {
        view! {
            <label for=id>{label}</label>
            <input
                id=id
                data-testid=id
                type="text"
                autocomplete="off"
                placeholder=placeholder
                prop:value=move || settings.with(get)
                on:input=move |ev| {
                    let v = event_target_value(&ev);
                    edit(&|s| set(s, v.clone()));
                }
            />
        }
    };
    let way = move || settings.with(NetSettings::way);
    let pick = move |v: String| {
        let c = match v.as_str() {
            "server" => Connect::Server,
            "codes" => Connect::Codes,
            _ => Connect::Relays,
        };
        edit(&|s| s.connect = Some(c));
    };
    view! {
        <Show when=remote>
            <fieldset class="net-fields">
                <legend>"Players at their own devices"</legend>
                <p class="hint">"This device keeps the game; each remote seat gets an invitation link at the table (and the table one link and a QR code for anyone to take a free seat)."</p>
                <label for="net-connect">"How they connect"</label>
                <select id="net-connect" data-testid="net-connect" on:change=move |ev| pick(event_target_value(&ev))>
                    <option value="relays" selected=move || way() == Connect::Relays>"Public relays: one tap, back by itself after a reload"</option>
                    <option value="server" selected=move || way() == Connect::Server>"A signalling server you run (matchbox_server)"</option>
                    <option value="codes" selected=move || way() == Connect::Codes>"No internet: reply codes pasted by hand"</option>
                </select>
                <p class="hint">{move || match way() {
                    Connect::Relays => "The devices meet through a few public Nostr relays, which see only a random topic and sealed bytes (AES-GCM under a key only the invitation holds), then talk directly.",
                    Connect::Server => "Invitations connect in one click and reconnect by themselves through your server.",
                    Connect::Codes => "Each guest sends back a reply code you paste; after a reload, a new invitation.",
                }}</p>
                <Show when=move || way() == Connect::Relays>
                    {field("net-relays", "Relays (wss:// addresses, commas between)", "wss://relay.damus.io, wss://nos.lol", |s| s.relays.clone(), |s, v| s.relays = v)}
                </Show>
                <Show when=move || way() == Connect::Server>
                    {field("net-server", "Signalling server", "ws://192.168.1.20:3536", |s| s.server.clone(), |s, v| s.server = v.trim().to_string())}
                </Show>
                {field("net-stun", "STUN servers (empty: none, enough on one network)", "", |s| s.stun.clone(), |s, v| s.stun = v)}
                <details class="net-turn">
                    <summary>"TURN server (phones on mobile data)"</summary>
                    <p class="hint">"When no direct path exists (some mobile networks), a TURN server passes the data on: coturn (a Debian package) or a hosted one. Its address and login travel with the invitation."</p>
                    {field("net-turn", "TURN server", "turn:turn.example.org:3478", |s| s.turn.clone(), |s, v| s.turn = v.trim().to_string())}
                    {field("net-turn-user", "TURN user name", "", |s| s.turn_user.clone(), |s, v| s.turn_user = v)}
                    {field("net-turn-credential", "TURN credential", "", |s| s.turn_credential.clone(), |s, v| s.turn_credential = v)}
                    <label class="check">
                        <input type="checkbox" data-testid="net-turn-only" prop:checked=move || settings.with(|s| s.turn_only)
                            on:change=move |ev| { let on = event_target_checked(&ev); edit(&|s| s.turn_only = on); } />
                        "Only through the TURN server (to check it)"
                    </label>
                </details>
            </fieldset>
        </Show>
    }
}
