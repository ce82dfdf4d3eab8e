//! A campaign table's sending, for any game: a campaign link read, each
//! kept record of a campaign's game sealed to the designer's key and put
//! in the outbox ([`crate::shell::store::outbox`]), and the outbox sent
//! until enough relays keep each record: at once, again with backoff while
//! the page is open, when the network comes back and when a page opens
//! again. The sealing and the relays' sockets are the campaign worker's
//! (`crates/keep-sender`), which the page starts only when there is
//! something to read, seal or send.

use crate::shell::campaign::table::{self, TableCampaign};
use crate::shell::frame::routing::Ctx;
use crate::shell::frame::storage;
use crate::shell::frame::worker::{Helper, Reply, Worker};
use crate::shell::store::outbox::{self, Waiting};
use keep_core::record::{self, AnyRecord};
use leptos::prelude::*;
use serde_json::{json, value::RawValue, Value};
use std::cell::RefCell;
use std::time::Duration;

/// How long a finished game's record waits before it is sent (ms): the
/// players' answers and notes, which come right after the end, replace
/// it meanwhile, so that it usually goes once.
pub const SETTLE_MS: u64 = 5_000;
/// The longest wait between two looks at the outbox (ms).
const LONGEST_WAIT_MS: u64 = 3_600_000;

thread_local! {
    /// The campaign worker, once started.
    static WORKER: RefCell<Option<Helper>> = const { RefCell::new(None) };
    /// The next look at the outbox.
    static TIMER: RefCell<Option<TimeoutHandle>> = const { RefCell::new(None) };
    /// The page's shared state, for notices from workers' replies (which
    /// run outside any reactive owner).
    static CTX: std::cell::Cell<Option<Ctx>> = const { std::cell::Cell::new(None) };
}

/// Shows a notice on the page.
fn say(text: String) {
    if let Some(ctx) = CTX.get() {
        ctx.say(text);
    }
}

fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// Asks the campaign worker for `job`; `reply` gets its answer.
fn ask(job: Value, reply: impl FnOnce(Reply) + 'static) {
    let helper = WORKER.with_borrow_mut(|w| match w {
        Some(h) => Ok(h.clone()),
        None => Helper::start(Worker::Sender).inspect(|h| *w = Some(h.clone())),
    });
    match helper {
        Ok(h) => h.ask("", job, move |r| {
            if r.is_err() {
                // A worker that failed is started afresh next time.
                WORKER.with_borrow_mut(|w| *w = None);
            }
            reply(r)
        }),
        Err(why) => reply(Err(why)),
    }
}

/// The strings of a list in a worker's reply.
fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .into_iter()
        .flatten()
        .filter_map(|s| s.as_str().map(str::to_string))
        .collect()
}

/// Reads a campaign link's `#campaign=` value for game `game` (its page's):
/// kept as the table's campaign, on, then `done` is told the campaign, or
/// why it cannot be played here.
pub fn open_link(
    link: String,
    game: &'static str,
    done: impl FnOnce(Result<TableCampaign, String>) + 'static,
) {
    ask(json!({"open": {"link": link}}), move |r| {
        done(r.and_then(|v| {
            let text = |f: &str| v[f].as_str().unwrap_or_default().to_string();
            if text("game") != game {
                return Err(format!(
                    "it is a campaign for another game ({})",
                    text("game")
                ));
            }
            let here = TableCampaign {
                name: text("name"),
                key: text("key"),
                relays: strings(&v["relays"]),
                players: v["players"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|n| n.as_u64().and_then(|n| u8::try_from(n).ok()))
                    .collect(),
                options: text("options"),
                on: true,
                since: now(),
            };
            if !table::write(game, &here) {
                return Err(
                    "this browser blocks storage, so the table cannot keep the campaign".into(),
                );
            }
            Ok(here)
        }))
    });
}

/// Where the version of each record last put in the outbox is noted: its
/// id and a digest of its text, one a line, the latest [`SEALED_KEPT`].
const SEALED_KEY: &str = "keep-table.outbox.sealed";
/// How many records' versions are noted.
const SEALED_KEPT: usize = 200;

/// A record's text's digest (64-bit FNV-1a, in hex): enough to tell its
/// versions apart.
fn digest(text: &str) -> String {
    let h = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{h:016x}")
}

/// The line noting a record's version.
fn sealed_line(id: &str, text: &str) -> String {
    format!("{id} {}", digest(text))
}

