//! What hosting asks of the game at the host's table ([`Hooks`]), for game
//! `G`: a guest's action read against its engine and applied through the
//! game's state; a seat's table built from the position; the game's
//! messages that are not tables.

use crate::shell::net::hosting::{Answer, Hooks, Hosting};
use crate::shell::net::invites::HostingUi;
use crate::shell::net::{NetSettings, APP_VERSION};
use crate::shell::plug::game::{ActionOf, EngineOf, GameUi};
use crate::shell::plug::seats::{BotKind, SeatKind};
use crate::shell::store::feedback::Feedback;
use crate::shell::store::marks::Mark;
use crate::shell::store::state::GameState;
use crate::shell::table::sources::over_lines;
use crate::shell::table::take_back::take_back_state;
use keep_core::Engine;
use keep_core::HasVariant;
use keep_net::{Host, SeatState, ToGuest};
use leptos::prelude::*;
use std::rc::Rc;

/// Game `G`'s side of hosting.
struct GameHooks<G: GameUi>(GameState<G>, LogBounds);

/// The log's length after the deal and after each move of the game with
/// the seed held, for every guest's table to tell each line's move: kept
/// from table to table (a move adds one), the game replayed only when it
/// is another game or moves were undone.
#[derive(Default)]
struct LogBounds(std::cell::RefCell<(u64, Vec<usize>)>);

impl LogBounds {
    fn of<E: Engine>(&self, game: &keep_core::SavedGame<E>, pos: &E) -> Vec<usize> {
        let mut known = self.0.borrow_mut();
        let (moves, now) = (game.actions.len(), pos.log().len());
        let last = known.1.last().copied();
        let same = known.0 == game.seed && last.is_some_and(|b| b <= now);
        if !(same && known.1.len() == moves + 1 && last == Some(now)) {
            if same && known.1.len() == moves {
                known.1.push(now);
            } else {
                let bounds = game
                    .restore_with_log_lengths()
                    .map(|(_, b)| b)
                    .unwrap_or_default();
                *known = (game.seed, bounds);
            }
        }
        known.1.clone()
    }
}

fn text<E: Engine>(m: ToGuest<E>) -> String {
    serde_json::to_string(&m).unwrap_or_default()
}

impl<G: GameUi> Hooks for GameHooks<G> {
    fn seq(&self) -> u64 {
        self.0
            .live
            .with_untracked(|l| l.as_ref().map_or(0, |l| l.game.actions.len() as u64))
    }

    fn act(&self, seat: u8, action: &str) -> Result<(), String> {
        let action: ActionOf<G> = serde_json::from_str(action)
            .map_err(|e| format!("that is not a move of this game ({e})"))?;
        self.0.act_remote(seat, action)
    }

    fn take_back(&self, seat: u8) -> Result<(), String> {
        self.0.take_back_remote(seat)
    }

    fn answer(&self, answer: Answer) -> String {
        text(match answer {
            Answer::Refused { n, why } => ToGuest::<EngineOf<G>>::Refused { n, why },
            Answer::OtherVersion => ToGuest::OtherVersion {
                host: APP_VERSION.into(),
            },
            Answer::Denied { why } => ToGuest::Denied { why },
        })
    }

    fn names(&self) -> Vec<String> {
        self.0
            .live
            .with_untracked(|l| l.as_ref().map(|l| l.settings.deal.names.clone()))
            .unwrap_or_default()
    }

    fn marks(&self) -> RwSignal<Vec<Mark>> {
        self.0.marks
    }

    fn feedback(&self) -> RwSignal<Vec<Feedback>> {
        self.0.feedback
    }

    fn guest_notes(&self) -> RwSignal<Vec<keep_core::record::Note>> {
        self.0.guest_notes
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
                // A take-back rewrites the log's end: the guest then gets it whole.
                let game = l.game.seed
                    ^ (l.game.taken_back.len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
                // Each line's move, for the guest's marks to quote.
                let bounds = self.1.of(&l.game, &l.pos);
                let taken = if l.game.taken_back.is_empty() {
                    Vec::new()
                } else {
                    keep_core::take_back::lines(&l.game, names, seat, seat)
                };
                let mut msg = host.table_with(&l.pos, seat, names, seats, seq, &bounds, taken);
                let mut lines = 0;
                if let ToGuest::Table(t) = &mut msg {
                    t.over_lines = over_lines::<G>(&l.pos, names, seat);
                    let v = *l.settings.options.variant();
                    t.variant = (!keep_core::Variant::is_rules(&v)).then_some(v);
                    t.game = l.played.id.clone();
                    t.take_back = seat.and_then(|s| take_back_state(l.last_mover(), |t| t == s));
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

    fn rename(&self, seat: u8, name: &str) {
        self.0.update(|l| {
            let taken = l
                .settings
                .deal
                .names
                .iter()
                .enumerate()
                .any(|(s, n)| s != seat as usize && n == name);
            if let (false, Some(n)) = (taken, l.settings.deal.names.get_mut(seat as usize)) {
                *n = name.to_string();
            }
        });
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
        let hooks: Rc<dyn Hooks> = Rc::new(GameHooks(state, LogBounds::default()));
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
