//! Taking back one's own last move, for any game: the dock's button
//! (`take-back`) beside the last move while it is the viewer's, greyed with
//! the reason when the rules ([`keep_core::take_back`]) do not allow it. The host's table and a
//! guest's page each provide the door it opens ([`TakeBackDoor`]): the
//! host's takes the move back itself, a guest's asks the host.

use crate::shell::plug::game::GameUi;
use crate::shell::store::state::GameState;
use keep_core::take_back::Refused;
use leptos::prelude::*;

/// What the dock's take-back button reads and does (provided as context by
/// the host's table and a guest's page).
#[derive(Clone, Copy)]
pub struct TakeBackDoor {
    /// `None`: no button (the last move is not the viewer's, or there is
    /// none, or the game is over); else whether it can be taken back now,
    /// or why not.
    pub state: Signal<Option<Result<(), String>>>,
    /// Takes it back.
    pub run: Callback<()>,
}

impl TakeBackDoor {
    /// Makes this the table's door.
    pub fn provide(self) {
        provide_context(self);
    }
}

/// The host's door for game `G`: the last move may be taken back when a
/// seat played at this device made it ([`GameState::take_back`]).
pub fn take_back_door<G: GameUi>(state: GameState<G>) -> TakeBackDoor {
    let door = Memo::new(move |_| {
        state
            .read(|l| take_back_state(l.last_mover(), |s| l.kind(s).is_here()))
            .flatten()
    });
    TakeBackDoor {
        state: door.into(),
        run: Callback::new(move |()| {
            let taker = state.live.with_untracked(|l| l.as_ref().map(|l| l.taker()));
            if let Some(Ok(seat)) = taker {
                state.take_back(seat);
            }
        }),
    }
}

/// What a table shows of taking back, from who made the last move and
/// whether they may take it back
/// ([`crate::shell::store::session::Live::last_mover`]): nothing unless
/// that seat is `mine` (played here), else whether it may be taken back
/// now, or why not.
pub fn take_back_state(
    last: Option<(u8, Result<(), Refused>)>,
    mine: impl Fn(u8) -> bool,
) -> Option<Result<(), String>> {
    let (seat, may) = last?;
    mine(seat).then(|| may.map_err(|why| why.to_string()))
}

/// The dock's take-back button (nothing where no door is provided, or
/// while there is nothing to take back).
#[component]
pub fn TakeBackButton() -> impl IntoView {
    let Some(door) = use_context::<TakeBackDoor>() else {
        return ().into_any();
    };
    let why = move || door.state.with(|s| s.clone().and_then(Result::err));
    view! {
        <Show when=move || door.state.with(Option::is_some)>
            <button class="take-back secondary" data-testid="take-back" type="button"
                disabled=move || why().is_some()
                title=move || why().map_or_else(|| "Take back your last move".to_string(), |w| format!("No take-back: {w}"))
                aria-label=move || why().map_or_else(|| "Take back your last move".to_string(), |w| format!("Take back: not now, {w}"))
                on:click=move |_| door.run.run(())>
                "↶ Take back"
            </button>
        </Show>
    }
    .into_any()
}
