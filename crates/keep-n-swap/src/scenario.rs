//! Keep'n Swap scenarios (format in `tests/scenarios/keep-n-swap/FORMAT.md`),
//! run by `keep-core`'s scenario runner.

use crate::actions::Action;
use crate::position::{Position, Setup, SetupError};
use keep_core::scenario::{BadAction, Compare, ScenarioGame};
use keep_core::NoOptions;
use serde::Deserialize;
use serde_json::{json, Value};

impl ScenarioGame for Position {
    type Setup = Setup;
    const MULTISETS: &'static [(&'static str, Compare)] = &[
        ("hands", Compare::Multisets),
        ("discard_set", Compare::MultisetOf("discard")),
    ];

    fn from_setup(setup: &Setup, _: &NoOptions, seed: u64) -> Result<Position, SetupError> {
        Position::from_setup(setup, seed)
    }

    /// A misshapen action is a refused one.
    fn parse_action(&self, v: &Value) -> Result<Action, BadAction> {
        Action::deserialize(v).map_err(|e| BadAction::Refused(format!("malformed action: {e}")))
    }

    fn scenario_result(&self) -> Value {
        let mut v = serde_json::to_value(self.to_setup()).expect("a setup serializes");
        v["hand_counts"] = json!([self.hand(0).len(), self.hand(1).len()]);
        v["draw_counts"] = json!([self.draw_pile(0).len(), self.draw_pile(1).len()]);
        v["pending"] = json!(self
            .pending()
            .map(|(seat, d)| json!({ "seat": seat, "decision": d.as_str() })));
        v["outcome"] = json!(self.outcome());
        v
    }
}
