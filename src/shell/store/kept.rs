//! Games played here: every game this device held, finished or left for
//! another, kept as its record ([`keep_core::record`]) with its marks,
//! notes and answers, in the browser's database ([`kept_db`]). Nothing is
//! forgotten unless the person asks; storage that fills up says so.
//!
//! - [`record_of`] / [`open`]: a game at play as its record, and a record
//!   back as a game with what was said of it (checked by replaying it);
//! - [`Kept`]: the page's list of kept games, and keeping, forgetting and
//!   adding records (a backup's) without replacing any.

use crate::shell::frame::routing::Ctx;
use crate::shell::frame::{kept_db, APP_VERSION};
use crate::shell::plug::game::{EngineOf, GameUi};
use crate::shell::plug::options::GameOptions;
use crate::shell::plug::seats::{Deal, SeatKind};
use crate::shell::plug::settings::Settings;
use crate::shell::store::session::{validate, Live, Played, Said};
use crate::shell::store::{report, share};
use keep_core::record::{self, AnyRecord, Record, Seat};
use keep_core::Engine;
use leptos::prelude::*;
use serde_json::value::RawValue;

/// Now, in ms since 1970.
pub fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// A new record id: 16 random hex digits.
pub fn new_id() -> String {
    format!("{:016x}", crate::shell::frame::browser::random_seed())
}

/// The record of the game `live` with what the table said of it, as it
/// stands at `now` (ms): finished once the game is over, else left now.
pub fn record_of<G: GameUi>(live: &Live<G>, said: &Said, now: u64) -> AnyRecord {
    let pos = &live.pos;
    let names = &live.settings.deal.names;
    let id = if live.played.id.is_empty() {
        format!("{}-{:x}", EngineOf::<G>::GAME, live.game.seed)
    } else {
        live.played.id.clone()
    };
    Record {
        format: record::FORMAT.into(),
        version: record::VERSION,
        id,
        game: EngineOf::<G>::GAME.into(),
        app: APP_VERSION.into(),
        started: live.played.started,
        ended: live.played.ended.unwrap_or(now),
        finished: pos.is_over(),
        winners: pos.winners().map(|w| w.iter().collect()),
        result: G::result_text(&pos.player_view(None), names),
        seats: names
            .iter()
            .zip(&live.settings.deal.seats)
            .map(|(name, kind)| Seat {
                name: name.clone(),
                kind: kind.as_str(),
            })
            .collect(),
        moves: live.game.actions.len(),
        play: serde_json::value::to_raw_value(&live.game).expect("a game serializes"),
        notes: said.notes.clone(),
        guest_notes: said.guest_notes.clone(),
        marks: said.marks.clone(),
        answers: said.feedback.clone(),
    }
}

