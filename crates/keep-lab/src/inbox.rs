//! A playtest campaign's inbox, for any game: records of games played at
//! the designer's tables, each checked by replaying its actions through its
//! game's engine before it counts (a record that is no legal game, claims
//! another result or is damaged is refused with its reason), each table
//! once, the answers' tags tallied with the notes beside them, and the
//! export a notebook reads (JSON, and CSV: one row per game, per answer,
//! per mark). The lab page's inbox and `keeper records` are this one code.

use crate::games::{for_game, ForGame};
use crate::{LabGame, Run};
use keep_core::record::{self, AnyRecord, Record, Seat, Tag};
use keep_core::scenario::ScenarioGame;
use keep_core::{HasVariant, SavedGame, Variant};
use serde_json::Value;

/// The `format` of an inbox's export.
pub const EXPORT_FORMAT: &str = "keep-table-records";
/// The most records an inbox keeps.
pub const MAX_RECORDS: usize = 20_000;

/// A record that counts: its game replayed to the result it claims.
#[derive(Clone, Debug)]
pub struct Table {
    /// The record.
    pub record: AnyRecord,
    /// Its variant as differences from the rules (`None`: the rules).
    pub variant: Option<Value>,
}

/// A record that does not count, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// Which record (its id, or its place when it has none).
    pub what: String,
    /// Why, in words.
    pub why: String,
}

/// The records of a campaign as the designer reads them.
#[derive(Clone, Debug, Default)]
pub struct Inbox {
    /// The tables that count, in the order they ended.
    pub tables: Vec<Table>,
    /// The records refused, with why.
    pub refused: Vec<Refused>,
    /// Records that came again (the same id), counted once.
    pub repeated: usize,
}

/// How often a tag was answered, and the notes of those answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TagTally {
    /// The tag (`None`: answers with a note and no tag).
    pub tag: Option<Tag>,
    /// Answers that chose it.
    pub count: usize,
    /// Their notes, as written.
    pub notes: Vec<String>,
}

struct Check<'a>(&'a AnyRecord);

impl ForGame for Check<'_> {
    type Out = Result<Option<Value>, String>;
    fn run<E: LabGame + ScenarioGame>(self) -> Self::Out {
        let (play, _) = self.0.replay::<E>()?;
        let variant = HasVariant::variant(&play.options);
        Ok((!variant.is_rules()).then(|| variant.differences_json()))
    }
}

/// Record `text` checked by replaying it: the table it counts as, or why
/// it is refused.
pub fn check(text: &str) -> Result<Table, String> {
    let record: AnyRecord = record::read(text)?;
    let variant = for_game(&record.game, Check(&record)).ok_or_else(|| {
        format!(
            "it is a record of a game this version does not know (`{}`)",
            record.game
        )
    })??;
    Ok(Table { record, variant })
}

/// The records of an export's text: an inbox's export
/// (`{"format": "keep-table-records", "records": […]}`), a list of
/// records, or one record; each as its own text.
pub fn records_of(text: &str) -> Result<Vec<String>, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("it is not JSON text ({e})"))?;
    let list = match v {
        Value::Array(list) => list,
        Value::Object(mut m) if m.get("format").and_then(Value::as_str) == Some(EXPORT_FORMAT) => {
            match m.remove("records") {
                Some(Value::Array(list)) => list,
                _ => return Err("the export holds no list of records".into()),
            }
        }
        one @ Value::Object(_) => vec![one],
        _ => return Err("it is neither a record nor a list of records".into()),
    };
    Ok(list.iter().map(Value::to_string).collect())
}

impl Inbox {
    /// Adds record `text` (`place`: where it came from, for a record with
    /// no readable id): counted once when its game replays, else refused
    /// with why. True when it was added.
    pub fn add(&mut self, text: &str, place: &str) -> bool {
        let table = match check(text) {
            Ok(table) => table,
            Err(why) => {
                let id = serde_json::from_str::<Value>(text)
                    .ok()
                    .and_then(|v| v.get("id")?.as_str().map(|s| s.chars().take(64).collect()));
                self.refused.push(Refused {
                    what: id.unwrap_or_else(|| place.to_string()),
                    why,
                });
                return false;
            }
        };
        if self.tables.iter().any(|t| t.record.id == table.record.id) {
            self.repeated += 1;
            return false;
        }
        if self.tables.len() >= MAX_RECORDS {
            self.refused.push(Refused {
                what: table.record.id,
                why: format!("the inbox keeps at most {MAX_RECORDS} records"),
            });
            return false;
        }
        let at = self
            .tables
            .partition_point(|t| t.record.ended <= table.record.ended);
        self.tables.insert(at, table);
        true
    }

