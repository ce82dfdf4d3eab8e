//! Conformance: every file in `tests/scenarios/keep-n-swap/` gives its `expect`.

use keep_core::scenario::{assert_files_pass, assert_invalid};
use keep_n_swap::Position;

/// Every scenario file passes, and impossible ones are refused.
#[test]
fn conformance() {
    assert_files_pass::<Position>(env!("CARGO_MANIFEST_DIR"), 20);
    assert_invalid::<Position>(&[
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
    ]);
}
