//! The viewer's corner of the table, for any game: what just happened (the
//! last move, the turn call), what they are asked (the prompt, the status
//! line, the game-over panel) above their hand. On a phone it is docked at
//! the bottom of the screen (style/main.css), so that on the viewer's turn
//! the hand and the choice are on screen without scrolling and stay where
//! they are while the others move.

use crate::shell::plug::game::GameUi;
use crate::shell::store::seating::Stage;
use crate::shell::table::last_move::LastMove;
use crate::shell::table::prompt::prompt_area;
use crate::shell::table::table_ctx::TableCtx;
use leptos::html::Div;
use leptos::prelude::*;

/// The prompt area of game `G` above `hand`, in one docked block.
pub fn dock<G: GameUi>(hand: impl IntoView) -> impl IntoView {
    let t = TableCtx::<G>::get();
    let stage = t.stage();
    let mine = Signal::derive(move || stage.with(|s| matches!(s, Stage::Decide(_))));
    let viewer = t.viewer();
    let node = NodeRef::<Div>::new();
    view! {
        <div class="dock" data-testid="dock" node_ref=node>
            <LastMove mine viewer=viewer.into() dock=node />
            {prompt_area::<G>()}
            {hand}
        </div>
    }
}
