//! Keep'n Swap in the app: its session, setup screen and table.

pub mod centre;
pub mod hand;
pub mod prompt;
pub mod rules;
pub mod seat;
pub mod session;
pub mod setup;
pub mod table;

use crate::app::Ctx;
use crate::game_session;
use keep_n_swap::Card;
use leptos::prelude::*;

/// The Keep'n Swap game being played.
pub type Live = crate::game_session::Live<session::Session>;

impl Ctx {
    /// Reads the live Keep'n Swap game (tracked).
    pub fn ks_read<T>(&self, f: impl FnOnce(&Live) -> T) -> Option<T> {
        game_session::read(self.ks, f)
    }
    /// Changes the live Keep'n Swap game (it saves).
    pub fn ks_with(&self, f: impl FnOnce(&mut Live)) {
        game_session::update(self.ks, f)
    }
    /// Applies an action from the Keep'n Swap table; a refusal becomes a notice.
    pub fn ks_act(&self, action: <session::Session as game_session::GameSession>::Action) {
        game_session::act(*self, self.ks, action)
    }
    /// Starts a Keep'n Swap game and shows its table.
    pub fn ks_start(&self, settings: session::Settings) {
        game_session::start(
            *self,
            self.ks,
            session::Session::start(settings),
            crate::app::Screen::KeepNSwapTable,
        )
    }
}

/// Whether a Keep'n Swap game is in progress.
pub fn has_game(ctx: Ctx) -> bool {
    ctx.ks_read(|l| !l.pos.is_over()).unwrap_or(false)
}

/// A playing card's face: value and suit, the suit as a symbol and a letter.
#[component]
pub fn CardFace(card: Card) -> impl IntoView {
    let code = card.code();
    let (value, suit) = if card.is_joker() {
        ("JK".to_string(), "★")
    } else {
        (code[..code.len() - 1].to_string(), &code[code.len() - 1..])
    };
    let (symbol, red) = match suit {
        "S" => ("♠", false),
        "H" => ("♥", true),
        "D" => ("♦", true),
        "C" => ("♣", false),
        _ => ("★", false),
    };
    view! {
        <span class=format!("ks-card{}{}", if red { " ks-card--red" } else { "" }, if card.is_special() { " ks-card--special" } else { "" }) title=card.name()>
            <span class="ks-value">{value}</span>
            <span class="ks-suit" aria-hidden="true">{symbol}</span>
            <span class="visually-hidden">{format!(" {} of {}", card.name(), match suit { "S" => "spades", "H" => "hearts", "D" => "diamonds", "C" => "clubs", _ => "jokers" })}</span>
            {card.is_special().then(|| view! { <span class="ks-special">"special"</span> })}
        </span>
    }
}
