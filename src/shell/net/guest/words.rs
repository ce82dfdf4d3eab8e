//! What a guest said during a game (its notes) and at its end (its
//! answer), kept on the guest's device until the host says it keeps them:
//! shown again after any reload, sent again after every reconnection, and
//! forgotten only once a table of another game comes. A new note is
//! numbered after the earlier ones, so it sits beside them at the host,
//! never in their place.

use crate::shell::frame::storage;
use crate::shell::store::feedback::Feedback;
use keep_core::record::{Note, MAX_NOTE, MAX_NOTES};
use serde::{Deserialize, Serialize};

/// One note of the guest's, and whether the host keeps it as it reads now.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuestNote {
    /// Its number (1, 2, …).
    pub n: u32,
    /// What it says.
    pub text: String,
    /// True once the host said it keeps this very text.
    #[serde(default)]
    pub kept: bool,
}

/// Everything a guest said of one game, as its device keeps it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Words {
    /// The invitation's secret (words of another table are not shown).
    pub secret: String,
    /// The game they were said of (its record's id; empty: not known yet).
    pub game: String,
    /// The notes, in order; the last one may still be being typed.
    pub notes: Vec<GuestNote>,
    /// The number of the note being typed (0: none yet; a reload closes
    /// it, so the next words start a note of their own).
    #[serde(default)]
    pub open: u32,
    /// The answer at the end, if given.
    #[serde(default)]
    pub answer: Option<Feedback>,
    /// True once the host said it keeps the answer as it reads now.
    #[serde(default)]
    pub answer_kept: bool,
}

/// The device's storage key of a guest's words for game `game`.
fn key(game: &str) -> String {
    format!("keep-table.{game}.guest-words")
}

impl Words {
    /// The words kept on this device for the invitation `secret` of game
    /// `game`, the note being typed before a reload closed (nothing for
    /// another invitation's, or none).
    pub fn load(game: &str, secret: &str) -> Words {
        let mut w = storage::read(&key(game))
            .and_then(|t| serde_json::from_str::<Words>(&t).ok())
            .filter(|w| w.secret == secret)
            .unwrap_or_else(|| Words {
                secret: secret.to_string(),
                ..Words::default()
            });
        w.close_note();
        w
    }

    /// Keeps them on this device (false: storage refused).
    pub fn store(&self, game: &str) -> bool {
        serde_json::to_string(self).is_ok_and(|t| storage::write(&key(game), &t))
    }

    /// A table of the game `game` came: words of another game are
    /// forgotten (that game is over at the host). True when they were.
    pub fn meet(&mut self, game: &str) -> bool {
        if game.is_empty() || self.game == game {
            return false;
        }
        let forgotten = !self.game.is_empty();
        if forgotten {
            *self = Words {
                secret: std::mem::take(&mut self.secret),
                ..Words::default()
            };
        }
        self.game = game.to_string();
        forgotten
    }

    /// The note being typed now reads `text` (a new note, numbered after
    /// the others, when none is open): its number, or `None` when the seat
    /// has written as many notes as a game keeps.
    pub fn type_note(&mut self, text: &str) -> Option<u32> {
        let text: String = text.chars().take(MAX_NOTE).collect();
        if self.open == 0 {
            if text.trim().is_empty() {
                return None;
            }
            let n = self.notes.last().map_or(1, |x| x.n + 1);
            if n as usize > MAX_NOTES {
                return None;
            }
            self.notes.push(GuestNote {
                n,
                text: String::new(),
                kept: false,
            });
            self.open = n;
        }
        let n = self.open;
        let note = self.notes.iter_mut().find(|x| x.n == n)?;
        if note.text != text {
            note.text = text;
            note.kept = false;
        }
        Some(n)
    }

    /// Closes the note being typed: the next words start a new one (an
    /// empty one is dropped).
    pub fn close_note(&mut self) {
        let n = std::mem::take(&mut self.open);
        self.notes.retain(|x| x.n != n || !x.text.trim().is_empty());
    }

    /// The text of the note being typed (empty: none).
    pub fn open_text(&self) -> String {
        self.notes
            .iter()
            .find(|x| x.n == self.open)
            .map(|x| x.text.clone())
            .unwrap_or_default()
    }

    /// The host keeps note `n` as `text`: kept, if that is what it says now.
    pub fn note_kept(&mut self, n: u32, text: &str) {
        if let Some(x) = self.notes.iter_mut().find(|x| x.n == n) {
            if x.text.trim() == text.trim() {
                x.kept = true;
            }
        }
    }

    /// The answer now (none: taken back); not kept until the host says so.
    pub fn set_answer(&mut self, answer: Option<Feedback>) {
        if self.answer != answer {
            self.answer = answer;
            self.answer_kept = false;
        }
    }

    /// The host keeps the answer with these tags and note: kept, if that
    /// is what it says now.
    pub fn answer_kept(&mut self, tags: &[String], note: &str) {
        if let Some(a) = &self.answer {
            let mine: Vec<&str> = a.tags.iter().map(|t| t.as_str()).collect();
            if mine == tags.iter().map(String::as_str).collect::<Vec<_>>() && a.note == note {
                self.answer_kept = true;
            }
        }
    }

    /// The notes the host does not keep yet (to send), for seat `seat`.
    pub fn unsent(&self, seat: u8) -> Vec<Note> {
        self.notes
            .iter()
            .filter(|x| !x.kept && !x.text.trim().is_empty())
            .map(|x| Note {
                seat,
                n: x.n,
                text: x.text.clone(),
            })
            .collect()
    }

    /// True while something said is not kept at the host yet.
    pub fn waiting(&self) -> bool {
        self.notes
            .iter()
            .any(|x| !x.kept && !x.text.trim().is_empty())
            || (self.answer.is_some() && !self.answer_kept)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_note_typed_is_one_note_and_after_closing_the_next_sits_beside_it() {
        let mut w = Words::default();
        assert!(!w.meet("g1"), "a first table forgets nothing");
        assert_eq!(w.type_note("  "), None, "no note from nothing");
        assert_eq!(w.type_note("Not sure"), Some(1));
        assert_eq!(w.type_note("Not sure when I draw"), Some(1));
        assert!(w.waiting());
        w.note_kept(1, "Not sure");
        assert!(!w.notes[0].kept, "an older text is not this one");
        w.note_kept(1, "Not sure when I draw");
        assert!(w.notes[0].kept && !w.waiting());
        // A reload (or "Add another note") closes it.
        w.close_note();
        assert_eq!(w.open_text(), "");
        assert_eq!(w.type_note("Second"), Some(2));
        assert_eq!(
            w.unsent(3),
            [Note {
                seat: 3,
                n: 2,
                text: "Second".into()
            }]
        );
        // Another game's table: forgotten.
        assert!(w.meet("g2"));
        assert!(w.notes.is_empty());
        assert!(!w.meet("g2"));
    }

    #[test]
    fn an_answer_waits_until_the_host_keeps_that_answer() {
        let mut w = Words::default();
        w.set_answer(Some(Feedback::new(1, ["fun"], "V2")));
        assert!(w.waiting());
        w.answer_kept(&["fun".into()], "V1");
        assert!(w.waiting());
        w.answer_kept(&["fun".into()], "V2");
        assert!(!w.waiting());
        w.set_answer(Some(Feedback::new(1, ["too_long"], "V2")));
        assert!(w.waiting());
    }
}
