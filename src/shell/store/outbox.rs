//! The games waiting to reach their designers, on this device: a campaign
//! table's sealed records ([`keep_net::outbox`]) kept in localStorage until
//! enough relays stored them, whichever game's page sends them, and how
//! many are waiting ([`Waiting`], which the table's Notes, the campaign's
//! line on the setup screen and the picker show). Every change reads the
//! outbox afresh first, so that two tabs add to it and never over each
//! other. Backups carry it.

use crate::shell::frame::storage;
use keep_net::outbox::Outbox;
use leptos::prelude::*;

/// Where the outbox is kept.
pub const KEY: &str = "keep-table.outbox";
/// Where an outbox that could not be read is set aside (never lost).
const UNREADABLE_KEY: &str = "keep-table.outbox.unreadable";

/// The outbox as stored (empty when there is none; an unreadable one is
/// set aside under its own key, and reads as empty).
pub fn read() -> Outbox {
    let Some(text) = storage::read(KEY) else {
        return Outbox::default();
    };
    Outbox::read(&text).unwrap_or_else(|_| {
        storage::write(UNREADABLE_KEY, &text);
        storage::remove(KEY);
        Outbox::default()
    })
}

/// How many games wait, read without the outbox's types (a game's own
/// page, which sends nothing, only counts).
pub fn count() -> usize {
    storage::read(KEY)
        .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
        .and_then(|v| v["items"].as_array().map(Vec::len))
        .unwrap_or(0)
}

/// Changes the outbox as stored now (`f` returns what it says), keeps it,
/// and updates the page's count. False in the second place when it could
/// not be kept.
pub fn change<T>(f: impl FnOnce(&mut Outbox) -> T) -> (T, bool) {
    let mut outbox = read();
    let out = f(&mut outbox);
    let kept = if outbox.items.is_empty() {
        storage::remove(KEY);
        true
    } else {
        storage::write(KEY, &outbox.write())
    };
    if let Some(w) = Waiting::get() {
        w.count.set(outbox.waiting());
    }
    (out, kept)
}

thread_local! {
    /// The page's count (its callbacks from workers and timers run
    /// outside any reactive owner, so it is not a context).
    static PAGE: std::cell::Cell<Option<Waiting>> = const { std::cell::Cell::new(None) };
}

/// How many games wait to reach their designers, for the page (made once
/// on the pages that play games).
#[derive(Clone, Copy)]
pub struct Waiting {
    /// Records not yet stored by enough relays.
    pub count: RwSignal<usize>,
    /// Records that reached their designers from this page since it opened.
    pub sent: RwSignal<usize>,
}

impl Waiting {
    /// Creates the page's count, following the outbox as other tabs change
    /// it.
    pub fn provide() {
        let w = Waiting {
            count: RwSignal::new(count()),
            sent: RwSignal::new(0),
        };
        PAGE.set(Some(w));
        let listener = window_event_listener(leptos::ev::storage, move |e| {
            if e.key().is_none_or(|k| k == KEY) {
                w.count.set(count());
            }
        });
        on_cleanup(move || listener.remove());
    }

    /// The page's count, if it has one.
    pub fn get() -> Option<Waiting> {
        PAGE.get()
    }
}

/// The count in words: `2 games are waiting to reach the designer`.
pub fn words(count: usize, sent: usize) -> String {
    match (count, sent) {
        (0, 0) => "No game is waiting to reach the designer.".into(),
        (0, 1) => "This table's game reached the designer.".into(),
        (0, n) => format!("This table's {n} games reached the designer."),
        (1, _) => "1 game is waiting to reach the designer: it is sent again until two relays keep it.".into(),
        (n, _) => format!("{n} games are waiting to reach the designer: they are sent again until two relays keep each."),
    }
}

/// The count in words on the picker (which sends nothing itself):
/// `2 games are waiting to reach the designer: open a game to send them.`
/// (`public/picker.js` says the same before the app has loaded).
pub fn picker_words(count: usize) -> String {
    match count {
        1 => "1 game is waiting to reach the designer: open a game to send it.".into(),
        n => format!("{n} games are waiting to reach the designer: open a game to send them."),
    }
}

/// The count's line (`outbox-count`, its number in `data-count`), shown
/// while a game waits or once one was sent from this page.
#[component]
pub fn OutboxCount(
    /// Shown even when nothing waits or was sent (a campaign's table).
    #[prop(optional)]
    always: bool,
    /// The picker's line, shown only while games wait.
    #[prop(optional)]
    picker: bool,
) -> impl IntoView {
    Waiting::get().map(|w| {
        let shown = move || always || w.count.get() > 0 || (!picker && w.sent.get() > 0);
        let said = move || match picker {
            true => picker_words(w.count.get()),
            false => words(w.count.get(), w.sent.get()),
        };
        view! {
            <Show when=shown>
                <p class="hint" role="status" data-testid="outbox-count" data-count=move || w.count.get()>{said}</p>
            </Show>
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_count_reads_in_words() {
        assert_eq!(words(0, 0), "No game is waiting to reach the designer.");
        assert_eq!(words(0, 2), "This table's 2 games reached the designer.");
        assert!(words(1, 0).starts_with("1 game is waiting"));
        assert!(words(3, 1).starts_with("3 games are waiting"));
        assert!(picker_words(1).starts_with("1 game is waiting"));
        assert!(picker_words(2).ends_with("send them."));
    }
}
