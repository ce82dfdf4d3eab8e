//! The page: shared state, start-up (every game's state and save, a share
//! link), the header, notices and the screen switch. It knows no game: it
//! is given the list.

use crate::shell::app::chrome::{Failed, Header, NoticeBar};
use crate::shell::app::picker::Picker;
use crate::shell::campaign::sender;
use crate::shell::frame::routing::{follow_address, Ctx, Page, Screen};
use crate::shell::plug::plugged::{GameEntry, Games, Tools};
use crate::shell::store::kept::Kept;
use crate::shell::store::outbox::Waiting;
use crate::shell::{frame::browser, frame::storage};
use keep_core::link::{unescape, Query};
use keep_net::Invitation;
use leptos::prelude::*;

/// The application, for the games given.
#[component]
pub fn App(
    /// The games, in the picker's order (on the guest page with their
    /// guests' pages, on the lab page with their labs and replay viewers).
    games: Vec<GameEntry>,
    /// The game picked on the first paint, before the app had loaded.
    picked: Option<String>,
    /// Which page this is: the screens it shows itself (the others open
    /// their own page).
    page: Page,
    /// What playtest campaigns add (a page that plays their tables).
    campaigns: Option<Campaigns>,
) -> impl IntoView {
    let ctx = Ctx::provide();
    provide_context(Games(games.clone()));
    // The games waiting to reach their designers, counted; on the pages
    // that play campaigns' tables, sent, and told of every game kept.
    if let Some(c) = campaigns {
        (c.provide)();
    }
    // The games played here, which each game's state keeps its games in.
    Kept::provide(campaigns.and_then(|c| c.kept));
    // A playtest campaign's link (`play-<game>.html#campaign=…`), read
    // before the address is followed (which rewrites it).
    let campaign_link = browser::hash()
        .strip_prefix("#campaign=")
        .map(str::to_string);
    let mut notices = Vec::new();
    if !storage::available() {
        notices.push(
            "This browser blocks storage: you can play, but the game will not be saved. Export a backup from the game picker to keep a game."
                .to_string(),
        );
    }
    // Saved games come back first, exactly as they were: the first one at
    // its table is shown. On the lab page, each game's lab and replay
    // viewer are made after its game.
    for g in &games {
        if g.init(&mut notices) && ctx.screen.get_untracked() == Screen::Picker {
            ctx.screen.set(Screen::Table(g.id));
        }
        if let Some(t) = g.tools {
            t.provide();
        }
    }
    // The picker by name (`#/`: Back to the main page, or its home
    // button elsewhere) shows the picker, not the saved game's table.
    if page == Page::Home && browser::hash() == "#/" {
        ctx.screen.set(Screen::Picker);
    }
    let has_tools = games.iter().any(|g| g.tools.is_some());
    // Each game's id and its own screens' names: what an address can name.
    let addresses: Vec<_> = games.iter().map(|g| (g.id, g.pages)).collect();
    let addressed = Screen::from_address(&addresses);
    // An invitation opens its game's guest page (`index.html`'s first
    // script sends it there before this wasm loads; this is its fallback).
    let joining = joining_game(&browser::invitation_query(), &games);
    if let Some(Ok(id)) = joining {
        browser::move_to_page(&browser::guest_page_file(id));
    }
    // The same for a lab or replay link, or a lab or replay viewer's
    // address, on a page without them.
    let to_lab_page = !has_tools
        && joining.is_none()
        && (wants_lab_page(&browser::query())
            || matches!(addressed, Some(Screen::Lab(_) | Screen::Replay(_))));
    if to_lab_page {
        browser::move_to_page(browser::LAB_PAGE);
    }
    let invited = joining.is_some();
    if let Some(joining) = joining {
        // The guest page opens a good one.
        if let Err(n) = joining {
            notices.push(n);
            browser::clear_query();
        }
    } else if to_lab_page {
        // The lab page opens them.
    } else if let Some(said) = open_link(&browser::query(), &games, ctx) {
        notices.extend(said);
        browser::clear_query();
    } else if let Some(s) = addressed.filter(|s| *s != Screen::Picker) {
        // A reload (or a bookmark) stays on its screen.
        ctx.screen.set(s);
    } else if let Some(picked) = picked {
        // `lab:<game>` when the lab was picked.
        let (lab, id) = match picked.strip_prefix("lab:") {
            Some(id) => (true, id),
            None => (false, picked.as_str()),
        };
        if let Some(g) = games.iter().find(|g| g.id == id) {
            if lab {
                g.open_lab();
            } else {
                g.open();
            }
        }
    }
    // A game's page opened without a screen (the picker's link) opens the
    // game's setup, or its table when its saved game was there.
    if let Page::Game(id) = page {
        if ctx.screen.get_untracked() == Screen::Picker && !to_lab_page && !invited {
            ctx.screen.set(Screen::Setup(id));
        }
    }
    if let (Some(link), Page::Game(id), Some(c)) = (campaign_link, page, campaigns) {
        if let Some(open) = c.open {
            ctx.screen.set(Screen::Setup(id));
            open(link, id, &games, ctx);
        }
    }
    if !notices.is_empty() {
        ctx.say(notices.join(" "));
    }
    Effect::new(move || {
        storage::write(storage::DELAY_KEY, &ctx.delay_ms.get().to_string());
    });
    follow_address(ctx.screen, addresses, page);
    // A screen is drawn again only when it changes (not when set to itself).
    let current = Memo::new(move |_| ctx.screen.get());
    let screen = move || {
        let games = Games::get();
        let shown = current.get();
        if page.now().elsewhere(shown).is_some() {
            // `follow_address` is opening the page that shows it.
            return view! { <p class="table-missing" role="status">"Opening…"</p> }.into_any();
        }
        match shown {
            Screen::Picker => view! { <Picker /> }.into_any(),
            Screen::Setup(id) => games.find(id).map(|g| g.setup()).into_any(),
            Screen::Table(id) => games.find(id).map(|g| g.table()).into_any(),
            Screen::Lab(id) => tools_screen(&games, id, |t| t.lab()),
            Screen::Replay(id) => tools_screen(&games, id, |t| t.replay()),
            Screen::Page(id, name) => games.find(id).and_then(|g| g.page(name)).into_any(),
        }
    };
    view! {
        <div class="app" data-app-started="true">
            <Header home=Callback::new(move |_| ctx.screen.set(Screen::Picker)) />
            <NoticeBar />
            <Failed>
                <main>{screen}</main>
            </Failed>
        </div>
    }
}

