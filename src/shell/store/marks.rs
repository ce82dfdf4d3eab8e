//! "We argued about this": moments of a game the table marked, with who
//! marked them and what about (any game). Saved with the game; listed in
//! the report, each with a link that opens the replay viewer at it; shown
//! on the replay viewer's bar. A mark holds a move number and words, never
//! a card of anyone's hand.

use keep_core::link::{base64url, unbase64url};

pub use keep_core::record::{move_words, Mark, MAX_MARKS, MAX_MARK_NOTE};

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
    }
}
