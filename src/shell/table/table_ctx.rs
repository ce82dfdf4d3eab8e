//! What a game's table screens read and do ([`TableCtx`]): the view of the
//! player whose hand is shown, their legal actions and what they are asked,
//! never the position. By type, no game screen can reach a card its viewer
//! may not see, and every choice it offers comes from the legal actions.

use crate::shell::frame::routing::Ctx;
use crate::shell::plug::game::{ActionOf, DecisionOf, EngineOf, GameUi, ViewOf};
use crate::shell::plug::plugged::Games;
use crate::shell::plug::seats::{BotKind, SeatKind};
use crate::shell::store::feedback::{put_answer, Feedback};
use crate::shell::store::seating::Seating;
use crate::shell::store::seating::Stage;
use crate::shell::store::session::Live;
use crate::shell::store::state::GameState;
use keep_core::log::GameEvent;
use keep_core::{Engine, Seats};
use keep_net::{GuestStage, GuestTable, SeatState};
use leptos::prelude::*;

/// The table of game `G` as its screens see it (provided as context while
/// the table is shown; `Copy`). It holds signals and a way to act, not the
/// game: the local table feeds it from the engine in this page, and another
/// source (a host's messages) can feed the same screens.
pub struct TableCtx<G: GameUi> {
    view: Memo<ViewOf<G>>,
    legal: Memo<Vec<ActionOf<G>>>,
    stage: Memo<Stage<DecisionOf<G>>>,
    viewer: Memo<Option<u8>>,
    names: Memo<Vec<String>>,
    kinds: Memo<Vec<SeatKind>>,
    pick: RwSignal<G::Pick>,
    over_lines: Memo<Vec<String>>,
    winners: Memo<Option<Seats>>,
    /// Plays an action (`None`: a replay, where nothing can be played).
    act: Option<Callback<ActionOf<G>>>,
    /// What the table does besides playing: the privacy screen's answer
    /// and what the game-over panel offers (`None`: a replay).
    local: Option<Local>,
    /// Where the end-of-game answers of the people at this device go
    /// (`None`: a replay).
    feedback: Option<FeedbackSink>,
}

/// Where the end-of-game answers ("What did you argue about?", one-tap
/// tags) of the people at this device go: the host's own game (its
/// report), or the host of a guest's table.
#[derive(Clone, Copy)]
pub struct FeedbackSink {
    /// The seats answering on this device (its humans; a guest's own seat).
    pub seats: Signal<Vec<u8>>,
    /// What they answered so far (tracked).
    pub given: Signal<Vec<Feedback>>,
    /// Records (or sends) one seat's answer.
    pub send: Callback<Feedback>,
}

/// What a table played on this device offers besides actions.
#[derive(Clone, Copy)]
pub struct Local {
    /// "I have the device" on the privacy screen.
    pub ready: Callback<()>,
    /// Deals again: the same deal (`true`) or a new one.
    pub again: Callback<bool>,
    /// Opens the game in the replay viewer.
    pub replay: Callback<()>,
    /// The game's report: its file name and Markdown.
    pub report: Callback<(), (String, String)>,
}

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

impl<G: GameUi> Clone for TableCtx<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for TableCtx<G> {}

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

    /// The table of game `G`, from context.
    pub fn get() -> TableCtx<G> {
        expect_context::<TableCtx<G>>()
    }

    /// What the player whose hand is shown may know (behind the privacy
    /// screen, or with no human: what every player sees).
    pub fn view(&self) -> Memo<ViewOf<G>> {
        self.view
    }
    /// Their legal actions: empty unless they hold the device and decide.
    pub fn legal(&self) -> Memo<Vec<ActionOf<G>>> {
        self.legal
    }
    /// What the table asks of the person holding the device.
    pub fn stage(&self) -> Memo<Stage<DecisionOf<G>>> {
        self.stage
    }
    /// True in the replay viewer: nothing can be played.
    pub fn is_replay(&self) -> bool {
        self.act.is_none()
    }
    /// The seat whose hand is shown, if any.
    pub fn viewer(&self) -> Memo<Option<u8>> {
        self.viewer
    }
    /// The players' names.
    pub fn names(&self) -> Memo<Vec<String>> {
        self.names
    }
    /// A player's name (tracked).
    pub fn name(&self, seat: u8) -> String {
        self.names
            .with(|n| n.get(seat as usize).cloned())
            .unwrap_or_else(|| format!("Seat {}", seat + 1))
    }
    /// Who plays a seat (tracked).
    pub fn kind(&self, seat: u8) -> SeatKind {
        self.kinds
            .with(|k| k.get(seat as usize).copied())
            .unwrap_or(SeatKind::Human)
    }
    /// The bot now thinking (tracked; none in a replay, nor on a page
    /// whose bots no driver plays).
    pub fn thinking(&self) -> Option<u8> {
        if self.is_replay() {
            return None;
        }
        use_context::<Ctx>().and_then(|c| c.thinking.get())
    }
    /// The viewer's half-made choice.
    pub fn pick(&self) -> ReadSignal<G::Pick> {
        self.pick.read_only()
    }
    /// Changes the viewer's half-made choice; only a real change notifies
    /// (nothing else at the table reads it, and it writes no save).
    pub fn update_pick(&self, f: impl FnOnce(&mut G::Pick)) {
        if self.is_replay() {
            return;
        }
        self.pick.maybe_update(|u| {
            let before = u.clone();
            f(u);
            *u != before
        });
    }
    /// Plays one of the legal actions; a refusal becomes a notice.
    pub fn act(&self, action: ActionOf<G>) {
        if let Some(act) = self.act {
            act.run(action);
        }
    }
    /// The winners once the game is over (several share a win; none is a
    /// draw; tracked).
    pub fn winners(&self) -> Option<Seats> {
        self.winners.get()
    }
    /// What the table offers besides actions (`None`: a replay).
    pub fn local(&self) -> Option<Local> {
        self.local
    }
    /// Where this device's end-of-game answers go (`None`: a replay).
    pub fn feedback(&self) -> Option<FeedbackSink> {
        self.feedback
    }
    /// What the game-over panel lists below its headline (tracked; empty
    /// until the game is over).
    pub fn over_lines(&self) -> Vec<String> {
        self.over_lines.get()
    }
}
