//! A game's table screen for any game: the bar, seats, the dock and prompt
//! (with the last move, the turn call and the take-back), the log, notes, marks, rules and
//! the end of the game.

pub mod dock;
pub mod feedback_form;
pub mod game_over;
pub mod jumps;
pub mod last_move;
pub mod log_panel;
pub mod mark_panel;
pub mod notes;
pub mod prompt;
pub mod rules_panel;
pub mod screen;
pub mod seat_parts;
pub mod sources;
pub mod take_back;
pub mod turn_call;
pub mod variant_badge;
