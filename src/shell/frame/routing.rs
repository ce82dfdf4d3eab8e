//! Which screen is shown, its address, and the state every screen shares.
//!
//! Every screen has an address in the page's fragment (`#/card-keeper/table`),
//! so the browser's Back and Forward (a phone's back gesture) move between
//! screens, and a reload stays on the screen it was on. The fragment works
//! the same under a sub-path (`/keep-table/#/keep/lab`) and leaves the query
//! to share links (`?play=…`).

use crate::shell::frame::browser;
use leptos::prelude::*;

/// Which screen is shown. Games are named by their id (`card-keeper`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The game picker.
    Picker,
    /// A game's setup screen.
    Setup(&'static str),
    /// A game's table.
    Table(&'static str),
    /// A game's lab.
    Lab(&'static str),
    /// A game's replay viewer.
    Replay(&'static str),
    /// Another screen of a game (Keep's card-list editor), by its name.
    Page(&'static str, &'static str),
}

impl Screen {
    /// The screen's address fragment (`#/keep/lab`); empty for the picker.
    pub fn hash(&self) -> String {
        match self {
            Screen::Picker => String::new(),
            Screen::Setup(g) => format!("#/{g}/setup"),
            Screen::Table(g) => format!("#/{g}/table"),
            Screen::Lab(g) => format!("#/{g}/lab"),
            Screen::Replay(g) => format!("#/{g}/replay"),
            Screen::Page(g, p) => format!("#/{g}/{p}"),
        }
    }

    /// The screen an address fragment names, given each game's id and its
    /// own page names; `None` for a fragment that names no screen here.
    pub fn from_hash<'a>(
        hash: &str,
        games: impl IntoIterator<Item = (&'static str, &'a [&'static str])>,
    ) -> Option<Screen> {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        if path.is_empty() {
            return Some(Screen::Picker);
        }
        let (game, what) = path.split_once('/').unwrap_or((path, "setup"));
        let (id, pages) = games.into_iter().find(|(id, _)| *id == game)?;
        Some(match what {
            "setup" | "" => Screen::Setup(id),
            "table" => Screen::Table(id),
            "lab" => Screen::Lab(id),
            "replay" => Screen::Replay(id),
            page => Screen::Page(id, pages.iter().copied().find(|p| *p == page)?),
        })
    }

    /// The screen the page's address names, given each game's id and its
    /// own page names.
    pub fn from_address(games: &[(&'static str, &'static [&'static str])]) -> Option<Screen> {
        let hash = web_sys::window()?.location().hash().ok()?;
        Screen::from_hash(&hash, games.iter().copied())
    }
}

/// Which page of the app this is, and so which screens it shows itself:
/// the others open the page that shows them, in the history as a new entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The main page (`index.html`): the picker, Resume and backups, with
    /// every game's saves; a game's screens open that game's page.
    Home,
    /// A game's page (`play-<game>.html`), whose wasm holds that game
    /// alone: its setup, table and other screens; the picker opens the
    /// main page.
    Game(&'static str),
    /// The lab page (`lab.html`): every game's every screen, with the lab
    /// and the replay viewer.
    Tools,
}

impl Page {
    /// This page as it acts now: a game's page whose storage has not kept
    /// everything (blocked, or a save refused) shows the picker and its
    /// backups itself, since leaving the page would lose the game it
    /// holds; any other page as it is.
    pub fn now(self) -> Page {
        match self {
            Page::Game(_) if !crate::shell::frame::storage::keeps_everything() => Page::Tools,
            p => p,
        }
    }

    /// The file of the page that shows `screen` (`""`: the main page), or
    /// `None` when this page shows it. A lab or replay viewer is the lab
    /// page's, the picker the main page's, a game's screens its page's.
    pub fn elsewhere(self, screen: Screen) -> Option<String> {
        let game = match screen {
            Screen::Setup(g) | Screen::Table(g) | Screen::Page(g, _) => Some(g),
            Screen::Lab(_) | Screen::Replay(_) => {
                return (self != Page::Tools).then(|| browser::LAB_PAGE.to_string());
            }
            Screen::Picker => None,
        };
        match (self, game) {
            (Page::Tools, _) | (Page::Home, None) => None,
            (Page::Game(_), None) => Some(String::new()),
            (Page::Game(here), Some(g)) if here == g => None,
            (_, Some(g)) => Some(browser::play_page_file(g)),
        }
    }
}

/// Keeps the address and the screen shown together: a new screen sets its
/// address as a new history entry (the first one replaces the page's own,
/// so Back leaves the app only from where it was opened) and opens at its
/// top; Back and Forward, or a fragment typed in, show the screen of the
/// address they reach (one `hashchange` listener serves them all). A
/// screen another page shows opens that page (`page`): in place of this
/// one when it was the page's first, else as a new entry, this page's own
/// entry naming again the last screen it showed itself (so that Back to it
/// shows that screen, not the one that left: the main page's is its
/// picker, `#/`, not its saved game's table). A page shown again from the
/// browser's cache (Back to a page that had opened another) shows its
/// address's screen again.
pub fn follow_address(
    screen: RwSignal<Screen>,
    games: Vec<(&'static str, &'static [&'static str])>,
    page: Page,
) {
    let first = std::cell::Cell::new(true);
    let last_here = std::cell::Cell::new(Screen::Picker);
    Effect::new(move || {
        let s = screen.get();
        let Some(w) = web_sys::window() else { return };
        let loc = w.location();
        let want = s.hash();
        let by_name = |s: Screen| {
            if s == Screen::Picker {
                "#/".to_string()
            } else {
                s.hash()
            }
        };
        if let Some(file) = page.now().elsewhere(s) {
            let first = first.replace(false);
            if !first {
                let url = format!(
                    "{}{}{}",
                    loc.pathname().unwrap_or_default(),
                    loc.search().unwrap_or_default(),
                    by_name(last_here.get())
                );
                if let Ok(h) = w.history() {
                    let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
                }
            }
            browser::go_to_page(&file, "", &by_name(s), first);
            return;
        }
        last_here.set(s);
        if loc.hash().unwrap_or_default() != want {
            if first.get() || want.is_empty() {
                // The picker has no fragment: an address without one is set
                // through the history (setting an empty hash would leave a `#`).
                let url = format!(
                    "{}{}{want}",
                    loc.pathname().unwrap_or_default(),
                    loc.search().unwrap_or_default()
                );
                if let Ok(h) = w.history() {
                    let null = wasm_bindgen::JsValue::NULL;
                    let _ = if first.get() {
                        h.replace_state_with_url(&null, "", Some(&url))
                    } else {
                        h.push_state_with_url(&null, "", Some(&url))
                    };
                }
            } else {
                let _ = loc.set_hash(&want);
            }
        }
        if !first.replace(false) {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    let again = games.clone();
    let moved = window_event_listener(leptos::ev::hashchange, move |_| {
        if let Some(s) = Screen::from_address(&games) {
            screen.set(s);
        }
    });
    let shown = window_event_listener(leptos::ev::pageshow, move |ev| {
        if ev.persisted() {
            if let Some(s) = Screen::from_address(&again) {
                screen.set(s);
            }
        }
    });
    on_cleanup(move || {
        moved.remove();
        shown.remove();
    });
}

/// State every screen shares (provided as context).
#[derive(Clone, Copy)]
pub struct Ctx {
    /// The screen shown.
    pub screen: RwSignal<Screen>,
    /// A non-blocking message.
    pub notice: RwSignal<Option<String>>,
    /// Milliseconds a bot waits before moving.
    pub delay_ms: RwSignal<u32>,
    /// The bot now thinking, at any table.
    pub thinking: RwSignal<Option<u8>>,
    /// The game whose setup a share link filled in (its setup then opens
    /// on a summary of the deal and Start), until a game starts.
    pub shared: RwSignal<Option<&'static str>>,
}

impl Ctx {
    /// A page's shared state, on the picker, with the bot delay this
    /// device chose; provided as context.
    pub fn provide() -> Ctx {
        let ctx = Ctx {
            screen: RwSignal::new(Screen::Picker),
            notice: RwSignal::new(None),
            delay_ms: RwSignal::new(
                crate::shell::frame::storage::read(crate::shell::frame::storage::DELAY_KEY)
                    .and_then(|d| d.parse().ok())
                    .filter(|&d: &u32| d <= 5000)
                    .unwrap_or(600),
            ),
            thinking: RwSignal::new(None),
            shared: RwSignal::new(None),
        };
        provide_context(ctx);
        ctx
    }
    /// The shared state, from context.
    pub fn get() -> Ctx {
        expect_context::<Ctx>()
    }
    /// Shows a notice.
    pub fn say(&self, text: impl Into<String>) {
        self.notice.set(Some(text.into()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAMES: [(&str, &[&str]); 2] = [("card-keeper", &[]), ("keep", &["cards"])];

    #[test]
    fn every_screen_reads_back_from_its_address() {
        for s in [
            Screen::Picker,
            Screen::Setup("keep"),
            Screen::Table("card-keeper"),
            Screen::Lab("keep"),
            Screen::Replay("card-keeper"),
            Screen::Page("keep", "cards"),
        ] {
            assert_eq!(Screen::from_hash(&s.hash(), GAMES), Some(s), "{}", s.hash());
        }
    }

    #[test]
    fn each_page_shows_its_own_screens_and_opens_the_others() {
        use Page::*;
        let play = |g: &str| Some(format!("play-{g}.html"));
        assert_eq!(Home.elsewhere(Screen::Picker), None);
        assert_eq!(Home.elsewhere(Screen::Setup("keep")), play("keep"));
        assert_eq!(Home.elsewhere(Screen::Page("keep", "cards")), play("keep"));
        let lab = Some(browser::LAB_PAGE.to_string());
        assert_eq!(Home.elsewhere(Screen::Lab("keep")), lab);
        let here = Game("card-keeper");
        assert_eq!(here.elsewhere(Screen::Table("card-keeper")), None);
        assert_eq!(here.elsewhere(Screen::Setup("card-keeper")), None);
        assert_eq!(
            here.elsewhere(Screen::Table("star-crew")),
            play("star-crew")
        );
        assert_eq!(here.elsewhere(Screen::Picker), Some(String::new()));
        assert_eq!(here.elsewhere(Screen::Replay("card-keeper")), lab);
        assert_eq!(here.elsewhere(Screen::Lab("star-crew")), lab);
        for s in [Screen::Picker, Screen::Table("keep"), Screen::Lab("keep")] {
            assert_eq!(Tools.elsewhere(s), None);
        }
    }

    #[test]
    fn an_unknown_address_names_no_screen() {
        assert_eq!(Screen::from_hash("#/chess/table", GAMES), None);
        assert_eq!(Screen::from_hash("#/card-keeper/cards", GAMES), None);
        assert_eq!(Screen::from_hash("#/", GAMES), Some(Screen::Picker));
        assert_eq!(
            Screen::from_hash("#/keep", GAMES),
            Some(Screen::Setup("keep"))
        );
    }
}
