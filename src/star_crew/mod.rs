//! Star Crew in the app: its session, setup screen and table.

pub mod formation;
pub mod hand;
pub mod prompt;
pub mod rules;
pub mod scores;
pub mod seat;
pub mod session;
pub mod setup;
pub mod table;

use crate::app::Ctx;
use crate::game_session;
use leptos::prelude::*;

/// The Star Crew game being played.
pub type Live = crate::game_session::Live<session::Session>;

impl Ctx {
    /// Reads the live Star Crew game (tracked).
    pub fn sc_read<T>(&self, f: impl FnOnce(&Live) -> T) -> Option<T> {
        game_session::read(self.sc, f)
    }
    /// Changes the live Star Crew game (it saves).
    pub fn sc_with(&self, f: impl FnOnce(&mut Live)) {
        game_session::update(self.sc, f)
    }
    /// Applies an action from the Star Crew table; a refusal becomes a notice.
    pub fn sc_act(&self, action: <session::Session as game_session::GameSession>::Action) {
        game_session::act(*self, self.sc, action)
    }
    /// Starts a Star Crew game and shows its table.
    pub fn sc_start(&self, settings: session::Settings) {
        game_session::start(
            *self,
            self.sc,
            session::Session::start(settings),
            crate::app::Screen::StarCrewTable,
        )
    }
}

/// Settings for the Star Crew setup screen, for use by the picker.
pub fn default_settings() -> session::Settings {
    crate::seats::Deal::new(4, crate::browser::random_seed())
}

/// Whether a Star Crew game is in progress (for the resume buttons).
pub fn has_game(ctx: Ctx) -> bool {
    ctx.sc_read(|l| !l.pos.is_over()).unwrap_or(false)
}

/// A card's face: both numbers, the top one (in play) large.
#[component]
pub fn CardFace(card: star_crew::Card) -> impl IntoView {
    view! {
        <span class="sc-card" title=format!("{} on top, {} underneath", card.top, card.bottom)>
            <span class="sc-top">{card.top}</span>
            <span class="sc-bottom" aria-hidden="true">{card.bottom}</span>
            <span class="visually-hidden">{format!(" (other end {})", card.bottom)}</span>
        </span>
    }
}
