//! Keep's marker type, through which the shell knows the game (a file of
//! its own, so that no import circle goes through the game's `mod.rs`).

/// Keep, as the app plays it.
#[derive(Clone, Copy, Debug)]
pub struct Keep;
