//! A game's table screen, for any game: the bar ("New game", jumps),
//! the game's own parts, and beside them the log, notes with the report
//! and share link, and the rules; or, without a game, a way to set one up.

use crate::shell::bots::bot_driver::drive_bots;
use crate::shell::frame::markdown::Markdown;
use crate::shell::frame::routing::{Ctx, Screen};
use crate::shell::plug::game::TableCtx;
use crate::shell::plug::game::{EngineOf, GameUi};
use crate::shell::setup::bot_delay::BotDelay;
use crate::shell::store::marks::Mark;
use crate::shell::store::seating::Seating;
use crate::shell::store::state::GameState;
use crate::shell::table::jumps::TableJumps;
use crate::shell::table::last_move::LogFeed;
use crate::shell::table::log_panel::{LogLines, LogPanel, Moves};
use crate::shell::table::mark_panel::{MarkAt, MarkPanel};
use crate::shell::table::notes::Notes;
use crate::shell::table::rules_panel::RulesPanel;
use crate::shell::table::seat_parts::Presence;
use crate::shell::table::take_back::{take_back_door, TakeBackDoor};
use crate::shell::table::turn_call::{CallSettings, TurnCallSettings};
use crate::shell::table::variant_badge::{numbers_of, NumbersNow, VariantBadge, VariantNumbers};
use crate::shell::{frame::browser, store::share};
use keep_core::HasVariant;
use keep_core::{take_back, Engine};
use keep_net::SeatState;
use leptos::prelude::*;

/// What the feature rooms add to a game's table: implemented by the game's
/// entry (`app/entry.rs`), so that the table imports no feature.
pub trait TableFeatures<G: GameUi>: 'static {
    /// What the table keeps of being hosted for other devices.
    type Hosted: Copy + Send + Sync + 'static;
    /// Hosts the table while one of its seats is played from another device.
    fn host(state: GameState<G>) -> Self::Hosted;
    /// Who plays each seat now (empty while nothing is hosted; tracked).
    fn presence(hosted: Self::Hosted) -> Signal<Vec<SeatState>>;
    /// The host's invitations panel (nothing while no seat is remote).
    fn panel(hosted: Self::Hosted, names: Signal<Vec<String>>) -> AnyView;
}

/// The table of game `G`: what it reads of the game, for the frame that
/// draws it ([`table_frame`], compiled once for every game).
pub fn table_screen<G: GameUi, F: TableFeatures<G>>() -> impl IntoView {
    let state = GameState::<G>::get();
    drive_bots(state);
    let hosting = F::host(state);
    let present = Memo::new(move |_| state.live.with(Option::is_some));
    move || {
        if !present.get() {
            return missing(EngineOf::<G>::GAME, EngineOf::<G>::TITLE);
        }
        let t = TableCtx::new(state);
        provide_context(Presence(F::presence(hosting)));
        // Behind the privacy screen nobody's hidden cards are shown. A move
        // formats only its own new lines.
        let log = Memo::new(move |prev: Option<&LogLines>| {
            state
                .read(|l| {
                    let names = &l.settings.deal.names;
                    let viewer = state.seating.with(Seating::shown);
                    let ident = (l.game.seed, viewer, names.clone());
                    let replay = || {
                        l.game
                            .restore_with_log_lengths()
                            .map(|(_, lengths)| lengths)
                            .unwrap_or_default()
                    };
                    let moves = Moves {
                        step: l.game.actions.len(),
                        replay: &replay,
                    };
                    LogLines::next(prev, ident, l.pos.log(), Some(moves), |from| {
                        let entries = l.pos.log_entries_as(from, names, viewer, viewer);
                        if l.game.taken_back.is_empty() {
                            return entries;
                        }
                        let taken = take_back::lines(&l.game, names, viewer, viewer);
                        take_back::merge(entries, taken, from)
                    })
                })
                .unwrap_or_default()
        });
        let step = Signal::derive(move || state.read(|l| l.game.actions.len()).unwrap_or_default());
        provide_context(LogFeed::new(log.into(), step));
        CallSettings::provide();
        TakeBackDoor::provide(take_back_door(state));
        let notes = state.notes;
        let link = Memo::new(move |_| {
            state
                .read(|l| {
                    format!(
                        "{}?{}",
                        browser::base_url(),
                        share::encode::<G>(&l.settings)
                    )
                })
                .unwrap_or_default()
        });
        let report = Callback::new(move |()| state.report().unwrap_or_default());
        let names = Signal::derive(move || {
            state
                .read(|l| l.settings.deal.names.clone())
                .unwrap_or_default()
        });
        let numbers = Memo::new(move |_| {
            state
                .read(|l| numbers_now::<G>(&l.settings.options))
                .unwrap_or_default()
        });
        table_frame(Frame {
            numbers: numbers.into(),
            marks: state.marks,
            step,
            viewer: Signal::derive(move || state.seating.with(Seating::shown)),
            names,
            net: F::panel(hosting, names),
            game: EngineOf::<G>::GAME,
            title: EngineOf::<G>::TITLE,
            leave: Callback::new(move |()| state.leave()),
            table: G::table(t),
            aside: G::aside(t),
            log: log.into(),
            notes,
            link: link.into(),
            report,
            rules: G::RULES,
        })
    }
}

