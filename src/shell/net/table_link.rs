//! The table's link, first in the host's invitations (any game): whoever
//! opens it takes a free seat under a name they type. Share (the phone's
//! share sheet, where it has one), Copy (saying "Copied"), and its QR code
//! full screen, over the whole table, so that showing it to the room never
//! shows the host's hand.

use crate::shell::frame::browser;
use crate::shell::frame::copy_button::CopyButton;
use crate::shell::frame::qr::qr_svg;
use leptos::html::Button;
use leptos::prelude::*;

/// The table's invitation link `link`, with its ways to pass it on.
#[component]
pub fn TableLink(
    /// The link.
    link: String,
) -> impl IntoView {
    let can_share = browser::can_share();
    let qr = qr_svg(&link, "net-qr");
    let open = RwSignal::new(false);
    let close_button = NodeRef::<Button>::new();
    let show_button = NodeRef::<Button>::new();
    // The dialog's Close takes the focus; closed, it goes back to "Show".
    Effect::new(move |was: Option<bool>| {
        let now = open.get();
        if now {
            if let Some(b) = close_button.get() {
                let _ = b.focus();
            }
        } else if was == Some(true) {
            if let Some(b) = show_button.get_untracked() {
                let _ = b.focus();
            }
        }
        now
    });
    let share = {
        let link = link.clone();
        move |_| {
            browser::share_link("Join my Keep Table game", &link);
        }
    };
    let shown = link.clone();
    view! {
        <div class="net-invite net-table-invite" data-testid="net-table-invite" data-link=link.clone()>
            <p class="net-who"><strong>"Invite the table"</strong>": whoever opens this link takes a free seat under their own name"</p>
            <input type="text" readonly=true aria-label="The table's invitation link" prop:value=shown />
            <div class="net-share">
                {can_share.then(|| view! {
                    <button class="primary" data-testid="share-table" data-link=link.clone() on:click=share>"Share"</button>
                })}
                <CopyButton text=link.clone() label="Copy link" testid="copy-table".to_string()
                    class=if can_share { "secondary" } else { "primary" } />
                <button class="secondary" data-testid="qr-show" node_ref=show_button on:click=move |_| open.set(true)>"Show QR code"</button>
            </div>
            <Show when=move || open.get()>
                <div class="qr-fullscreen" data-testid="qr-fullscreen" role="dialog" aria-modal="true" aria-labelledby="qr-title"
                    on:keydown=move |ev| if ev.key() == "Escape" { open.set(false) }>
                    <p id="qr-title">"Scan with a phone's camera to join the table"</p>
                    <div class="net-qr" role="img" aria-label="QR code of the table's link" inner_html=qr.clone()></div>
                    <button class="primary" data-testid="qr-close" node_ref=close_button on:click=move |_| open.set(false)>"Close"</button>
                </div>
            </Show>
        </div>
    }
}
