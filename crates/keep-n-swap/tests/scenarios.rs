//! Conformance: every file in `tests/scenarios/keep-n-swap/` gives its `expect`.

use keep_n_swap::scenario::{check_expect, run_text};
use std::path::PathBuf;

#[test]
fn every_scenario_file_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios/keep-n-swap");
    let (files, failures) =
        keep_core::scenario::check_dir(&dir, |text, expect| check_expect(&run_text(text)?, expect));
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
        let e = run_text(text).unwrap_err();
        assert!(e.contains(want), "{text}: {e}");
    }
}
