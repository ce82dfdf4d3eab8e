//! Keep'n Swap's marker type, through which the shell knows the game (a file of
//! its own, so that no import circle goes through the game's `mod.rs`).

/// Keep'n Swap, as the app plays it.
#[derive(Clone, Copy, Debug)]
pub struct KeepNSwap;
