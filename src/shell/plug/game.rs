//! What a game gives the shell ([`GameUi`]): its engine, the options its
//! setup form edits, the viewer's half-made choice, and its own screens;
//! and what the shell gives those screens ([`TableCtx`]): the view of the
//! player whose hand is shown, their legal actions and what they are asked
//! ([`Stage`]), never the position. By type, no game screen can reach a
//! card its viewer may not see, and every choice it offers comes from the
//! legal actions. Where a table's signals come from (the game in this
//! page, a replay, a host's messages) is the table room's
//! (`table/sources.rs`). Everything else (setup, saves, share links, the
//! bot driver, pass-and-play, the log, notes and report) the shell does
//! the same for every game.

use crate::shell::frame::routing::Ctx;
use crate::shell::plug::options::GameOptions;
use crate::shell::plug::seats::SeatKind;
use crate::shell::plug::settings::Settings;
use keep_core::record::Feedback;
use keep_core::{Engine, Seats};
use leptos::prelude::*;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;

/// The engine of game `G`.
pub type EngineOf<G> = <G as GameUi>::Engine;
/// What one seat may know in game `G` (the app's view).
pub type ViewOf<G> = <EngineOf<G> as Engine>::PlayerView;
/// An action of game `G`.
pub type ActionOf<G> = <EngineOf<G> as Engine>::Action;
/// A decision of game `G`.
pub type DecisionOf<G> = <EngineOf<G> as Engine>::Decision;

/// What a game's prompt asks: its `data-decision`, and its body, drawn
/// only when the prompt is shown.
pub struct Prompt {
    /// The `data-decision` of the prompt.
    pub decision: &'static str,
    /// Draws the prompt's body.
    pub body: Box<dyn FnOnce() -> AnyView>,
}

impl Prompt {
    /// A prompt for `decision` whose body `body` draws.
    pub fn new(decision: &'static str, body: impl FnOnce() -> AnyView + 'static) -> Prompt {
        Prompt {
            decision,
            body: Box::new(body),
        }
    }
}

/// A game of the app. The shell never names a game: it is given a list of
/// them (`crate::games`), each through this trait.
pub trait GameUi: Sized + Send + Sync + 'static {
    /// The rules engine.
    type Engine: Engine;
    /// The setup form's own settings besides seats, names and seed (Card
    /// Keeper's rulings): saved with a game and carried by its share link,
    /// with their checks and codecs on their own type.
    type Options: GameOptions<Self::Engine>;
    /// The viewer's half-made choice at the table (a selected card): a
    /// signal of its own, stored on its own key when it changes (a few
    /// bytes, never the whole game), so that a reload or another tab
    /// brings it back.
    type Pick: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;

    /// The game in one line, for the picker.
    const BLURB: &'static str;
    /// The legend over the seats on the setup screen.
    const SEATS_LEGEND: &'static str = "Seats";
    /// Players in a new setup (the fewest the game takes unless a game
    /// says otherwise).
    const DEFAULT_PLAYERS: usize = *<Self::Engine as Engine>::PLAYERS.start();
    /// How the status line ends while someone else decides.
    const TO_MOVE: &'static str = "to play.";
    /// The `data-testid` of the picker's button that resumes this game
    /// (`None`: `resume-` and the game's id).
    const PICKER_RESUME: Option<&'static str> = None;
    /// The rules as this app plays them, in Markdown (`docs/rules/<game>.md`).
    const RULES: &'static str;
    /// The names of the game's other screens ([`GameUi::page`]): each has
    /// an address of its own (`#/<game>/<name>`).
    const PAGES: &'static [&'static str] = &[];

    /// How the game stands or ended, in one line, from what every player
    /// sees (the report's result and the game-over headline).
    fn result_text(view: &ViewOf<Self>, names: &[String]) -> String;
    /// The cards of the view's own hand, in words, one per card (the replay
    /// viewer's open view lists every seat's once the game is over).
    fn hand_words(view: &ViewOf<Self>) -> Vec<String>;
    /// The report's result section (the result line unless a game says more).
    fn report_result(view: &ViewOf<Self>, names: &[String]) -> String {
        Self::result_text(view, names)
    }

    /// At start-up, after the saved game's settings are in the setup form:
    /// the game's own stored things (Keep's active card list) into it;
    /// problems as notices.
    fn init(setup: RwSignal<Settings<Self::Options>>, notices: &mut Vec<String>) {
        let _ = (setup, notices);
    }
    /// What a backup keeps of the game's own stored things besides its
    /// save (Keep: a custom card list), as JSON; `None` for nothing.
    fn backup_extra(setup: &Settings<Self::Options>) -> Option<serde_json::Value> {
        let _ = setup;
        None
    }
    /// Reads a backup's extra for this game: what it holds, in words, or
    /// why it cannot be used.
    fn check_extra(extra: &serde_json::Value) -> Result<String, String> {
        let _ = extra;
        Err("this game keeps nothing besides its saved game".into())
    }
    /// Puts a checked extra in place (the setup form, and storage).
    fn restore_extra(setup: RwSignal<Settings<Self::Options>>, extra: &serde_json::Value) {
        let _ = (setup, extra);
    }
    /// The setup form's own fields (rulings, a card list).
    fn options_form(setup: RwSignal<Settings<Self::Options>>) -> AnyView {
        let _ = setup;
        ().into_any()
    }
    /// The table's own parts (seats, centre, hand), drawn from the table
    /// `t` the shell passes (the view, legal actions, pick and a way to
    /// act); the shell adds the prompt, log, notes and rules.
    fn table(t: TableCtx<Self>) -> AnyView;
    /// What the viewer is asked for a decision in the prompt, or `None`
    /// when the table itself asks (a hand to play from): the one source of
    /// both whether the prompt asks and what it shows. Read while tracked:
    /// the shell asks it whenever what it reads changes, and draws the body
    /// only when it shows it.
    fn prompt(t: TableCtx<Self>, decision: DecisionOf<Self>) -> Option<Prompt>;
    /// The lines the game-over panel lists below its headline, from the
    /// view, the names and the log as the viewer saw it (Card Keeper: each
    /// player's path); a guest's device gets them from the host.
    fn game_over_lines(
        view: &ViewOf<Self>,
        names: &[String],
        seen: &[<Self::Engine as Engine>::Event],
    ) -> Vec<String> {
        let _ = (view, names, seen);
        Vec::new()
    }
    /// What the game-over panel shows below its headline.
    fn game_over(t: TableCtx<Self>) -> AnyView {
        let _ = t;
        ().into_any()
    }
    /// The side column above the log (Star Crew's scores).
    fn aside(t: TableCtx<Self>) -> Option<AnyView> {
        let _ = t;
        None
    }
    /// Another screen of the game, by name (Keep's card-list editor).
    fn page(name: &str) -> Option<AnyView> {
        let _ = name;
        None
    }
}