    /// Every tag's tally in the form's order, then the answers with a note
    /// and no tag.
    pub fn tags(&self) -> Vec<TagTally> {
        let answers = || self.tables.iter().flat_map(|t| &t.record.answers);
        let tally = |tag: Option<Tag>| {
            let chosen: Vec<_> = answers()
                .filter(|a| match tag {
                    Some(tag) => a.tags.contains(&tag),
                    None => a.tags.is_empty(),
                })
                .collect();
            TagTally {
                tag,
                count: chosen.len(),
                notes: chosen
                    .iter()
                    .filter(|a| !a.note.is_empty())
                    .map(|a| a.note.clone())
                    .collect(),
            }
        };
        Tag::ALL
            .into_iter()
            .map(|t| tally(Some(t)))
            .chain([tally(None)])
            .collect()
    }

    /// The export of the tables that count, as JSON text (what
    /// [`records_of`] reads back).
    pub fn export_json(&self, campaign: &str) -> String {
        let records: Vec<&AnyRecord> = self.tables.iter().map(|t| &t.record).collect();
        serde_json::json!({"format": EXPORT_FORMAT, "campaign": campaign, "records": records})
            .to_string()
    }

    /// The games as CSV, one row each.
    pub fn games_csv(&self) -> String {
        let mut out = csv_row([
            "id", "game", "started", "ended", "players", "variant", "finished", "winners",
            "result", "moves", "seats", "marks", "answers",
        ]);
        for t in &self.tables {
            let r = &t.record;
            let seats: Vec<String> = r
                .seats
                .iter()
                .map(|s| format!("{} ({})", s.name, s.kind))
                .collect();
            out += &csv_row([
                r.id.as_str(),
                &r.game,
                &date_time(r.started),
                &date_time(r.ended),
                &r.seats.len().to_string(),
                &variant_words(&t.variant),
                if r.finished { "yes" } else { "no" },
                &r.winner_words(),
                &r.result,
                &r.moves.to_string(),
                &seats.join("; "),
                &r.marks.len().to_string(),
                &r.answers.len().to_string(),
            ]);
        }
        out
    }

    /// The answers as CSV, one row each (a column per tag).
    pub fn answers_csv(&self) -> String {
        let mut head = vec!["id", "seat", "player"];
        head.extend(Tag::ALL.map(Tag::as_str));
        head.push("note");
        let mut out = csv_row(head);
        for t in &self.tables {
            let r = &t.record;
            for a in &r.answers {
                let mut row = vec![r.id.clone(), a.seat.to_string(), seat_name(r, a.seat)];
                row.extend(Tag::ALL.map(|tag| u8::from(a.tags.contains(&tag)).to_string()));
                row.push(a.note.clone());
                out += &csv_row(row.iter().map(String::as_str));
            }
        }
        out
    }

    /// The marks as CSV, one row each.
    pub fn marks_csv(&self) -> String {
        let mut out = csv_row(["id", "move", "who", "note"]);
        for t in &self.tables {
            for m in &t.record.marks {
                out += &csv_row([t.record.id.as_str(), &m.step.to_string(), &m.who, &m.note]);
            }
        }
        out
    }

