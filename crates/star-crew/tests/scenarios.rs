//! Conformance: every file in `tests/scenarios/star-crew/` gives its `expect`.

use keep_core::scenario::{assert_files_pass, assert_invalid};
use star_crew::Position;

/// Every scenario file passes, and impossible ones are refused.
#[test]
fn conformance() {
    assert_files_pass::<Position>(env!("CARGO_MANIFEST_DIR"), 15);
    assert_invalid::<Position>(&[
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
    ]);
}
