//! The one implementation of [`Plugged`], for every game: how the shell's
//! screens, start-up, links and backups reach game `G`, its type erased
//! once, with hosting ([`entry`]) or, on the game's own page, without it
//! ([`entry_without_hosting`]); and of [`Tools`], its lab and replay viewer,
//! which only the lab page's wasm names ([`lab_tools`]).

use crate::shell::app::to_host::{self, ToHostPage};
use crate::shell::campaign::table_banner::table_banner;
use crate::shell::frame::routing::Ctx;
use crate::shell::lab::of_game::open_run_game;
use crate::shell::lab::state::{DEFAULT_GAMES, DEFAULT_SEED};
use crate::shell::lab::{lab_screen_of, LabOf};
use crate::shell::net::host_game::host_game;
use crate::shell::net::invites::HostingUi;
use crate::shell::net::net_fields::NetFields;
use crate::shell::plug::game::{EngineOf, GameUi};
use crate::shell::plug::options::GameOptions;
use crate::shell::plug::plugged::{
    Backup, GameEntry, LabOptions, Plugged, ReplayRequest, Restore, Tools,
};
use crate::shell::plug::seats::{resize_seats, BotKind, SeatKind};
use crate::shell::replay::state as replay_state;
use crate::shell::replay::{replay_screen, Replay, ReplayState};
use crate::shell::setup::screen::setup_screen;
use crate::shell::store::state::GameState;
use crate::shell::store::{kept, share};
use crate::shell::table::screen::{table_screen, TableFeatures};
use keep_core::link::Query;
use keep_core::{Engine, HasVariant};
use keep_net::SeatState;
use leptos::prelude::*;
use std::marker::PhantomData;

/// Game `G` behind [`Plugged`], its remote seats served by `F`.
struct Of<G, F = Hosts>(PhantomData<fn() -> (G, F)>);

/// What a page gives a game's setup and table for the seats played from
/// other devices: hosting ([`Hosts`]), or the way to the page that hosts
/// ([`ToHostPage`]).
trait Remote<G: GameUi>: TableFeatures<G> {
    /// The setup screen's fields while a seat is remote.
    fn setup_fields(seats: Signal<Vec<SeatKind>>) -> AnyView;
    /// The setup screen's line for the playtest campaign a table plays
    /// (only the host page plays one: a game's own page sends a
    /// campaign's table there).
    fn banner(game: &'static str) -> AnyView;
    /// Fills the setup form for a campaign (`Plugged::open_campaign`).
    fn open_campaign(options: &str, players: &[u8]) -> Result<(), String>;
}

/// The entry of game `G`, hosting its remote seats: the main page's, the
/// lab page's and the game's host page's (`host-<game>.html`).
pub fn entry<G: GameUi>() -> GameEntry {
    entry_of::<G, Hosts>()
}

/// The entry of game `G` on its own page (`play-<game>.html`): the same
/// without the hosting code, a remote seat opening the host page.
pub fn entry_without_hosting<G: GameUi>() -> GameEntry {
    entry_of::<G, ToHostPage>()
}

/// The entry of game `G`, its remote seats served by `F`.
fn entry_of<G: GameUi, F: Remote<G>>() -> GameEntry {
    GameEntry {
        id: EngineOf::<G>::GAME,
        title: EngineOf::<G>::TITLE,
        blurb: G::BLURB,
        resume_testid: G::PICKER_RESUME,
        pages: G::PAGES,
        players: (
            *EngineOf::<G>::PLAYERS.start(),
            *EngineOf::<G>::PLAYERS.end(),
        ),
        search: EngineOf::<G>::SEARCH_ITERATIONS,
        // A zero-sized value: leaking it allocates nothing.
        game: Box::leak(Box::new(Of::<G, F>(PhantomData))),
        tools: None,
    }
}

/// The lab and replay viewer of game `G` (only the lab page's wasm names
/// them).
pub fn lab_tools<G: GameUi>() -> &'static dyn Tools {
    Box::leak(Box::new(Of::<G>(PhantomData)))
}