/// Notes `line` as its record's latest version put in the outbox.
fn note_sealed(id: &str, line: &str) {
    let old = storage::read(SEALED_KEY).unwrap_or_default();
    let mut lines: Vec<&str> = old
        .lines()
        .filter(|l| l.split(' ').next() != Some(id))
        .collect();
    lines.push(line);
    let from = lines.len().saturating_sub(SEALED_KEPT);
    storage::write(SEALED_KEY, &lines[from..].join("\n"));
}

/// A record this page kept among the games played here (its text): sealed
/// and put in the outbox when its game is a campaign's at this table, the
/// players let it go, and this version of it was not put there before (a
/// page opened again keeps its game again).
pub fn record_kept(text: &str) {
    let Ok(summary) = record::read::<Box<RawValue>>(text) else {
        return;
    };
    let Some(campaign) = table::sends(&summary.game, summary.started) else {
        return;
    };
    let line = sealed_line(&summary.id, text);
    if storage::read(SEALED_KEY).is_some_and(|s| s.lines().any(|l| l == line)) {
        return;
    }
    let text = text.to_string();
    ask(
        json!({"seal": {"record": text, "key": campaign.key}}),
        move |r| {
            match r {
            Ok(v) => put(
                &summary,
                &campaign,
                (
                    v["id"].as_str().unwrap_or_default(),
                    v["event"].as_str().unwrap_or_default(),
                ),
                &line,
            ),
            Err(why) => say(format!(
                "This game could not be sealed for the designer of “{}”: {why}. It stays in the games played here.",
                campaign.name
            )),
        }
        },
    );
}

/// Puts a sealed record (its event's id and text) in the outbox, notes its
/// version (`line`), and looks at the outbox when it is due.
fn put(summary: &AnyRecord, campaign: &TableCampaign, (id, event): (&str, &str), line: &str) {
    let at = if summary.finished {
        now() + SETTLE_MS
    } else {
        0
    };
    let (put, kept) = outbox::change(|o| {
        o.put(
            &summary.id,
            &campaign.name,
            (id, event),
            &campaign.relays,
            at,
        )
    });
    if let Err(why) = put {
        say(format!("This game cannot go to the designer: {why}."));
    } else if kept {
        note_sealed(&summary.id, line);
    } else {
        say("This game could not wait here to reach the designer (this browser's storage is full or blocked): export its report from the table's Notes and send it by hand.".into());
    }
    schedule();
}

/// Sends every record due now, and looks again when the next is due.
fn send_due() {
    let (due, _) = outbox::change(|o| o.due(now()));
    for (id, event, relays) in due {
        ask(
            json!({"send": {"event": event, "relays": relays}}),
            move |r| {
                let answers = r.unwrap_or_default();
                let (left, _) = outbox::change(|o| {
                    answers
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter(|a| {
                            let text = |f: &str| a[f].as_str().unwrap_or_default();
                            o.answer(text("relay"), &id, a["ok"] == true, text("why"))
                        })
                        .count()
                });
                if left > 0 {
                    if let Some(w) = Waiting::get() {
                        w.sent.update(|n| *n += left);
                    }
                }
                schedule();
            },
        );
    }
    schedule();
}

/// Looks at the outbox when its next record is due (nothing while it is
/// empty).
fn schedule() {
    TIMER.with_borrow_mut(|t| {
        if let Some(t) = t.take() {
            t.clear();
        }
        if let Some(at) = outbox::read().next_due() {
            let wait = at.saturating_sub(now()).min(LONGEST_WAIT_MS);
            *t = set_timeout_with_handle(send_due, Duration::from_millis(wait)).ok();
        }
    });
}

/// Every waiting record sent now (the page opened, the network came back).
fn retry_now() {
    if outbox::read().waiting() > 0 {
        outbox::change(|o| o.retry_now());
        send_due();
    }
}

/// Starts a page's sending: the count of what waits, the campaigns'
/// tables, what waits sent now and again whenever the network comes back.
pub fn provide() {
    Waiting::provide();
    CTX.set(use_context::<Ctx>());
    table::Changed::provide();
    retry_now();
    let listener = window_event_listener(leptos::ev::online, move |_| retry_now());
    on_cleanup(move || listener.remove());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_records_versions_are_told_apart() {
        // FNV-1a's published values.
        assert_eq!(digest(""), "cbf29ce484222325");
        assert_eq!(digest("a"), "af63dc4c8601ec8c");
        assert_eq!(sealed_line("r1", "x"), sealed_line("r1", "x"));
        assert_ne!(sealed_line("r1", "x"), sealed_line("r1", "y"));
        assert!(sealed_line("r1", "x").starts_with("r1 "));
    }
}
