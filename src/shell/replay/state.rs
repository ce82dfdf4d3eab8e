//! A game to replay and where the viewer stands in it: the step, whose view
//! is shown; reading and writing replay links.

use crate::shell::frame::routing::{Ctx, Screen};
use crate::shell::plug::game::{EngineOf, GameUi};
use crate::shell::plug::options::GameOptions;
use crate::shell::plug::seats::{Deal, SeatKind};
use crate::shell::plug::settings::Settings;
use crate::shell::store::marks::{self, Mark};
use crate::shell::store::session::{validate, Live};
use crate::shell::store::share;
use crate::shell::store::state::GameState;
use keep_core::link::Query;
use keep_core::{Engine, SavedGame};
use leptos::prelude::*;

/// A game to replay: its settings (seats, names, seed, options) and moves.
#[derive(Clone, Debug)]
pub struct Replay<G: GameUi> {
    /// What it was dealt from.
    pub settings: Settings<G::Options>,
    /// Its moves.
    pub game: SavedGame<EngineOf<G>>,
    /// Moves in all.
    pub total: usize,
    /// True when the last move ended the game.
    pub over: bool,
    /// Moments the table marked (the replay viewer's bar steps to each).
    pub marks: Vec<Mark>,
    /// Events in the log after each step (0: the deal), so that the log
    /// lines of a step's own move are found without replaying again.
    events: Vec<usize>,
}

impl<G: GameUi> PartialEq for Replay<G> {
    fn eq(&self, o: &Self) -> bool {
        self.settings == o.settings && self.game == o.game
    }
}

impl<G: GameUi> Replay<G> {
    /// A replay of `game` dealt from `settings`, checked to replay.
    pub fn new(
        settings: Settings<G::Options>,
        game: SavedGame<EngineOf<G>>,
    ) -> Result<Replay<G>, String> {
        validate::<G>(&settings)?;
        let (end, events) = game
            .restore_with_log_lengths()
            .map_err(|e| format!("its moves do not replay ({e})"))?;
        Ok(Replay {
            marks: Vec::new(),
            total: game.actions.len(),
            over: end.is_over(),
            settings,
            game,
            events,
        })
    }

    /// Where in the log the move that led to `step` begins (`None` at the
    /// deal).
    pub fn move_start(&self, step: usize) -> Option<usize> {
        step.checked_sub(1)
            .and_then(|s| self.events.get(s))
            .copied()
    }

    /// The position after `step` moves, as a read-only session seen by
    /// `viewer` (`None`: what every player sees).
    pub(in crate::shell) fn live(&self, step: usize) -> Option<Live<G>> {
        let mut game = self.game.clone();
        game.actions.truncate(step);
        let pos = game.restore().ok()?;
        Some(Live {
            game,
            settings: self.settings.clone(),
            at_table: true,
            played: Default::default(),
            pos,
        })
    }

    /// Every seat's hand in words at the end, once the game is over
    /// (nothing is secret any more): the open view's list.
    pub fn final_hands(&self) -> Option<Vec<Vec<String>>> {
        if !self.over {
            return None;
        }
        let end = self.game.restore().ok()?;
        Some(
            (0..self.game.players as u8)
                .map(|s| G::hand_words(&end.player_view(Some(s))))
                .collect(),
        )
    }

    /// The replay link of this game, standing at `step`.
    pub fn link(&self, step: usize) -> String {
        share::replay_link::<G>(&self.settings, &self.game, &self.marks, step)
    }

    /// Reads a replay link (`replay` names game `G`).
    pub fn from_link(q: &Query) -> Result<(Replay<G>, usize), String> {
        let settings = Settings {
            deal: Deal::decode(q)?,
            options: G::Options::from_link(q)?,
        };
        validate::<G>(&settings)?;
        let mut game = SavedGame::new(
            settings.deal.seats.len(),
            settings.options.engine(),
            settings.deal.seed,
        );
        game.read_actions_code(q.get("moves").unwrap_or(""))
            .map_err(|e| format!("its moves cannot be read: {e}"))?;
        let step = match q.get("step") {
            None => 0,
            Some(s) => s
                .parse::<usize>()
                .map_err(|_| format!("its step `{s}` is not a number"))?,
        };
        let mut replay = Replay::new(settings, game)?;
        if let Some(m) = q.get("marks") {
            replay.marks = marks::decode(m, replay.total)?;
        }
        let step = step.min(replay.total);
        Ok((replay, step))
    }
}

/// Game `G`'s replay viewer state (provided as context, one per game).
pub struct ReplayState<G: GameUi> {
    /// The game replayed.
    pub replay: RwSignal<Option<Replay<G>>>,
    /// Moves shown (0: the deal).
    pub step: RwSignal<usize>,
    /// Whose view is shown (`None`: what every player sees, once over).
    pub seat: RwSignal<Option<u8>>,
    /// The app's screen (so that a replay opens from a worker's answer too).
    screen: RwSignal<Screen>,
}

impl<G: GameUi> Clone for ReplayState<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for ReplayState<G> {}

impl<G: GameUi> ReplayState<G> {
    /// Creates the state and provides it as context.
    pub fn provide() {
        provide_context(ReplayState::<G> {
            replay: RwSignal::new(None),
            step: RwSignal::new(0),
            seat: RwSignal::new(Some(0)),
            screen: Ctx::get().screen,
        });
    }

    /// The state of game `G`, from context.
    pub fn get() -> ReplayState<G> {
        expect_context::<ReplayState<G>>()
    }

    /// Opens `replay` at `step`, seen by the first human seat (or seat 0).
    pub fn open(&self, replay: Replay<G>, step: usize) {
        let seat = replay
            .settings
            .deal
            .seats
            .iter()
            .position(|k| *k == SeatKind::Human)
            .unwrap_or(0);
        self.seat.set(Some(seat as u8));
        self.step.set(step.min(replay.total));
        self.replay.set(Some(replay));
        self.screen.set(Screen::Replay(EngineOf::<G>::GAME));
    }
}

/// Opens the game at play at `state`'s table in the replay viewer, at its
/// last move.
pub fn open_table<G: GameUi>(state: GameState<G>) {
    let opened = state
        .live
        .with_untracked(|l| {
            l.as_ref().map(|l| {
                Replay::<G>::new(l.settings.clone(), l.game.clone()).map(|mut r| {
                    r.marks = state.marks.get_untracked();
                    r
                })
            })
        })
        .unwrap_or_else(|| Err("there is no game".into()));
    match opened {
        Ok(r) => {
            let last = r.total;
            ReplayState::<G>::get().open(r, last)
        }
        Err(why) => Ctx::get().say(format!("This game cannot be replayed: {why}.")),
    }
}
