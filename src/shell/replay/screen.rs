//! The replay viewer's screen: the controls, the game's own table drawn
//! read-only from the chosen view, and the log.

use crate::shell::frame::routing::{Ctx, Screen};
use crate::shell::plug::game::TableCtx;
use crate::shell::plug::game::{EngineOf, GameUi};
use crate::shell::replay::controls::{controls, Nav};
use crate::shell::replay::hands::final_hands;
use crate::shell::replay::moves::moves;
use crate::shell::replay::state::{Replay, ReplayState};
use crate::shell::store::seating::Seating;
use crate::shell::store::state::GameState;
use crate::shell::table::screen::numbers_now;
use crate::shell::table::variant_badge::VariantBadge;
use keep_core::Engine;
use leptos::prelude::*;

/// The replay screen of game `G`.
pub fn replay_screen<G: GameUi>() -> impl IntoView {
    let r = ReplayState::<G>::get();
    let ctx = Ctx::get();
    let game = EngineOf::<G>::GAME;
    let title = EngineOf::<G>::TITLE;
    let present = Memo::new(move |_| r.replay.with(Option::is_some));
    move || {
        if !present.get() {
            return view! {
                <section class="table-missing">
                    <p>{format!("There is no {title} game to replay.")}</p>
                    <button class="primary" on:click=move |_| ctx.screen.set(Screen::Setup(game))>"Set up a game"</button>
                </section>
            }
            .into_any();
        }
        let at = move || {
            r.replay
                .with(|p| p.as_ref().and_then(|p| p.live(r.step.get().min(p.total))))
        };
        let seating = move || Seating {
            viewer: r.seat.get(),
            pass_to: None,
        };
        let Some(first) = untrack(at) else {
            return view! { <p class="error" role="alert">"This game does not replay."</p> }
                .into_any();
        };
        // The game's own table screens draw a state of their own, read-only,
        // that follows the step and the seat.
        let shown = GameState::<G>::detached(first, untrack(seating));
        Effect::new(move || {
            if let Some(live) = at() {
                shown.live.set(Some(live));
            }
        });
        Effect::new(move || shown.seating.set(seating()));
        provide_context(shown);
        let nav = Nav {
            marks: Signal::derive(move || {
                r.replay
                    .with(|p| p.as_ref().map(|p| p.marks.clone()).unwrap_or_default())
            }),
            game,
            step: r.step,
            seat: r.seat,
            total: Signal::derive(move || r.replay.with(|p| p.as_ref().map_or(0, |p| p.total))),
            over: Signal::derive(move || r.replay.with(|p| p.as_ref().is_some_and(|p| p.over))),
            names: Signal::derive(move || {
                r.replay
                    .with(|p| p.as_ref().map(|p| p.settings.deal.names.clone()))
                    .unwrap_or_default()
            }),
            link: Callback::new(move |step| {
                r.replay
                    .with_untracked(|p| p.as_ref().map(|p| p.link(step)))
                    .unwrap_or_default()
            }),
        };
        let t = TableCtx::read_only(shown);
        let move_start = Signal::derive(move || {
            r.replay
                .with(|p| p.as_ref().and_then(|p| p.move_start(r.step.get())))
        });
        // The open view: once the last move has ended the game, every hand.
        let hands = Signal::derive(move || {
            let at_end = r.replay.with(|p| {
                p.as_ref()
                    .is_some_and(|p| p.over && r.step.get() == p.total)
            });
            if r.seat.get().is_some() || !at_end {
                return None;
            }
            r.replay.with(|p| p.as_ref().and_then(Replay::final_hands))
        });
        let numbers = Signal::derive(move || {
            r.replay
                .with(|p| p.as_ref().map(|p| numbers_now::<G>(&p.settings.options)))
                .unwrap_or_default()
        });
        view! {
            <section class="replay" data-testid="replay" data-game=game aria-label=format!("{title} replay")>
                {controls(nav)}
                <VariantBadge numbers />
                {final_hands(nav.names, hands)}
                <div class="table" data-game=game>
                    {G::table(t)}
                    <div class="side">
                        {moves::<G>(shown, move_start)}
                    </div>
                </div>
            </section>
        }
        .into_any()
    }
}
