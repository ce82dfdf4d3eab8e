//! The page's frame: which screen shows and its address, the browser (storage,
//! clipboard, timers), the panic panel, keyed lists and Markdown; imports no
//! other room.

pub mod browser;
pub mod crash;
pub mod keyed;
pub mod markdown;
pub mod routing;
pub mod storage;
