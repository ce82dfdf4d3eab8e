//! A game's own page without networking (`play-<game>.html`): a table or a
//! setup with a seat played from another device goes to the game's host
//! page (`host-<game>.html`, the same screens with hosting), which opens it
//! from what this tab and this browser keep (the setup form as typed, the
//! saved game). So a phone that plays against bots or pass-and-play never
//! downloads the hosting code.
//!
//! Invariant: this file names nothing of `shell::net` or `keep_net`'s
//! hosting; what a page without hosting shows of remote seats is written
//! here.

use crate::shell::frame::routing::Screen;
use crate::shell::frame::{browser, storage};
use crate::shell::plug::game::{EngineOf, GameUi};
use crate::shell::plug::seats::SeatKind;
use crate::shell::store::state::GameState;
use crate::shell::table::screen::TableFeatures;
use keep_core::Engine;
use keep_net::SeatState;
use leptos::prelude::*;
use std::time::Duration;

/// Opens game `G`'s host page at `screen`, in place of this page in the
/// history (this page was only on its way there: Back from the host page
/// goes where this page came from, not to a page that would send it on
/// again).
fn open_host_page<G: GameUi>(screen: Screen) {
    // After the effects of this change have run (the save among them).
    set_timeout(
        move || {
            browser::go_to_page(
                &browser::host_page_file(EngineOf::<G>::GAME),
                "",
                &screen.hash(),
                true,
            )
        },
        Duration::ZERO,
    );
}

/// The setup screen's fields while a seat is played from another device:
/// none here; the form as typed goes to the host page, which shows them.
/// When the tab cannot keep the form, it says so and stays.
pub fn setup_fields<G: GameUi>(seats: Signal<Vec<SeatKind>>) -> AnyView {
    let remote = move || seats.with(|s| s.contains(&SeatKind::Remote));
    let kept = RwSignal::new(true);
    Effect::new(move || {
        if remote() {
            let moved = GameState::<G>::get().keep_form_in_tab();
            kept.set(moved);
            if moved {
                open_host_page::<G>(Screen::Setup(EngineOf::<G>::GAME));
            }
        }
    });
    view! {
        <Show when=remote>
            <p class="hint net-moving" role="status">
                {move || if kept.get() {
                    "Opening the host's page, which invites the players at their own devices…"
                } else {
                    "Players at their own devices are invited from the host's page, and this browser cannot carry this form there (its storage is blocked): open the host's page from the picker's link and set the game up there."
                }}
            </p>
        </Show>
    }
    .into_any()
}

/// What a game's own page adds to its table: a table with a remote seat
/// (a hosted game saved, or a backup of one restored) opens the host page,
/// which hosts it; nobody is present from elsewhere, and no guest sent
/// notes here.
pub struct ToHostPage;

/// True when game `G`'s table has a seat played from another device.
fn has_remote<G: GameUi>(state: GameState<G>) -> bool {
    state
        .read(|l| l.settings.deal.seats.contains(&SeatKind::Remote))
        .unwrap_or(false)
}

impl<G: GameUi> TableFeatures<G> for ToHostPage {
    type Hosted = ();
    fn host(state: GameState<G>) {
        Effect::new(move || {
            // Only a game this browser has kept can open elsewhere.
            if has_remote(state) && storage::keeps_everything() {
                open_host_page::<G>(Screen::Table(EngineOf::<G>::GAME));
            }
        });
    }
    fn presence((): ()) -> Signal<Vec<SeatState>> {
        Signal::stored(Vec::new())
    }
    fn panel((): (), _names: Signal<Vec<String>>) -> AnyView {
        let state = GameState::<G>::get();
        let remote = move || has_remote(state);
        view! {
            <Show when=remote>
                <p class="hint net-moving" role="status">
                    {move || if storage::keeps_everything() {
                        "Opening the host's page, which invites the players at their own devices…"
                    } else {
                        "This table has seats played from other devices, which the host's page invites; this browser has not kept the game (its storage refused it), so it stays here: export a backup from the picker to keep it."
                    }}
                </p>
            </Show>
        }
        .into_any()
    }
}
