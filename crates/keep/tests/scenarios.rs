//! Conformance: every file in `tests/scenarios/keep/` gives its `expect`.

use keep::scenario::{check_expect, run_text};
use std::path::PathBuf;

#[test]
fn every_scenario_file_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios/keep");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 40, "found {}", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let expect = serde_json::from_str::<serde_json::Value>(&text).unwrap()["expect"].clone();
        match run_text(&text) {
            Ok(result) => {
                if let Err(e) = check_expect(&result, &expect) {
                    failures.push(format!("{}: {e}", f.display()));
                }
            }
            Err(e) => failures.push(format!("{}: {e}", f.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn impossible_positions_and_bad_lists_are_refused() {
    for (text, want) in [
        (r#"{"state": {"hands": [["Knight"]]}}"#, "2 to 5 hands"),
        (
            r#"{"state": {"hands": [["Dragon"], []]}}"#,
            "no card named \"Dragon\"",
        ),
        (
            r#"{"state": {"hands": [["Knight", "Knight"], ["Knight", "Knight"]]}}"#,
            "more than 3 copies of \"Knight\"",
        ),
        (
            r#"{"state": {"hands": [[], []], "cloisters": [[{"card": "Longbow", "face_up": false}], []]}}"#,
            "cannot be face down",
        ),
        (
            r#"{"state": {"hands": [[], []], "decree": 2}}"#,
            "holds the Decree",
        ),
        (
            r#"{"state": {"hands": [[], []], "order": "middle"}}"#,
            "order must be",
        ),
        (
            r#"{"state": {"hands": [[], []], "markers": [3, 0]}}"#,
            "bonus markers",
        ),
        (
            r#"{"state": {"hands": [[], []], "coins": [1]}}"#,
            "coins lists 1 players",
        ),
        (
            r#"{"cards": {"characters": [], "items": []}, "state": {"hands": [[], []]}}"#,
            "invalid card list",
        ),
        (
            r#"{"state": {"hands": [[], []]}, "oops": 1}"#,
            "not a valid scenario",
        ),
    ] {
        let e = run_text(text).unwrap_err();
        assert!(e.contains(want), "{text}: {e}");
    }
}
