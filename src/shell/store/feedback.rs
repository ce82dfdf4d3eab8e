//! What each player said at the end of a game: a short answer to "What did
//! you argue about?" and one-tap tags (fun, too long, too random, unclear
//! rule), from every human seat, on the host's device or a guest's own. The
//! host's report lists them under each player's name, beside the marks.

use serde::{Deserialize, Serialize};

/// A one-tap answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tag {
    /// The game was fun.
    Fun,
    /// It went on too long.
    TooLong,
    /// Luck decided too much.
    TooRandom,
    /// A rule was unclear.
    UnclearRule,
}

impl Tag {
    /// Every tag, in the order the form offers them.
    pub const ALL: [Tag; 4] = [Tag::Fun, Tag::TooLong, Tag::TooRandom, Tag::UnclearRule];

    /// Its name in hooks and messages (`too_long`).
    pub fn as_str(self) -> &'static str {
        match self {
            Tag::Fun => "fun",
            Tag::TooLong => "too_long",
            Tag::TooRandom => "too_random",
            Tag::UnclearRule => "unclear_rule",
        }
    }

    /// Its words (`Too long`).
    pub fn words(self) -> &'static str {
        match self {
            Tag::Fun => "Fun",
            Tag::TooLong => "Too long",
            Tag::TooRandom => "Too random",
            Tag::UnclearRule => "Unclear rule",
        }
    }

    /// The tag named `name`, if it is one.
    pub fn parse(name: &str) -> Option<Tag> {
        Tag::ALL.into_iter().find(|t| t.as_str() == name)
    }
}

/// The most characters of a note kept.
pub const MAX_NOTE: usize = 4_000;

/// One player's answer at the end of a game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Feedback {
    /// The player's seat.
    pub seat: u8,
    /// The tags tapped, in [`Tag::ALL`] order, each once.
    #[serde(default)]
    pub tags: Vec<Tag>,
    /// What they argued about, in their words.
    #[serde(default)]
    pub note: String,
    /// True when it came from the player's own device (a guest).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub remote: bool,
}

impl Feedback {
    /// An answer of `seat` from tag names and a note as they came (from
    /// a form or a guest's message): unknown tags left out, each tag once
    /// and in order, the note trimmed to [`MAX_NOTE`] characters.
    pub fn new<'a>(seat: u8, tags: impl IntoIterator<Item = &'a str>, note: &str) -> Feedback {
        let named: Vec<Tag> = tags.into_iter().filter_map(Tag::parse).collect();
        Feedback {
            seat,
            tags: Tag::ALL.into_iter().filter(|t| named.contains(t)).collect(),
            note: note.trim().chars().take(MAX_NOTE).collect(),
            remote: false,
        }
    }

    /// True when it says nothing (no tag, no note).
    pub fn is_empty(&self) -> bool {
        self.tags.is_empty() && self.note.is_empty()
    }
}

/// Puts `answer` in `all` in place of its seat's earlier one (an empty
/// answer takes it back); kept in seat order.
pub fn record(all: &mut Vec<Feedback>, answer: Feedback) {
    all.retain(|f| f.seat != answer.seat);
    if !answer.is_empty() {
        all.push(answer);
        all.sort_by_key(|f| f.seat);
    }
}

/// The answer of `seat` kept in the tab under `key` by [`keep_in_tab`], if
/// any: a guest's page shows it again after a reload at game over.
pub fn kept_in_tab(key: &str, seat: u8) -> Option<Feedback> {
    let text = crate::shell::frame::storage::read_tab(key)?;
    let (tags, note) = text.split_once('\n')?;
    let answer = Feedback::new(seat, tags.split(','), note);
    (!answer.is_empty()).then_some(answer)
}

/// Keeps `answer` in the tab under `key` (nothing: forgets it), as its
/// tags' names on the first line and the note below: no reader of the
/// whole record on a guest's page.
pub fn keep_in_tab(key: &str, answer: Option<&Feedback>) {
    let text = answer
        .map(|f| {
            let tags: Vec<&str> = f.tags.iter().map(|t| t.as_str()).collect();
            format!("{}\n{}", tags.join(","), f.note)
        })
        .unwrap_or_default();
    crate::shell::frame::storage::write_tab(key, &text);
}

/// The report's section of every answer, under each player's name (`names`
/// by seat), or nothing when nobody answered.
pub fn markdown(all: &[Feedback], names: &[String]) -> String {
    if all.is_empty() {
        return String::new();
    }
    let mut out = String::from("\n\n## Feedback from every seat, at the end\n");
    for f in all {
        let who = names
            .get(f.seat as usize)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", f.seat + 1));
        let tags: Vec<&str> = f.tags.iter().map(|t| t.words()).collect();
        let whence = if f.remote {
            ", at their own device"
        } else {
            ""
        };
        out.push_str(&format!("\n- **{who}** (seat {}{whence})", f.seat + 1));
        if !tags.is_empty() {
            out.push_str(&format!(": {}", tags.join(", ")));
        }
        if !f.note.is_empty() {
            let note = f.note.replace('\n', " ");
            let sep = if tags.is_empty() { ":" } else { "." };
            out.push_str(&format!("{sep} “{note}”"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_keeps_known_tags_once_in_order_and_a_trimmed_note() {
        let f = Feedback::new(
            2,
            ["too_long", "bogus", "fun", "fun"],
            "  the Shield rule \n",
        );
        assert_eq!(f.tags, [Tag::Fun, Tag::TooLong]);
        assert_eq!(f.note, "the Shield rule");
        assert!(Feedback::new(0, [], "  ").is_empty());
        let long = "x".repeat(MAX_NOTE + 10);
        assert_eq!(Feedback::new(0, [], &long).note.len(), MAX_NOTE);
    }

    #[test]
    fn a_seats_new_answer_replaces_its_last_and_an_empty_one_takes_it_back() {
        let mut all = Vec::new();
        record(&mut all, Feedback::new(1, ["fun"], ""));
        record(&mut all, Feedback::new(0, [], "V2"));
        record(&mut all, Feedback::new(1, ["too_random"], ""));
        assert_eq!(all.iter().map(|f| f.seat).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(all[1].tags, [Tag::TooRandom]);
        record(&mut all, Feedback::new(0, [], ""));
        assert_eq!(all.len(), 1);
    }

    #[test]
    fn the_report_names_each_player_and_where_they_answered() {
        let names = vec!["Ann".to_string(), "Bo".to_string()];
        let mut bo = Feedback::new(1, ["too_long"], "");
        bo.remote = true;
        let all = vec![
            Feedback::new(0, ["fun", "unclear_rule"], "Is a Shield a card?"),
            bo,
        ];
        let md = markdown(&all, &names);
        assert!(
            md.contains("## Feedback from every seat, at the end"),
            "{md}"
        );
        assert!(
            md.contains("- **Ann** (seat 1): Fun, Unclear rule. “Is a Shield a card?”"),
            "{md}"
        );
        assert!(
            md.contains("- **Bo** (seat 2, at their own device): Too long"),
            "{md}"
        );
        assert_eq!(markdown(&[], &names), "");
    }
}
