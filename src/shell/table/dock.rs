//! The viewer's corner of the table, for any game: what they are asked (the
//! prompt, the status line, the game-over panel) above their hand. On a
//! phone it is docked at the bottom of the screen (style/main.css), so that
//! on the viewer's turn the hand and the choice are on screen without
//! scrolling and stay where they are while the others move.

use crate::shell::plug::game::GameUi;
use crate::shell::table::prompt::prompt_area;
use leptos::prelude::*;

/// The prompt area of game `G` above `hand`, in one docked block.
pub fn dock<G: GameUi>(hand: impl IntoView) -> impl IntoView {
    view! {
        <div class="dock" data-testid="dock">
            {prompt_area::<G>()}
            {hand}
        </div>
    }
}
