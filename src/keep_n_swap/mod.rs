//! Keep'n Swap in the app: its session, setup screen and table.

pub mod centre;
pub mod hand;
pub mod prompt;
pub mod rules;
pub mod seat;
pub mod session;
pub mod setup;
pub mod table;

use crate::app::{Ctx, Screen};
use keep_n_swap::{Card, Position};
use leptos::prelude::*;

/// The Keep'n Swap game being played.
#[derive(Clone, Debug)]
pub struct Live {
    /// What is saved.
    pub session: session::Session,
    /// Where the game stands.
    pub pos: Position,
}

impl Ctx {
    /// Reads the live Keep'n Swap game (tracked).
    pub fn ks_read<T>(&self, f: impl FnOnce(&Live) -> T) -> Option<T> {
        self.ks.with(|l| l.as_ref().map(f))
    }
    /// Changes the live Keep'n Swap game (it saves).
    pub fn ks_with(&self, f: impl FnOnce(&mut Live)) {
        self.ks.update(|l| {
            if let Some(l) = l {
                f(l)
            }
        });
    }
    /// Applies an action from the table; a refusal becomes a notice.
    pub fn ks_act(&self, action: keep_n_swap::Action) {
        let mut error = None;
        self.ks_with(|l| {
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
    pub fn ks_start(&self, settings: session::Settings) {
        match session::Session::start(settings) {
            Ok((session, pos)) => {
                self.ks.set(Some(Live { session, pos }));
                self.screen.set(Screen::KeepNSwapTable);
            }
            Err(e) => self
                .notice
                .set(Some(format!("The game could not start: {e}"))),
        }
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
