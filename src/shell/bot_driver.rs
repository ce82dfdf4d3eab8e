//! Lets a table's bots move one at a time, after the chosen delay, without
//! blocking the page (any game).

use crate::shell::game::GameUi;
use crate::shell::routing::Ctx;
use crate::shell::state::GameState;
use leptos::prelude::*;
use std::time::Duration;

/// Watches game `G`: whenever a bot must move, marks it thinking, waits the
/// chosen delay, and plays its move, decided from its seat's view and legal
/// actions alone. A timer that finds the game moved on or replaced
/// meanwhile does nothing.
pub fn drive_bots<G: GameUi>(state: GameState<G>) {
    let ctx = Ctx::get();
    Effect::new(move || {
        let next = state
            .read(|l| {
                l.session
                    .bot_to_move(&l.pos)
                    .map(|s| (s, l.session.game.seed, l.session.game.actions.len()))
            })
            .flatten();
        let Some((seat, seed, moves)) = next else {
            ctx.thinking.set(None);
            return;
        };
        ctx.thinking.set(Some(seat));
        set_timeout(
            move || {
                let mut acted = false;
                state.update(|l| {
                    if l.session.game.seed != seed || l.session.game.actions.len() != moves {
                        return;
                    }
                    if let Some(a) = l.session.bot_action(&l.pos, seat) {
                        acted = l.session.act(&mut l.pos, a).is_ok();
                    }
                });
                if !acted {
                    ctx.thinking.set(None);
                }
            },
            Duration::from_millis(u64::from(ctx.delay_ms.get_untracked())),
        );
    });
}
