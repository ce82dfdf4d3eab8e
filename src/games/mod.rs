//! The games of the app. Each folder holds one game's screens over the
//! shell; adding a game is its folder and one line here.

use crate::shell::{entry, GameEntry};

/// Declares each game's module and lists it, in the picker's order.
macro_rules! games {
    ($($module:ident :: $game:ident),* $(,)?) => {
        $(pub mod $module;)*

        /// Every game, in the picker's order.
        pub fn all() -> Vec<GameEntry> {
            vec![$(entry::<$module::$game>()),*]
        }
    };
}

games![
    card_keeper::CardKeeper,
    star_crew::StarCrew,
    keep_n_swap::KeepNSwap,
    keep::Keep,
];
