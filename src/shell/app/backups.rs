//! The backups panel on the picker: export every saved game, its notes and
//! each game's own stored things as one file; import one back, asking
//! before anything is replaced.

use crate::shell::frame::browser;
use crate::shell::plug::plugged::Games;
use crate::shell::store::backup;
use leptos::prelude::*;

/// Export and import.
#[component]
pub fn Backups() -> impl IntoView {
    let games = Games::get().0;
    let status = RwSignal::new(String::new());
    // The games' states are found through this component's owner, also
    // after the file has been read (an await later).
    let owner = Owner::current().expect("a component has an owner");
    let export = {
        let games = games.clone();
        move |_| {
            let (text, saved) = backup::export(&games);
            let done = browser::download("keep-table-backup.json", &text, "application/json");
            status.set(if done {
                format!(
                    "Exported {saved} saved game{} (with notes) and every card list in keep-table-backup.json.",
                    if saved == 1 { "" } else { "s" }
                )
            } else {
                "The backup could not be downloaded here.".into()
            });
        }
    };
    let import = move |ev: leptos::ev::Event| {
        let Some((name, read)) = browser::read_chosen_file(&ev) else {
            return;
        };
        let games = games.clone();
        let owner = owner.clone();
        leptos::task::spawn_local(async move {
            let Ok(text) = read.await else {
                status.set(format!("{name} could not be read. Nothing changed."));
                return;
            };
            let changes = match owner.with(|| backup::plan(&text, &games)) {
                Ok(c) => c,
                Err(why) => {
                    status.set(format!("{name} cannot be used: {why}. Nothing changed."));
                    return;
                }
            };
            if changes.is_empty() {
                status.set(format!(
                    "{name} holds nothing that is not here already. Nothing changed."
                ));
                return;
            }
            let (mut restored, mut kept) = (Vec::new(), Vec::new());
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
                    kept.push(c.replaces.unwrap_or_default());
                }
            }
            status.set(match (restored.is_empty(), kept.is_empty()) {
                (false, true) => format!("Restored: {}.", restored.join("; ")),
                (false, false) => format!(
                    "Restored: {}. Kept as they were: {}.",
                    restored.join("; "),
                    kept.join("; ")
                ),
                _ => format!("Nothing changed: kept {}.", kept.join("; ")),
            });
        });
    };
    view! {
        <section class="backups" aria-labelledby="backups-title">
            <h2 id="backups-title">"Backups"</h2>
            <p class="hint">"Every saved game with its notes, and Keep's card list, in one file: to keep, or to move to another browser. Importing asks before it replaces anything."</p>
            <div class="actions">
                <button class="secondary" data-testid="backup-export" on:click=export>"Export everything"</button>
                <label class="secondary file-label">"Import a backup "
                    <input type="file" accept=".json,application/json" data-testid="backup-import" on:change=import />
                </label>
            </div>
            <p class="hint" role="status" data-testid="backup-status">{move || status.get()}</p>
        </section>
    }
}
