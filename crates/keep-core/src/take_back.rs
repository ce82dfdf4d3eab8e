//! Taking back one's own last action, for every game, decided once over
//! the [`Engine`] trait.
//!
//! A seat may take back the game's last action when (the rulings every
//! game plays by, also in `docs/PLAYING.md`):
//!
//! - **T1** that seat took it (no other seat has acted since) and the game
//!   is not over;
//! - **T2** it showed no other seat anything hidden: each other seat sees of
//!   every event it caused only what every player sees (no card taken from
//!   or passed face down to another player);
//! - **T3** it showed the seat itself nothing it did not know (no card
//!   drawn), and nothing in it came by chance or from a hidden card turned up:
//!   played again in positions the seat cannot tell from this one (its
//!   hidden cards and the chance to come dealt again, [`Engine::sample`]),
//!   it causes the same events and leaves the seat the same view;
//! - **T4** a take-back may follow another: each is checked on its own, so
//!   a seat can step back through several actions of its own turn, never
//!   past another seat's.
//!
//! The game then stands where it stood before the action (replayed from
//! the seed, so chance to come is as it was), and the take-back is kept
//! with the game ([`crate::SavedGame::taken_back`]): where people changed
//! their minds is something a designer wants to know.

use crate::engine::Engine;
use crate::log::GameEvent;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How many positions the seat cannot tell from the real one T3 plays the
/// action again in.
pub const SAMPLES: u64 = 12;

/// One action taken back, as a saved game keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TakenBack<A> {
    /// The action's index among the game's actions (the number of actions
    /// left once it was taken back).
    pub at: usize,
    /// The seat that took it back.
    pub seat: u8,
    /// The action taken back.
    pub action: A,
}

/// Why an action cannot be taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// No action has been played yet.
    NoMove,
    /// The game is over.
    Over,
    /// Another seat took the last action (or has acted since).
    NotYours,
    /// The action showed someone a hidden card, or its outcome came by
    /// chance or from a card turned up.
    Revealed,
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Refused::NoMove => "no move has been played yet",
            Refused::Over => "the game is over",
            Refused::NotYours => "another player has acted since your last move",
            Refused::Revealed => "that move showed a hidden card or came out by chance",
        })
    }
}

impl std::error::Error for Refused {}

/// Whether `seat` may take back `action`, played at `before` to give
/// `after` (T1–T3; `after`'s log holds `before`'s and the action's events).
pub fn check<E: Engine>(before: &E, action: E::Action, after: &E, seat: u8) -> Result<(), Refused> {
    if after.is_over() {
        return Err(Refused::Over);
    }
    if before.pending().map(|p| p.0) != Some(seat) {
        return Err(Refused::NotYours);
    }
    let from = before.log().len();
    let caused = after.log().get(from..).unwrap_or(&[]);
    // T2: every other seat sees of each event what every player sees.
    let public: Vec<E::Event> = caused.iter().map(|e| e.seen_by(None)).collect();
    for other in (0..after.players() as u8).filter(|&s| s != seat) {
        if caused
            .iter()
            .zip(&public)
            .any(|(e, p)| e.seen_by(Some(other)) != *p)
        {
            return Err(Refused::Revealed);
        }
    }
    // T3: the seat saw the same events and has the same view wherever the
    // hidden cards and the chance to come lie.
    let seen: Vec<E::Event> = caused.iter().map(|e| e.seen_by(Some(seat))).collect();
    let view = after.player_view(Some(seat));
    for salt in 0..SAMPLES {
        let mut other = before.sample(seat, 0x7a6b_e0ba_c400_0000 ^ salt);
        let from = other.log().len();
        if other.apply(action).is_err()
            || other.player_view(Some(seat)) != view
            || other.log().get(from..).unwrap_or(&[]).len() != seen.len()
            || other.log()[from..]
                .iter()
                .zip(&seen)
                .any(|(e, s)| e.seen_by(Some(seat)) != *s)
        {
            return Err(Refused::Revealed);
        }
    }
    Ok(())
}

