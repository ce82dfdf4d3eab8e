//! Keep in the app: its session, setup screen, card-list editor and table.

pub mod centre;
pub mod editor;
pub mod game_over;
pub mod hand;
pub mod prompt;
pub mod rules;
pub mod seat;
pub mod session;
pub mod setup;
pub mod table;

use crate::app::{Ctx, Screen};
use crate::game_session;
use keep::{CardId, CardList};
use leptos::prelude::*;
use std::sync::Arc;

/// The Keep game being played.
pub type Live = crate::game_session::Live<session::Session>;

impl Ctx {
    /// Reads the live Keep game (tracked).
    pub fn kp_read<T>(&self, f: impl FnOnce(&Live) -> T) -> Option<T> {
        game_session::read(self.kp, f)
    }
    /// Changes the live Keep game (it saves).
    pub fn kp_with(&self, f: impl FnOnce(&mut Live)) {
        game_session::update(self.kp, f)
    }
    /// Applies an action from the table; a refusal becomes a notice.
    pub fn kp_act(&self, action: keep::Action) {
        game_session::act(*self, self.kp, action)
    }
    /// Starts a game and shows its table.
    pub fn kp_start(&self, settings: session::Settings) {
        game_session::start(
            *self,
            self.kp,
            session::Session::start(settings),
            Screen::KeepTable,
        )
    }
    /// The card list new games use (the starter set unless a custom one is active).
    pub fn kp_list(&self) -> Arc<CardList> {
        self.kp_cards.get().unwrap_or_else(starter)
    }
}

/// The app's starter set, read once from its JSON and shared.
pub fn starter() -> Arc<CardList> {
    static STARTER: std::sync::OnceLock<Arc<CardList>> = std::sync::OnceLock::new();
    STARTER
        .get_or_init(|| Arc::new(CardList::starter()))
        .clone()
}

/// Whether a Keep game is in progress.
pub fn has_game(ctx: Ctx) -> bool {
    ctx.kp_read(|l| !l.pos.is_over()).unwrap_or(false)
}

/// A Keep card's face: its name, and a letter and symbol for its kind
/// (C ♟ for characters; I and the type's initial for items) beside the
/// colour, with the value or the ability in words.
#[component]
pub fn CardFace(
    /// The list the card belongs to.
    list: Arc<CardList>,
    /// The card.
    card: CardId,
    /// Show the ability and score text too.
    #[prop(optional)]
    full: bool,
) -> impl IntoView {
    let name = list.name(card).to_string();
    match list.item(card) {
        Some((t, value)) => {
            let ty = list.types[t as usize].clone();
            let initial = ty.chars().next().unwrap_or('?');
            view! {
                <span class=format!("kp-card kp-item kp-type-{}", t % 6) title=list.describe(card)>
                    <span class="kp-kind" aria-hidden="true">{format!("◆ {initial}")}</span>
                    <span class="kp-name">{name}</span>
                    <span class="kp-detail">{format!("{ty} · {value}")}</span>
                </span>
            }
            .into_any()
        }
        None => {
            let detail = full.then(|| {
                view! {
                    <span class="kp-text">{list.ability_text(card)}</span>
                    <span class="kp-text kp-score">{format!("End: {}", list.score_text(card))}</span>
                }
            });
            view! {
                <span class="kp-card kp-character" title=list.describe(card)>
                    <span class="kp-kind" aria-hidden="true">"♟ C"</span>
                    <span class="kp-name">{name}</span>
                    <span class="visually-hidden">" (character)"</span>
                    {detail}
                </span>
            }
            .into_any()
        }
    }
}
