//! localStorage: saved games (keys `keep-table.<game>.…`), preferences, and
//! the copy of an unreadable save (kept so that nothing is lost). Blocked
//! storage never stops play.

use gloo_storage::{LocalStorage, Storage};

/// Key of the bot delay preference.
pub const DELAY_KEY: &str = "keep-table.bot-delay-ms";

/// True when localStorage can be used (it throws in some private modes and
/// when blocked by the browser's settings).
pub fn available() -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    match w.local_storage() {
        Ok(Some(s)) => s
            .set_item("keep-table.probe", "1")
            .and_then(|_| s.remove_item("keep-table.probe"))
            .is_ok(),
        _ => false,
    }
}

/// Reads a raw string; `None` when missing or storage is blocked.
pub fn read(key: &str) -> Option<String> {
    if !available() {
        return None;
    }
    LocalStorage::raw().get_item(key).ok().flatten()
}

/// Writes a raw string; false when storage is blocked or full.
pub fn write(key: &str, value: &str) -> bool {
    available() && LocalStorage::raw().set_item(key, value).is_ok()
}

/// Removes a key (no error when storage is blocked).
pub fn remove(key: &str) {
    if available() {
        let _ = LocalStorage::raw().remove_item(key);
    }
}
