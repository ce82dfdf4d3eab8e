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
    view! {
        <Show when=remote>
            <fieldset class="net-fields">
                <legend>"Players at their own devices"</legend>
                <p class="hint">"This device keeps the game; each remote seat gets an invitation link at the table. With no server, each guest sends back a reply code you paste; with a signalling server (matchbox_server), invitations connect in one click and reconnect by themselves."</p>
                <label for="net-server">"Signalling server (empty: none)"</label>
                <input
                    id="net-server"
                    data-testid="net-server"
                    type="text"
                    autocomplete="off"
                    placeholder="ws://192.168.1.20:3536"
                    prop:value=move || settings.with(|s| s.server.clone())
                    on:input=move |ev| {
                        let v = event_target_value(&ev);
                        edit(&|s| s.server = v.trim().to_string());
                    }
                />
                <label for="net-stun">"STUN servers (empty: none, enough on one network)"</label>
                <input
                    id="net-stun"
                    data-testid="net-stun"
                    type="text"
                    autocomplete="off"
                    prop:value=move || settings.with(|s| s.stun.clone())
                    on:input=move |ev| {
                        let v = event_target_value(&ev);
                        edit(&|s| s.stun = v.clone());
                    }
                />
            </fieldset>
        </Show>
    }
}
