//! The app shell: shared state, start-up (saved game, share link), saving
//! after every action, and the screen switch.

use crate::seats::{SeatKind, DEFAULT_NAMES};
use crate::session::{parse_save, save_text, Session, Settings};
use crate::{
    browser, game_session, picker::Picker, setup::SetupScreen, share, storage, table::Table,
};
use card_keeper::Rulings;
use leptos::prelude::*;

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The game picker.
    Picker,
    /// Card Keeper's setup.
    Setup,
    /// The table.
    Table,
    /// Star Crew's setup.
    StarCrewSetup,
    /// Star Crew's table.
    StarCrewTable,
    /// Keep'n Swap's setup.
    KeepNSwapSetup,
    /// Keep'n Swap's table.
    KeepNSwapTable,
    /// Keep's setup.
    KeepSetup,
    /// Keep's table.
    KeepTable,
    /// Keep's card-list editor.
    KeepCards,
}

/// The Card Keeper game being played: the saved session and its position.
pub type Live = crate::game_session::Live<Session>;

/// State shared by every component (provided as context).
#[derive(Clone, Copy)]
pub struct Ctx {
    /// The screen shown.
    pub screen: RwSignal<Screen>,
    /// The game, if any.
    pub live: RwSignal<Option<Live>>,
    /// A non-blocking message.
    pub notice: RwSignal<Option<String>>,
    /// The setup form's settings.
    pub setup: RwSignal<Settings>,
    /// Milliseconds a bot waits before moving.
    pub delay_ms: RwSignal<u32>,
    /// The bot now thinking.
    pub thinking: RwSignal<Option<u8>>,
    /// The Star Crew game, if any.
    pub sc: RwSignal<Option<crate::star_crew::Live>>,
    /// The Star Crew setup form.
    pub sc_setup: RwSignal<crate::star_crew::session::Settings>,
    /// The Keep'n Swap game, if any.
    pub ks: RwSignal<Option<crate::keep_n_swap::Live>>,
    /// The Keep'n Swap setup form.
    pub ks_setup: RwSignal<crate::keep_n_swap::session::Settings>,
    /// The Keep game, if any.
    pub kp: RwSignal<Option<crate::keep_game::Live>>,
    /// The Keep setup form.
    pub kp_setup: RwSignal<crate::keep_game::session::Settings>,
    /// The custom Keep card list new games use (`None`: the starter set).
    pub kp_cards: RwSignal<Option<std::sync::Arc<keep::CardList>>>,
}

impl Ctx {
    /// Starts a game from `settings` and shows the table.
    pub fn start(&self, settings: Settings) {
        game_session::start(*self, self.live, Session::start(settings), Screen::Table)
    }

    /// Reads the live game through `f` (tracked), `None` without a game.
    pub fn read<T>(&self, f: impl FnOnce(&Live) -> T) -> Option<T> {
        game_session::read(self.live, f)
    }

    /// Applies an action from the table; a refusal becomes a notice.
    pub fn act(&self, action: card_keeper::Action) {
        game_session::act(*self, self.live, action)
    }

    /// Runs `f` on the live game (if any); it notifies the page and saves.
    pub fn with_game(&self, f: impl FnOnce(&mut Live)) {
        game_session::update(self.live, f)
    }
}

/// Settings for a new game with default seats and a fresh seed.
pub fn default_settings(players: usize) -> Settings {
    Settings {
        seats: (0..players)
            .map(|i| {
                if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::parse("bot-basic").expect("known")
                }
            })
            .collect(),
        names: DEFAULT_NAMES
            .iter()
            .take(players)
            .map(|s| s.to_string())
            .collect(),
        seed: browser::random_seed(),
        rulings: Rulings::default(),
    }
}

/// Reads a saved thing (a game of one kind, a card list); an unreadable one is set aside under
/// `unreadable_key` with a notice, so nothing is lost.
fn load_save<T>(
    key: &str,
    unreadable_key: &str,
    what: &str,
    parse: fn(&str) -> Result<T, String>,
    notices: &mut Vec<String>,
) -> Option<T> {
    let text = storage::read(key)?;
    match parse(&text) {
        Ok(v) => Some(v),
        Err(why) => {
            storage::write(unreadable_key, &text);
            storage::remove(key);
            notices.push(format!("Your saved {what} could not be read: {why}. It was set aside (key {unreadable_key})."));
            None
        }
    }
}

