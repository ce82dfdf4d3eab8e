//! Conformance: every file in `tests/scenarios/keep/` gives its `expect`.

use keep::Position;
use keep_core::scenario::{check_dir, run_text, Outcome};
use std::path::PathBuf;

#[test]
fn every_scenario_file_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios/keep");
    let (files, failures) = check_dir::<Position>(&dir);
    assert!(files >= 40, "found {files}");
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
        let Outcome::Invalid(e) = run_text::<Position>(text) else {
            panic!("{text} is not refused");
        };
        assert!(e.contains(want), "{text}: {e}");
    }
}