/// What the table asks of the person holding the device, for a game
/// whose decisions are `D`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage<D> {
    /// The game has ended.
    Over,
    /// Pass the device to this human (privacy screen).
    PassDevice(u8),
    /// Someone else decides (a bot, or another player behind the screen).
    Waiting(u8),
    /// The viewer decides this.
    Decide(D),
}

/// The table of game `G` as its screens see it, given to them by the
/// shell (`Copy`). It holds signals and a way to act, not the game: the local table feeds it from the engine in this page, and another
/// source (a host's messages) can feed the same screens.
pub struct TableCtx<G: GameUi> {
    pub(in crate::shell) view: Memo<ViewOf<G>>,
    pub(in crate::shell) legal: Memo<Vec<ActionOf<G>>>,
    pub(in crate::shell) stage: Memo<Stage<DecisionOf<G>>>,
    pub(in crate::shell) viewer: Memo<Option<u8>>,
    pub(in crate::shell) names: Memo<Vec<String>>,
    pub(in crate::shell) kinds: Memo<Vec<SeatKind>>,
    pub(in crate::shell) pick: RwSignal<G::Pick>,
    pub(in crate::shell) over_lines: Memo<Vec<String>>,
    pub(in crate::shell) winners: Memo<Option<Seats>>,
    /// Plays an action (`None`: a replay, where nothing can be played).
    pub(in crate::shell) act: Option<Callback<ActionOf<G>>>,
    /// What the table does besides playing: the privacy screen's answer
    /// and what the game-over panel offers (`None`: a replay).
    pub(in crate::shell) local: Option<Local>,
    /// Where the end-of-game answers of the people at this device go
    /// (`None`: a replay).
    pub(in crate::shell) feedback: Option<FeedbackSink>,
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

impl<G: GameUi> Clone for TableCtx<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for TableCtx<G> {}

impl<G: GameUi> TableCtx<G> {
    /// The table of game `G`, from context: a guest's page provides it once
    /// the host's first table has come (a game's screens are given theirs).
    pub(in crate::shell) fn get() -> TableCtx<G> {
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