/// Reads record text of game `G`: the game (checked by replaying every
/// action) and what the table said of it, or why it cannot be used.
pub fn open<G: GameUi>(text: &str) -> Result<(Live<G>, Said), String> {
    let r: AnyRecord = record::read(text)?;
    let (play, pos) = r.replay::<EngineOf<G>>()?;
    let seats = r
        .seats
        .iter()
        .map(|s| {
            SeatKind::parse(&s.kind).ok_or_else(|| format!("it names an unknown seat `{}`", s.kind))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let settings = Settings {
        deal: Deal {
            seats,
            names: r.seats.iter().map(|s| s.name.clone()).collect(),
            seed: play.seed,
        },
        options: G::Options::from_engine(&play.options),
    };
    validate::<G>(&settings)?;
    let live = Live {
        game: play,
        settings,
        at_table: false,
        played: Played {
            id: r.id,
            started: r.started,
            ended: Some(r.ended),
        },
        pos,
    };
    let said = Said {
        notes: r.notes,
        marks: r.marks,
        feedback: r.answers,
        guest_notes: r.guest_notes,
    };
    Ok((live, said))
}

/// The report of a kept game of `G` (its record's text): its file name and
/// Markdown.
pub fn report_of<G: GameUi>(text: &str) -> Result<(String, String), String> {
    let (live, said) = open::<G>(text)?;
    Ok(report::of_game(&live, &said))
}

/// The link that opens a kept game of `G` (its record's text) in the
/// replay viewer, at its deal, with its marks.
pub fn replay_link_of<G: GameUi>(text: &str) -> Result<String, String> {
    let (live, said) = open::<G>(text)?;
    Ok(share::replay_link::<G>(
        &live.settings,
        &live.game,
        &said.marks,
        0,
    ))
}

/// One kept game: its record without the game, and its whole text.
#[derive(Clone, Debug)]
pub struct Entry {
    /// What the list shows.
    pub summary: AnyRecord,
    /// The record's text.
    pub text: String,
}

/// The share of its quota past which the page says storage is nearly full,
/// in tenths.
const NEARLY_FULL_TENTHS: u64 = 9;

/// The games kept on this device, for the page (provided as context).
#[derive(Clone, Copy)]
pub struct Kept {
    /// Every kept game, the latest first (`None` until read).
    pub list: RwSignal<Option<Vec<Entry>>>,
    /// Why games cannot be kept here, or that storage is nearly full.
    pub problem: RwSignal<Option<String>>,
    /// Told each record this page keeps (its text): a playtest
    /// campaign's sending, where the page has it.
    on_keep: Option<fn(&str)>,
}

/// The order of the list: the latest first (the same time: by id).
fn latest_first(a: &Entry, b: &Entry) -> std::cmp::Ordering {
    (b.summary.ended, &b.summary.id).cmp(&(a.summary.ended, &a.summary.id))
}

/// Reads record texts into entries, the latest first; unreadable ones are
/// left out.
fn entries(texts: Vec<String>) -> Vec<Entry> {
    let mut list: Vec<Entry> = texts
        .into_iter()
        .filter_map(|text| {
            let summary = record::read::<Box<RawValue>>(&text).ok()?;
            Some(Entry { summary, text })
        })
        .collect();
    list.sort_unstable_by(latest_first);
    list
}

impl Kept {
    /// Creates the page's list and reads it from the database; `on_keep`
    /// is told each record the page keeps.
    pub fn provide(on_keep: Option<fn(&str)>) {
        let kept = Kept {
            list: RwSignal::new(None),
            problem: RwSignal::new(None),
            on_keep,
        };
        provide_context(kept);
        kept.reload();
    }

    /// The page's list, where the page keeps games (not a guest's page).
    pub fn get() -> Option<Kept> {
        use_context::<Kept>()
    }

    /// Reads the list again from the database.
    pub fn reload(self) {
        leptos::task::spawn_local(async move {
            match kept_db::all().await {
                Ok(texts) => self.list.set(Some(entries(texts))),
                Err(why) => {
                    self.list.set(Some(Vec::new()));
                    self.problem
                        .set(Some(format!("Games cannot be kept on this device: {why}.")));
                }
            }
            self.check_room().await;
        });
    }

    /// Says when storage is nearly full (before a write fails).
    async fn check_room(self) {
        if let Some((used, quota)) = kept_db::estimate().await {
            if quota > 0 && used * 10 > quota * NEARLY_FULL_TENTHS {
                self.problem.set(Some(format!(
                    "This device's storage for the app is nearly full ({} of {} MB): export a backup, then delete games you no longer need.",
                    used / 1_000_000,
                    quota / 1_000_000
                )));
            }
        }
    }

    /// Keeps record `text` under `id` (in place of the same game's), and
    /// shows it in the list; says so when it cannot be kept.
    pub fn keep(self, id: String, text: String) {
        if let Some(f) = self.on_keep {
            f(&text);
        }
        let ctx = use_context::<Ctx>();
        leptos::task::spawn_local(async move {
            match kept_db::put(&id, &text).await {
                Ok(()) => {
                    if let Ok(summary) = record::read::<Box<RawValue>>(&text) {
                        self.list.update(|l| {
                            let l = l.get_or_insert_with(Vec::new);
                            l.retain(|e| e.summary.id != id);
                            l.insert(0, Entry { summary, text });
                            l.sort_unstable_by(latest_first);
                        });
                    }
                    self.check_room().await;
                }
                Err(why) => {
                    let words = format!(
                        "This game could not be kept in the list of games played here ({why}). It stays at its table: export a backup from the game picker (Export everything) to keep it."
                    );
                    self.problem.set(Some(words.clone()));
                    if let Some(ctx) = ctx {
                        ctx.say(words);
                    }
                }
            }
        });
    }

    /// Forgets the games kept under `ids` (the person asked, and
    /// confirmed): all of them or none.
    pub fn forget(self, ids: Vec<String>) {
        leptos::task::spawn_local(async move {
            match kept_db::delete(&ids).await {
                Ok(()) => self.list.update(|l| {
                    if let Some(l) = l {
                        l.retain(|e| !ids.contains(&e.summary.id))
                    }
                }),
                Err(why) => self
                    .problem
                    .set(Some(format!("Nothing was deleted: {why}."))),
            }
        });
    }

    /// Every kept record's text (read afresh from the database, for a
    /// backup).
    pub async fn texts(self) -> Result<Vec<String>, String> {
        kept_db::all().await
    }

    /// Adds the records `texts` (a backup's) that this device does not keep
    /// yet (the same id: the same game), replacing none: how many were added.
    pub async fn add(self, texts: Vec<String>) -> Result<usize, String> {
        let here: Vec<String> = entries(kept_db::all().await?)
            .into_iter()
            .map(|e| e.summary.id)
            .collect();
        let mut new: Vec<(String, String)> = Vec::new();
        for text in texts {
            let id = record::read::<Box<RawValue>>(&text)?.id;
            if !here.contains(&id) && !new.iter().any(|(i, _)| *i == id) {
                new.push((id, text));
            }
        }
        if !new.is_empty() {
            kept_db::put_all(&new).await?;
        }
        self.reload();
        Ok(new.len())
    }
}
