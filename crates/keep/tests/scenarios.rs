//! Conformance: every file in `tests/scenarios/keep/` gives its `expect`.

use keep::Position;
use keep_core::scenario::{assert_files_pass, assert_invalid};

/// Every scenario file passes, and impossible ones are refused.
#[test]
fn conformance() {
    assert_files_pass::<Position>(env!("CARGO_MANIFEST_DIR"), 40);
    assert_invalid::<Position>(&[
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
    ]);
}
