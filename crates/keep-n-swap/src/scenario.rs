//! Keep'n Swap scenarios (format in `tests/scenarios/keep-n-swap/FORMAT.md`),
//! run by `keep-core`'s scenario runner.

use crate::position::{Position, Setup, SetupError};
use keep_core::scenario::{Compare, ScenarioGame};
use keep_core::Engine;
use serde_json::{json, Value};

impl ScenarioGame for Position {
    type Setup = Setup;
    const MULTISETS: &'static [(&'static str, Compare)] = &[
        ("hands", Compare::Multisets),
        ("discard_set", Compare::MultisetOf("discard")),
    ];

    fn from_setup(
        setup: &Setup,
        options: &<Position as keep_core::Engine>::Options,
        seed: u64,
    ) -> Result<Position, SetupError> {
        Position::from_setup_with(setup, options.variant, seed)
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
