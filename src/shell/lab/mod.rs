//! The designer's lab of a game: settings (players, a bot per seat, the
//! game's rulings or card list, games, seed), a run spread over Web Workers
//! with a live progress bar, and the results: the same report as `keeper
//! simulate --json`, charts, A/B against a kept run, exports, a link that
//! runs it again, and any game of the run in the replay viewer.

pub mod bars;
pub mod compare;
pub mod counts_table;
pub mod histogram;
pub mod lengths_ab;
pub mod of_game;
pub mod progress;
pub mod results;
pub mod runner;
pub mod screen;
pub mod state;
pub mod sweep;
pub mod sweep_chart;
pub mod sweep_state;
pub mod win_chart;

pub use of_game::{lab_screen_of, LabOf};
pub use progress::Progress;
pub use state::{Finished, LabState, MAX_GAMES};
