//! Keep Table: the browser playtest app (Leptos, client-side rendered).
//!
//! - [`shell`]: everything done the same for every game (the frame,
//!   saves, share links, seats and pass-and-play, the bot driver, the log,
//!   notes and report); it knows no game.
//! - [`games`]: one folder per game with that game's own screens, each
//!   plugged into the shell through [`shell::kit::GameUi`], and the list of games.
//!
//! See `ARCHITECTURE.md` for the layers and the path of a click.

pub mod games;
pub mod shell;

/// Starts the main page: the panic panel, then the picker, with every
/// game's saves and backups (a game's screens open its own page).
pub fn start() {
    shell::start(games::all(), shell::frame::routing::Page::Home);
}

/// Starts game `G`'s own page (`play-<game>.html`, which the picker opens):
/// its setup, table and other screens, with that game's wasm alone.
pub fn start_play<G: shell::kit::GameUi>() {
    shell::start_play::<G>();
}

/// Starts game `G`'s host page (`host-<game>.html`, which its own page
/// opens for a table with a seat played from another device).
pub fn start_host<G: shell::kit::GameUi>() {
    shell::start_host::<G>();
}

/// Starts game `G`'s guest page (`guest-<game>.html`, which its invitation
/// links open): that game's guest screen alone.
pub fn start_guest<G: shell::kit::GameUi>() {
    shell::start_guest::<G>();
}

/// Starts the lab page's app: the same, with every game's lab and replay
/// viewer (lab and replay links, and the main page's Lab and Replay
/// buttons, open the page that holds them).
pub fn start_lab() {
    shell::start(games::with_tools(), shell::frame::routing::Page::Tools);
}