/// The application.
#[component]
pub fn App() -> impl IntoView {
    let ctx = Ctx {
        screen: RwSignal::new(Screen::Picker),
        live: RwSignal::new(None),
        notice: RwSignal::new(None),
        setup: RwSignal::new(default_settings(4)),
        delay_ms: RwSignal::new(
            storage::read(storage::DELAY_KEY)
                .and_then(|d| d.parse().ok())
                .filter(|&d: &u32| d <= 5000)
                .unwrap_or(600),
        ),
        thinking: RwSignal::new(None),
        sc: RwSignal::new(None),
        sc_setup: RwSignal::new(crate::star_crew::default_settings()),
        ks: RwSignal::new(None),
        ks_setup: RwSignal::new(crate::seats::Deal::new(2, browser::random_seed())),
        kp: RwSignal::new(None),
        kp_setup: RwSignal::new(crate::keep_game::session::Settings {
            deal: crate::seats::Deal::new(4, browser::random_seed()),
            cards: None,
        }),
        kp_cards: RwSignal::new(None),
    };
    provide_context(ctx);
    let mut notices = Vec::new();
    if !storage::available() {
        notices.push(
            "This browser blocks storage: you can play, but the game will not be saved."
                .to_string(),
        );
    }
    // A saved game comes back first, exactly as it was.
    if let Some(text) = storage::read(storage::GAME_KEY) {
        match parse_save(&text) {
            Ok((session, pos)) => {
                let at_table = session.at_table;
                ctx.live.set(Some(Live { session, pos }));
                if at_table {
                    ctx.screen.set(Screen::Table);
                }
            }
            Err(why) => {
                storage::write(storage::UNREADABLE_KEY, &text);
                storage::remove(storage::GAME_KEY);
                notices.push(format!(
                    "Your saved game could not be read: {why}. It was set aside (key {}), and a fresh game can start.",
                    storage::UNREADABLE_KEY
                ));
            }
        }
    }
    if let Some((session, pos)) = load_save(
        storage::SC_GAME_KEY,
        storage::SC_UNREADABLE_KEY,
        "Star Crew game",
        crate::star_crew::session::parse_save,
        &mut notices,
    ) {
        let at_table = session.at_table;
        ctx.sc.set(Some(crate::star_crew::Live { session, pos }));
        if at_table && ctx.screen.get_untracked() == Screen::Picker {
            ctx.screen.set(Screen::StarCrewTable);
        }
    }
    if let Some((session, pos)) = load_save(
        storage::KS_GAME_KEY,
        storage::KS_UNREADABLE_KEY,
        "Keep'n Swap game",
        crate::keep_n_swap::session::parse_save,
        &mut notices,
    ) {
        let at_table = session.at_table;
        ctx.ks.set(Some(crate::keep_n_swap::Live { session, pos }));
        if at_table && ctx.screen.get_untracked() == Screen::Picker {
            ctx.screen.set(Screen::KeepNSwapTable);
        }
    }
    if let Some(list) = load_save(
        storage::KP_CARDS_KEY,
        storage::KP_CARDS_UNREADABLE_KEY,
        "Keep card list",
        |t| keep::CardList::parse(t).map_err(|e| e.to_string()),
        &mut notices,
    ) {
        ctx.kp_cards.set(Some(std::sync::Arc::new(list)));
    }
    if let Some((session, pos)) = load_save(
        storage::KP_GAME_KEY,
        storage::KP_UNREADABLE_KEY,
        "Keep game",
        crate::keep_game::session::parse_save,
        &mut notices,
    ) {
        let at_table = session.at_table;
        ctx.kp.set(Some(crate::keep_game::Live { session, pos }));
        if at_table && ctx.screen.get_untracked() == Screen::Picker {
            ctx.screen.set(Screen::KeepTable);
        }
    }
    // A share link opens the setup screen with the shared deal filled in.
    let query = browser::query();
    let shared_game = keep_core::link::Query::parse(&query)
        .ok()
        .and_then(|q| q.get("play").map(str::to_string));
    if shared_game.as_deref() == Some(crate::keep_game::session::GAME) {
        let parsed = keep_core::link::Query::parse(&query)
            .and_then(|q| crate::keep_game::session::Settings::decode(&q));
        match parsed {
            Ok(settings) => {
                // The link's list (or the starter set) is the one to play,
                // for this visit; a custom list saved here stays saved.
                let custom = settings.cards.is_some();
                ctx.kp_cards.set(settings.cards.clone());
                ctx.kp_setup.set(settings);
                notices.push(format!(
                    "A shared Keep deal is filled in below{}: press Start to play the same game.",
                    if custom { ", with its card list" } else { "" }
                ));
            }
            Err(why) => notices.push(format!(
                "This link could not be read: {why}. Set up a game below instead."
            )),
        }
        ctx.screen.set(Screen::KeepSetup);
        browser::clear_query();
    } else if shared_game.as_deref() == Some(crate::keep_n_swap::session::GAME) {
        let parsed = keep_core::link::Query::parse(&query)
            .and_then(|q| crate::keep_n_swap::session::decode(&q));
        match parsed {
            Ok(settings) => {
                ctx.ks_setup.set(settings);
                notices.push("A shared Keep'n Swap deal is filled in below: press Start to play the same game.".into());
            }
            Err(why) => notices.push(format!(
                "This link could not be read: {why}. Set up a game below instead."
            )),
        }
        ctx.screen.set(Screen::KeepNSwapSetup);
        browser::clear_query();
    } else if shared_game.as_deref() == Some(crate::star_crew::session::GAME) {
        let parsed = keep_core::link::Query::parse(&query)
            .and_then(|q| crate::star_crew::session::decode(&q));
        match parsed {
            Ok(settings) => {
                ctx.sc_setup.set(settings);
                notices.push("A shared Star Crew deal is filled in below: press Start to play the same game.".into());
            }
            Err(why) => notices.push(format!(
                "This link could not be read: {why}. Set up a game below instead."
            )),
        }
        ctx.screen.set(Screen::StarCrewSetup);
        browser::clear_query();
    } else {
        match share::decode(&query) {
            Ok(Some(settings)) => {
                ctx.setup.set(settings);
                ctx.screen.set(Screen::Setup);
                notices.push(
                    "A shared deal is filled in below: press Start to play the same game.".into(),
                );
                browser::clear_query();
            }
            Ok(None) => {}
            Err(why) => {
                ctx.screen.set(Screen::Setup);
                notices.push(format!(
                    "This link could not be read: {why}. Set up a game below instead."
                ));
                browser::clear_query();
            }
        }
    }
    if !notices.is_empty() {
        ctx.notice.set(Some(notices.join(" ")));
    }
    // Save after every change to the game.
    let warned = StoredValue::new(false);
    Effect::new(move || {
        ctx.live.with(|l| {
            if let Some(l) = l {
                if !storage::write(storage::GAME_KEY, &save_text(&l.session)) && !warned.get_value()
                {
                    warned.set_value(true);
                    if storage::available() {
                        ctx.notice.set(Some(
                            "The game could not be saved (storage is full).".into(),
                        ));
                    }
                }
            }
        })
    });
    Effect::new(move || {
        ctx.sc.with(|l| {
            if let Some(l) = l {
                storage::write(
                    storage::SC_GAME_KEY,
                    &crate::star_crew::session::save_text(&l.session),
                );
            }
        })
    });
    Effect::new(move || {
        ctx.ks.with(|l| {
            if let Some(l) = l {
                storage::write(
                    storage::KS_GAME_KEY,
                    &crate::keep_n_swap::session::save_text(&l.session),
                );
            }
        })
    });
    Effect::new(move || {
        ctx.kp.with(|l| {
            if let Some(l) = l {
                storage::write(
                    storage::KP_GAME_KEY,
                    &crate::keep_game::session::save_text(&l.session),
                );
            }
        })
    });
    Effect::new(move || {
        storage::write(storage::DELAY_KEY, &ctx.delay_ms.get().to_string());
    });
    view! {
        <div class="app" data-app-started="true">
            <header class="app-header">
                <h1 class="app-title">
                    <button class="link-button" on:click=move |_| ctx.screen.set(Screen::Picker)>"Keep Table"</button>
                </h1>
                <p class="tagline">"Playtest Card Keeper and its sibling games, against bots or pass-and-play."</p>
            </header>
            {move || {
                ctx.notice.get().map(|n| {
                    view! {
                        <div class="notice" data-testid="notice" role="status">
                            <span>{n}</span>
                            <button class="notice-close" aria-label="Dismiss" on:click=move |_| ctx.notice.set(None)>"×"</button>
                        </div>
                    }
                })
            }}
            <ErrorBoundary fallback=|errors| {
                view! {
                    <div class="app-error" data-testid="app-error" role="alert">
                        "Something went wrong: "
                        {move || errors.get().into_iter().map(|(_, e)| e.to_string()).collect::<Vec<_>>().join("; ")}
                    </div>
                }
            }>
                <main>
                    {move || match ctx.screen.get() {
                        Screen::Picker => view! { <Picker /> }.into_any(),
                        Screen::Setup => view! { <SetupScreen /> }.into_any(),
                        Screen::Table => view! { <Table /> }.into_any(),
                        Screen::StarCrewSetup => view! { <crate::star_crew::setup::SetupScreen /> }.into_any(),
                        Screen::StarCrewTable => view! { <crate::star_crew::table::Table /> }.into_any(),
                        Screen::KeepNSwapSetup => view! { <crate::keep_n_swap::setup::SetupScreen /> }.into_any(),
                        Screen::KeepNSwapTable => view! { <crate::keep_n_swap::table::Table /> }.into_any(),
                        Screen::KeepSetup => view! { <crate::keep_game::setup::SetupScreen /> }.into_any(),
                        Screen::KeepTable => view! { <crate::keep_game::table::Table /> }.into_any(),
                        Screen::KeepCards => view! { <crate::keep_game::editor::Editor /> }.into_any(),
                    }}
                </main>
            </ErrorBoundary>
        </div>
    }
}
