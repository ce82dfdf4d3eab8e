//! Keep Table: the browser playtest app (Leptos, client-side rendered).
//!
//! One component per file; the pure logic (saved sessions, share links,
//! reports) lives in plain modules that the native tests cover, and the
//! browser-facing parts are tested in Chromium by `tests/web.rs` and the
//! Playwright suite.

pub mod app;
pub mod bot_driver;
pub mod browser;
pub mod card;
pub mod centre;
pub mod crash;
pub mod game_over;
pub mod game_session;
pub mod hand;
pub mod keep_game;
pub mod keep_n_swap;
pub mod log_panel;
pub mod notes;
pub mod picker;
pub mod prompt;
pub mod report;
pub mod rules_panel;
pub mod seat;
pub mod seat_rows;
pub mod seats;
pub mod session;
pub mod setup;
pub mod share;
pub mod star_crew;
pub mod storage;
pub mod table;
pub mod table_shell;

/// Starts the app: the panic panel, then the page.
pub fn start() {
    crash::install();
    leptos::mount::mount_to_body(app::App);
}
