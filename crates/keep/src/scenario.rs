//! Keep scenarios (format in `tests/scenarios/keep/FORMAT.md`): a card
//! list (the starter set unless given), a position by card names, actions
//! by card names, and what must hold afterwards; run by `keep-core`'s
//! scenario runner.

use crate::actions::Action;
use crate::cards::CardList;
use crate::engine::Options;
use crate::position::{Position, Setup, SetupError};
use keep_core::scenario::{BadAction, Compare, ScenarioGame};
use keep_core::Engine;
use serde_json::{json, Map, Value};
use std::sync::Arc;

/// An action written with card names, as an [`Action`].
pub fn parse_action(list: &CardList, v: &Value) -> Result<Action, String> {
    let mut v = v.clone();
    if let Some(o) = v.as_object_mut() {
        for key in ["card", "mine", "theirs"] {
            if let Some(Value::String(name)) = o.get(key) {
                let id = list
                    .id(name)
                    .ok_or_else(|| format!("no card named \"{name}\" in the list"))?;
                o.insert(key.into(), json!(id.0));
            }
        }
    }
    serde_json::from_value(v).map_err(|e| e.to_string())
}

/// The result of a position, cards by name.
pub fn result(pos: &Position) -> Value {
    let mut v = serde_json::to_value(pos.to_setup()).expect("a setup serializes");
    v["hand_counts"] = json!(pos.hands.iter().map(Vec::len).collect::<Vec<_>>());
    v["pending"] = json!(pos
        .pending()
        .map(|(seat, d)| json!({ "seat": seat, "decision": d.as_str() })));
    v["winners"] = json!(pos.outcome().map(|o| o.winners.clone()));
    v["totals"] = json!((0..pos.players)
        .map(|s| pos.score_sheet(s).total)
        .collect::<Vec<_>>());
    v["log"] = json!(pos.log_lines(&[], None));
    v
}

impl ScenarioGame for Position {
    type Setup = Setup;
    const OPTION_KEYS: &'static [&'static str] = &["cards"];
    const MULTISETS: &'static [(&'static str, Compare)] = &[
        ("hands", Compare::Multisets),
        ("cloisters", Compare::Multisets),
    ];

    /// `cards`: the card list (the starter set when left out).
    fn scenario_options(file: &Map<String, Value>) -> Result<Options, String> {
        match file.get("cards") {
            None => Ok(Options::default()),
            Some(v) => CardList::from_value(v)
                .map(|l| Options {
                    cards: Arc::new(l),
                    ..Options::default()
                })
                .map_err(|e| format!("invalid card list: {e}")),
        }
    }

    fn from_setup(setup: &Setup, options: &Options, seed: u64) -> Result<Position, SetupError> {
        Position::from_setup_with(options.cards.clone(), options.variant, setup, seed)
    }

    /// A malformed action (a card name the list lacks, an unknown kind or
    /// field, a missing field) makes the file invalid.
    fn parse_action(&self, v: &Value) -> Result<Action, BadAction> {
        parse_action(self.list(), v).map_err(BadAction::Invalid)
    }

    fn scenario_result(&self) -> Value {
        result(self)
    }
}
