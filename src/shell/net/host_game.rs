//! What hosting asks of the game at the host's table ([`Hooks`]), for game
//! `G`: a guest's message read against its engine and an action applied
//! through the game's state; a seat's table built from the position.

use crate::shell::game::{ActionOf, EngineOf, GameUi};
use crate::shell::marks::{Mark, MAX_MARKS};
use crate::shell::net::hosting::{Handled, Hooks, Hosting};
use crate::shell::net::invites::HostingUi;
use crate::shell::net::{NetSettings, APP_VERSION};
use crate::shell::options::GameOptions;
use crate::shell::seats::{BotKind, SeatKind};
use crate::shell::state::GameState;
use crate::shell::table_ctx::over_lines;
use keep_core::Engine;
use keep_net::{Host, Incoming, SeatState, ToGuest};
use leptos::prelude::*;
use std::rc::Rc;

/// Adds the moment the guest of `seat` marked to `marks`, under the seat's
/// name in `names` (any game: compiled once).
fn guest_mark(
    marks: RwSignal<Vec<Mark>>,
    names: &[String],
    seat: u8,
    step: u64,
    note: &str,
) -> Handled {
    let who = names
        .get(seat as usize)
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat + 1));
    let mark = Mark::new(step as usize, &who, note);
    let words = format!("{who} marked a moment from their device: {}.", mark.words());
    marks.update(|m| {
        if m.len() < MAX_MARKS && !mark.note.is_empty() {
            m.push(mark)
        }
    });
    Handled::Marked(words)
}

/// Game `G`'s side of hosting.
struct GameHooks<G: GameUi>(GameState<G>);

fn text<E: Engine>(m: ToGuest<E>) -> String {
    serde_json::to_string(&m).unwrap_or_default()
}

impl<G: GameUi> Hooks for GameHooks<G> {
    fn receive(&self, host: &Host, msg: &str, bound: Option<Option<u8>>) -> Handled {
        let state = self.0;
        let seq = state
            .live
            .with_untracked(|l| l.as_ref().map_or(0, |l| l.game.actions.len() as u64));
        let denied = |why: String| Handled::Denied {
            text: text(ToGuest::<EngineOf<G>>::Denied { why: why.clone() }),
            why,
        };
        let from_elsewhere = |seat: u8| {
            denied(format!(
                "a message for seat {} from a device that has not proved that seat",
                seat + 1
            ))
        };
        match host.receive::<ActionOf<G>>(msg, seq) {
            Incoming::SendTable { seat } => match bound {
                Some(b) if b != seat => {
                    denied("a hello for another seat than this device's".into())
                }
                _ => Handled::Hello(seat),
            },
            Incoming::Act { seat, n, action } if bound == Some(Some(seat)) => {
                match state.act_remote(seat, action) {
                    Ok(()) => Handled::Applied { seat, n },
                    Err(why) => Handled::Reply {
                        text: text(ToGuest::<EngineOf<G>>::Refused { n, why }),
                        table: true,
                    },
                }
            }
            Incoming::Stale { seat, n } if bound == Some(Some(seat)) => Handled::Reply {
                text: text(ToGuest::<EngineOf<G>>::Refused {
                    n,
                    why: "the table had moved on when your move arrived".into(),
                }),
                table: true,
            },
            Incoming::Notes { seat, text } if bound == Some(Some(seat)) => {
                Handled::Notes { seat, text }
            }
            Incoming::Mark { seat, step, note } if bound == Some(Some(seat)) => {
                let names = state
                    .live
                    .with_untracked(|l| l.as_ref().map(|l| l.settings.deal.names.clone()))
                    .unwrap_or_default();
                guest_mark(state.marks, &names, seat, step, &note)
            }
            Incoming::Act { seat, .. }
            | Incoming::Stale { seat, .. }
            | Incoming::Notes { seat, .. }
            | Incoming::Mark { seat, .. } => from_elsewhere(seat),
            Incoming::OtherVersion => Handled::Reply {
                text: text(ToGuest::<EngineOf<G>>::OtherVersion {
                    host: APP_VERSION.into(),
                }),
                table: false,
            },
            Incoming::Denied(why) => denied(why),
            Incoming::Dropped(why) => Handled::Dropped(why),
        }
    }

    fn table(
        &self,
        host: &Host,
        seat: Option<u8>,
        seats: &[SeatState],
        known: (u64, usize),
    ) -> Option<(String, usize, u64)> {
        self.0.live.with_untracked(|l| {
            l.as_ref().map(|l| {
                let seq = l.game.actions.len() as u64;
                let names = &l.settings.deal.names;
                let game = l.game.seed;
                let mut msg = host.table(&l.pos, seat, names, seats, seq);
                let mut lines = 0;
                if let ToGuest::Table(t) = &mut msg {
                    t.over_lines = over_lines::<G>(&l.pos, names, seat);
                    let v = *l.settings.options.variant();
                    t.variant = (!keep_core::Variant::is_rules(&v)).then_some(v);
                    lines = t.lines_from(if known.0 == game { known.1 } else { 0 });
                }
                (text(msg), lines, game)
            })
        })
    }

    fn kinds(&self) -> Vec<SeatKind> {
        self.0
            .live
            .with_untracked(|l| l.as_ref().map(|l| l.settings.deal.seats.clone()))
            .unwrap_or_default()
    }

    fn hand(&self, seat: u8, to_bot: bool) {
        let kind = if to_bot {
            SeatKind::Bot(BotKind::Basic)
        } else {
            SeatKind::Remote
        };
        self.0.set_seat_kind(seat, kind);
    }
}

/// Hosts game `G`'s table while one of its seats is played from another
/// device: the invitations follow the seats, and every guest gets its
/// table after every change. Returns what the host's table shows of it.
pub fn host_game<G: GameUi>(state: GameState<G>) -> HostingUi {
    let game = EngineOf::<G>::GAME;
    let ui = HostingUi::new(game);
    let kinds = Memo::new(move |_| state.read(|l| l.settings.deal.seats.clone()));
    Effect::new(move || {
        let _ = kinds.get();
        let hooks: Rc<dyn Hooks> = Rc::new(GameHooks(state));
        ui.follow(Hosting::sync(game, hooks, NetSettings::load()));
    });
    Effect::new(move || {
        state.live.track();
        ui.presence().track();
        if let Some(h) = Hosting::of(game) {
            h.send_tables();
        }
    });
    ui
}
