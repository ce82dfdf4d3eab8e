//! Scenarios: a position, actions, and what must hold afterwards, in the
//! format of `scenarios/card-keeper/FORMAT.md` (copied to `tests/scenarios/`).

use crate::actions::{Action, ActionJson};
use crate::position::{Position, Setup};
use crate::rulings::Rulings;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// A scenario file.
#[derive(Clone, Debug, Deserialize)]
pub struct Scenario {
    /// What it shows (ignored by the runner).
    #[serde(default)]
    pub name: String,
    /// The switchable rulings; any left out takes its default.
    #[serde(default)]
    pub rulings: Rulings,
    /// The seed for chance (takes, reshuffles); 0 when left out.
    #[serde(default)]
    pub seed: u64,
    /// The starting position.
    pub state: Setup,
    /// The actions, in the scenario action format.
    #[serde(default)]
    pub actions: Vec<Value>,
    /// What must hold afterwards (for tests; ignored by the runner).
    #[serde(default)]
    pub expect: Option<Value>,
}

/// How a scenario run ended, with the command's exit status.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// Every action was applied (status 0) or one was refused (status 1);
    /// the result is the position reached, as JSON.
    Ran {
        /// The result object.
        result: Value,
        /// 0 or 1.
        status: i32,
    },
    /// The file is not a valid scenario (status 2).
    Invalid(String),
}

/// Parses and runs scenario text.
pub fn run_text(text: &str) -> Outcome {
    match serde_json::from_str::<Scenario>(text) {
        Ok(s) => run(&s),
        Err(e) => Outcome::Invalid(format!("not a valid scenario: {e}")),
    }
}

/// Runs a parsed scenario.
pub fn run(s: &Scenario) -> Outcome {
    let mut pos = match Position::from_setup(&s.state, s.rulings, s.seed) {
        Ok(p) => p,
        Err(e) => return Outcome::Invalid(format!("impossible position in `state`: {e}")),
    };
    let mut actions = Vec::with_capacity(s.actions.len());
    for (i, v) in s.actions.iter().enumerate() {
        match serde_json::from_value::<ActionJson>(v.clone()) {
            Ok(j) => actions.push(Action::try_from(j).map_err(|e| e.to_string())),
            Err(e) => {
                let msg = e.to_string();
                if msg.contains("unknown card code") || msg.contains("unknown colour") {
                    return Outcome::Invalid(format!("actions[{i}]: {msg}"));
                }
                actions.push(Err(format!("malformed action: {msg}")));
            }
        }
    }
    let error = keep_core::scenario::first_refusal(actions, |a| {
        a.and_then(|a| pos.apply(a).map(|_| ()).map_err(|e| e.to_string()))
    });
    let status = if error.is_null() { 0 } else { 1 };
    let mut result = result_json(&pos);
    result["error"] = error;
    Outcome::Ran { result, status }
}

/// A position in the scenario result shape: the `state` fields plus `out`,
/// `winner`, `over`, `removed`, `pending` (and `error`, set by the runner).
pub fn result_json(pos: &Position) -> Value {
    #[derive(Serialize)]
    struct Pending {
        seat: u8,
        decision: &'static str,
    }
    let mut v = serde_json::to_value(pos.to_setup()).expect("a setup serializes");
    v["out"] = json!(pos.out());
    v["winner"] = json!(pos.winner());
    v["over"] = json!(pos.is_over());
    v["pending"] = json!(pos.pending().map(|(seat, d)| Pending {
        seat,
        decision: d.as_str()
    }));
    v["error"] = Value::Null;
    v
}

/// Checks a result against a scenario's `expect`: every listed field must
/// match; `hands`, `burn` and `removed` compare as multisets, and an object
/// (such as `error` or `pending`) matches on the keys it lists.
pub fn check_expect(result: &Value, expect: &Value) -> Result<(), String> {
    let Some(fields) = expect.as_object() else {
        return Err("`expect` must be an object".into());
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
            "burn" | "removed" => sorted(got) == sorted(want),
            _ => subset(got, want),
        };
        if !ok {
            return Err(format!("`{key}`: expected {want}, got {got}"));
        }
    }
    Ok(())
}

fn sorted(v: &Value) -> Option<Vec<String>> {
    let mut items: Vec<String> = v.as_array()?.iter().map(|x| x.to_string()).collect();
    items.sort();
    Some(items)
}

fn subset(got: &Value, want: &Value) -> bool {
    match (got, want) {
        (Value::Object(g), Value::Object(w)) => w
            .iter()
            .all(|(k, wv)| g.get(k).is_some_and(|gv| subset(gv, wv))),
        _ => got == want,
    }
}
