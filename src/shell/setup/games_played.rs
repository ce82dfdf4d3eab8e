//! "Games played here": every game this device kept, finished or left for
//! another, the latest first, each with its date, players, winner, marks
//! and answers; each opens its report and its replay, and is deleted only
//! when the person asks (and confirms). On the picker, every game's; on a
//! game's page, that game's.

use crate::shell::frame::browser;
use crate::shell::plug::plugged::Games;
use crate::shell::store::kept::{Entry, Kept};
use crate::shell::store::report;
use leptos::prelude::*;

/// A date and time in words (`6 Dec 2026, 21:40`), from ms since 1970.
fn when(ms: u64) -> String {
    if ms == 0 {
        return "an earlier day".into();
    }
    let d = js_sys::Date::new(&(ms as f64).into());
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    format!(
        "{} {} {}, {:02}:{:02}",
        d.get_date(),
        MONTHS[(d.get_month() as usize).min(11)],
        d.get_full_year(),
        d.get_hours(),
        d.get_minutes()
    )
}

/// A count in words: `1 mark`, `3 marks`.
fn count(n: usize, one: &str) -> String {
    format!("{n} {one}{}", if n == 1 { "" } else { "s" })
}

/// The list of games kept on this device: every game's (`game`: `None`),
/// or one game's.
#[component]
pub fn GamesPlayed(
    /// The game whose kept games are listed (`None`: every game's).
    #[prop(optional)]
    game: Option<&'static str>,
) -> impl IntoView {
    let Some(kept) = Kept::get() else {
        return ().into_any();
    };
    let games = StoredValue::new(Games::get());
    let status = RwSignal::new(String::new());
    let listed = Memo::new(move |_| {
        kept.list.with(|l| {
            l.as_ref().map(|l| {
                l.iter()
                    .filter(|e| game.is_none_or(|g| e.summary.game == g))
                    .map(|e| (e.summary.id.clone(), e.text.clone()))
                    .collect::<Vec<_>>()
            })
        })
    });
    let entry_of = move |id: &str| {
        kept.list.with_untracked(|l| {
            l.as_ref()
                .and_then(|l| l.iter().find(|e| e.summary.id == id).cloned())
        })
    };
    let row = move |(i, entry): (usize, Entry)| {
        let s = &entry.summary;
        let entry_game = games.with_value(|g| g.find(&s.game));
        let title = entry_game.map_or(s.game.clone(), |g| g.title.to_string());
        let players: Vec<&str> = s.seats.iter().map(|x| x.name.as_str()).collect();
        let outcome = match &s.winners {
            None => format!("unfinished after {}", count(s.moves, "move")),
            Some(w) if w.is_empty() => format!("a draw, {}", count(s.moves, "move")),
            Some(_) => format!("won by {}, {}", s.winner_words(), count(s.moves, "move")),
        };
        let said = format!(
            "{} · {}{}",
            count(s.marks.len(), "mark"),
            count(s.answers.len(), "answer"),
            if s.guest_notes.is_empty() && s.notes.is_empty() {
                String::new()
            } else {
                " · notes".to_string()
            }
        );
        let (id, id2, id3) = (s.id.clone(), s.id.clone(), s.id.clone());
        let report = move |_| {
            let Some(e) = entry_of(&id) else { return };
            let made = entry_game
                .ok_or_else(|| "this page does not know its game".to_string())
                .and_then(|g| g.record_report(&e.text));
            status.set(match made {
                Ok((name, md)) => report::deliver(&name, &md),
                Err(why) => format!("Its report cannot be made: {why}."),
            });
        };
        let replay = move |_| {
            let Some(e) = entry_of(&id2) else { return };
            let link = entry_game
                .ok_or_else(|| "this page does not know its game".to_string())
                .and_then(|g| g.record_replay(&e.text));
            match link {
                Ok(link) => {
                    if let Some(w) = web_sys::window() {
                        let _ = w.location().set_href(&link);
                    }
                }
                Err(why) => status.set(format!("It cannot be replayed: {why}.")),
            }
        };
        let delete = move |_| {
            if browser::confirm("Delete this game from the games played here? Its record, marks and answers are gone for good (a backup keeps them).") {
                kept.forget(vec![id3.clone()]);
                status.set("The game was deleted.".into());
            }
        };
        let label = format!("{title}, {}", when(s.ended));
        view! {
            <li class="played" data-testid=format!("game-played-{i}") data-record=s.id.clone() data-finished=s.finished.to_string()>
                <p class="played-head"><strong>{label.clone()}</strong></p>
                <p class="played-line">{format!("{}: {outcome}", players.join(", "))}</p>
                <p class="played-line hint">{said}</p>
                <div class="actions">
                    <button class="secondary" data-testid="played-report" aria-label=format!("Report of {label}") on:click=report>"Report"</button>
                    <button class="secondary" data-testid="played-replay" aria-label=format!("Replay of {label}") on:click=replay>"Replay"</button>
                    <button class="secondary" data-testid="played-delete" aria-label=format!("Delete {label}") on:click=delete>"Delete"</button>
                </div>
            </li>
        }
    };
    let delete_all = move |_| {
        let ids: Vec<String> = listed
            .get_untracked()
            .unwrap_or_default()
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        let question = format!(
            "Delete all {} listed here? Their records, marks and answers are gone for good (a backup keeps them).",
            count(ids.len(), "game")
        );
        if !ids.is_empty() && browser::confirm(&question) {
            kept.forget(ids);
            status.set("Every game listed was deleted.".into());
        }
    };
    // Shown once a game is kept, or when something is wrong: a first
    // visit's picker is the same as its first paint.
    let shown = move || {
        listed.with(|l| l.as_ref().is_some_and(|l| !l.is_empty()))
            || kept.problem.with(Option::is_some)
    };
    view! {
        <Show when=shown>
        <section class="games-played" data-testid="games-played" aria-labelledby="games-played-title">
            <h2 id="games-played-title">"Games played here"</h2>
            {move || kept.problem.get().map(|p| view! { <p class="notice-line" role="alert" data-testid="games-played-problem">{p}</p> })}
            {move || match listed.get() {
                None => ().into_any(),
                Some(l) if l.is_empty() => view! {
                    <p class="hint" data-testid="games-played-none">"None yet. Every game played on this device is kept here, finished or not, with its marks, notes and answers."</p>
                }.into_any(),
                Some(l) => {
                    let rows: Vec<Entry> = l.iter().filter_map(|(id, _)| entry_of(id)).collect();
                    view! {
                        <ol class="played-list">{rows.into_iter().enumerate().map(row).collect_view()}</ol>
                        <div class="actions">
                            <button class="secondary" data-testid="games-played-delete-all" on:click=delete_all>"Delete all listed"</button>
                        </div>
                    }.into_any()
                }
            }}
            <p class="hint" role="status" data-testid="games-played-status">{move || status.get()}</p>
        </section>
        </Show>
    }
    .into_any()
}
