//! The shell: everything the app does the same for every game, written once
//! and knowing no game. A game plugs in through [`GameUi`] and reaches its
//! table only through [`TableCtx`] (views, never positions).
//!
//! - the frame and start-up: [`app`], [`routing`], [`entry`], [`picker`];
//! - a game's state, settings, session and saves: [`state`], [`settings`],
//!   [`session`], [`storage`];
//! - seats and pass-and-play: [`seats`], [`seating`], the setup pieces
//!   ([`setup`], [`seats_field`], [`seat_rows`], [`seed_field`], [`bot_delay`]);
//! - the table: [`table`], [`table_ctx`], [`seat_parts`], [`dock`], [`prompt`], [`game_over`],
//!   [`log_panel`], [`notes`], [`rules_panel`] (with [`markdown`]), [`bot_driver`];
//! - share links, reports and backups: [`share`], [`report`], [`backup`] ([`backups`]);
//! - the browser: [`browser`], [`crash`].

pub mod app;
pub mod backup;
pub mod backups;
pub mod bot_delay;
pub mod bot_driver;
pub mod browser;
pub mod crash;
pub mod dock;
pub mod entry;
pub mod game;
pub mod game_over;
pub mod keyed;
pub mod lab;
pub mod log_panel;
pub mod mark_panel;
pub mod markdown;
pub mod marks;
pub mod net;
pub mod notes;
pub mod options;
pub mod picker;
pub mod plugged;
pub mod prompt;
pub mod replay;
pub mod report;
pub mod routing;
pub mod rules_panel;
pub mod seat_parts;
pub mod seat_rows;
pub mod seating;
pub mod seats;
pub mod seats_field;
pub mod seed_field;
pub mod session;
pub mod settings;
pub mod setup;
pub mod share;
pub mod state;
pub mod storage;
pub mod table;
pub mod table_ctx;
pub mod variant_badge;
pub mod variant_form;
pub mod worker;

pub use dock::dock;
pub use entry::entry;
pub use game::{ActionOf, DecisionOf, EngineOf, GameUi, Prompt, ViewOf};
pub use markdown::Markdown;
pub use options::GameOptions;
pub use plugged::GameEntry;
pub use prompt::prompt_area;
pub use routing::{Ctx, Screen};
pub use seating::Stage;
pub use settings::Settings;
pub use state::GameState;
pub use table_ctx::TableCtx;

/// Starts the app with `games` (on the lab page, with their lab and replay
/// viewer) and, on the guest page, every game's guest page: the panic
/// panel, then the page.
///
/// The page's first paint (`#boot`, drawn before the app had loaded) is
/// replaced once the browser has reported it as the page's largest paint
/// (`index.html` marks it), or after a quarter of a second at most: the
/// app's picker, drawn over it the same, is then no new paint (Lighthouse
/// measured the largest paint at 3.3 s instead of 1 s when the app replaced
/// it at once).
pub fn start(games: Vec<GameEntry>) {
    crash::install();
    when_boot_shown(25, move || {
        let picked = browser::take_boot();
        leptos::mount::mount_to_body(
            move || leptos::view! { <app::App games=games picked=picked /> },
        );
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
