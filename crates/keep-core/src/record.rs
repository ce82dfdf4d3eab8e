//! The record of one game played at a table, for any game: who sat where,
//! the deal and every action (so it replays exactly), every moment the
//! table marked, every note and every seat's answer at the end, and when it
//! was played. The device that holds a game keeps one per game it played
//! ("Games played here"), backups carry them, and a playtest campaign sends
//! the same record to its designer: its format is written here once, with a
//! version number ([`VERSION`]) and [`read`], which reads every version
//! written so far and says in words why it cannot read another.
//!
//! `{"format": "keep-table-record", "version": 1, "id": "…", "game":
//! "card-keeper", "app": "…", "started": 1765000000000, "ended": …,
//! "finished": true, "winners": [2], "result": "Cy won after 88 turns.",
//! "seats": [{"name": "Ana", "kind": "human"}, …], "moves": 131, "play":
//! {"players": 4, "seed": 42, "actions": […], …the game's options},
//! "notes": "…", "guest_notes": [{"seat": 1, "n": 1, "text": "…"}],
//! "marks": [{"step": 12, "who": "Bo", "note": "…"}], "answers": [{"seat":
//! 0, "tags": ["fun"], "note": "…"}]}`

use crate::{Engine, SavedGame};
use serde::{Deserialize, Serialize};

/// The `format` of a record.
pub const FORMAT: &str = "keep-table-record";
/// The record format's version (1: the first).
pub const VERSION: u32 = 1;
/// The longest text of a note or an answer kept (characters).
pub const MAX_NOTE: usize = 4_000;
/// The most notes one seat's guest may write in a game.
pub const MAX_NOTES: usize = 100;

/// One marked moment ("we argued about this"): a move number and words,
/// never a card of anyone's hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    /// Moves played when it was marked (0: the deal).
    pub step: usize,
    /// Who marked it.
    pub who: String,
    /// What about.
    pub note: String,
}

/// The longest note of a mark kept (characters).
pub const MAX_MARK_NOTE: usize = 280;
/// The most marks a game keeps.
pub const MAX_MARKS: usize = 100;

