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
use leptos::prelude::*;
use star_crew::Position;

/// The Star Crew game being played.
#[derive(Clone, Debug)]
pub struct Live {
    /// What is saved.
    pub session: session::Session,
    /// Where the game stands.
    pub pos: Position,
}

impl Ctx {
    /// Reads the live Star Crew game (tracked).
    pub fn sc_read<T>(&self, f: impl FnOnce(&Live) -> T) -> Option<T> {
        self.sc.with(|l| l.as_ref().map(f))
    }

    /// Changes the live Star Crew game (it saves).
    pub fn sc_with(&self, f: impl FnOnce(&mut Live)) {
        self.sc.update(|l| {
            if let Some(l) = l {
                f(l)
            }
        });
    }

    /// Applies an action from the Star Crew table; a refusal becomes a notice.
    pub fn sc_act(&self, action: star_crew::Action) {
        let mut error = None;
        self.sc_with(|l| {
            if let Err(e) = l.session.act(&mut l.pos, action) {
                error = Some(e);
            }
        });
        if let Some(e) = error {
            self.notice
                .set(Some(format!("That move is not allowed: {e}")));
        }
    }

    /// Starts a Star Crew game and shows its table.
    pub fn sc_start(&self, settings: session::Settings) {
        match session::Session::start(settings) {
            Ok((session, pos)) => {
                self.sc.set(Some(Live { session, pos }));
                self.screen.set(crate::app::Screen::StarCrewTable);
            }
            Err(e) => self
                .notice
                .set(Some(format!("The game could not start: {e}"))),
        }
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
