//! Conformance: every file in `tests/scenarios/keep-n-swap/` gives its `expect`.

use keep_core::scenario::{check_dir, run_text, Outcome};
use keep_n_swap::Position;
use std::path::PathBuf;

#[test]
fn every_scenario_file_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios/keep-n-swap");
    let (files, failures) = check_dir::<Position>(&dir);
    assert!(files >= 20, "found {files}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn impossible_positions_are_refused() {
    for (text, want) in [
        (
            r#"{"state": {"hands": [["QS"], ["QS"]], "draws": [[], []]}}"#,
            "appears 2 times",
        ),
        (
            r#"{"state": {"hands": [["JK", "JK"], ["JK"]], "draws": [[], []]}}"#,
            "appears 3 times",
        ),
        (
            r#"{"state": {"hands": [[], ["QS"]], "draws": [[], []]}}"#,
            "game is over",
        ),
        (
            r#"{"state": {"hands": [["XS"], ["QS"]], "draws": [[], []]}}"#,
            "not a valid scenario",
        ),
    ] {
        let Outcome::Invalid(e) = run_text::<Position>(text) else {
            panic!("{text} is not refused");
        };
        assert!(e.contains(want), "{text}: {e}");
    }
}