    /// The inbox in words (`keeper records`): each table, the refused
    /// records with why, and the answers' tags with their notes.
    pub fn text(&self) -> Vec<String> {
        let mut out = vec![format!(
            "{} game{} counted, {} refused, {} repeated (counted once)",
            self.tables.len(),
            if self.tables.len() == 1 { "" } else { "s" },
            self.refused.len(),
            self.repeated
        )];
        if !self.tables.is_empty() {
            out.push(String::new());
            out.push(format!(
                "{:<16}  {:<12}  {:>7}  {:<24}  {:>5}  {:>5}  {:>7}  {}",
                "ended (UTC)", "game", "players", "winner", "moves", "marks", "answers", "variant"
            ));
        }
        for t in &self.tables {
            let r = &t.record;
            out.push(format!(
                "{:<16}  {:<12}  {:>7}  {:<24}  {:>5}  {:>5}  {:>7}  {}",
                date_time(r.ended),
                r.game,
                r.seats.len(),
                r.winner_words(),
                r.moves,
                r.marks.len(),
                r.answers.len(),
                variant_words(&t.variant)
            ));
        }
        if !self.refused.is_empty() {
            out.push(String::new());
            out.push("Refused:".into());
            for x in &self.refused {
                out.push(format!("  {}: {}", x.what, x.why));
            }
        }
        let answered: usize = self.tables.iter().map(|t| t.record.answers.len()).sum();
        if answered > 0 {
            out.push(String::new());
            out.push(format!("Answers ({answered}):"));
            for tally in self.tags() {
                if tally.count == 0 {
                    continue;
                }
                let name = tally.tag.map_or("no tag", Tag::words);
                out.push(format!("  {name}: {}", tally.count));
                out.extend(tally.notes.iter().map(|n| format!("    “{n}”")));
            }
        }
        out
    }
}

/// The record of game `index` of `run` played by its bots to its end (or
/// its turn cap), its seats named `P0`, `P1`, …, ended at `ended` (ms since
/// 1970): a table's record without what a table says, for tests and for
/// comparing people with bots on the same deals.
pub fn bot_record<E: LabGame>(run: &Run<E>, index: u64, ended: u64) -> Result<AnyRecord, String> {
    let (pos, actions) = E::record(run, index)?;
    let game = SavedGame::<E> {
        players: run.players,
        options: run.options.clone(),
        seed: run.game_seed(index),
        actions,
        taken_back: vec![],
    };
    let bots = run.bot_names();
    Ok(Record {
        format: record::FORMAT.into(),
        version: record::VERSION,
        id: format!("{}-{:x}-{index}", E::GAME, run.seed),
        game: E::GAME.into(),
        app: String::new(),
        started: ended,
        ended,
        finished: pos.is_over(),
        winners: pos.winners().map(|w| w.iter().collect()),
        result: String::new(),
        seats: bots
            .iter()
            .enumerate()
            .map(|(s, bot)| Seat {
                name: format!("P{s}"),
                kind: format!("bot-{bot}"),
            })
            .collect(),
        moves: game.actions.len(),
        play: serde_json::value::to_raw_value(&game).map_err(|e| e.to_string())?,
        notes: String::new(),
        guest_notes: vec![],
        marks: vec![],
        answers: vec![],
    })
}

/// The name of seat `seat` of a record (`seat 3` when it has none).
fn seat_name(r: &AnyRecord, seat: u8) -> String {
    r.seats
        .get(seat as usize)
        .map(|s| s.name.clone())
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| format!("seat {seat}"))
}

/// A variant in short words (`shield 6`; `rules` for the rules as written).
pub fn variant_words(variant: &Option<Value>) -> String {
    match variant {
        Some(Value::Object(m)) => m
            .iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect::<Vec<_>>()
            .join(", "),
        _ => "rules".into(),
    }
}

/// One CSV line (RFC 4180): each field quoted when it must be, and a text
/// a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) kept as
/// text with a leading `'`.
pub fn csv_row<'a>(fields: impl IntoIterator<Item = &'a str>) -> String {
    let cells: Vec<String> = fields
        .into_iter()
        .map(|f| {
            let f = if f.starts_with(['=', '+', '-', '@']) && f.parse::<f64>().is_err() {
                format!("'{f}")
            } else {
                f.to_string()
            };
            if f.contains([',', '"', '\n', '\r']) {
                format!("\"{}\"", f.replace('"', "\"\""))
            } else {
                f
            }
        })
        .collect();
    cells.join(",") + "\r\n"
}