/// The log's lines for the take-backs of `game`, worded as
/// [`Engine::log_lines_as`] words them ("Ana took back a move: Ana played
/// B3"), each with the index its event would have had in the log of the
/// game as it stands (the log's length when it was taken back: so the
/// line counts as the move it took back, and a log numbering its lines by
/// move shows it as that move). A take-back at the deal's first event is
/// left out. Sorted by that index, in the order they happened: one whose
/// moves a later take-back took away as well (a player stepping back
/// through their turn) stands just before that later one's line, worded
/// from the moves as they were when it was taken back.
pub fn lines<E: Engine>(
    game: &crate::SavedGame<E>,
    names: &[String],
    seen_by: Option<u8>,
    you: Option<u8>,
) -> Vec<(usize, String)> {
    // The actions as they stood just before each take-back, rebuilt from
    // the last one back: before take-back `i`, they were those before the
    // next one, cut to `i`'s place, and the action `i` took back.
    let mut history = game.actions.clone();
    let mut back = game.clone();
    back.taken_back.clear();
    let mut out: Vec<(usize, String)> = Vec::new();
    for t in game.taken_back.iter().rev() {
        if t.at > history.len() {
            break;
        }
        history.truncate(t.at);
        back.actions.clone_from(&history);
        history.push(t.action);
        let Ok(mut pos) = back.restore_to(t.at) else {
            continue;
        };
        let from = pos.log().len();
        if from == 0 || pos.apply(t.action).is_err() {
            continue;
        }
        let what = pos.log_lines_as(from, names, seen_by, you).join(" · ");
        let who = crate::log::capitalized(crate::log::player(names, you, t.seat));
        // Where the moves before it still stand, its line stands where its
        // move was; a later take-back further back took them away, and it
        // stands just before that one's line.
        let stands = game.actions.get(..t.at) == history.get(..t.at);
        let at = match out.iter().map(|l| l.0).min() {
            Some(later) if !stands => later,
            _ => from,
        };
        out.push((at, format!("{who} took back a move: {what}")));
    }
    out.reverse();
    out.sort_by_key(|l| l.0);
    out
}

/// `entries` (a log's lines, each with its event's index, in order) with
/// `taken` ([`lines`]) among them, each before the lines of the events from
/// its index on; only those after event `from` (a log shown from there:
/// one at `from` itself was shown with the lines before it).
pub fn merge(
    entries: Vec<(usize, String)>,
    taken: Vec<(usize, String)>,
    from: usize,
) -> Vec<(usize, String)> {
    let mut taken = taken.into_iter().filter(|t| t.0 > from).peekable();
    let mut out = Vec::with_capacity(entries.len());
    for (i, line) in entries {
        while let Some(t) = taken.next_if(|t| t.0 <= i) {
            out.push(t);
        }
        out.push((i, line));
    }
    out.extend(taken);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn take_back_lines_stand_where_their_move_was() {
        let entries = vec![(0, "dealt".to_string()), (2, "a".into()), (5, "b".into())];
        // Taken back when the log held 3 events, and when it held 6.
        let taken = vec![(3, "took back x".to_string()), (6, "took back y".into())];
        let merged = merge(entries.clone(), taken.clone(), 0);
        let texts: Vec<&str> = merged.iter().map(|l| l.1.as_str()).collect();
        assert_eq!(texts, ["dealt", "a", "took back x", "b", "took back y"]);
        // The lines from event 3 on: the take-back at 3 was shown already.
        let later = merge(vec![(5, "b".into())], taken, 3);
        let texts: Vec<&str> = later.iter().map(|l| l.1.as_str()).collect();
        assert_eq!(texts, ["b", "took back y"]);
        assert_eq!(
            Refused::Revealed.to_string(),
            "that move showed a hidden card or came out by chance"
        );
    }
}
