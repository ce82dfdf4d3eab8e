//! A game's setup screen for any game: seats, seed, variant and bot speed.

pub mod bot_delay;
pub mod games_played;
pub mod screen;
pub mod seat_rows;
pub mod seats_field;
pub mod seed_field;
pub mod variant_form;