/// A time in ms since 1970 as `2026-12-07 20:11` (UTC); empty for 0.
pub fn date_time(ms: u64) -> String {
    if ms == 0 {
        return String::new();
    }
    let secs = ms / 1000;
    let (days, day_secs) = ((secs / 86_400) as i64, secs % 86_400);
    // Howard Hinnant's days-to-civil.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        day_secs / 3600,
        day_secs % 3600 / 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use keep_core::record::{Feedback, Mark};

    fn played<E: LabGame>(seed: u64, players: usize) -> AnyRecord {
        let run = crate::Run::<E> {
            players,
            games: 1,
            seed,
            bots: vec![keep_core::BotKind::Basic],
            options: Default::default(),
            turn_cap: crate::TURN_CAP,
            search: None,
        };
        let mut r = bot_record(&run, 0, 1_765_000_000_000 + seed).expect("a bot game plays");
        r.id = format!("{}-{seed}", E::GAME);
        r.marks = vec![Mark::new(3, "P0", "=SUM(A1)")];
        r.answers = vec![
            Feedback::new(0, ["fun", "too_long"], "the Shield, again"),
            Feedback::new(1, [], "no tag"),
        ];
        r
    }

    #[test]
    fn every_game_counts_its_records_once_and_refuses_forged_ones_with_why() {
        let mut inbox = Inbox::default();
        let records = [
            played::<card_keeper::Position>(1, 3),
            played::<star_crew::Position>(2, 2),
            played::<keep_n_swap::Position>(3, 2),
            played::<keep::Position>(4, 2),
        ];
        for r in &records {
            assert!(inbox.add(&r.write(), "x"), "{}", r.game);
        }
        assert!(!inbox.add(&records[0].write(), "x"));
        assert_eq!((inbox.tables.len(), inbox.repeated), (4, 1));
        let mut forged = records[1].clone();
        forged.winners = Some(vec![1 - forged.winners.clone().unwrap()[0]]);
        assert!(!inbox.add(&forged.write(), "x"));
        let mut unknown = records[2].clone();
        unknown.game = "chess".into();
        inbox.add(&unknown.write(), "x");
        inbox.add("junk", "record 9");
        let whys: Vec<(&str, &str)> = inbox
            .refused
            .iter()
            .map(|r| (r.what.as_str(), r.why.as_str()))
            .collect();
        assert_eq!(
            whys,
            [
                (
                    "star-crew-2",
                    "it claims another result than its moves give"
                ),
                (
                    "keep-n-swap-3",
                    "it is a record of a game this version does not know (`chess`)"
                ),
                (
                    "record 9",
                    "it is not a game record (expected value at line 1 column 1)"
                ),
            ]
        );
        let tags = inbox.tags();
        assert_eq!((tags[0].tag, tags[0].count), (Some(Tag::Fun), 4));
        assert_eq!(tags[0].notes.len(), 4);
        assert_eq!((tags[4].tag, tags[4].count), (None, 4));
        let text = inbox.text().join("\n");
        assert!(
            text.starts_with("4 games counted, 3 refused, 1 repeated"),
            "{text}"
        );
        assert!(
            text.contains("Fun: 4") && text.contains("“the Shield, again”"),
            "{text}"
        );
        // The export reads back to the same tables.
        let mut again = Inbox::default();
        for r in records_of(&inbox.export_json("test")).unwrap() {
            assert!(again.add(&r, "x"));
        }
        assert_eq!(again.tables.len(), 4);
    }

    #[test]
    fn the_csv_rows_quote_what_they_must_and_keep_formulas_as_text() {
        let mut inbox = Inbox::default();
        inbox.add(&played::<star_crew::Position>(5, 2).write(), "x");
        let marks = inbox.marks_csv();
        assert_eq!(marks, "id,move,who,note\r\nstar-crew-5,3,P0,'=SUM(A1)\r\n");
        let answers = inbox.answers_csv();
        assert!(answers.starts_with("id,seat,player,fun,too_long,too_random,unclear_rule,note\r\n"));
        assert!(
            answers.contains("star-crew-5,0,P0,1,1,0,0,\"the Shield, again\"\r\n"),
            "{answers}"
        );
        assert_eq!(inbox.games_csv().lines().count(), 2);
        assert_eq!(csv_row(["-3", "a\"b"]), "-3,\"a\"\"b\"\r\n");
    }

    #[test]
    fn dates_are_written_in_utc() {
        assert_eq!(date_time(0), "");
        assert_eq!(date_time(1), "1970-01-01 00:00");
        assert_eq!(date_time(951_782_400_000), "2000-02-29 00:00");
        assert_eq!(date_time(1_796_677_860_000), "2026-12-07 21:11");
    }
}
