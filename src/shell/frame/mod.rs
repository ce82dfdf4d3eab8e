//! The page's frame: which screen shows and its address, the browser (storage,
//! clipboard, timers, the Web Workers), the panic panel, keyed lists and
//! Markdown; imports no other room.

pub mod browser;
pub mod copy_button;
pub mod crash;
pub mod kept_db;
pub mod keyed;
pub mod markdown;
pub mod qr;
pub mod routing;
pub mod storage;
pub mod worker;

/// The app's version as messages and records carry it: a guest of another
/// one is told to reload.
pub const APP_VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "/p4");
