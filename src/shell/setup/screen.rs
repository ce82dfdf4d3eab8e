//! A game's setup screen, for any game: resume the saved game, the player
//! count and seats, the seed, the game's own options, the bot speed, Start
//! (off, with the reason, while the variant cannot be played). Opened by a
//! share link, it shows the deal in a few lines and Start first, the form
//! folded below.

use crate::shell::frame::routing::Ctx;
use crate::shell::plug::game::{EngineOf, GameUi};
use crate::shell::plug::options::GameOptions;
use crate::shell::plug::plugged::Games;
use crate::shell::plug::seats::{fill_blank_names, resize_seats, seed_from_text, Deal, SeatKind};
use crate::shell::setup::bot_delay::BotDelay;
use crate::shell::setup::games_played::GamesPlayed;
use crate::shell::setup::seats_field::SeatsField;
use crate::shell::setup::seed_field::SeedField;
use crate::shell::setup::variant_form::variant_form;
use crate::shell::store::state::GameState;
use keep_core::Engine;
use leptos::prelude::*;

/// The fields for playing from several devices, shown while a seat is
/// remote: the networking feature's, given by the game's entry
/// (`app/entry.rs`), so that setup imports no feature.
pub type NetFieldsHook = fn(Signal<Vec<SeatKind>>) -> AnyView;