/// Every number of game `G` with its value in `options` (the badge's and
/// the rules panel's).
pub fn numbers_now<G: GameUi>(options: &G::Options) -> NumbersNow {
    numbers_of(options.variant())
}

/// What the table's frame draws around a game's own parts.
struct Frame {
    numbers: Signal<NumbersNow>,
    marks: RwSignal<Vec<Mark>>,
    step: Signal<usize>,
    viewer: Signal<Option<u8>>,
    names: Signal<Vec<String>>,
    net: AnyView,
    game: &'static str,
    title: &'static str,
    leave: Callback<()>,
    table: AnyView,
    aside: Option<AnyView>,
    log: Signal<LogLines>,
    notes: RwSignal<String>,
    link: Signal<String>,
    report: Callback<(), (String, String)>,
    rules: &'static str,
}

/// Without a game: a way to set one up.
fn missing(game: &'static str, title: &'static str) -> AnyView {
    let ctx = Ctx::get();
    view! {
        <section class="table-missing">
            <p>{format!("There is no {title} game at the table.")}</p>
            <button class="primary" data-testid="new-game" on:click=move |_| ctx.screen.set(Screen::Setup(game))>"Set up a game"</button>
        </section>
    }
    .into_any()
}

/// The table's frame, the same for every game: the bar ("New game", jumps),
/// the game's own parts, and beside them the bot speed, the log, the notes
/// with the report and share link, and the rules.
fn table_frame(f: Frame) -> AnyView {
    let Frame {
        numbers,
        marks,
        step,
        viewer,
        names,
        net,
        game,
        title,
        leave,
        table,
        aside,
        log,
        notes,
        link,
        report,
        rules,
    } = f;
    let on_notes = Callback::new(move |v: String| notes.set(v));
    let feed = LogFeed::get();
    let since = Signal::derive(move || feed.since(viewer.get()));
    let form = MarkAt::default();
    view! {
        <section class="table" data-testid="table" data-game=game aria-label=format!("{title} table")>
            <div class="table-bar">
                <button class="secondary" data-testid="new-game" on:click=move |_| leave.run(())>"New game"</button>
                // On a phone the side panels are below the table: a tap away.
                <TableJumps />
            </div>
            <VariantBadge numbers />
            {net}
            {table}
            <div class="side">
                // Beside the log rather than in the bar: on a phone the bar
                // keeps one row.
                <BotDelay />
                <TurnCallSettings />
                {aside}
                <MarkPanel marks step names viewer log form />
                <LogPanel log=log pick=Callback::new(move |s| form.pick(s)) since=since />
                <Notes notes=notes.into() on_notes=on_notes report=report link=link />
                <RulesPanel title=title><VariantNumbers numbers /><Markdown text=rules /></RulesPanel>
            </div>
        </section>
    }
    .into_any()
}
