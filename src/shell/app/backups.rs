//! The backups panel on the picker: export every saved game, its notes,
//! each game's own stored things and every game played here as one file;
//! import one back, adding the games played it holds beside the device's
//! own, and asking before a saved game is replaced.

use crate::shell::frame::{browser, storage};
use crate::shell::plug::plugged::Games;
use crate::shell::store::backup;
use crate::shell::store::kept::Kept;
use crate::shell::store::outbox;
use leptos::prelude::*;

/// How a page's picker draws its backups panel ([`backups`] or
/// [`export_only`]), provided as context by the page's start.
#[derive(Clone, Copy)]
pub struct Panel(pub fn() -> AnyView);

/// The whole panel: export and import (the main page's and the lab page's).
pub fn backups() -> AnyView {
    view! { <Backups /> }.into_any()
}

/// Export only (a game's own and host page: their picker shows only when
/// storage refused the game, which an import could not store either).
pub fn export_only() -> AnyView {
    let status = RwSignal::new(String::new());
    let export = exporter(status);
    view! {
        <section class="backups" aria-labelledby="backups-title">
            <h2 id="backups-title">"Backups"</h2>
            <p class="hint">"This browser did not keep the game: export it (with its notes and every game played here) to keep it, and import it on the main page once storage works."</p>
            <div class="actions">
                <button class="secondary" data-testid="backup-export" on:click=move |_| export()>"Export everything"</button>
            </div>
            <p class="hint" role="status" data-testid="backup-status">{move || status.get()}</p>
        </section>
    }
    .into_any()
}

/// Exports every game's save and stored things and every game played
/// here as `keep-table-backup.json`, saying what it did in `status`.
fn exporter(status: RwSignal<String>) -> impl Fn() + Clone + 'static {
    let games = Games::get().0;
    // The games' states are found through this component's owner, also
    // after the games played here have been read (an await later).
    let owner = Owner::current().expect("a component has an owner");
    let kept = Kept::get();
    move || {
        let games = games.clone();
        let owner = owner.clone();
        leptos::task::spawn_local(async move {
            let records = match kept {
                Some(k) => match k.texts().await {
                    Ok(r) => r,
                    Err(why) => {
                        status.set(format!("The games played here could not be read ({why}); nothing was exported."));
                        return;
                    }
                },
                None => Vec::new(),
            };
            let waiting = storage::read(outbox::KEY);
            let (text, saved) = owner.with(|| backup::export(&games, &records, waiting.as_deref()));
            let done = browser::download("keep-table-backup.json", &text, "application/json");
            status.set(if done {
                    format!(
                        "Exported {saved} saved game{} (with notes), {} played here{} and every card list in keep-table-backup.json.",
                        if saved == 1 { "" } else { "s" },
                        match records.len() { 1 => "1 game".to_string(), n => format!("{n} games") },
                        match outbox::count() { 0 => String::new(), n => format!(", {n} waiting to reach a designer") }
                    )
                } else {
                    "The backup could not be downloaded here.".into()
                });
        });
    }
}

