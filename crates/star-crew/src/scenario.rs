//! Star Crew scenarios: a position, actions, and what must hold afterwards
//! (format in `tests/scenarios/star-crew/FORMAT.md`).

use crate::actions::Action;
use crate::position::{Position, Setup};
use serde::Deserialize;
use serde_json::{json, Value};

/// A scenario file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// What it shows.
    #[serde(default)]
    pub name: String,
    /// Seed for chance (deals of later rounds).
    #[serde(default)]
    pub seed: u64,
    /// The starting position.
    pub state: Setup,
    /// Actions in the JSON form of [`Action`].
    #[serde(default)]
    pub actions: Vec<Value>,
    /// What must hold (for tests).
    #[serde(default)]
    pub expect: Option<Value>,
}

/// Runs scenario text: `Ok((result, refused))`, or `Err` for an invalid file.
pub fn run_text(text: &str) -> Result<(Value, bool), String> {
    let s: Scenario =
        serde_json::from_str(text).map_err(|e| format!("not a valid scenario: {e}"))?;
    let mut pos =
        Position::from_setup(&s.state, s.seed).map_err(|e| format!("impossible position: {e}"))?;
    let error = keep_core::scenario::first_refusal(&s.actions, |v| {
        let a = serde_json::from_value::<Action>(v.clone())
            .map_err(|e| format!("malformed action: {e}"))?;
        pos.apply(a).map(|_| ()).map_err(|e| e.to_string())
    });
    let refused = !error.is_null();
    let mut v = serde_json::to_value(pos.to_setup()).expect("a setup serializes");
    v["pending"] = json!(pos
        .pending()
        .map(|(seat, d)| json!({ "seat": seat, "decision": d.as_str() })));
    v["winners"] = json!(pos.winners());
    v["over"] = json!(pos.is_over());
    v["history"] = json!(pos
        .history()
        .iter()
        .map(|r| r.iter().map(|l| l.points).collect::<Vec<_>>())
        .collect::<Vec<_>>());
    v["error"] = error;
    Ok((v, refused))
}

/// Checks a result against `expect`: each listed field must match exactly;
/// an object (`error`, `pending`) matches on the keys it lists.
pub fn check_expect(result: &Value, expect: &Value) -> Result<(), String> {
    keep_core::scenario::check_expect(result, expect, &[])
}
