//! The shell: everything the app does the same for every game, written once
//! and knowing no game. A game plugs in through [`GameUi`] and reaches its
//! table only through [`TableCtx`] (views, never positions).
//!
//! - the frame and start-up: [`app`], [`routing`], [`entry`], [`picker`];
//! - a game's state, settings, session and saves: [`state`], [`settings`],
//!   [`session`], [`storage`];
//! - seats and pass-and-play: [`seats`], [`seating`], the setup pieces
//!   ([`setup`], [`seats_field`], [`seat_rows`], [`seed_field`], [`bot_delay`]);
//! - the table: [`table`], [`table_ctx`], [`seat_parts`], [`prompt`], [`game_over`],
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
pub mod entry;
pub mod game;
pub mod game_over;
pub mod log_panel;
pub mod markdown;
pub mod notes;
pub mod picker;
pub mod prompt;
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

pub use entry::{entry, GameEntry};
pub use game::{ActionOf, DecisionOf, EngineOf, GameUi, ViewOf};
pub use markdown::Markdown;
pub use prompt::prompt_area;
pub use routing::{Ctx, Screen};
pub use seating::Stage;
pub use settings::Settings;
pub use state::GameState;
pub use table_ctx::TableCtx;

/// Starts the app with `games`: the panic panel, then the page.
pub fn start(games: Vec<GameEntry>) {
    crash::install();
    leptos::mount::mount_to_body(move || leptos::view! { <app::App games=games /> });
}
