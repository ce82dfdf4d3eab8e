//! The engines' list of games: the app's picker, its Web Worker, the lab
//! and `keeper` all read it. A game's id, name and player counts come from
//! its engine (`Engine::GAME`, `Engine::TITLE`, `Engine::PLAYERS`). The
//! list in [`games!`]'s call below is made from `games.txt` by
//! `scripts/gen-lists.py`, as is the app's (`src/games/mod.rs`, which a
//! test there also holds to this one).

use crate::LabGame;
use keep_core::scenario::ScenarioGame;
use keep_core::Engine;
use std::ops::RangeInclusive;

/// A game as the list gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Its id in saves, links and `--game` (`card-keeper`).
    pub id: &'static str,
    /// Its name for people (`Card Keeper`).
    pub title: &'static str,
    /// The player counts it takes.
    pub players: RangeInclusive<usize>,
}

impl GameInfo {
    /// The players of a new game or run unless told: four, or the
    /// nearest count the game takes.
    pub fn default_players(&self) -> usize {
        4usize.clamp(*self.players.start(), *self.players.end())
    }
}

/// Something to do with one game's engine, chosen by its id at run time.
pub trait ForGame {
    /// What it gives.
    type Out;
    /// Does it with the game `E`.
    fn run<E: LabGame + ScenarioGame>(self) -> Self::Out;
}

/// Declares the list from the games' engines, in the picker's order.
macro_rules! games {
    ($($engine:ty),* $(,)?) => {
        /// Every game, in the picker's order.
        pub fn all() -> Vec<GameInfo> {
            vec![$(GameInfo {
                id: <$engine as Engine>::GAME,
                title: <$engine as Engine>::TITLE,
                players: <$engine as Engine>::PLAYERS,
            }),*]
        }

        /// Runs `f` with the engine of the game called `id` (`None`: no
        /// game is called that).
        pub fn for_game<F: ForGame>(id: &str, f: F) -> Option<F::Out> {
            $(if id == <$engine as Engine>::GAME {
                return Some(f.run::<$engine>());
            })*
            None
        }
    };
}

games![
    // gen-lists: begin list (from games.txt, in its order)
    card_keeper::Position,
    star_crew::Position,
    keep_n_swap::Position,
    keep::Position,
    // gen-lists: end
];

/// The game called `id`.
pub fn find(id: &str) -> Option<GameInfo> {
    all().into_iter().find(|g| g.id == id)
}

/// The games' ids, for messages (`card-keeper, star-crew, …`).
pub fn ids() -> String {
    all().iter().map(|g| g.id).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Names its game's engine, to prove `for_game` dispatches by id.
    struct Title;
    impl ForGame for Title {
        type Out = &'static str;
        fn run<E: LabGame + ScenarioGame>(self) -> &'static str {
            E::TITLE
        }
    }

    #[test]
    fn every_listed_game_dispatches_to_its_own_engine() {
        let games = all();
        assert_eq!(games.len(), 4);
        for g in &games {
            assert_eq!(for_game(g.id, Title), Some(g.title));
            assert!(g.players.contains(&g.default_players()));
        }
        assert_eq!(for_game("chess", Title), None);
        assert_eq!(find("keep-n-swap").map(|g| g.default_players()), Some(2));
        assert_eq!(ids(), "card-keeper, star-crew, keep-n-swap, keep");
    }
}
