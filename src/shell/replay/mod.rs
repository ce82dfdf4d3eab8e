//! The replay viewer, for any game: step through a finished or saved game
//! move by move (first, back, forward, last, a slider, ← and →) from one
//! seat's view or, once the game is over, the view every player shares,
//! with the log lines of the step highlighted. The game's own table screens
//! draw it, read-only, from the chosen view alone: as a seat's view it
//! cannot show another seat's hidden cards. Opened from game over, from the
//! lab, and from a link (`?replay=<game>&…&moves=…&step=57`).

pub mod controls;
pub mod hands;
pub mod moves;
pub mod screen;
pub mod state;

pub use screen::replay_screen;
pub use state::{Replay, ReplayState};
