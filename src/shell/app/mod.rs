//! The pages and their start-up: the app component, a game's guest page,
//! the picker and its backups panel, and each game's entry (the one place
//! that wires every room and feature together), and what a game's own page
//! has in place of hosting.

pub mod backups;
pub mod chrome;
pub mod entry;
pub mod guest_app;
pub mod page;
pub mod picker;
pub mod to_host;
