//! Backups: every saved game (with its notes), every game's own stored
//! things (Keep's card list) and every game played here (its record) as
//! one JSON file, and reading one back, checked whole before anything
//! changes. Its records are added beside the device's own, never in their
//! place; version 1 files (before records) read as before.
//!
//! The games waiting to reach a playtest's designer (the outbox) travel
//! too, and join the outbox of the device that imports them.
//!
//! `{"format": "keep-table-backup", "version": 2, "games": {"card-keeper":
//! {"save": {…}, "extra": …}, …}, "records": [{"format":
//! "keep-table-record", …}, …], "outbox": {"items": […]}}`

use crate::shell::plug::plugged::{GameEntry, Restore};
use keep_net::outbox::Outbox;
use serde_json::{json, Map, Value};

/// The `format` of a backup file.
pub const FORMAT: &str = "keep-table-backup";
/// The backup format's version (2: with the games played here).
pub const VERSION: u64 = 2;
/// The most bytes a backup file may have (checked before it is read).
pub const MAX_BYTES: usize = 64 * 1024 * 1024;

/// What a backup would change: each saved game it puts in place (asking
/// first when one is here), and the records of games played it holds.
pub struct Plan {
    /// The saves and stored things to restore.
    pub changes: Vec<Restore>,
    /// The records' texts (each checked to replay), to add beside the
    /// device's own.
    pub records: Vec<String>,
    /// The games that were waiting to reach their designers.
    pub outbox: Outbox,
}

/// Every game's save and stored things, the kept games' `records` and the
/// outbox as stored (its text, if any), as backup text, and how many saved
/// games it holds.
pub fn export(games: &[GameEntry], records: &[String], outbox: Option<&str>) -> (String, usize) {
    let mut all = Map::new();
    let mut saved = 0;
    for g in games {
        let b = g.backup();
        let mut entry = Map::new();
        if let Some((text, _)) = &b.save {
            if let Ok(v) = serde_json::from_str::<Value>(text) {
                entry.insert("save".into(), v);
                saved += 1;
            }
        }
        if let Some(extra) = b.extra {
            entry.insert("extra".into(), extra);
        }
        if !entry.is_empty() {
            all.insert(g.id.into(), Value::Object(entry));
        }
    }
    let records: Vec<Value> = records
        .iter()
        .filter_map(|t| serde_json::from_str(t).ok())
        .collect();
    let mut text =
        json!({ "format": FORMAT, "version": VERSION, "games": all, "records": records });
    if let Some(o) = outbox.and_then(|t| serde_json::from_str::<Value>(t).ok()) {
        text["outbox"] = o;
    }
    (
        serde_json::to_string_pretty(&text).expect("JSON values serialize"),
        saved,
    )
}

