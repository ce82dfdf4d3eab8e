//! "We argued about this": moments of a game the table marked, with who
//! marked them and what about (any game). Saved with the game; listed in
//! the report, each with a link that opens the replay viewer at it; shown
//! on the replay viewer's bar. A mark holds a move number and words, never
//! a card of anyone's hand.

use keep_core::link::{base64url, unbase64url};
use serde::{Deserialize, Serialize};

/// One marked moment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    /// Moves played when it was marked (0: the deal).
    pub step: usize,
    /// Who marked it.
    pub who: String,
    /// What about.
    pub note: String,
}

/// The longest note kept (characters).
pub const MAX_NOTE: usize = 280;
/// The most marks a game keeps.
pub const MAX_MARKS: usize = 100;

impl Mark {
    /// A mark at `step` by `who`, its note trimmed and cut to [`MAX_NOTE`].
    pub fn new(step: usize, who: &str, note: &str) -> Mark {
        Mark {
            step,
            who: who.trim().chars().take(24).collect(),
            note: note.trim().chars().take(MAX_NOTE).collect(),
        }
    }

    /// The mark in words: `Move 12, Ana: the Shield ruling`.
    pub fn words(&self) -> String {
        format!("{}, {}: {}", move_words(self.step), self.who, self.note)
    }

    /// The mark with what happened at its move, as `lines` (that move's
    /// log lines) say it: `Move 12, Ana: the Shield ruling. At that move:
    /// “Bo played a Shield.”`.
    pub fn words_quoting(&self, lines: &[&str]) -> String {
        if lines.is_empty() {
            return self.words();
        }
        let at = if self.step == 0 {
            "At the deal"
        } else {
            "At that move"
        };
        let words = self.words();
        let stop = if words.ends_with(['.', '?', '!']) {
            ""
        } else {
            "."
        };
        format!("{words}{stop} {at}: “{}”", lines.join(" "))
    }
}

/// A moment as the log names it: "The deal" (0), or "Move 12" (the
/// twelfth move, and the moment after it).
pub fn move_words(step: usize) -> String {
    if step == 0 {
        "The deal".to_string()
    } else {
        format!("Move {step}")
    }
}

/// Marks as a link field (`&marks=…`: their JSON in base64url); empty for none.
pub fn encode(marks: &[Mark]) -> String {
    if marks.is_empty() {
        return String::new();
    }
    base64url(serde_json::to_string(marks).unwrap_or_default().as_bytes())
}

/// Reads [`encode`]'s field, checked against a game of `total` moves.
pub fn decode(field: &str, total: usize) -> Result<Vec<Mark>, String> {
    let bytes = unbase64url(field).map_err(|e| format!("its marks cannot be read: {e}"))?;
    let marks: Vec<Mark> =
        serde_json::from_slice(&bytes).map_err(|e| format!("its marks cannot be read: {e}"))?;
    if marks.len() > MAX_MARKS || marks.iter().any(|m| m.step > total) {
        return Err("its marks name moves the game does not have".into());
    }
    Ok(marks
        .into_iter()
        .map(|m| Mark::new(m.step, &m.who, &m.note))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_round_trip_through_a_link_and_bad_ones_say_why() {
        let marks = vec![
            Mark::new(0, "Ana", "who starts?"),
            Mark::new(12, " Bo ", "Shield, again"),
        ];
        assert_eq!(marks[1].who, "Bo");
        assert_eq!(decode(&encode(&marks), 12).unwrap(), marks);
        assert!(decode(&encode(&marks), 11).is_err());
        assert!(decode("%%", 12).is_err());
        assert!(encode(&[]).is_empty());
        assert_eq!(marks[1].words(), "Move 12, Bo: Shield, again");
        assert_eq!(
            marks[1].words_quoting(&["Bo played a Shield.", "Ana drew."]),
            "Move 12, Bo: Shield, again. At that move: “Bo played a Shield. Ana drew.”"
        );
        assert_eq!(marks[0].words_quoting(&[]), marks[0].words());
        assert_eq!(
            marks[0].words_quoting(&["Ana dealt."]),
            "The deal, Ana: who starts? At the deal: “Ana dealt.”"
        );
        assert_eq!(Mark::new(3, "A", &"x".repeat(999)).note.len(), MAX_NOTE);
    }
}
