//! Star Crew scenarios (format in `tests/scenarios/star-crew/FORMAT.md`),
//! run by `keep-core`'s scenario runner.

use crate::position::{Position, Setup, SetupError};
use keep_core::scenario::ScenarioGame;
use keep_core::Engine;
use serde_json::{json, Value};

impl ScenarioGame for Position {
    type Setup = Setup;

    fn from_setup(
        setup: &Setup,
        options: &<Position as keep_core::Engine>::Options,
        seed: u64,
    ) -> Result<Position, SetupError> {
        Position::from_setup_with(setup, options.variant, seed)
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
