//! localStorage: saved games (keys `keep-table.<game>.…`), preferences, and
//! the copy of an unreadable save (kept so that nothing is lost); and the
//! tab's sessionStorage, for what stays with one tab (the setup form as
//! typed). Blocked storage never stops play.

use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

/// Key of the bot delay preference.
pub const DELAY_KEY: &str = "keep-table.bot-delay-ms";

/// localStorage, when the browser lets the page reach it (it throws in
/// some private modes and when blocked by the browser's settings).
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// True when localStorage can be reached at all (a full one can).
pub fn reachable() -> bool {
    local().is_some()
}

/// True when localStorage can be written: reached, and a probe key can be
/// written and removed (a zero quota, as some private modes have, cannot).
/// Its answer is kept for [`keeps_everything`].
pub fn available() -> bool {
    let ok = local().is_some_and(|s| {
        s.set_item("keep-table.probe", "1")
            .and_then(|_| s.remove_item("keep-table.probe"))
            .is_ok()
    });
    if ok {
        PROBED.store(true, Relaxed);
    } else {
        REFUSED.store(true, Relaxed);
    }
    ok
}

/// Reads a raw string; `None` when missing or storage is blocked.
pub fn read(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Set once a write to localStorage (or [`available`]'s probe) has been
/// refused on this page.
static REFUSED: AtomicBool = AtomicBool::new(false);

/// Set once [`available`]'s probe has been written and removed.
static PROBED: AtomicBool = AtomicBool::new(false);

/// Writes a raw string; false when storage is blocked or full.
pub fn write(key: &str, value: &str) -> bool {
    let done = local().is_some_and(|s| s.set_item(key, value).is_ok());
    if !done {
        REFUSED.store(true, Relaxed);
    }
    done
}

/// True while everything this page wrote has been kept: storage can be
/// written and has refused nothing since the page opened. Otherwise what
/// the page holds may exist nowhere else, and leaving the page loses it.
/// A flag read once storage has been probed (the page probes it as it
/// starts), so screen changes do no storage work to ask.
pub fn keeps_everything() -> bool {
    !REFUSED.load(Relaxed) && (PROBED.load(Relaxed) || available())
}

/// Removes a key (no error when storage is blocked).
pub fn remove(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
}

/// The tab's sessionStorage: it stays through a reload and a visit to
/// another page of the app in the same tab, and goes with the tab.
fn tab() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// Reads a raw string of the tab's storage; `None` when missing or blocked.
pub fn read_tab(key: &str) -> Option<String> {
    tab()?.get_item(key).ok().flatten()
}

/// Writes a raw string to the tab's storage; false when blocked or full.
pub fn write_tab(key: &str, value: &str) -> bool {
    tab().is_some_and(|s| s.set_item(key, value).is_ok())
}
