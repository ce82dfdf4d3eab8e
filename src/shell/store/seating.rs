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

impl Seating {
    /// After each action: see [`seating_after`].
    pub fn update(&mut self, seats: &[SeatKind], pending: Option<u8>) {
        (self.viewer, self.pass_to) = seating_after(seats, self.viewer, pending);
    }
    /// After each action of a game standing at `pos`: see [`seating_after`].
    pub fn follow<E: Engine>(&mut self, seats: &[SeatKind], pos: &E) {
        self.update(seats, pos.pending().map(|p| p.0));
    }
    /// What the table asks of the person holding the device, in a game
    /// standing at `pos`.
    pub fn stage<E: Engine>(&self, pos: &E) -> Stage<E::Decision> {
        match (pos.pending(), self.pass_to) {
            (None, _) => Stage::Over,
            (Some(_), Some(p)) => Stage::PassDevice(p),
            (Some((s, d)), None) if self.viewer == Some(s) => Stage::Decide(d),
            (Some((s, _)), None) => Stage::Waiting(s),
        }
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
}

/// After each action: whose hand is shown and to whom the device must be
/// passed. One human always sees their own hand; with two or more humans,
/// a human about to decide who is not the viewer gets the privacy screen
/// first; bots and people at their own devices never need this one.
/// Returns `(viewer, pass_to)`.
pub fn seating_after(
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

#[cfg(test)]
mod tests {
    use super::*;
    use keep_core::BotKind;

    #[test]
    fn seating_after_rules() {
        let h = SeatKind::Human;
        let b = SeatKind::Bot(BotKind::Basic);
        assert_eq!(seating_after(&[h, b], None, Some(1)), (Some(0), None));
        assert_eq!(seating_after(&[b, b], None, Some(1)), (None, None));
        assert_eq!(seating_after(&[h, h, b], Some(0), Some(1)), (None, Some(1)));
        assert_eq!(seating_after(&[h, h, b], Some(0), Some(2)), (Some(0), None));
        assert_eq!(seating_after(&[h, h, b], Some(1), Some(1)), (Some(1), None));
        // A person at their own device never gets this one's screen.
        let r = SeatKind::Remote;
        assert_eq!(seating_after(&[h, r, b], None, Some(1)), (Some(0), None));
        assert_eq!(seating_after(&[r, r, b], None, Some(1)), (None, None));
        assert_eq!(seating_after(&[h, r, h], Some(0), Some(1)), (Some(0), None));
        assert_eq!(seating_after(&[h, r, h], Some(0), Some(2)), (None, Some(2)));
    }
}