/// A screen of game `id`'s lab or replay viewer, drawn by `draw`: only the
/// lab page has them. Another page opens the lab page for them
/// ([`Page::elsewhere`]), except a game's page whose game this browser has
/// not kept, which stays, saying so, since leaving would lose that game.
fn tools_screen(games: &Games, id: &str, draw: impl FnOnce(&dyn Tools) -> AnyView) -> AnyView {
    match games.find(id).and_then(|g| g.tools) {
        Some(t) => draw(t),
        None => view! {
            <p class="table-missing" role="status">
                "The lab and the replay viewer are on the lab page, and this browser has not kept the game on this page: export a backup from the picker first, then "
                <a href=browser::page_url(browser::LAB_PAGE)>"open the lab page"</a>
                "."
            </p>
        }
        .into_any(),
    }
}

/// True when the page's query is for the lab page: a lab link
/// (`?lab=…`), a replay link (`?replay=…`) or a game to watch in the replay
/// viewer (`?watch=<game>`, the main page's Replay button).
fn wants_lab_page(query: &str) -> bool {
    Query::parse(query).is_ok_and(|q| LAB_LINKS.iter().any(|k| q.get(k).is_some()))
}

/// The query keys the lab page opens (see [`open_link`]).
const LAB_LINKS: [&str; 3] = ["lab", "replay", "watch"];

/// An invitation link (`?join=<game>&seat=…`) opens that game's guest page:
/// the game, or the notice that says why the link cannot be used; `None`
/// when the page has no invitation.
fn joining_game(query: &str, games: &[GameEntry]) -> Option<Result<&'static str, String>> {
    let q = Query::parse(query).ok()?;
    q.get("join")?;
    let broken = |why: String| {
        Err(format!(
            "This invitation could not be used: {why}. Ask the host for a new one."
        ))
    };
    let inv = match Invitation::decode(&q) {
        Ok(i) => i,
        Err(why) => return Some(broken(why)),
    };
    Some(match games.iter().find(|g| g.id == inv.game) {
        Some(game) => Ok(game.id),
        None => broken(format!(
            "it is for `{}`, which this version cannot play",
            inv.game
        )),
    })
}