/// Export and import.
#[component]
pub fn Backups() -> impl IntoView {
    let games = Games::get().0;
    let status = RwSignal::new(String::new());
    // The games' states are found through this component's owner, also
    // after the file has been read (an await later).
    let owner = Owner::current().expect("a component has an owner");
    let kept = Kept::get();
    let export = exporter(status);
    // A backup's text, read: checked whole, then its games played added
    // and its saved games put in place (asking first where one is here).
    type Reading = std::pin::Pin<Box<dyn std::future::Future<Output = Result<String, ()>>>>;
    let import_from = std::rc::Rc::new(move |name: String, read: Reading| {
        let games = games.clone();
        let owner = owner.clone();
        leptos::task::spawn_local(async move {
            let Ok(text) = read.await else {
                status.set(format!("{name} could not be read. Nothing changed."));
                return;
            };
            let backup::Plan {
                changes,
                records,
                outbox: waiting,
            } = match owner.with(|| backup::plan(&text, &games)) {
                Ok(p) => p,
                Err(why) => {
                    status.set(format!("{name} cannot be used: {why}. Nothing changed."));
                    return;
                }
            };
            // The games played it holds join the device's own: none
            // replaced, none added twice.
            let offered = records.len();
            let added = match (kept, offered) {
                (_, 0) | (None, _) => 0,
                (Some(k), _) => {
                    match k.add(records).await {
                        Ok(n) => n,
                        Err(why) => {
                            status.set(format!("{name}: its games played could not be added ({why}). Nothing changed."));
                            return;
                        }
                    }
                }
            };
            let played = match (offered, added) {
                (0, _) => String::new(),
                (_, 0) => format!(
                    "Its {offered} game{} played were here already. ",
                    if offered == 1 { "" } else { "s" }
                ),
                (_, n) => format!(
                    "Added {n} game{} to the games played here{}. ",
                    if n == 1 { "" } else { "s" },
                    if n < offered {
                        format!(" ({} were here already)", offered - n)
                    } else {
                        String::new()
                    }
                ),
            };
            // The games it held that were waiting to reach a designer join
            // this device's (sent from a game's page).
            let moved = match waiting.waiting() {
                0 => 0,
                _ => outbox::change(|o| o.merge(waiting)).0,
            };
            let played = match moved {
                0 => played,
                1 => format!("{played}1 game waiting to reach a designer now waits here too. "),
                n => format!("{played}{n} games waiting to reach a designer now wait here too. "),
            };
            if changes.is_empty() {
                status.set(if added > 0 || moved > 0 {
                    played.trim_end().to_string()
                } else {
                    format!(
                        "{played}{name} holds nothing that is not here already. Nothing changed."
                    )
                });
                return;
            }
            let (mut restored, mut left) = (Vec::new(), Vec::new());
            for c in changes {
                let yes = match &c.replaces {
                    None => true,
                    Some(here) => browser::confirm(&format!(
                        "Replace what is saved here ({here}) with the backup's {}?",
                        c.what
                    )),
                };
                if yes {
                    restored.push(c.what.clone());
                    owner.with(c.apply);
                } else {
                    left.push(c.replaces.unwrap_or_default());
                }
            }
            status.set(match (restored.is_empty(), left.is_empty()) {
                (false, true) => format!("{played}Restored: {}.", restored.join("; ")),
                (false, false) => format!(
                    "{played}Restored: {}. Kept as they were: {}.",
                    restored.join("; "),
                    left.join("; ")
                ),
                _ => format!(
                    "{played}Nothing {}changed: kept {}.",
                    if played.is_empty() { "" } else { "else " },
                    left.join("; ")
                ),
            });
        });
    });
    let chosen = import_from.clone();
    let import = move |ev: leptos::ev::Event| {
        if let Some((name, read)) = browser::read_chosen_file(&ev) {
            chosen(name, Box::pin(read));
        }
    };
    // A backup chosen on the main page's picker before the app had started.
    if let Some((name, read)) = browser::take_handed_file() {
        import_from(name, Box::pin(read));
    }
    view! {
        <section class="backups" aria-labelledby="backups-title">
            <h2 id="backups-title">"Backups"</h2>
            <p class="hint">"Every saved game with its notes, every game played here with its marks and answers, and Keep's card list, in one file: to keep, or to move to another browser. Importing adds the games played it holds beside these, and asks before it replaces a saved game."</p>
            <div class="actions">
                <button class="secondary" data-testid="backup-export" on:click=move |_| export()>"Export everything"</button>
                <label class="secondary file-label">"Import a backup "
                    <input type="file" accept=".json,application/json" data-testid="backup-import" on:change=import />
                </label>
            </div>
            <p class="hint" role="status" data-testid="backup-status">{move || status.get()}</p>
        </section>
    }
}
