//! Keep'n Swap scenarios (format in `tests/scenarios/keep-n-swap/FORMAT.md`).

use crate::game::{Action, Position, Setup};
use serde::Deserialize;
use serde_json::{json, Value};

/// A scenario file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// What it shows.
    #[serde(default)]
    pub name: String,
    /// Seed for chance (Lucky Seven, Reset).
    #[serde(default)]
    pub seed: u64,
    /// The position at the start of a round.
    pub state: Setup,
    /// Actions.
    #[serde(default)]
    pub actions: Vec<Value>,
    /// What must hold.
    #[serde(default)]
    pub expect: Option<Value>,
}

/// Runs scenario text: the result, or an error for an invalid file.
pub fn run_text(text: &str) -> Result<Value, String> {
    let s: Scenario =
        serde_json::from_str(text).map_err(|e| format!("not a valid scenario: {e}"))?;
    let mut pos =
        Position::from_setup(&s.state, s.seed).map_err(|e| format!("impossible position: {e}"))?;
    let error = keep_core::scenario::first_refusal(&s.actions, |v| {
        let a = serde_json::from_value::<Action>(v.clone())
            .map_err(|e| format!("malformed action: {e}"))?;
        pos.apply(a).map(|_| ()).map_err(|e| e.to_string())
    });
    let mut v = serde_json::to_value(pos.to_setup()).expect("a setup serializes");
    v["hand_counts"] = json!([pos.hand(0).len(), pos.hand(1).len()]);
    v["draw_counts"] = json!([pos.draw_pile(0).len(), pos.draw_pile(1).len()]);
    v["pending"] = json!(pos
        .pending()
        .map(|(seat, d)| json!({ "seat": seat, "decision": d.as_str() })));
    v["outcome"] = json!(pos.outcome());
    v["error"] = error;
    Ok(v)
}

/// Checks a result against `expect`: listed fields match exactly (hands and
/// the discard pile as multisets); objects match on the keys they list.
pub fn check_expect(result: &Value, expect: &Value) -> Result<(), String> {
    let Some(fields) = expect.as_object() else {
        return Err("`expect` must be an object".into());
    };
    let sorted = |v: &Value| -> Option<Vec<String>> {
        let mut items: Vec<String> = v.as_array()?.iter().map(|x| x.to_string()).collect();
        items.sort();
        Some(items)
    };
    for (key, want) in fields {
        let got = result.get(key).unwrap_or(&Value::Null);
        let ok = match key.as_str() {
            "hands" => match (got.as_array(), want.as_array()) {
                (Some(g), Some(w)) => {
                    g.len() == w.len() && g.iter().zip(w).all(|(g, w)| sorted(g) == sorted(w))
                }
                _ => false,
            },
            "discard_set" => sorted(&result["discard"]) == sorted(want),
            _ => match (got, want) {
                (Value::Object(g), Value::Object(w)) => w.iter().all(|(k, v)| g.get(k) == Some(v)),
                _ => got == want,
            },
        };
        if !ok {
            let shown = if key == "discard_set" {
                &result["discard"]
            } else {
                got
            };
            return Err(format!("`{key}`: expected {want}, got {shown}"));
        }
    }
    Ok(())
}