/// Reads backup text: every change it would make (already-equal things
/// left out) and the records it holds, or why it cannot be used. Nothing
/// changes here: a file with any problem changes nothing.
pub fn plan(text: &str, games: &[GameEntry]) -> Result<Plan, String> {
    if text.len() > MAX_BYTES {
        return Err(format!(
            "the file is {} bytes; a backup is at most {MAX_BYTES}",
            text.len()
        ));
    }
    let v: Value =
        serde_json::from_str(text).map_err(|e| format!("it is not a JSON file ({e})"))?;
    if v.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err("it is not a Keep Table backup".into());
    }
    match v.get("version").and_then(Value::as_u64) {
        Some(1 | VERSION) => {}
        Some(n) => {
            return Err(format!(
                "it was written by another version of Keep Table (backup format {n})"
            ))
        }
        None => return Err("it has no format version".into()),
    }
    let Some(all) = v.get("games").and_then(Value::as_object) else {
        return Err("it lists no games".into());
    };
    let mut changes = Vec::new();
    for (id, entry) in all {
        let game = games
            .iter()
            .find(|g| g.id == id)
            .ok_or_else(|| format!("it holds a game this version does not know (`{id}`)"))?;
        let Some(entry) = entry.as_object() else {
            return Err(format!("its {} entry is not an object", game.title));
        };
        if let Some(k) = entry.keys().find(|k| *k != "save" && *k != "extra") {
            return Err(format!(
                "its {} entry has an unknown field `{k}`",
                game.title
            ));
        }
        let save = entry.get("save").map(Value::to_string);
        let found = game
            .plan_restore(save.as_deref(), entry.get("extra"))
            .map_err(|why| format!("its {} entry cannot be used: {why}", game.title))?;
        changes.extend(found);
    }
    let mut records = Vec::new();
    for (i, r) in v
        .get("records")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .enumerate()
    {
        let text = r.to_string();
        let kind = r.get("game").and_then(Value::as_str).unwrap_or("");
        let game = games.iter().find(|g| g.id == kind).ok_or_else(|| {
            format!(
                "its game record {} is of a game this page does not know (`{kind}`)",
                i + 1
            )
        })?;
        game.check_record(&text)
            .map_err(|why| format!("its game record {} cannot be used: {why}", i + 1))?;
        records.push(text);
    }
    let outbox = match v.get("outbox") {
        Some(o) => Outbox::read(&o.to_string())
            .map_err(|e| format!("its games waiting for a designer cannot be read: {e}"))?,
        None => Outbox::default(),
    };
    Ok(Plan {
        changes,
        records,
        outbox,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Why `text` cannot be used, with no game known.
    fn refusal(text: &str) -> String {
        match plan(text, &[]) {
            Err(why) => why,
            Ok(_) => panic!("{text} was accepted"),
        }
    }

    #[test]
    fn files_that_are_no_backup_are_refused_with_their_reason() {
        assert!(refusal("{oops").starts_with("it is not a JSON file"));
        assert_eq!(refusal(r#"{"hello": 1}"#), "it is not a Keep Table backup");
        assert_eq!(
            refusal(r#"{"format": "keep-table-backup", "version": 3, "games": {}}"#),
            "it was written by another version of Keep Table (backup format 3)"
        );
        assert_eq!(
            refusal(r#"{"format": "keep-table-backup", "games": {}}"#),
            "it has no format version"
        );
        assert_eq!(
            refusal(r#"{"format": "keep-table-backup", "version": 1}"#),
            "it lists no games"
        );
        assert_eq!(
            refusal(r#"{"format": "keep-table-backup", "version": 1, "games": {"chess": {}}}"#),
            "it holds a game this version does not know (`chess`)"
        );
        let huge = format!("{{\"pad\": \"{}\"}}", "x".repeat(MAX_BYTES));
        assert!(refusal(&huge).contains("a backup is at most"));
    }

    #[test]
    fn an_empty_backup_changes_nothing() {
        let text = r#"{"format": "keep-table-backup", "version": 1, "games": {}}"#;
        assert!(plan(text, &[]).expect("a valid backup").changes.is_empty());
        let (exported, saved) = export(&[], &[], None);
        assert_eq!(saved, 0);
        assert!(!exported.contains("outbox"));
        let back = plan(&exported, &[]).expect("its own export");
        assert!(back.changes.is_empty() && back.records.is_empty());
        assert_eq!(back.outbox.waiting(), 0);
        let unknown = r#"{"format": "keep-table-backup", "version": 2, "games": {}, "records": [{"game": "chess"}]}"#;
        assert_eq!(
            refusal(unknown),
            "its game record 1 is of a game this page does not know (`chess`)"
        );
    }

    #[test]
    fn the_games_waiting_for_a_designer_travel_in_a_backup() {
        let mut outbox = Outbox::default();
        let relays = ["wss://r.example".to_string()];
        outbox
            .put("g1", "Spring", ("e1", "{}"), &relays, 0)
            .unwrap();
        let (exported, _) = export(&[], &[], Some(&outbox.write()));
        assert_eq!(plan(&exported, &[]).expect("its own export").outbox, outbox);
        let broken =
            r#"{"format": "keep-table-backup", "version": 2, "games": {}, "outbox": {"items": 3}}"#;
        assert!(refusal(broken).starts_with("its games waiting for a designer cannot be read"));
    }
}
