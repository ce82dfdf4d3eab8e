//! Share links, for any game: the settings of a deal in the page's query
//! string, so that opening the link deals exactly the same game.
//!
//! `?play=card-keeper&seed=42&seats=human,bot-basic&names=Ana,Bo&V1=first_player&…`

use crate::shell::plug::game::{EngineOf, GameUi};
use crate::shell::plug::options::GameOptions;
use crate::shell::plug::seats::Deal;
use crate::shell::plug::settings::Settings;
use crate::shell::store::session::validate;
use keep_core::link::Query;
use keep_core::Engine;

/// The query string (without `?`) of a deal of game `G`.
pub fn encode<G: GameUi>(s: &Settings<G::Options>) -> String {
    format!("{}{}", s.deal.encode(EngineOf::<G>::GAME), s.options.link())
}

/// Reads a link whose `play` is game `G`: its settings, checked, or what
/// is wrong with it.
pub fn decode<G: GameUi>(q: &Query) -> Result<Settings<G::Options>, String> {
    let s = Settings {
        deal: Deal::decode(q)?,
        options: G::Options::from_link(q)?,
    };
    validate::<G>(&s)?;
    Ok(s)
}

/// A switchable option in a link: its default when absent, an error
/// naming the option when its value is unknown.
pub fn option<T: Default>(
    q: &Query,
    key: &str,
    parse: impl Fn(&str) -> Option<T>,
) -> Result<T, String> {
    match q.get(key) {
        None => Ok(T::default()),
        Some(v) => {
            parse(v).ok_or_else(|| format!("the link's ruling {key} has an unknown value `{v}`"))
        }
    }
}

/// The replay link of a game of `G` dealt from `settings` and played as
/// `game`, standing at `step`, with the table's `marks` (the replay
/// viewer's bar steps to each): what a report links, for the whole game
/// and for each marked moment.
pub fn replay_link<G: GameUi>(
    settings: &Settings<G::Options>,
    game: &keep_core::SavedGame<EngineOf<G>>,
    marks: &[crate::shell::store::marks::Mark],
    step: usize,
) -> String {
    let share = encode::<G>(settings);
    let rest = share
        .strip_prefix(&format!("play={}", EngineOf::<G>::GAME))
        .unwrap_or(&share);
    let marks = crate::shell::store::marks::encode(marks);
    format!(
        "{}?replay={}{rest}&moves={}&step={step}{}",
        crate::shell::frame::browser::base_url(),
        EngineOf::<G>::GAME,
        game.actions_code().unwrap_or_default(),
        if marks.is_empty() {
            String::new()
        } else {
            format!("&marks={marks}")
        }
    )
}