impl<G: GameUi, F: Remote<G>> Plugged for Of<G, F> {
    fn init(&self, notices: &mut Vec<String>) -> bool {
        GameState::<G>::init(notices)
    }
    fn open_link(&self, query: &Query) -> Result<(), String> {
        let settings = share::decode::<G>(query)?;
        GameState::<G>::get().setup.set(settings);
        Ok(())
    }
    fn open_campaign(&self, options: &str, players: &[u8]) -> Result<(), String> {
        F::open_campaign(options, players)
    }
    fn setup(&self) -> AnyView {
        setup_screen::<G>(F::setup_fields, F::banner).into_any()
    }
    fn table(&self) -> AnyView {
        table_screen::<G, F>().into_any()
    }
    fn page(&self, name: &str) -> Option<AnyView> {
        G::page(name)
    }
    fn lab_query(&self) -> String {
        let setup = GameState::<G>::get().setup.get_untracked();
        let seats: Vec<String> = setup
            .deal
            .seats
            .iter()
            .map(|k| match k {
                SeatKind::Bot(b) => SeatKind::Bot(*b),
                SeatKind::Human | SeatKind::Remote => SeatKind::Bot(BotKind::Basic),
            })
            .map(SeatKind::as_str)
            .collect();
        format!(
            "lab={}&seed={DEFAULT_SEED}&seats={}&games={DEFAULT_GAMES}{}",
            EngineOf::<G>::GAME,
            seats.join(","),
            setup.options.link()
        )
    }
    fn going(&self) -> bool {
        GameState::<G>::get().going()
    }
    fn resume(&self) {
        GameState::<G>::get().resume()
    }
    fn backup(&self) -> Backup {
        let state = GameState::<G>::get();
        Backup {
            save: state.backup(),
            extra: state.setup.with_untracked(G::backup_extra),
        }
    }
    fn plan_restore(
        &self,
        save: Option<&str>,
        extra: Option<&serde_json::Value>,
    ) -> Result<Vec<Restore>, String> {
        let state = GameState::<G>::get();
        let mut changes = Vec::new();
        if let Some(text) = save {
            let (live, what) = GameState::<G>::check_backup(text)?;
            let here = state.backup();
            let same = here.as_ref().is_some_and(|(t, _)| {
                serde_json::from_str::<serde_json::Value>(t).ok()
                    == serde_json::from_str::<serde_json::Value>(text).ok()
            });
            if !same {
                changes.push(Restore {
                    what,
                    replaces: here.map(|(_, words)| words),
                    apply: Box::new(move || state.restore(live)),
                });
            }
        }
        if let Some(v) = extra {
            let what = G::check_extra(v)?;
            let here = state.setup.with_untracked(G::backup_extra);
            if here.as_ref() != Some(v) {
                let v = v.clone();
                let setup = state.setup;
                changes.push(Restore {
                    what,
                    replaces: here.map(|h| G::check_extra(&h).unwrap_or_default()),
                    apply: Box::new(move || G::restore_extra(setup, &v)),
                });
            }
        }
        Ok(changes)
    }
    fn at_table(&self) -> bool {
        GameState::<G>::get().live.with(Option::is_some)
    }
    fn add_to_notes(&self, text: String) -> bool {
        let state = GameState::<G>::get();
        if state.live.with_untracked(Option::is_none) {
            return false;
        }
        state.notes.update(|n| {
            if !n.is_empty() {
                n.push_str("\n\n");
            }
            n.push_str(&text);
        });
        true
    }
    fn record_report(&self, text: &str) -> Result<(String, String), String> {
        kept::report_of::<G>(text)
    }
    fn record_replay(&self, text: &str) -> Result<String, String> {
        kept::replay_link_of::<G>(text)
    }
    fn check_record(&self, text: &str) -> Result<(), String> {
        kept::open::<G>(text).map(|_| ())
    }
}

