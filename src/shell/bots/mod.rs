//! The bots: moving a table's bots one at a time, and the Web Worker that
//! searches and plays lab games.

pub mod bot_driver;
pub mod worker;
