//! The page: shared state, start-up (every game's state and save, a share
//! link), the header, notices and the screen switch. It knows no game: it
//! is given the list.

use crate::shell::app::picker::Picker;
use crate::shell::frame::routing::{follow_address, Ctx, Screen};
use crate::shell::plug::plugged::{GameEntry, Games, Tools};
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
) -> impl IntoView {
    let ctx = Ctx {
        screen: RwSignal::new(Screen::Picker),
        notice: RwSignal::new(None),
        delay_ms: RwSignal::new(
            storage::read(storage::DELAY_KEY)
                .and_then(|d| d.parse().ok())
                .filter(|&d: &u32| d <= 5000)
                .unwrap_or(600),
        ),
        thinking: RwSignal::new(None),
        shared: RwSignal::new(None),
    };
    provide_context(ctx);
    provide_context(Games(games.clone()));
    let joined = RwSignal::new(None::<Invitation>);
    provide_context(Joined(joined));
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
    let has_tools = games.iter().any(|g| g.tools.is_some());
    let has_guests = games.iter().any(|g| g.guest.is_some());
    // Each game's id and its own screens' names: what an address can name.
    let addresses: Vec<_> = games.iter().map(|g| (g.id, g.pages)).collect();
    let addressed = Screen::from_address(&addresses);
    let joining = if has_guests {
        open_invitation(&browser::invitation_query(), &games, ctx)
    } else {
        // The page's own script sends an invitation to the guest page
        // before this wasm loads (`index.html`); this is its fallback.
        if has_invitation(&browser::invitation_query()) {
            browser::move_to_page(browser::GUEST_PAGE);
        }
        None
    };
    // The same for a lab or replay link, or a lab or replay viewer's
    // address, on a page without them.
    let to_lab_page = !has_tools
        && joining.is_none()
        && (wants_lab_page(&browser::query())
            || matches!(addressed, Some(Screen::Lab(_) | Screen::Replay(_))));
    if to_lab_page {
        browser::move_to_page(browser::LAB_PAGE);
    }
    if let Some(joining) = joining {
        // An invitation's page keeps its address: a reload joins again.
        match joining {
            Ok(inv) => joined.set(Some(inv)),
            Err(n) => {
                notices.push(n);
                browser::clear_query();
            }
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
    if !notices.is_empty() {
        ctx.say(notices.join(" "));
    }
    Effect::new(move || {
        storage::write(storage::DELAY_KEY, &ctx.delay_ms.get().to_string());
    });
    follow_address(ctx.screen, addresses);
    // A screen is drawn again only when it changes (not when set to itself).
    let current = Memo::new(move |_| ctx.screen.get());
    let screen = move || {
        let games = Games::get();
        match current.get() {
            Screen::Picker => view! { <Picker /> }.into_any(),
            Screen::Setup(id) => games.find(id).map(|g| g.setup()).into_any(),
            Screen::Table(id) => games.find(id).map(|g| g.table()).into_any(),
            s @ Screen::Lab(id) => tools_screen(&games, id, s, |t| t.lab()),
            s @ Screen::Replay(id) => tools_screen(&games, id, s, |t| t.replay()),
            Screen::Guest(id) => match (games.find(id).and_then(|g| g.guest), joined.get_untracked()) {
                (Some(open), Some(inv)) if inv.game == id => open(inv),
                _ => view! {
                    <section class="table-missing">
                        <p>"This page joins a game on another device through an invitation link, and none was opened here. Ask the host for their invitation link."</p>
                        <button class="primary" on:click=move |_| ctx.screen.set(Screen::Picker)>"Go to the games"</button>
                    </section>
                }
                .into_any(),
            },
            Screen::Page(id, name) => games.find(id).and_then(|g| g.page(name)).into_any(),
        }
    };
    view! {
        <div class="app" data-app-started="true">
            <header class="app-header">
                <h1 class="app-title">
                    <button class="link-button" data-testid="home" on:click=move |_| ctx.screen.set(Screen::Picker)>"Keep Table"</button>
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
                <main>{screen}</main>
            </ErrorBoundary>
        </div>
    }
}

/// A screen of game `id`'s lab or replay viewer, drawn by `draw`: only the
/// lab page has them, so elsewhere (an address typed in) it opens the lab
/// page at `screen`.
fn tools_screen(
    games: &Games,
    id: &str,
    screen: Screen,
    draw: impl FnOnce(&dyn Tools) -> AnyView,
) -> AnyView {
    match games.find(id).and_then(|g| g.tools) {
        Some(t) => draw(t),
        None => {
            browser::go_to_page(browser::LAB_PAGE, "", &screen.hash(), true);
            view! { <p class="table-missing" role="status">"Opening the lab page…"</p> }.into_any()
        }
    }
}

/// The invitation a guest's page was opened with (provided as context).
#[derive(Clone, Copy)]
pub struct Joined(pub RwSignal<Option<Invitation>>);

/// True when the page's query is an invitation (`?join=…`).
fn has_invitation(query: &str) -> bool {
    Query::parse(query).is_ok_and(|q| q.get("join").is_some())
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
/// the invitation, or the notice that says why it cannot be used; `None`
/// when the page has no invitation.
fn open_invitation(
    query: &str,
    games: &[GameEntry],
    ctx: Ctx,
) -> Option<Result<Invitation, String>> {
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
    let Some(game) = games.iter().find(|g| g.id == inv.game) else {
        return Some(broken(format!(
            "it is for `{}`, which this version cannot play",
            inv.game
        )));
    };
    ctx.screen.set(Screen::Guest(game.id));
    Some(Ok(inv))
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