impl<G: GameUi> Tools for Of<G> {
    fn provide(&self) {
        ReplayState::<G>::provide();
        let tools = lab_tools::<G>();
        LabOf::<G>::provide(entry::<G>().with_tools(tools), tools);
    }
    fn lab(&self) -> AnyView {
        lab_screen_of::<G>().into_any()
    }
    fn replay(&self) -> AnyView {
        replay_screen::<G>().into_any()
    }
    fn open_lab(&self) {
        LabOf::<G>::get().open()
    }
    fn open_lab_link(&self, query: &Query) -> Result<(), String> {
        LabOf::<G>::get().open_link(query)
    }
    fn open_replay_link(&self, query: &Query) -> Result<(), String> {
        let (replay, step) = Replay::<G>::from_link(query)?;
        ReplayState::<G>::get().open(replay, step);
        Ok(())
    }
    fn open_table_replay(&self) {
        replay_state::open_table(GameState::<G>::get())
    }
    fn lab_options(&self, players: usize, set: Option<(usize, u16)>) -> Result<LabOptions, String> {
        let mut o = LabOf::<G>::get().form.with_untracked(|f| f.options.clone());
        if let Some((i, v)) = set {
            keep_core::variant::Numbers::set(o.variant_mut(), i, v);
        }
        o.validate(players)?;
        Ok(LabOptions {
            engine: serde_json::to_value(o.engine()).map_err(|e| e.to_string())?,
            query: o.link(),
            words: o.words(),
        })
    }
    fn numbers(&self) -> &'static [keep_core::variant::Number] {
        <keep_core::VariantOf<EngineOf<G>> as keep_core::variant::Numbers>::NUMBERS
    }
    fn lab_replay(&self, request: ReplayRequest) {
        open_run_game::<G>(request, ReplayState::<G>::get(), Ctx::get())
    }
}

/// What networking and the replay viewer add to every game's table.
struct Hosts;

impl<G: GameUi> Remote<G> for Hosts {
    fn setup_fields(seats: Signal<Vec<SeatKind>>) -> AnyView {
        view! { <NetFields seats /> }.into_any()
    }
    fn banner(game: &'static str) -> AnyView {
        table_banner(game)
    }
    fn open_campaign(options: &str, players: &[u8]) -> Result<(), String> {
        let engine: <EngineOf<G> as Engine>::Options = match options {
            "" => Default::default(),
            text => serde_json::from_str(text)
                .map_err(|_| "the campaign's variant is not one this version plays".to_string())?,
        };
        let setup = GameState::<G>::get().setup;
        setup.update(|s| {
            s.options = G::Options::from_engine(&engine);
            let n = s.deal.seats.len();
            if let Some(&first) = players.first().filter(|_| !players.contains(&(n as u8))) {
                let d = &mut s.deal;
                resize_seats(&mut d.seats, &mut d.names, first as usize);
            }
        });
        Ok(())
    }
}

impl<G: GameUi> Remote<G> for ToHostPage {
    fn setup_fields(seats: Signal<Vec<SeatKind>>) -> AnyView {
        to_host::setup_fields::<G>(seats)
    }
    fn banner(_: &'static str) -> AnyView {
        ().into_any()
    }
    fn open_campaign(_: &str, _: &[u8]) -> Result<(), String> {
        Err("a game's own page plays no campaign".into())
    }
}

impl<G: GameUi> TableFeatures<G> for Hosts {
    type Hosted = HostingUi;
    fn host(state: GameState<G>) -> HostingUi {
        host_game(state)
    }
    fn presence(hosted: HostingUi) -> Signal<Vec<SeatState>> {
        hosted.presence()
    }
    fn panel(hosted: HostingUi, names: Signal<Vec<String>>) -> AnyView {
        hosted.view(names).into_any()
    }
}
