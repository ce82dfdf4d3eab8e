//! The page and its start-up: the app component, the picker and its backups
//! panel, and each game's entry (the one place that wires every room and
//! feature together).

pub mod backups;
pub mod entry;
pub mod page;
pub mod picker;
