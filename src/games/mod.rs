//! The games of the app. Each folder holds one game's screens over the
//! shell; adding a game is its folder and one line in `games.txt`, from
//! which `scripts/gen-lists.py` writes the lists below.

use crate::shell::app::entry::{entry, lab_tools};
use crate::shell::kit::GameEntry;

// gen-lists: begin mods (from games.txt)
pub mod card_keeper;
pub mod keep;
pub mod keep_n_swap;
pub mod star_crew;
// gen-lists: end

/// Lists each game (its module declared above, where rustfmt sees it), in
/// the picker's order.
macro_rules! games {
    ($($module:ident :: $game:ident),* $(,)?) => {

        /// Every game, in the picker's order.
        pub fn all() -> Vec<GameEntry> {
            vec![$(entry::<$module::$game>()),*]
        }

        /// Every game with its lab and replay viewer, for the lab page's
        /// wasm only.
        pub fn with_tools() -> Vec<GameEntry> {
            vec![$(entry::<$module::$game>().with_tools(lab_tools::<$module::$game>())),*]
        }
    };
}

games![
    // gen-lists: begin list (from games.txt, in its order)
    card_keeper::CardKeeper,
    star_crew::StarCrew,
    keep_n_swap::KeepNSwap,
    keep::Keep,
    // gen-lists: end
];

#[cfg(test)]
mod tests {
    /// The app's games are the one list's games (`keep_lab::games`), in
    /// its order: the picker, the worker, the lab and `keeper` cannot
    /// disagree about which games there are, or their ids.
    #[test]
    fn the_app_lists_the_same_games_as_the_engines_list() {
        let app: Vec<&str> = crate::games::all().iter().map(|g| g.id).collect();
        let list: Vec<&str> = keep_lab::games::all().iter().map(|g| g.id).collect();
        assert_eq!(app, list);
    }

    /// `index.html`'s first script sends an invitation to its game's guest
    /// page (`guest-<game>.html`) only for the games it lists: the app's.
    #[test]
    fn the_first_script_knows_every_games_guest_page() {
        let page = include_str!("../../index.html");
        let app: Vec<String> = crate::games::all()
            .iter()
            .map(|g| format!("\"{}\"", g.id))
            .collect();
        let listed = format!("var games = [{}];", app.join(", "));
        assert!(page.contains(&listed), "index.html should say {listed}");
        // The service worker keeps each game's own page (`play-<game>.html`)
        // and its host page (`host-<game>.html`).
        let sw = include_str!("../../public/sw.js");
        let kept = format!("const GAMES = [{}]", app.join(", "));
        assert!(sw.contains(&kept), "public/sw.js should say {kept}");
    }
}
