//! Conformance: every file in `tests/scenarios/star-crew/` gives its `expect`.

use keep_core::scenario::{check_dir, run_text, Outcome};
use star_crew::Position;
use std::path::PathBuf;

#[test]
fn every_scenario_file_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios/star-crew");
    let (files, failures) = check_dir::<Position>(&dir);
    assert!(files >= 15, "found {files}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn impossible_positions_are_refused() {
    let bad = [
        (
            r#"{"state": {"hands": [["3|7"], ["7|3"]], "current": 0}}"#,
            "appears twice",
        ),
        (
            r#"{"state": {"hands": [["3|10"], ["7|3"]], "current": 0}}"#,
            "not used",
        ),
        (
            r#"{"state": {"hands": [["3|4"], ["7|3"]], "formation": ["5|6"], "current": 0}}"#,
            "owner",
        ),
        (
            r#"{"state": {"hands": [["3|4"], ["7|3"]], "formation": ["5|6"], "owner": 0, "current": 0}}"#,
            "never plays",
        ),
        (
            r#"{"state": {"hands": [["3|4"], ["7|3"]], "formation": ["5|6", "8|1"], "owner": 1, "current": 0}}"#,
            "not a set or a run",
        ),
        (r#"{"state": {"hands": [["3|4"]], "current": 0}}"#, "2 to 5"),
        (
            r#"{"state": {"hands": [["3|4"], ["7|3"]], "current": 0, "round": 3}}"#,
            "past the last",
        ),
        (
            r#"{"state": {"hands": [["3|3"], ["7|2"]], "current": 0}}"#,
            "not a valid scenario",
        ),
    ];
    for (text, want) in bad {
        let Outcome::Invalid(e) = run_text::<Position>(text) else {
            panic!("{text} is not refused");
        };
        assert!(e.contains(want), "{text}: {e}");
    }
}
