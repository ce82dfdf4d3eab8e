//! Lets a table's bots move one at a time, after the chosen delay, without
//! blocking the page (any game). The quick bots decide at once on the page;
//! the search bots (`strong`, `expert`) decide in the app's Web Worker
//! ([`crate::shell::frame::worker`]), and a new game, a move undone by another tab
//! or leaving the table stops a search that no longer matters.

use crate::shell::frame::routing::Ctx;
use crate::shell::frame::worker::{Helper, Reply, Worker};
use crate::shell::plug::game::{ActionOf, EngineOf, GameUi};
use crate::shell::plug::seats::{BotKind, SeatKind};
use crate::shell::store::state::GameState;
use keep_core::Engine;
use leptos::prelude::*;
use std::cell::RefCell;
use std::time::Duration;

/// How long a bot waits at least (ms) after a person's move that can
/// still be taken back, unless the bots are set to move at once.
pub const TAKE_BACK_WAIT_MS: u32 = 1500;

/// The moment of a game a bot decides for: its seed and moves so far.
type Moment = (u64, usize);

thread_local! {
    /// The worker the search bots decide in (started when first needed,
    /// kept for the next decision), and the moment it is deciding for.
    static SEARCH: RefCell<(Option<Helper>, Option<Moment>)> = const { RefCell::new((None, None)) };
}

/// Stops a search deciding for another moment than `now` (the worker is
/// stopped, so its work ends at once; the next search starts another).
fn forget_search_unless(now: Option<Moment>) {
    SEARCH.with(|s| {
        let mut s = s.borrow_mut();
        if s.1.is_some() && s.1 != now {
            if let Some(h) = s.0.take() {
                h.stop();
            }
            s.1 = None;
        }
    });
}

/// Asks the worker for the move of the bot `kind` in `seat` at `moment`
/// of `saved` (a game of `game`); `then` gets the reply. Nothing is asked
/// when a search for this moment is already under way.
fn ask_search(
    game: &str,
    saved: serde_json::Value,
    kind: BotKind,
    seat: u8,
    moment: Moment,
    then: impl FnOnce(Reply) + 'static,
) {
    let helper = SEARCH.with(|s| {
        let mut s = s.borrow_mut();
        if s.1 == Some(moment) {
            return Err(None);
        }
        if s.0.is_none() {
            s.0 = Some(Helper::start(Worker::Lab).map_err(Some)?);
        }
        s.1 = Some(moment);
        Ok(s.0.clone().expect("just started"))
    });
    match helper {
        Ok(h) => h.ask(
            game,
            serde_json::json!({"decide": {"saved": saved, "kind": kind, "seat": seat}}),
            move |reply| {
                SEARCH.with(|s| {
                    let mut s = s.borrow_mut();
                    if s.1 == Some(moment) {
                        s.1 = None;
                    }
                });
                then(reply)
            },
        ),
        Err(Some(why)) => then(Err(why)),
        Err(None) => {}
    }
}

/// Watches game `G`: whenever a bot must move, marks it thinking, waits the
/// chosen delay, and plays its move, decided from its seat's view and legal
/// actions alone. A timer or a search that finds the game moved on or
/// replaced meanwhile does nothing.
pub fn drive_bots<G: GameUi>(state: GameState<G>) {
    let ctx = Ctx::get();
    Effect::new(move || {
        let next = state
            .read(|l| {
                let pending = l.pos.pending().map(|p| p.0);
                let (seed, moves) = l.moment();
                state
                    .seating
                    .with(|s| s.bot_to_move(&l.settings.deal.seats, pending))
                    .map(|s| (s, seed, moves))
            })
            .flatten();
        forget_search_unless(next.map(|(_, seed, moves)| (seed, moves)));
        let Some((seat, seed, moves)) = next else {
            ctx.thinking.set(None);
            return;
        };
        ctx.thinking.set(Some(seat));
        let mut delay = ctx.delay_ms.get_untracked();
        // A person's move that can be taken back: the bot waits for them.
        if delay > 0 && delay < TAKE_BACK_WAIT_MS {
            let here = |l: &crate::shell::store::session::Live<G>| {
                l.taker()
                    .is_ok_and(|s| l.kind(s).is_here() || l.kind(s) == SeatKind::Remote)
            };
            if state.live.with_untracked(|l| l.as_ref().is_some_and(here)) {
                delay = TAKE_BACK_WAIT_MS;
            }
        }
        set_timeout(
            move || bot_moves(state, ctx, seat, (seed, moves)),
            Duration::from_millis(u64::from(delay)),
        );
    });
}

/// The bot in `seat` moves, if the game still stands at `moment`.
fn bot_moves<G: GameUi>(state: GameState<G>, ctx: Ctx, seat: u8, moment: Moment) {
    let search = state
        .live
        .with_untracked(|l| match l.as_ref().filter(|l| l.moment() == moment) {
            Some(l) => match l.kind(seat) {
                // Through the save's text, not `to_value`: the page's wasm
                // then holds one writer of a save per game, not two.
                SeatKind::Bot(k @ (BotKind::Strong | BotKind::Expert)) => {
                    let text = serde_json::to_string(&l.game).ok()?;
                    Some((k, serde_json::from_str::<serde_json::Value>(&text).ok()?))
                }
                _ => None,
            },
            None => None,
        });
    if let Some((kind, saved)) = search {
        ask_search(
            EngineOf::<G>::GAME,
            saved,
            kind,
            seat,
            moment,
            move |reply| {
                // Read from text, as saves read their actions (one reader
                // of an action per game in the page's wasm, not two).
                let action = reply.and_then(|v| {
                    serde_json::from_str::<ActionOf<G>>(&v.to_string()).map_err(|e| e.to_string())
                });
                let acted = state.act_at(moment, |l| match &action {
                    Ok(a) => Some(*a),
                    // The game goes on: the basic bot moves for it.
                    Err(_) => l.bot_move(seat, BotKind::Basic),
                });
                if let Err(why) = action {
                    ctx.say(format!(
                        "The {} bot could not decide ({why}); the basic bot moved for it.",
                        kind.name()
                    ));
                }
                if !acted {
                    ctx.thinking.set(None);
                }
            },
        );
        return;
    }
    if !state.act_at(moment, |l| l.bot_action(seat)) {
        ctx.thinking.set(None);
    }
}
