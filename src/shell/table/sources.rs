//! Where a table's signals come from ([`TableCtx`]'s sources): the game
//! at play in this page, a replay (the same screens, asking nothing), and a
//! guest's device fed from the host's messages.

use crate::shell::plug::game::{ActionOf, EngineOf, GameUi};
use crate::shell::plug::game::{FeedbackSink, Local, Stage, TableCtx};
use crate::shell::plug::plugged::Games;
use crate::shell::plug::seats::{BotKind, SeatKind};
use crate::shell::store::feedback::put_answer;
use crate::shell::store::seating::Seating;
use crate::shell::store::session::Live;
use crate::shell::store::state::GameState;
use keep_core::log::GameEvent;
use keep_core::Engine;
use keep_net::{GuestStage, GuestTable, SeatState};
use leptos::prelude::*;

/// The lines game `G`'s game-over panel lists for `viewer` in the game
/// standing at `pos` (none before it is over): from the log as the viewer
/// saw it.
pub(in crate::shell) fn over_lines<G: GameUi>(
    pos: &EngineOf<G>,
    names: &[String],
    viewer: Option<u8>,
) -> Vec<String> {
    if !pos.is_over() {
        return Vec::new();
    }
    let seen: Vec<_> = pos.log().iter().map(|e| e.seen_by(viewer)).collect();
    G::game_over_lines(&pos.player_view(viewer), names, &seen)
}

impl<G: GameUi> TableCtx<G> {
    /// The table of the game at play in `state`, whose game is present.
    pub(in crate::shell) fn new(state: GameState<G>) -> TableCtx<G> {
        TableCtx::build(state, false)
    }

    /// The table of a replay: the same screens, asking nothing (no legal
    /// actions; whoever decides is shown as waited for) and changing nothing.
    pub(in crate::shell) fn read_only(state: GameState<G>) -> TableCtx<G> {
        TableCtx::build(state, true)
    }

    fn build(state: GameState<G>, read_only: bool) -> TableCtx<G> {
        // Each a memo of the game at the table (present while the table is
        // shown: a table is given a game and only ever another one), reading
        // only the signals it needs.
        fn of<G: GameUi, T: PartialEq + Send + Sync + 'static>(
            state: GameState<G>,
            f: impl Fn(&Live<G>) -> T + Send + Sync + 'static,
        ) -> Memo<T> {
            Memo::new(move |_| state.read(&f).expect("a game is at the table"))
        }
        let seating = state.seating;
        let viewer = Memo::new(move |_| seating.with(Seating::shown));
        TableCtx {
            viewer,
            view: of(state, move |l| l.pos.player_view(viewer.get())),
            stage: of(state, move |l| match l.pos.pending() {
                Some((seat, _)) if read_only => Stage::Waiting(seat),
                None if read_only => Stage::Over,
                _ => seating.with(|s| s.stage(&l.pos)),
            }),
            legal: of(state, move |l| match seating.with(|s| s.stage(&l.pos)) {
                Stage::Decide(_) if !read_only => l.pos.legal_actions(),
                _ => Vec::new(),
            }),
            names: of(state, |l| l.settings.deal.names.clone()),
            kinds: of(state, |l| l.settings.deal.seats.clone()),
            pick: state.pick,
            over_lines: Memo::new(move |_| {
                let v = viewer.get();
                state
                    .read(|l| over_lines::<G>(&l.pos, &l.settings.deal.names, v))
                    .unwrap_or_default()
            }),
            winners: Memo::new(move |_| state.read(|l| l.pos.winners()).flatten()),
            feedback: (!read_only).then(|| FeedbackSink {
                seats: Signal::derive(move || {
                    state
                        .read(|l| {
                            (0..l.settings.deal.seats.len() as u8)
                                .filter(|&s| l.settings.deal.seats[s as usize] == SeatKind::Human)
                                .collect()
                        })
                        .unwrap_or_default()
                }),
                given: state.feedback.into(),
                send: Callback::new(move |f| state.feedback.update(|all| put_answer(all, f))),
            }),
            act: (!read_only).then(|| Callback::new(move |a| state.act(a))),
            local: (!read_only).then(|| Local {
                ready: Callback::new(move |()| state.seating.update(|s| s.ready())),
                again: Callback::new(move |same: bool| state.again(same)),
                replay: Callback::new(move |()| {
                    if let Some(g) = Games::get().find(EngineOf::<G>::GAME) {
                        g.open_table_replay()
                    }
                }),
                report: Callback::new(move |()| state.report().unwrap_or_default()),
            }),
        }
    }

    /// The table of a guest's device, fed from the host's messages: the
    /// latest table the host sent its seat (`table`: its view, legal
    /// actions, stage, events, names, seats and winners, nothing else), the
    /// guest's own half-made choice, and `act`, which sends an action to the
    /// host (who applies it, or answers that it was refused), and
    /// `feedback`, where the guest's end-of-game answer goes. The same game
    /// screens draw it as a local table.
    pub fn from_guest(
        table: Signal<GuestTable<EngineOf<G>>>,
        pick: RwSignal<G::Pick>,
        act: Callback<ActionOf<G>>,
        feedback: Option<FeedbackSink>,
    ) -> TableCtx<G> {
        fn of<G: GameUi, T: PartialEq + Send + Sync + 'static>(
            table: Signal<GuestTable<EngineOf<G>>>,
            f: impl Fn(&GuestTable<EngineOf<G>>) -> T + Send + Sync + 'static,
        ) -> Memo<T> {
            Memo::new(move |_| table.with(&f))
        }
        TableCtx {
            viewer: of::<G, _>(table, |t| t.seat),
            view: of::<G, _>(table, |t: &GuestTable<EngineOf<G>>| t.view.clone()),
            legal: of::<G, _>(table, |t| t.legal.clone()),
            stage: of::<G, _>(table, |t| match t.stage {
                GuestStage::Over => Stage::Over,
                GuestStage::Waiting(s) => Stage::Waiting(s),
                GuestStage::Decide(d) => Stage::Decide(d),
            }),
            names: of::<G, _>(table, |t| t.names.clone()),
            kinds: of::<G, _>(table, |t| {
                t.seats
                    .iter()
                    .map(|s| match s {
                        SeatState::Bot => SeatKind::Bot(BotKind::Basic),
                        _ => SeatKind::Human,
                    })
                    .collect()
            }),
            pick,
            over_lines: of::<G, _>(table, |t| t.over_lines.clone()),
            winners: of::<G, _>(table, |t| t.winners),
            act: Some(act),
            local: None,
            feedback,
        }
    }
}
