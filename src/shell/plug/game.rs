//! What a game gives the shell ([`GameUi`]): its engine, the options its
//! setup form edits, the viewer's half-made choice, and its own screens.
//! Everything else (setup, saves, share links, the bot driver, pass-and-play,
//! the log, notes and report) the shell does the same for every game.

use crate::shell::plug::options::GameOptions;
use crate::shell::plug::settings::Settings;
use keep_core::Engine;
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
    /// The table's own parts (seats, centre, hand), drawn from
    /// [`crate::shell::table::table_ctx::TableCtx`]; the shell adds the prompt, log, notes and rules.
    fn table() -> AnyView;
    /// What the viewer is asked for a decision in the prompt, or `None`
    /// when the table itself asks (a hand to play from): the one source of
    /// both whether the prompt asks and what it shows. Read while tracked:
    /// the shell asks it whenever what it reads changes, and draws the body
    /// only when it shows it.
    fn prompt(decision: DecisionOf<Self>) -> Option<Prompt>;
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
    fn game_over() -> AnyView {
        ().into_any()
    }
    /// The side column above the log (Star Crew's scores).
    fn aside() -> Option<AnyView> {
        None
    }
    /// Another screen of the game, by name (Keep's card-list editor).
    fn page(name: &str) -> Option<AnyView> {
        let _ = name;
        None
    }
}
