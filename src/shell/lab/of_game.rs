//! The lab of one game `G`: the little that depends on the game (its
//! options form and their words, links, opening one of its games in the
//! replay viewer, its playtest notes), around the lab every game shares.

use crate::shell::campaign::campaign_section;
use crate::shell::frame::routing::{Ctx, Screen};
use crate::shell::frame::worker::{Helper, Worker};
use crate::shell::lab::screen::lab_screen;
use crate::shell::lab::state::{
    lab_search, parse_games, parse_search, LabState, MAX_GAMES, MAX_SEARCH,
};
use crate::shell::plug::game::{EngineOf, GameUi};
use crate::shell::plug::options::GameOptions;
use crate::shell::plug::plugged::{GameEntry, ReplayRequest, Tools};
use crate::shell::plug::seats::{Deal, SeatKind};
use crate::shell::plug::settings::Settings;
use crate::shell::replay::state::{Replay, ReplayState};
use crate::shell::setup::variant_form::variant_form;
use crate::shell::store::state::GameState;
use keep_core::link::Query;
use keep_core::{Engine, SavedGame};
use leptos::prelude::*;

/// Game `G`'s lab and its options form (provided as context, one per game).
pub struct LabOf<G: GameUi> {
    /// The lab.
    pub lab: LabState,
    /// The options form's settings (only its options are read).
    pub form: RwSignal<Settings<G::Options>>,
}

impl<G: GameUi> Clone for LabOf<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for LabOf<G> {}

impl<G: GameUi> LabOf<G> {
    /// Creates game `G`'s lab and provides it (after its game and replay
    /// states); `tools` are the game's own.
    pub fn provide(game: GameEntry, tools: &'static dyn Tools) {
        let form = RwSignal::new(Settings::<G::Options>::new(G::DEFAULT_PLAYERS, 1));
        provide_context(LabOf::<G> {
            lab: LabState::new(game, tools, G::DEFAULT_PLAYERS),
            form,
        });
    }

    /// Game `G`'s lab, from context.
    pub fn get() -> LabOf<G> {
        expect_context::<LabOf<G>>()
    }

    /// Opens the lab with the game's setup: its options (rulings, card
    /// list) and its seats (a human's seat gets the basic bot).
    pub fn open(&self) {
        let setup = GameState::<G>::get().setup.get_untracked();
        if !self.lab.busy.get_untracked() {
            self.lab.set_seats(&setup.deal.seats);
        }
        self.form.update(|f| f.options = setup.options);
        Ctx::get().screen.set(Screen::Lab(EngineOf::<G>::GAME));
    }

    /// Sets the lab up from a lab link (`?lab=<game>&seed=…&seats=…&games=…`).
    pub fn open_link(&self, q: &Query) -> Result<(), String> {
        let deal = Deal::decode_for(q, EngineOf::<G>::TITLE, EngineOf::<G>::PLAYERS)?;
        let options = G::Options::from_link(q)?;
        options.validate(deal.seats.len())?;
        let games = q.get("games").unwrap_or("1000");
        parse_games(games)
            .map_err(|_| format!("its number of games `{games}` is not 1 to {MAX_GAMES}"))?;
        let search = match q.get("search") {
            Some(t) => Some(
                parse_search(t)
                    .map_err(|_| format!("its search `{t}` is not 1 to {MAX_SEARCH} iterations"))?,
            ),
            None => None,
        };
        let lab = self.lab;
        lab.search.set(
            search
                .unwrap_or_else(|| lab_search(lab.game.search))
                .to_string(),
        );
        lab.seed.set(deal.seed.to_string());
        lab.games.set(games.to_string());
        lab.set_seats(&deal.seats);
        self.form.update(|f| f.options = options);
        Ctx::get().screen.set(Screen::Lab(EngineOf::<G>::GAME));
        Ok(())
    }
}

/// Game `G`'s lab screen.
pub fn lab_screen_of<G: GameUi>() -> impl IntoView {
    let l = LabOf::<G>::get();
    let players = l.lab.players.into();
    let form = l.form;
    // A campaign's tables play the variant set in the lab's settings.
    let options = Signal::derive(move || {
        let options = serde_json::to_value(form.with(|f| f.options.engine())).ok()?;
        let rules = serde_json::to_value(<EngineOf<G> as Engine>::Options::default()).ok()?;
        (options != rules).then_some(options)
    });
    let words = Signal::derive(move || form.with(|f| f.options.words()));
    view! {
        {lab_screen(
            l.lab,
            view! {
                {G::options_form(form)}
                {variant_form::<G>(form, players, RwSignal::new(None))}
            }
            .into_any(),
        )}
        {campaign_section(
            EngineOf::<G>::GAME,
            EngineOf::<G>::TITLE,
            EngineOf::<G>::PLAYERS,
            options,
            words,
        )}
    }
}

/// Plays a game of a run again in a worker and opens it in the replay viewer.
pub(in crate::shell) fn open_run_game<G: GameUi>(
    req: ReplayRequest,
    replay: ReplayState<G>,
    ctx: Ctx,
) {
    let helper = match Helper::start(Worker::Lab) {
        Ok(h) => h,
        Err(why) => return ctx.say(format!("The game could not be replayed: {why}.")),
    };
    let job = serde_json::json!({"record": {"run": req.run, "index": req.index}});
    let h = helper.clone();
    helper.ask(EngineOf::<G>::GAME, job, move |reply| {
        h.stop();
        let opened = reply.and_then(|v| {
            let actions: Vec<<EngineOf<G> as Engine>::Action> =
                serde_json::from_value(v).map_err(|e| e.to_string())?;
            let engine_options =
                serde_json::from_value(req.run["options"].clone()).map_err(|e| e.to_string())?;
            let mut game = SavedGame::new(req.players, engine_options, req.seed);
            game.actions = actions;
            let query = Query::parse(req.options_query.trim_start_matches('&'))?;
            let mut settings = Settings::<G::Options>::new(req.players, req.seed);
            settings.options = G::Options::from_link(&query)?;
            settings.deal.seats = req.bots.iter().map(|&b| SeatKind::Bot(b)).collect();
            settings.deal.names = req
                .bots
                .iter()
                .enumerate()
                .map(|(s, b)| format!("Seat {} ({})", s + 1, b.name()))
                .collect();
            Replay::new(settings, game)
        });
        match opened {
            Ok(r) => replay.open(r, 0),
            Err(why) => ctx.say(format!("The game could not be replayed: {why}.")),
        }
    });
}