impl Mark {
    /// A mark at `step` by `who`, its note trimmed and cut to [`MAX_MARK_NOTE`].
    pub fn new(step: usize, who: &str, note: &str) -> Mark {
        Mark {
            step,
            who: who.trim().chars().take(24).collect(),
            note: note.trim().chars().take(MAX_MARK_NOTE).collect(),
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

/// A one-tap answer at the end of a game.
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

/// One player's answer at the end of a game ("What did the table argue
/// about?" and its tags).
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
pub fn put_answer(all: &mut Vec<Feedback>, answer: Feedback) {
    all.retain(|f| f.seat != answer.seat);
    if !answer.is_empty() {
        all.push(answer);
        all.sort_by_key(|f| f.seat);
    }
}

/// A note a player wrote at their own device during the game: the `n`th
/// of their seat (from 1), each kept beside the others, never in their
/// place.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    /// The writer's seat.
    pub seat: u8,
    /// Its number among the seat's notes (1, 2, …).
    pub n: u32,
    /// What it says.
    pub text: String,
}

/// Puts `note` in `all`: in place of the same seat's note of the same
/// number (a note as it is typed arrives several times), else beside the
/// others, in seat order then number; an empty text takes it back. False
/// when it is refused (its number is 0 or above [`MAX_NOTES`]).
pub fn put_note(all: &mut Vec<Note>, mut note: Note) -> bool {
    if note.n == 0 || note.n as usize > MAX_NOTES {
        return false;
    }
    note.text = note.text.trim().chars().take(MAX_NOTE).collect();
    all.retain(|x| (x.seat, x.n) != (note.seat, note.n));
    if !note.text.is_empty() {
        all.push(note);
        all.sort_unstable_by_key(|x| (x.seat, x.n));
    }
    true
}

/// A seat as the record keeps it: the player's name and who played it
/// (`human`, `remote`, `bot-basic`, … as share links write it).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The player's name.
    pub name: String,
    /// Who played it.
    pub kind: String,
}

/// The record of one game. `P` is the game itself (`SavedGame<E>`: the
/// players, the options, the seed and every action); a list that needs
/// only the rest reads it as [`Summary`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "P: Serialize", deserialize = "P: Deserialize<'de>"))]
pub struct Record<P> {
    /// Always [`FORMAT`].
    pub format: String,
    /// The format's version it was written with.
    pub version: u32,
    /// Its id: the same game keeps it through every update, so a backup
    /// imported twice adds it once.
    pub id: String,
    /// Which game (`card-keeper`).
    pub game: String,
    /// The app's version that played it.
    #[serde(default)]
    pub app: String,
    /// When it was dealt (ms since 1970; 0: not known).
    #[serde(default)]
    pub started: u64,
    /// When it ended, or was left for another game (ms since 1970).
    #[serde(default)]
    pub ended: u64,
    /// True when it was played to its end (false: left unfinished).
    pub finished: bool,
    /// The winners' seats once finished (empty: a draw; none: unfinished).
    #[serde(default)]
    pub winners: Option<Vec<u8>>,
    /// The result in words, as the table said it.
    #[serde(default)]
    pub result: String,
    /// Each seat's player and who played it.
    pub seats: Vec<Seat>,
    /// The actions played.
    pub moves: usize,
    /// The game: players, options, seed and every action.
    pub play: P,
    /// The table's own notes (typed at the device that held the game).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub notes: String,
    /// The notes players wrote at their own devices.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub guest_notes: Vec<Note>,
    /// The moments the table marked.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<Mark>,
    /// Every seat's answer at the end.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<Feedback>,
}

/// A record of any game, its game kept as JSON text (what a list of games
/// shows, a backup carries and a page keeps; [`Record::game`] reads it).
pub type AnyRecord = Record<Box<serde_json::value::RawValue>>;

/// The most bytes a record may have (checked before it is read).
pub const MAX_BYTES: usize = 1024 * 1024;

/// Reads record text of any version written so far, or says in words why
/// it cannot (not a record, a newer version, damaged). The game in it is
/// not checked here: replaying it is the game's part.
pub fn read<P: serde::de::DeserializeOwned>(text: &str) -> Result<Record<P>, String> {
    if text.len() > MAX_BYTES {
        return Err(format!(
            "the record is {} bytes; a record is at most {MAX_BYTES}",
            text.len()
        ));
    }
    #[derive(Deserialize)]
    struct Head {
        #[serde(default)]
        format: Option<String>,
        #[serde(default)]
        version: Option<u64>,
    }
    let head: Head =
        serde_json::from_str(text).map_err(|e| format!("it is not a game record ({e})"))?;
    if head.format.as_deref() != Some(FORMAT) {
        return Err("it is not a Keep Table game record".into());
    }
    match head.version {
        Some(1) => {}
        Some(v) => {
            return Err(format!(
                "it was written by a newer version of Keep Table (record format {v})"
            ))
        }
        None => return Err("it has no format version".into()),
    }
    let record: Record<P> =
        serde_json::from_str(text).map_err(|e| format!("the record is damaged ({e})"))?;
    if record.id.is_empty() || record.id.len() > 64 {
        return Err("the record has no id".into());
    }
    if record.marks.len() > MAX_MARKS {
        return Err(format!("the record holds more than {MAX_MARKS} marks"));
    }
    Ok(record)
}

impl AnyRecord {
    /// The game in it, read as `G` (`SavedGame<E>`), or why it cannot be.
    pub fn game<G: serde::de::DeserializeOwned>(&self) -> Result<G, String> {
        serde_json::from_str(self.play.get()).map_err(|e| format!("its game cannot be read ({e})"))
    }

    /// Its game checked by replaying every action through `E`'s rules: the
    /// game and the position it reaches, or why the record is refused (a
    /// record of another game, seats that do not match, a move the rules
    /// refuse, or a result, length or winners other than the moves give).
    pub fn replay<E: Engine>(&self) -> Result<(SavedGame<E>, E), String> {
        if self.game != E::GAME {
            return Err(format!("it is a record of another game (`{}`)", self.game));
        }
        let play: SavedGame<E> = self.game()?;
        if self.seats.len() != play.players {
            return Err("its seats do not match its game".into());
        }
        let pos = play
            .restore()
            .map_err(|e| format!("its moves do not replay ({e})"))?;
        let winners = pos.winners().map(|w| w.iter().collect::<Vec<u8>>());
        if pos.is_over() != self.finished
            || self.moves != play.actions.len()
            || winners != self.winners
        {
            return Err("it claims another result than its moves give".into());
        }
        Ok((play, pos))
    }
}

impl<P> Record<P> {
    /// The record's text (JSON).
    pub fn write(&self) -> String
    where
        P: Serialize,
    {
        serde_json::to_string(self).expect("a record serializes")
    }