/// A line above the form for a game (its id): the playtest campaign this
/// table plays, the campaign feature's, given by the game's entry.
pub type BannerHook = fn(&'static str) -> AnyView;

/// The setup screen of game `G`: its form's signals and actions, for the
/// screen drawn the same for every game ([`setup_form`]).
pub fn setup_screen<G: GameUi>(net_fields: NetFieldsHook, banner: BannerHook) -> impl IntoView {
    let state = GameState::<G>::get();
    let setup = state.setup;
    let seed_text = RwSignal::new(setup.with_untracked(|s| s.deal.seed.to_string()));
    // The seed as typed joins the form (and so what the tab keeps of it):
    // a reload, or the host page a seat at another device opens, deals it.
    Effect::new(move || {
        if let Some(seed) = seed_from_text(&seed_text.get()) {
            if setup.with_untracked(|s| s.deal.seed != seed) {
                setup.update(|s| s.deal.seed = seed);
            }
        }
    });
    let seed_error = RwSignal::new(None::<String>);
    // The seed from its text (or a message under the field), blank names
    // filled in, the form kept, and the game started.
    let ctx = Ctx::get();
    let typo = RwSignal::new(None::<String>);
    // Why Start is off, in words (a variant that cannot be played, a number
    // typed out of range): said beside it.
    let blocked = Signal::derive(move || {
        typo.get()
            .or_else(|| setup.with(|s| s.options.validate(s.deal.seats.len()).err()))
    });
    let start = Callback::new(move |()| match seed_from_text(&seed_text.get_untracked()) {
        _ if blocked.get_untracked().is_some() => {}
        Some(seed) => {
            ctx.shared.set(None);
            seed_error.set(None);
            let mut settings = setup.get_untracked();
            settings.deal.seed = seed;
            fill_blank_names(&mut settings.deal.names);
            setup.set(settings.clone());
            state.start(settings);
        }
        None => seed_error.set(Some("Enter a seed: a whole number or any text.".into())),
    });
    let players = EngineOf::<G>::PLAYERS;
    setup_form(Form {
        net_fields,
        banner,
        game: EngineOf::<G>::GAME,
        title: EngineOf::<G>::TITLE,
        legend: G::SEATS_LEGEND,
        players: (*players.start(), *players.end()),
        going: Memo::new(move |_| state.going()).into(),
        resume: Callback::new(move |()| state.resume()),
        open_lab: Callback::new(move |()| {
            if let Some(g) = Games::get().find(EngineOf::<G>::GAME) {
                g.open_lab()
            }
        }),
        start,
        seed_text,
        seed_error,
        seats: Signal::derive(move || setup.with(|s| s.deal.seats.clone())),
        names: Signal::derive(move || setup.with(|s| s.deal.names.clone())),
        set_kind: Callback::new(move |(i, k): (usize, SeatKind)| {
            setup.update(|s| {
                if let Some(x) = s.deal.seats.get_mut(i) {
                    *x = k
                }
            })
        }),
        set_name: Callback::new(move |(i, n): (usize, String)| {
            setup.update(|s| {
                if let Some(x) = s.deal.names.get_mut(i) {
                    *x = n
                }
            })
        }),
        set_players: Callback::new(move |n: usize| {
            setup.update(|s| {
                let d = &mut s.deal;
                resize_seats(&mut d.seats, &mut d.names, n)
            })
        }),
        options: view! {
            {G::options_form(setup)}
            {variant_form::<G>(setup, Signal::derive(move || setup.with(|s| s.deal.seats.len())), typo)}
        }
        .into_any(),
        blocked,
        shared: (ctx.shared.get_untracked() == Some(EngineOf::<G>::GAME)).then(|| {
            setup.with_untracked(|s| shared_summary(&s.deal, &s.options.words()))
        }),
    })
}

/// What the setup screen edits and does, for any game.
struct Form {
    net_fields: NetFieldsHook,
    banner: BannerHook,
    game: &'static str,
    title: &'static str,
    legend: &'static str,
    players: (usize, usize),
    going: Signal<bool>,
    resume: Callback<()>,
    open_lab: Callback<()>,
    start: Callback<()>,
    seed_text: RwSignal<String>,
    seed_error: RwSignal<Option<String>>,
    seats: Signal<Vec<SeatKind>>,
    names: Signal<Vec<String>>,
    set_kind: Callback<(usize, SeatKind)>,
    set_name: Callback<(usize, String)>,
    set_players: Callback<usize>,
    options: AnyView,
    /// Why Start is off, if it is.
    blocked: Signal<Option<String>>,
    /// A share link's deal in words, when a link filled the form in.
    shared: Option<Vec<String>>,
}

/// A shared deal in a few lines: who plays each seat, the seed, and what
/// differs from the rules as written.
fn shared_summary(deal: &Deal, options: &[String]) -> Vec<String> {
    let seats: Vec<String> = deal
        .seats
        .iter()
        .zip(&deal.names)
        .map(|(k, n)| match k {
            SeatKind::Human => format!("{n} (here)"),
            SeatKind::Remote => format!("{n} (at their own device)"),
            SeatKind::Bot(b) => format!("{n} ({} bot)", b.name()),
        })
        .collect();
    let mut lines = vec![
        format!("{} players: {}.", deal.seats.len(), seats.join(", ")),
        format!("Seed {}.", deal.seed),
    ];
    if options.is_empty() {
        lines.push("The rules as written.".into());
    } else {
        lines.extend(options.iter().cloned());
    }
    lines
}

/// The setup screen, the same for every game: resume the saved game, the
/// player count and seats, the seed, the game's own options, the bot
/// speed, Start and the lab.
fn setup_form(f: Form) -> AnyView {
    let Form {
        net_fields,
        banner,
        game,
        title,
        legend,
        players: (min, max),
        going,
        resume,
        open_lab,
        start,
        seed_text,
        seed_error,
        seats,
        names,
        set_kind,
        set_name,
        set_players,
        options,
        blocked,
        shared,
    } = f;
    let start_button = move || {
        view! {
            <button class="primary" data-testid="start-game" disabled=move || blocked.get().is_some() on:click=move |_| start.run(())>"Start"</button>
            {move || blocked.get().map(|why| view! { <span class="hint start-blocked" data-testid="start-blocked">{format!("Start is off: {why}")}</span> })}
        }
    };
    let is_shared = shared.is_some();
    let fields = view! {
        <SeatsField seats names set_kind set_name set_players min max legend />
        {net_fields(seats)}
        <SeedField text=seed_text error=seed_error />
        {options}
        {(!is_shared).then(|| view! { <BotDelay /> })}
    };
    view! {
        <section class="setup" aria-labelledby="setup-title">
            <h2 id="setup-title">{if is_shared { format!("{title}: a shared deal") } else { format!("{title}: set up a game") }}</h2>
            {banner(game)}
            <Show when=move || going.get()>
                <button class="secondary" data-testid="resume-game" on:click=move |_| resume.run(())>"Resume the saved game"</button>
            </Show>
            {match shared {
                // A share link: what it deals and Start first; the setup
                // folded below, to change before starting.
                Some(lines) => view! {
                    <div class="shared-deal" data-testid="shared-deal">
                        <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                        <div class="actions">{start_button()}</div>
                        <BotDelay />
                    </div>
                    <details class="setup-details">
                        <summary data-testid="setup-details">"Change the setup"</summary>
                        {fields}
                    </details>
                }.into_any(),
                None => fields.into_any(),
            }}
            <div class="actions">
                {(!is_shared).then(start_button)}
                <button class="secondary" data-testid="lab-open" data-game=game on:click=move |_| open_lab.run(())>"Open the lab"</button>
            </div>
        </section>
        <GamesPlayed game=game />
    }
    .into_any()
}
