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
use keep::{CardId, CardList, Position};
use leptos::prelude::*;
use std::sync::Arc;

/// The Keep game being played.
#[derive(Clone, Debug)]
pub struct Live {
    /// What is saved.
    pub session: session::Session,
    /// Where the game stands.
    pub pos: Position,
}

impl Ctx {
    /// Reads the live Keep game (tracked).
    pub fn kp_read<T>(&self, f: impl FnOnce(&Live) -> T) -> Option<T> {
        self.kp.with(|l| l.as_ref().map(f))
    }
    /// Changes the live Keep game (it saves).
    pub fn kp_with(&self, f: impl FnOnce(&mut Live)) {
        self.kp.update(|l| {
            if let Some(l) = l {
                f(l)
            }
        });
    }
    /// Applies an action from the table; a refusal becomes a notice.
    pub fn kp_act(&self, action: keep::Action) {
        let mut error = None;
        self.kp_with(|l| {
            if let Err(e) = l.session.act(&mut l.pos, action) {
                error = Some(e);
            }
        });
        if let Some(e) = error {
            self.notice
                .set(Some(format!("That move is not allowed: {e}")));
        }
    }
    /// Starts a game and shows its table.
    pub fn kp_start(&self, settings: session::Settings) {
        match session::Session::start(settings) {
            Ok((session, pos)) => {
                self.kp.set(Some(Live { session, pos }));
                self.screen.set(Screen::KeepTable);
            }
            Err(e) => self
                .notice
                .set(Some(format!("The game could not start: {e}"))),
        }
    }
    /// The card list new games use (the starter set unless a custom one is active).
    pub fn kp_list(&self) -> Arc<CardList> {
        self.kp_cards
            .get()
            .unwrap_or_else(|| Arc::new(CardList::starter()))
    }
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
