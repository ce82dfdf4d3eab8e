//! The card-list editor: the active list as readable cards and as JSON; a
//! designer pastes or uploads a list, sees every validation error with its
//! place, saves it (localStorage) and starts games with it.

use super::card_grid::CardGrid;
use super::game::Keep;
use super::options::CARDS_KEY;
use crate::shell::kit::{browser, storage, Ctx, GameState, Screen};
use keep::{CardList, ListError};
use leptos::prelude::*;
use std::sync::Arc;

/// The editor's page name (`Screen::Page("keep", PAGE)`).
pub const PAGE: &str = "cards";

/// The editor page. The active list is the setup form's.
#[component]
pub fn Editor() -> impl IntoView {
    let ctx = Ctx::get();
    let setup = GameState::<Keep>::get().setup;
    let list = move || setup.with(|s| s.options.list());
    let set_list = move |l: Option<Arc<CardList>>| setup.update(|s| s.options.cards = l);
    let text = RwSignal::new(list().to_json_text());
    let errors = RwSignal::new(Vec::<ListError>::new());
    let status = RwSignal::new(String::new());
    let custom = move || setup.with(|s| s.options.cards.is_some());
    let apply = move |_| match CardList::parse(&text.get_untracked()) {
        Ok(list) => {
            errors.set(Vec::new());
            let saved = storage::write(CARDS_KEY, &list.to_json_text());
            status.set(format!(
                "\"{}\" is now the active list ({} cards, up to {} players){}.",
                list.name,
                list.total(),
                list.max_players(),
                if saved {
                    " and is saved in this browser"
                } else {
                    "; storage is blocked, so it lasts until you close the page"
                }
            ));
            set_list(Some(Arc::new(list)));
        }
        Err(e) => {
            status.set(format!(
                "The list was not applied: {} problem{} below.",
                e.0.len(),
                if e.0.len() == 1 { "" } else { "s" }
            ));
            errors.set(e.0);
        }
    };
    let reset = move |_| {
        storage::remove(CARDS_KEY);
        set_list(None);
        errors.set(Vec::new());
        text.set(CardList::starter_shared().to_json_text());
        status.set("Back to the app's starter set.".into());
    };
    let upload = move |ev: leptos::ev::Event| {
        let Some((name, read)) = browser::read_chosen_file(&ev) else {
            return;
        };
        leptos::task::spawn_local(async move {
            match read.await {
                Ok(v) => {
                    text.set(v);
                    status.set(format!("Loaded {name}: press Apply to check and use it."));
                }
                Err(()) => status.set(format!("{name} could not be read.")),
            }
        });
    };
    view! {
        <section class="setup kp-editor" data-testid="card-list-editor" aria-labelledby="kp-editor-title">
            <h2 id="kp-editor-title">"Keep: the card list"</h2>
            <p class="hint">
                "Keep's rulebook gives the structure of the game but not its cards, so Keep Table plays any card list written as data. "
                {move || if custom() {
                    "The active list is a custom one saved in this browser.".to_string()
                } else {
                    "The active list is the app's own starter set, written so that every rule comes up: it is not the designer's list.".to_string()
                }}
            </p>
            <div class="actions">
                <button class="primary" data-testid="card-list-play" on:click=move |_| ctx.screen.set(Screen::Setup("keep"))>"Set up a game with this list"</button>
                <button class="secondary" data-testid="card-list-reset" on:click=reset>"Use the starter set"</button>
            </div>
            <h3>{move || format!("{} — {} cards", list().name, list().total())}</h3>
            <CardGrid list=Signal::derive(list) />
            <h3><label for="card-list-json">"The list as JSON"</label></h3>
            <p class="hint">"Paste a list or upload a file, then Apply. Abilities are steps (gain_coins, sell, add_from_commons, draw, take_decree, tax, discard_opponent_item, swap_items, skim_commons); score effects are per_item_type, per_character, if_has_type, if_decree, per_distinct_type, if_most_items. Every problem is listed with its place."</p>
            <textarea id="card-list-json" data-testid="card-list-json" class="kp-json" rows="16" spellcheck="false"
                prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev))></textarea>
            <div class="inline">
                <label class="secondary file-label">"Upload a JSON file "
                    <input type="file" accept=".json,application/json,text/plain" data-testid="card-list-file" on:change=upload />
                </label>
                <button class="primary" data-testid="card-list-apply" on:click=apply>"Apply"</button>
                <button class="secondary" data-testid="card-list-download" on:click=move |_| {
                    let l = list();
                    browser::download("keep-cards.json", &l.to_json_text(), "application/json");
                }>"Download the active list"</button>
            </div>
            <p class="hint" role="status" data-testid="card-list-status">{move || status.get()}</p>
            {move || (!errors.with(Vec::is_empty)).then(|| view! {
                <ul class="kp-errors" data-testid="card-list-errors" role="alert" aria-label="Problems in the card list">
                    {errors.get().into_iter().map(|e| view! {
                        <li class="kp-error"><strong>{if e.place.is_empty() { "the list".to_string() } else { e.place }}</strong>": "{e.message}</li>
                    }).collect_view()}
                </ul>
            })}
        </section>
    }
}
