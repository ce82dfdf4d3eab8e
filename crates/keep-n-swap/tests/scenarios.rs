//! Conformance: every file in `tests/scenarios/keep-n-swap/` gives its `expect`.

use keep_n_swap::scenario::{check_expect, run_text};
use std::path::PathBuf;

#[test]
fn every_scenario_file_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios/keep-n-swap");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 20, "found {}", files.len());
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