    /// The winners' names joined ("Ana and Bo"), "a draw", or
    /// "unfinished".
    pub fn winner_words(&self) -> String {
        match &self.winners {
            None => "unfinished".into(),
            Some(w) if w.is_empty() => "a draw".into(),
            Some(w) => {
                let names: Vec<&str> = w
                    .iter()
                    .map(|&s| {
                        self.seats
                            .get(s as usize)
                            .map_or("?", |seat| seat.name.as_str())
                    })
                    .collect();
                names.join(" and ")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Record<serde_json::Value> {
        Record {
            format: FORMAT.into(),
            version: VERSION,
            id: "k1".into(),
            game: "card-keeper".into(),
            app: "test".into(),
            started: 1,
            ended: 2,
            finished: true,
            winners: Some(vec![1]),
            result: "Bo won.".into(),
            seats: vec![
                Seat {
                    name: "Ana".into(),
                    kind: "human".into(),
                },
                Seat {
                    name: "Bo".into(),
                    kind: "remote".into(),
                },
            ],
            moves: 3,
            play: serde_json::json!({"players": 2, "seed": 7, "actions": []}),
            notes: String::new(),
            guest_notes: vec![Note {
                seat: 1,
                n: 1,
                text: "When do I draw?".into(),
            }],
            marks: vec![Mark::new(2, "Bo", "the Shield")],
            answers: vec![Feedback::new(0, ["fun"], "")],
        }
    }

    #[test]
    fn a_record_reads_back_whole_and_as_a_summary() {
        let r = sample();
        let text = r.write();
        assert_eq!(read::<serde_json::Value>(&text).unwrap(), r);
        let s: AnyRecord = read(&text).unwrap();
        assert_eq!(s.game::<serde_json::Value>().unwrap(), r.play);
        assert_eq!((s.id.as_str(), s.moves, s.marks.len()), ("k1", 3, 1));
        assert_eq!(s.winner_words(), "Bo");
        assert!(!text.contains("\"notes\""), "empty notes are not written");
    }

    #[test]
    fn what_is_not_a_record_of_this_version_says_why() {
        let why = |t: &str| read::<serde_json::Value>(t).unwrap_err();
        assert!(why("{oops").starts_with("it is not a game record"));
        assert_eq!(why(r#"{"hello": 1}"#), "it is not a Keep Table game record");
        assert_eq!(
            why(r#"{"format": "keep-table-record", "version": 9}"#),
            "it was written by a newer version of Keep Table (record format 9)"
        );
        assert_eq!(
            why(r#"{"format": "keep-table-record"}"#),
            "it has no format version"
        );
        assert!(why(r#"{"format": "keep-table-record", "version": 1}"#)
            .starts_with("the record is damaged"));
        let mut r = sample();
        r.id.clear();
        assert_eq!(why(&r.write()), "the record has no id");
    }

    #[test]
    fn notes_of_a_seat_sit_beside_each_other_and_a_retyped_one_replaces_itself() {
        let mut all = Vec::new();
        let note = |seat, n, text: &str| Note {
            seat,
            n,
            text: text.into(),
        };
        assert!(put_note(&mut all, note(1, 1, "Not sure")));
        assert!(put_note(&mut all, note(1, 1, "Not sure when I draw")));
        assert!(put_note(&mut all, note(2, 1, "Shields?")));
        assert!(put_note(&mut all, note(1, 2, "Second")));
        let texts: Vec<&str> = all.iter().map(|n| n.text.as_str()).collect();
        assert_eq!(texts, ["Not sure when I draw", "Second", "Shields?"]);
        assert!(!put_note(&mut all, note(1, 0, "x")));
        assert!(!put_note(&mut all, note(1, MAX_NOTES as u32 + 1, "x")));
        assert!(put_note(&mut all, note(1, 2, "  ")));
        assert_eq!(all.len(), 2);
    }

    #[test]
    fn a_seats_new_answer_replaces_its_last_and_an_empty_one_takes_it_back() {
        let mut all = Vec::new();
        put_answer(&mut all, Feedback::new(1, ["fun"], ""));
        put_answer(&mut all, Feedback::new(0, [], "V2"));
        put_answer(&mut all, Feedback::new(1, ["too_random"], ""));
        assert_eq!(all.iter().map(|f| f.seat).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(all[1].tags, [Tag::TooRandom]);
        put_answer(&mut all, Feedback::new(0, [], ""));
        assert_eq!(all.len(), 1);
    }

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
        assert_eq!(
            Mark::new(3, "A", &"x".repeat(999)).note.len(),
            MAX_MARK_NOTE
        );
    }
}