/// Opens a campaign's link (its `#campaign=` value) for a game (its id) of
/// the page's games.
pub type OpenCampaign = fn(String, &'static str, &[GameEntry], Ctx);

/// What playtest campaigns add to a page, as functions: only the pages
/// given them (`shell::start_with`) hold their code.
#[derive(Clone, Copy)]
pub struct Campaigns {
    /// Starts the page's count of the games waiting (and their sending).
    pub provide: fn(),
    /// Told each record the page keeps (a page that sends).
    pub kept: Option<fn(&str)>,
    /// Opens a campaign's link for a game (a page that plays its table).
    pub open: Option<OpenCampaign>,
}

impl Campaigns {
    /// A campaign table's page (a host page, the lab page): the games
    /// waiting counted and sent, each game kept sent, links opened.
    pub const HOSTED: Campaigns = Campaigns {
        provide: sender::provide,
        kept: Some(sender::record_kept),
        open: Some(open_campaign),
    };
    /// The main page's picker: the games waiting counted (sent from a game's
    /// page).
    pub const COUNTED: Campaigns = Campaigns {
        provide: Waiting::provide,
        kept: None,
        open: None,
    };
}

/// A playtest campaign's link for game `id`: read by the campaign worker,
/// then kept as the table's campaign and its variant and player count put
/// in the setup form; or the page says why it cannot be played.
fn open_campaign(link: String, id: &'static str, games: &[GameEntry], ctx: Ctx) {
    let game = games.iter().find(|g| g.id == id).copied();
    let owner = Owner::current();
    sender::open_link(link, id, move |read| {
        let said = read.and_then(|c| {
            let filled = |g: GameEntry| g.open_campaign(&c.options, &c.players);
            match (owner, game) {
                (Some(o), Some(g)) => o.with(|| filled(g))?,
                _ => return Err("this page cannot set its game up".into()),
            }
            Ok(format!(
                "You are playing “{}”, a playtest: what goes to its designer is said below.",
                c.name
            ))
        });
        ctx.say(said.unwrap_or_else(|why| {
            format!("This playtest link could not be used: {why}. You can play as usual.")
        }));
    });
}

/// A share link (`?play=<game>&…`) opens that game's setup screen with the
/// shared deal filled in; on the lab page, a lab link (`?lab=<game>&…`) its
/// lab set up, a replay link (`?replay=<game>&…`) its replay viewer, and
/// `?watch=<game>` the game at its table in the replay viewer. Returns the
/// notice to show (`Some(None)`: none, for the main page's own Lab and
/// Replay buttons), `None` when the page has no link.
fn open_link(query: &str, games: &[GameEntry], ctx: Ctx) -> Option<Option<String>> {
    let broken = |why: String| {
        Some(Some(format!(
            "This link could not be read: {why}. Set up a game below instead."
        )))
    };
    let q = match Query::parse(query) {
        Ok(q) => q,
        Err(why) => return broken(why),
    };
    let (kind, play) = ["play"]
        .into_iter()
        .chain(LAB_LINKS)
        .find_map(|k| q.get(k).map(|v| (k, v)))?;
    let Some(game) = games.iter().find(|g| g.id == play) else {
        let name = unescape(play).unwrap_or_else(|_| play.to_string());
        return broken(format!(
            "the link is for `{name}`, which this version cannot deal"
        ));
    };
    ctx.screen.set(Screen::Setup(game.id));
    let opened = |done: Result<(), String>, notice: String| match done {
        Ok(()) => Some(Some(notice)),
        Err(why) => broken(why),
    };
    if kind == "play" {
        let done = game.open_link(&q);
        if done.is_ok() {
            ctx.shared.set(Some(game.id));
        }
        return opened(
            done,
            format!(
                "A shared {} deal: press Start to play the same game.",
                game.title
            ),
        );
    }
    // Not the lab page: it was sent there before this (`App`).
    let Some(t) = game.tools else {
        return broken("this page has no lab or replay viewer".into());
    };
    match kind {
        // The main page's Lab buttons: the lab with the game's setup (as
        // this page reads it from the same storage), like a Lab button here.
        "lab" if q.get("from") == Some("setup") => {
            t.open_lab();
            Some(None)
        }
        "lab" => match t.open_lab_link(&q) {
            // The main page's own Lab button, not a shared run.
            Ok(()) if q.get("opened").is_some() => Some(None),
            done => opened(
                done,
                format!(
                    "A shared {} lab run is set up below: press Run to play it.",
                    game.title
                ),
            ),
        },
        "replay" => opened(
            t.open_replay_link(&q),
            format!("A shared {} game is open in the replay viewer.", game.title),
        ),
        // `watch`
        _ => {
            t.open_table_replay();
            Some(None)
        }
    }
}
