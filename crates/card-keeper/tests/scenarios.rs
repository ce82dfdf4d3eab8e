//! Conformance: every scenario file in `tests/scenarios/card-keeper/` gives
//! the result its `expect` says; invalid files are refused with status 2.

use card_keeper::Position;
use keep_core::scenario::{assert_files_pass, run_text, Outcome};

#[test]
fn every_scenario_file_passes() {
    // The six shared examples and at least thirty of the project's own.
    assert_files_pass::<Position>(env!("CARGO_MANIFEST_DIR"), 36);
}

fn invalid(text: &str) -> String {
    match run_text::<Position>(text) {
        Outcome::Invalid(m) => m,
        other => panic!("expected an invalid scenario, got {other:?}"),
    }
}

const STATE: &str = r#""hands": [["R1","R2"],["B1","B2"]], "shields": [0,0], "draw": [], "discard": ["R3"], "burn": [], "active_colour": "R", "direction": 1, "current": 0"#;

#[test]
fn files_that_are_not_scenarios_exit_with_status_2() {
    assert!(invalid("{").contains("not a valid scenario"));
    assert!(invalid(r#"{"state": {"hands": [["R0"],["B1"]], "shields": [0,0], "draw": [], "discard": ["R3"], "active_colour": "R", "direction": 1, "current": 0}}"#)
        .contains("unknown card code `R0`"));
    let too_many = r#"{"state": {"hands": [["wild","wild","wild"],["wild","wild"]], "shields": [0,0], "draw": [], "discard": ["R3"], "active_colour": "R", "direction": 1, "current": 0}}"#;
    assert!(invalid(too_many).contains("5 copies of wild"));
    let shields = r#"{"state": {"hands": [["shield","R1"],["B1"]], "shields": [3,1], "draw": [], "discard": ["R3"], "active_colour": "R", "direction": 1, "current": 0}}"#;
    assert!(invalid(shields).contains("copies of shield"));
    let out = r#"{"state": {"hands": [[],["B1"],["G1"]], "shields": [0,0,0], "draw": [], "discard": ["R3"], "active_colour": "R", "direction": 1, "current": 0}}"#;
    assert!(invalid(out).contains("current: seat 0 holds no cards"));
    let seven = r#"{"state": {"hands": [["R1"],["R2"],["R3"],["R4"],["R5"],["R6"],["R7"]], "shields": [0,0,0,0,0,0,0], "draw": [], "discard": ["R8"], "active_colour": "R", "direction": 1, "current": 0}}"#;
    assert!(invalid(seven).contains("2 to 6 players"));
    assert!(invalid(&format!(
        r#"{{"state": {{{}}}, "actions": [{{"seat": 0, "play": "Z9"}}]}}"#,
        STATE
    ))
    .contains("unknown card code"));
    assert!(invalid(&format!(
        r#"{{"state": {{{}}}, "rulings": {{"used_shields": "sometimes"}}}}"#,
        STATE
    ))
    .contains("not a valid scenario"));
    let dir = STATE.replace(r#""direction": 1"#, r#""direction": 2"#);
    assert!(invalid(&format!(r#"{{"state": {{{dir}}}}}"#)).contains("direction"));
}

#[test]
fn a_play_missing_or_given_a_choice_it_does_not_take_is_refused() {
    for action in [
        r#"{"seat": 0, "play": "R1", "colour": "B"}"#,
        r#"{"seat": 0, "burn": "R1", "target": 1}"#,
    ] {
        let text = format!(r#"{{"state": {{{STATE}}}, "actions": [{action}]}}"#);
        match run_text::<Position>(&text) {
            Outcome::Ran { result, status } => {
                assert_eq!(status, 1, "{action}");
                assert_eq!(result["error"]["index"], 0);
                assert!(result["error"]["message"]
                    .as_str()
                    .unwrap()
                    .contains("takes no such choice"));
            }
            Outcome::Invalid(m) => panic!("{action}: {m}"),
        }
    }
}

#[test]
fn a_malformed_action_makes_the_file_invalid_naming_its_place() {
    for (action, want) in [
        (r#"{"seat": 0}"#, "names exactly one of"),
        (
            r#"{"seat": 0, "play": "R1", "burn": "R2"}"#,
            "names exactly one of",
        ),
        (
            r#"{"seat": 0, "play": "R1", "sparkle": 1}"#,
            "unknown field `sparkle`",
        ),
        (r#"{"seat": 0, "play": "9s"}"#, "unknown card code `9s`"),
        (r#"{"seat": 0.5, "play": "R1"}"#, "invalid type"),
        (r#"{"sat": 0, "play": "R1"}"#, "unknown field `sat`"),
    ] {
        let text = format!(
            r#"{{"state": {{{STATE}}}, "actions": [{{"seat": 0, "play": "R1"}}, {action}]}}"#
        );
        match run_text::<Position>(&text) {
            Outcome::Invalid(m) => {
                assert!(m.starts_with("actions[1]: "), "{action}: {m}");
                assert!(m.contains(want), "{action}: {m}");
            }
            other => panic!("{action}: {other:?}"),
        }
    }
}
