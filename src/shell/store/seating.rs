//! Pass-and-play on one device: whose hand is shown, the privacy screen
//! before a hand is passed, and who the table waits for.

pub use crate::shell::plug::game::Stage;
use crate::shell::plug::seats::SeatKind;
use keep_core::Engine;
use serde::{Deserialize, Serialize};

/// Pass-and-play state saved with every game: whose hand is shown, and the
/// human the device must be passed to before play goes on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    /// Whose hand is shown (`None`: none, behind the privacy screen or all bots).
    pub viewer: Option<u8>,
    /// The human the device must be passed to.
    pub pass_to: Option<u8>,
}

/// Who holds the device, as far as a table's prompt is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    /// The game is over.
    Over,
    /// Pass the device to this human (privacy screen).
    PassDevice(u8),
    /// Someone else decides (a bot, or another player behind the screen).
    Waiting(u8),
    /// The viewer decides.
    Viewer(u8),
}

impl Seating {
    /// After each action: see [`hand_over`].
    pub fn update(&mut self, seats: &[SeatKind], pending: Option<u8>) {
        (self.viewer, self.pass_to) = hand_over(seats, self.viewer, pending);
    }
    /// After each action of a game standing at `pos`: see [`hand_over`].
    pub fn follow<E: Engine>(&mut self, seats: &[SeatKind], pos: &E) {
        self.update(seats, pos.pending().map(|p| p.0));
    }
    /// What the table asks of the person holding the device, in a game
    /// standing at `pos`.
    pub fn stage<E: Engine>(&self, pos: &E) -> Stage<E::Decision> {
        let pending = pos.pending();
        Stage::of(self.holder(pending.as_ref().map(|p| p.0)), || {
            pending.map(|p| p.1).expect("a viewer decides")
        })
    }
    /// The "I have the device" answer on the privacy screen.
    pub fn ready(&mut self) {
        if let Some(seat) = self.pass_to.take() {
            self.viewer = Some(seat);
        }
    }
    /// Checks a loaded seating against the number of seats.
    pub fn check(&self, players: usize) -> Result<(), String> {
        let bad = |s: Option<u8>| s.is_some_and(|s| s as usize >= players);
        if bad(self.viewer) || bad(self.pass_to) {
            return Err("it names a seat that does not exist".into());
        }
        Ok(())
    }

    /// The hand that may be shown now (none behind the privacy screen).
    pub fn shown(&self) -> Option<u8> {
        if self.pass_to.is_some() {
            None
        } else {
            self.viewer
        }
    }
    /// The bot that must move now: the pending seat, if a bot, and never while
    /// the device is being passed.
    pub fn bot_to_move(&self, seats: &[SeatKind], pending: Option<u8>) -> Option<u8> {
        pending.filter(|&s| seats[s as usize].is_bot() && self.pass_to.is_none())
    }
    /// Who holds the device for the pending seat (`None`: the game is over).
    pub fn holder(&self, pending: Option<u8>) -> Holder {
        match (pending, self.pass_to) {
            (None, _) => Holder::Over,
            (Some(_), Some(p)) => Holder::PassDevice(p),
            (Some(s), None) if self.viewer == Some(s) => Holder::Viewer(s),
            (Some(s), None) => Holder::Waiting(s),
        }
    }
}

/// After each action: whose hand is shown and to whom the device must be
/// passed. One human always sees their own hand; with two or more humans,
/// a human about to decide who is not the viewer gets the privacy screen
/// first; bots and people at their own devices never need this one.
/// Returns `(viewer, pass_to)`.
pub fn hand_over(
    seats: &[SeatKind],
    viewer: Option<u8>,
    pending: Option<u8>,
) -> (Option<u8>, Option<u8>) {
    let humans: Vec<u8> = (0..seats.len() as u8)
        .filter(|&s| seats[s as usize].is_here())
        .collect();
    match humans.len() {
        0 => (None, None),
        1 => (Some(humans[0]), None),
        _ => match pending {
            Some(seat) if seats[seat as usize].is_here() && viewer != Some(seat) => {
                (None, Some(seat))
            }
            _ => (viewer, None),
        },
    }
}

impl<D> Stage<D> {
    /// The stage for who holds the device; `decision` is asked only when
    /// the viewer decides.
    pub fn of(holder: Holder, decision: impl FnOnce() -> D) -> Stage<D> {
        match holder {
            Holder::Over => Stage::Over,
            Holder::PassDevice(s) => Stage::PassDevice(s),
            Holder::Waiting(s) => Stage::Waiting(s),
            Holder::Viewer(_) => Stage::Decide(decision()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keep_core::BotKind;

    #[test]
    fn hand_over_rules() {
        let h = SeatKind::Human;
        let b = SeatKind::Bot(BotKind::Basic);
        assert_eq!(hand_over(&[h, b], None, Some(1)), (Some(0), None));
        assert_eq!(hand_over(&[b, b], None, Some(1)), (None, None));
        assert_eq!(hand_over(&[h, h, b], Some(0), Some(1)), (None, Some(1)));
        assert_eq!(hand_over(&[h, h, b], Some(0), Some(2)), (Some(0), None));
        assert_eq!(hand_over(&[h, h, b], Some(1), Some(1)), (Some(1), None));
        // A person at their own device never gets this one's screen.
        let r = SeatKind::Remote;
        assert_eq!(hand_over(&[h, r, b], None, Some(1)), (Some(0), None));
        assert_eq!(hand_over(&[r, r, b], None, Some(1)), (None, None));
        assert_eq!(hand_over(&[h, r, h], Some(0), Some(1)), (Some(0), None));
        assert_eq!(hand_over(&[h, r, h], Some(0), Some(2)), (None, Some(2)));
    }
}
