//! The setup screen's network settings (any game), shown once a seat is
//! played from another device: the signalling server (`net-server`; empty:
//! no server, reply codes are pasted) and the STUN servers (`net-stun`).

use crate::shell::net::NetSettings;
use crate::shell::seats::SeatKind;
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
    view! {
        <Show when=remote>
            <fieldset class="net-fields">
                <legend>"Players at their own devices"</legend>
                <p class="hint">"This device keeps the game; each remote seat gets an invitation link at the table. With no server, each guest sends back a reply code you paste; with a signalling server (matchbox_server), invitations connect in one click and reconnect by themselves."</p>
                {field("net-server", "Signalling server (empty: none)", "ws://192.168.1.20:3536", |s| s.server.clone(), |s, v| s.server = v.trim().to_string())}
                {field("net-stun", "STUN servers (empty: none, enough on one network)", "", |s| s.stun.clone(), |s, v| s.stun = v)}
            </fieldset>
        </Show>
    }
}
