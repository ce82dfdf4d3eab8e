//! Keep scenarios (format in `tests/scenarios/keep/FORMAT.md`): a card
//! list (the starter set unless given), a position by card names, actions
//! by card names, and what must hold afterwards.

use crate::actions::Action;
use crate::cards::CardList;
use crate::events::lines;
use crate::position::{Position, Setup};
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::Arc;

/// A scenario file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// What it shows.
    #[serde(default)]
    pub name: String,
    /// Seed (kept for replays; Keep has no chance after the deal).
    #[serde(default)]
    pub seed: u64,
    /// The card list (default: the starter set).
    #[serde(default)]
    pub cards: Option<Value>,
    /// The position.
    pub state: Setup,
    /// Actions, cards by name.
    #[serde(default)]
    pub actions: Vec<Value>,
    /// What must hold.
    #[serde(default)]
    pub expect: Option<Value>,
}

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
    v["totals"] = json!((0..pos.players())
        .map(|s| pos.score_sheet(s).total)
        .collect::<Vec<_>>());
    v["log"] = json!(lines(pos.log(), pos.list(), &[], None));
    v
}

/// Runs scenario text: the result, or an error for an invalid file.
pub fn run_text(text: &str) -> Result<Value, String> {
    let s: Scenario =
        serde_json::from_str(text).map_err(|e| format!("not a valid scenario: {e}"))?;
    let list = match &s.cards {
        None => CardList::starter(),
        Some(v) => CardList::from_value(v).map_err(|e| format!("invalid card list: {e}"))?,
    };
    let mut pos = Position::from_setup(Arc::new(list), &s.state, s.seed)
        .map_err(|e| format!("impossible position: {e}"))?;
    let error = keep_core::scenario::first_refusal(&s.actions, |v| {
        let a = parse_action(pos.list(), v).map_err(|e| format!("malformed action: {e}"))?;
        pos.apply(a).map(|_| ()).map_err(|e| e.to_string())
    });
    let mut v = result(&pos);
    v["error"] = error;
    Ok(v)
}

/// Checks a result against `expect` (hands and Cloisters compare as
/// multisets, seat by seat).
pub fn check_expect(result: &Value, expect: &Value) -> Result<(), String> {
    keep_core::scenario::check_expect(result, expect, &["hands", "cloisters"])
}
