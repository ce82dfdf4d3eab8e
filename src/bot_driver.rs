//! Lets bots move one at a time, after the chosen delay, without blocking
//! the page (any game's table).

use crate::app::Ctx;
use leptos::prelude::*;
use std::time::Duration;

/// Watches the game: whenever `next()` names a bot to move (its seat, the
/// game's seed and the number of moves so far), waits the chosen delay and
/// calls `step` with them. `step` must do nothing when the game has moved
/// on or been replaced meanwhile, and returns whether the bot moved.
pub fn drive_bots(
    ctx: Ctx,
    next: impl Fn() -> Option<(u8, u64, usize)> + Send + Sync + 'static,
    step: impl Fn(u8, u64, usize) -> bool + Copy + Send + Sync + 'static,
) {
    Effect::new(move || {
        let Some((seat, seed, moves)) = next() else {
            ctx.thinking.set(None);
            return;
        };
        ctx.thinking.set(Some(seat));
        set_timeout(
            move || {
                if !step(seat, seed, moves) {
                    ctx.thinking.set(None);
                }
            },
            Duration::from_millis(u64::from(ctx.delay_ms.get_untracked())),
        );
    });
}
