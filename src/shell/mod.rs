//! The shell: everything the app does the same for every game, written once
//! and knowing no game. It is a few rooms, each a folder named after what it
//! holds; `scripts/check-layers.py` holds the table of which room may import
//! which (printed in `ARCHITECTURE.md`), and fails on anything else.
//!
//! - [`kit`]: the door, the only module a game imports;
//! - [`frame`]: routing, the browser, the panic panel, keyed lists, Markdown;
//! - [`plug`]: the plug-in contract and a game as the shell lists it;
//! - [`store`]: a game's state, session, saves, share links, marks, report;
//! - [`bots`]: the bot driver and the Web Worker;
//! - [`setup`], [`table`]: the two screens every game has;
//! - the features, which the rooms above never import: [`net`] (play from
//!   several devices), [`lab`], [`replay`], [`campaign`] (playtest
//!   campaigns: made in the lab);
//! - [`app`]: the page, the picker and each game's entry, the one room that
//!   wires the features in.

pub mod app;
pub mod bots;
pub mod campaign;
pub mod frame;
pub mod kit;
pub mod lab;
pub mod net;
pub mod plug;
pub mod replay;
pub mod setup;
pub mod store;
pub mod table;

use frame::{browser, crash, routing::Page};
use plug::plugged::GameEntry;

/// Starts the app with `games` (on the lab page, with their lab and replay
/// viewer) as page `page`: the panic panel, then the page.
///
/// The page's first paint (`#boot`, drawn before the app had loaded) is
/// replaced once the browser has reported it as the page's largest paint
/// (`index.html` marks it), or after a quarter of a second at most: the
/// app's picker, drawn over it the same, is then no new paint (Lighthouse
/// measured the largest paint at 3.3 s instead of 1 s when the app replaced
/// it at once).
pub fn start(games: Vec<GameEntry>, page: Page) {
    let campaigns = match page {
        Page::Tools => app::page::Campaigns::HOSTED,
        _ => app::page::Campaigns::COUNTED,
    };
    start_with(games, page, app::backups::backups, Some(campaigns));
}

/// [`start`], its picker's backups panel drawn by `backups`: a game's own
/// and host page export only (their picker shows only when this browser's
/// storage refused the game, which an import could not store either), so
/// their wasm holds no import. A page given `campaigns` plays playtest
/// campaigns' tables (the host pages and the lab page); a game's own page
/// holds none of that code (`index.html` sends a campaign's table to its
/// host page).
fn start_with(
    games: Vec<GameEntry>,
    page: Page,
    backups: fn() -> leptos::prelude::AnyView,
    campaigns: Option<app::page::Campaigns>,
) {
    crash::install();
    when_boot_shown(25, move || {
        let picked = browser::take_boot();
        leptos::mount::mount_to_body(move || {
            leptos::prelude::provide_context(app::backups::Panel(backups));
            leptos::view! { <app::page::App games=games picked=picked page=page campaigns=campaigns /> }
        });
    });
}

/// Starts game `G`'s own page (`play-<game>.html`, which the picker opens):
/// its setup, table and other screens, with that game alone and no
/// hosting (a remote seat opens its host page).
pub fn start_play<G: plug::game::GameUi>() {
    let game = app::entry::entry_without_hosting::<G>();
    start_with(
        vec![game],
        Page::Game(game.id),
        app::backups::export_only,
        None,
    );
}

/// Starts game `G`'s host page (`host-<game>.html`, which its own page
/// opens for a table with a seat played from another device): the same
/// screens, hosting that table, and the table of a playtest campaign.
pub fn start_host<G: plug::game::GameUi>() {
    let game = app::entry::entry::<G>();
    start_with(
        vec![game],
        Page::Game(game.id),
        app::backups::export_only,
        Some(app::page::Campaigns::HOSTED),
    );
}

/// Starts game `G`'s guest page: the panic panel, then the page
/// ([`app::guest_app::guest_app`]), over the first paint as [`start`] does.
pub fn start_guest<G: plug::game::GameUi>() {
    crash::install();
    when_boot_shown(25, move || {
        let _ = browser::take_boot();
        leptos::mount::mount_to_body(app::guest_app::guest_app::<G>);
    });
}

/// Runs `f` once the first paint has been shown (checking every 10 ms, at
/// most `tries` times).
fn when_boot_shown(tries: u32, f: impl FnOnce() + 'static) {
    if tries == 0 || browser::boot_shown() {
        f();
    } else {
        leptos::prelude::set_timeout(
            move || when_boot_shown(tries - 1, f),
            std::time::Duration::from_millis(10),
        );
    }
}
