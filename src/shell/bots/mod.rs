//! The bots: moving a table's bots one at a time (their searches and the
//! lab's games run in the Web Worker, `frame::worker`).

pub mod bot_driver;
