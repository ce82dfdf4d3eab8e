//! Scenarios: a position, actions, and what must hold afterwards, in the
//! format of `tests/scenarios/card-keeper/FORMAT.md` (run by `keep-core`'s
//! scenario runner).

use crate::actions::{Action, ActionJson, RuleError};
use crate::position::{Position, Setup};
use crate::rulings::{Options, Rulings};
use keep_core::scenario::{BadAction, Compare, ScenarioGame};
use serde_json::{json, Map, Value};

impl ScenarioGame for Position {
    type Setup = Setup;
    const OPTION_KEYS: &'static [&'static str] = &["rulings"];
    const MULTISETS: &'static [(&'static str, Compare)] = &[
        ("hands", Compare::Multisets),
        ("burn", Compare::Multiset),
        ("removed", Compare::Multiset),
    ];

    fn scenario_options(file: &Map<String, Value>) -> Result<Options, String> {
        let rulings = match file.get("rulings") {
            None => Rulings::default(),
            Some(r) => Rulings::deserialize(r).map_err(|e| format!("`rulings`: {e}"))?,
        };
        Ok(Options {
            rulings,
            ..Options::default()
        })
    }

    fn from_setup(
        setup: &Setup,
        options: &Options,
        seed: u64,
    ) -> Result<Position, crate::SetupError> {
        Position::from_setup_with(setup, options, seed)
    }

    /// A malformed action (an unknown field or code, a wrong type, no kind
    /// of action or two) makes the file invalid; a play missing its colour
    /// or target, or given one its card does not take, is a refused one.
    fn parse_action(&self, v: &Value) -> Result<Action, BadAction> {
        let j = ActionJson::deserialize(v).map_err(|e| BadAction::Invalid(e.to_string()))?;
        Action::try_from(j).map_err(|e| match e {
            RuleError::Malformed(m) => BadAction::Invalid(m),
            e => BadAction::Refused(e.to_string()),
        })
    }

    fn scenario_result(&self) -> Value {
        result_json(self)
    }
}

use keep_core::Engine;
use serde::Deserialize;

/// A position in the scenario result shape: the `state` fields plus `out`,
/// `winner`, `over`, `removed`, `pending` (and `error`, set by the runner).
pub fn result_json(pos: &Position) -> Value {
    let mut v = serde_json::to_value(pos.to_setup()).expect("a setup serializes");
    v["out"] = json!(pos.out());
    v["winner"] = json!(pos.winner());
    v["over"] = json!(pos.is_over());
    v["pending"] = json!(pos
        .pending()
        .map(|(seat, d)| json!({ "seat": seat, "decision": d.as_str() })));
    v["error"] = Value::Null;
    v
}
