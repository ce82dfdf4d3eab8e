//! Star Crew scenarios (format in `tests/scenarios/star-crew/FORMAT.md`),
//! run by `keep-core`'s scenario runner.

use crate::actions::Action;
use crate::position::{Position, Setup, SetupError};
use keep_core::scenario::{BadAction, ScenarioGame};
use keep_core::NoOptions;
use serde::Deserialize;
use serde_json::{json, Value};

impl ScenarioGame for Position {
    type Setup = Setup;

    fn from_setup(setup: &Setup, _: &NoOptions, seed: u64) -> Result<Position, SetupError> {
        Position::from_setup(setup, seed)
    }

    /// A misshapen action is a refused one.
    fn parse_action(&self, v: &Value) -> Result<Action, BadAction> {
        Action::deserialize(v).map_err(|e| BadAction::Refused(format!("malformed action: {e}")))
    }

    fn scenario_result(&self) -> Value {
        let mut v = serde_json::to_value(self.to_setup()).expect("a setup serializes");
        v["pending"] = json!(self
            .pending()
            .map(|(seat, d)| json!({ "seat": seat, "decision": d.as_str() })));
        v["winners"] = json!(self.winners());
        v["over"] = json!(self.is_over());
        v["history"] = json!(self
            .history()
            .iter()
            .map(|r| r.iter().map(|l| l.points).collect::<Vec<_>>())
            .collect::<Vec<_>>());
        v
    }
}
