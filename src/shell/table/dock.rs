//! The viewer's corner of the table, for any game: what just happened (the
//! last move, the turn call), what they are asked (the prompt, the status
//! line, the game-over panel) above their hand. On a phone it is docked at
//! the bottom of the screen (style/main.css), so that on the viewer's turn
//! the hand and the choice are on screen without scrolling and stay where
//! they are while the others move.

use crate::shell::plug::game::{GameUi, Stage, TableCtx};
use crate::shell::table::last_move::LastMove;
use crate::shell::table::prompt::prompt_area;
use leptos::html::Div;
use leptos::prelude::*;

/// The prompt area of the table `t` above `hand`, in one docked block.
pub fn dock<G: GameUi>(t: TableCtx<G>, hand: impl IntoView) -> impl IntoView {
    let stage = t.stage();
    let mine = Signal::derive(move || stage.with(|s| matches!(s, Stage::Decide(_))));
    let viewer = t.viewer();
    let node = NodeRef::<Div>::new();
    view! {
        <div class="dock" data-testid="dock" node_ref=node>
            <LastMove mine viewer=viewer.into() dock=node />
            {prompt_area(t)}
            {hand}
        </div>
    }
}
