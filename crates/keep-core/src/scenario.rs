//! Scenario files, for every game: a position (`state`), actions, and what
//! must hold afterwards (`expect`). The runner is written once here; a game
//! says how its `state`, its actions and its result read ([`ScenarioGame`]).
//!
//! An entry of `actions` may be `{"take_back": seat}`: that seat takes back
//! the last action still standing, as the app allows it
//! ([`crate::take_back`]).
//!
//! A run applies the actions in order until one is refused: the result is
//! the position reached, with `error` null (exit status 0) or the refused
//! action's `{"index", "message"}` (status 1). A file that is not a valid
//! scenario (bad JSON, an unknown field anywhere, an impossible position, a
//! malformed action, an `expect` naming a field no result has) is refused
//! whole (status 2), naming the place.

use crate::engine::Engine;
use crate::variant::HasVariant;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Map, Value};
use std::path::Path;

/// How `expect` compares a field of the result that is a multiset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    /// A list compared in any order (a burn pile).
    Multiset,
    /// A list of lists, each compared in any order (the hands).
    Multisets,
    /// The named result field, compared in any order (`discard_set`
    /// checks `discard`).
    MultisetOf(&'static str),
}

/// Why an action of a file cannot be applied as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadAction {
    /// The action is malformed (an unknown kind or field, a missing field, a
    /// card the game does not have, a value of the wrong type): the file is
    /// not a valid scenario, so a typo never passes for a refusal.
    Invalid(String),
    /// The action is well formed but the rules refuse it as written (a Wild
    /// without its colour): recorded as refused, with this message.
    Refused(String),
}

/// A game whose positions scenario files describe.
pub trait ScenarioGame: Engine {
    /// The file's `state`: a raw position, checked by [`ScenarioGame::from_setup`].
    type Setup: DeserializeOwned;
    /// Top-level fields the game's files may hold besides `name`, `seed`,
    /// `state`, `actions` and `expect` (its options: `rulings`, `cards`).
    const OPTION_KEYS: &'static [&'static str] = &[];
    /// Result fields that `expect` compares as multisets.
    const MULTISETS: &'static [(&'static str, Compare)] = &[];

    /// The options a file sets with [`ScenarioGame::OPTION_KEYS`] (the
    /// defaults for what it leaves out).
    fn scenario_options(file: &Map<String, Value>) -> Result<Self::Options, String> {
        let _ = file;
        Ok(Self::Options::default())
    }
    /// The position a `state` describes, waiting for its decision; chance
    /// then comes from `seed`.
    fn from_setup(
        setup: &Self::Setup,
        options: &Self::Options,
        seed: u64,
    ) -> Result<Self, Self::SetupError>;
    /// One action as the file writes it: by default the action's own JSON
    /// form, read strictly; a misshapen one makes the file invalid.
    fn parse_action(&self, action: &Value) -> Result<Self::Action, BadAction> {
        Self::Action::deserialize(action).map_err(|e| BadAction::Invalid(e.to_string()))
    }
    /// The position in the result shape (`error` is added by the runner).
    fn scenario_result(&self) -> Value;
}

/// How a scenario run ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// Every action was applied (status 0) or one was refused (status 1);
    /// the result is the position reached, as JSON.
    Ran {
        /// The result object, with `error`.
        result: Value,
        /// 0 or 1.
        status: i32,
    },
    /// The file is not a valid scenario (status 2).
    Invalid(String),
}

impl Outcome {
    /// The command's exit status: 0, 1, or 2 for an invalid file.
    pub fn status(&self) -> i32 {
        match self {
            Outcome::Ran { status, .. } => *status,
            Outcome::Invalid(_) => 2,
        }
    }
}

const FIELDS: [&str; 6] = ["name", "seed", "variant", "state", "actions", "expect"];

/// The most bytes a scenario file may have (checked before it is read).
pub const MAX_BYTES: usize = 4 * 1024 * 1024;
/// The most actions a scenario file may list.
pub const MAX_ACTIONS: usize = 100_000;

fn invalid(m: impl std::fmt::Display) -> Outcome {
    Outcome::Invalid(format!("not a valid scenario: {m}"))
}

/// Parses and runs scenario text.
pub fn run_text<G: ScenarioGame>(text: &str) -> Outcome {
    if text.len() > MAX_BYTES {
        return invalid(format!(
            "{} bytes: a scenario file is at most {MAX_BYTES} bytes",
            text.len()
        ));
    }
    match serde_json::from_str::<Value>(text) {
        Ok(v) => run::<G>(&v, |_| {}),
        Err(e) => invalid(e),
    }
}

/// Runs a parsed scenario file (`G` chosen by the caller); `each` sees the
/// position after every applied action.
pub fn run<G: ScenarioGame>(file: &Value, mut each: impl FnMut(&G)) -> Outcome {
    let Some(map) = file.as_object() else {
        return invalid("the file is not a JSON object");
    };
    if let Some(k) = map
        .keys()
        .find(|k| !FIELDS.contains(&k.as_str()) && !G::OPTION_KEYS.contains(&k.as_str()))
    {
        let mut known: Vec<&str> = FIELDS.to_vec();
        known.extend(G::OPTION_KEYS);
        return invalid(format!(
            "unknown field `{k}`, expected one of {}",
            known.join(", ")
        ));
    }
    if let Some(n) = map.get("name").filter(|n| !n.is_string()) {
        return invalid(format!("`name` must be text, found {n}"));
    }
    let seed = match map.get("seed").map(u64::deserialize_from) {
        None => 0,
        Some(Ok(s)) => s,
        Some(Err(e)) => return invalid(format!("`seed`: {e}")),
    };
    let mut options = match G::scenario_options(map) {
        Ok(o) => o,
        Err(e) => return invalid(e),
    };
    // Every game's numbers: only those that differ from the rules' need be
    // given (`docs/VARIANTS.md`); checked with the position's player count.
    if let Some(v) = map.get("variant") {
        match crate::variant::read_numbers::<crate::VariantOf<G>>(v) {
            Ok(v) => *options.variant_mut() = v,
            Err(e) => return invalid(format!("`variant`: {e}")),
        }
    }
    let Some(state) = map.get("state") else {
        return invalid("missing field `state`");
    };
    let setup = match G::Setup::deserialize_from(state) {
        Ok(s) => s,
        Err(e) => return invalid(format!("`state`: {e}")),
    };
    let mut pos = match G::from_setup(&setup, &options, seed) {
        Ok(p) => p,
        // A variant the position's player count cannot play names its field.
        Err(e) if e.to_string().starts_with("variant ") => {
            return invalid(format!("`variant`: {e}"))
        }
        Err(e) => return Outcome::Invalid(format!("impossible position in `state`: {e}")),
    };
    let listed = match map.get("actions") {
        None => &[][..],
        Some(Value::Array(a)) if a.len() > MAX_ACTIONS => {
            return invalid(format!(
                "`actions`: {} actions; a scenario lists at most {MAX_ACTIONS}",
                a.len()
            ))
        }
        Some(Value::Array(a)) => &a[..],
        Some(other) => return invalid(format!("`actions` must be a list, found {other}")),
    };
    // Every action is read first: one that names no card of the game makes
    // the whole file invalid, wherever it stands.
    let mut actions = Vec::with_capacity(listed.len());
    for (i, v) in listed.iter().enumerate() {
        match take_back_step(v) {
            Some(Ok(seat)) => {
                actions.push(Ok(Step::TakeBack(seat)));
                continue;
            }
            Some(Err(m)) => return Outcome::Invalid(format!("actions[{i}]: {m}")),
            None => {}
        }
        match pos.parse_action(v) {
            Ok(a) => actions.push(Ok(Step::Play(a))),
            Err(BadAction::Refused(m)) => actions.push(Err(m)),
            Err(BadAction::Invalid(m)) => return Outcome::Invalid(format!("actions[{i}]: {m}")),
        }
    }
    // The positions before each action still standing, kept only when the
    // file takes any back.
    let keep_before = actions.iter().any(|a| matches!(a, Ok(Step::TakeBack(_))));
    let mut played: Vec<(G, G::Action)> = Vec::new();
    let mut error = Value::Null;
    for (index, a) in actions.into_iter().enumerate() {
        let applied = a.and_then(|step| match step {
            Step::Play(a) => {
                let before = keep_before.then(|| pos.clone());
                pos.apply(a).map_err(|e| e.to_string())?;
                played.extend(before.map(|b| (b, a)));
                Ok(())
            }
            Step::TakeBack(seat) => {
                let (before, a) = played.last().ok_or_else(|| {
                    format!("cannot take back: {}", crate::take_back::Refused::NoMove)
                })?;
                crate::take_back::check(before, *a, &pos, seat)
                    .map_err(|e| format!("cannot take back: {e}"))?;
                if let Some((before, _)) = played.pop() {
                    pos = before;
                }
                Ok(())
            }
        });
        match applied {
            Ok(()) => each(&pos),
            Err(message) => {
                error = json!({ "index": index, "message": message });
                break;
            }
        }
    }
    let status = i32::from(!error.is_null());
    let mut result = pos.scenario_result();
    result["error"] = error;
    Outcome::Ran { result, status }
}

/// One entry of a file's `actions`.
enum Step<A> {
    /// An action of the game.
    Play(A),
    /// `{"take_back": seat}`: that seat takes back the last action still
    /// standing, as the app allows ([`crate::take_back`]); a refusal is
    /// recorded as an action's is.
    TakeBack(u8),
}

/// Reads `{"take_back": seat}` (`None`: not a take-back; an error: a
/// take-back written wrong).
fn take_back_step(v: &Value) -> Option<Result<u8, String>> {
    let map = v.as_object()?;
    let seat = map.get("take_back")?;
    if map.len() != 1 {
        return Some(Err(
            "a take-back is `{\"take_back\": seat}` and nothing else".into(),
        ));
    }
    Some(
        seat.as_u64()
            .and_then(|s| u8::try_from(s).ok())
            .ok_or_else(|| format!("`take_back` must be a seat number, found {seat}")),
    )
}

/// Reads a value as `T` (serde's message when it cannot).
trait FromValue: Sized {
    fn deserialize_from(v: &Value) -> Result<Self, String>;
}

impl<T: DeserializeOwned> FromValue for T {
    fn deserialize_from(v: &Value) -> Result<T, String> {
        T::deserialize(v).map_err(|e| e.to_string())
    }
}

/// Checks a result against a scenario's `expect`: every field listed must
/// match exactly, except that an object (such as `error` or `pending`)
/// matches on the keys it lists, and the game's [`ScenarioGame::MULTISETS`]
/// compare in any order.
pub fn check_expect<G: ScenarioGame>(result: &Value, expect: &Value) -> Result<(), String> {
    check_expect_with(result, expect, G::MULTISETS)
}

/// [`check_expect`] with the multiset fields given.
pub fn check_expect_with(
    result: &Value,
    expect: &Value,
    multisets: &[(&str, Compare)],
) -> Result<(), String> {
    let Some(fields) = expect.as_object() else {
        return Err("`expect` must be an object".into());
    };
    for (key, want) in fields {
        let rule = multisets.iter().find(|(k, _)| k == key).map(|&(_, c)| c);
        let got = match rule {
            Some(Compare::MultisetOf(field)) => result.get(field),
            _ => result.get(key),
        }
        .unwrap_or(&Value::Null);
        let ok = match rule {
            None => subset(got, want),
            Some(Compare::Multiset | Compare::MultisetOf(_)) => same_multiset(got, want),
            Some(Compare::Multisets) => match (got.as_array(), want.as_array()) {
                (Some(g), Some(w)) => {
                    g.len() == w.len() && g.iter().zip(w).all(|(g, w)| same_multiset(g, w))
                }
                _ => false,
            },
        };
        if !ok {
            return Err(format!("`{key}`: expected {want}, got {got}"));
        }
    }
    Ok(())
}

/// Two lists with the same items in any order.
fn same_multiset(got: &Value, want: &Value) -> bool {
    let sorted = |v: &Value| -> Option<Vec<String>> {
        let mut items: Vec<String> = v.as_array()?.iter().map(|x| x.to_string()).collect();
        items.sort();
        Some(items)
    };
    match (sorted(got), sorted(want)) {
        (Some(g), Some(w)) => g == w,
        _ => false,
    }
}

/// `want` matches `got`: objects on the keys `want` lists (recursively),
/// anything else exactly.
fn subset(got: &Value, want: &Value) -> bool {
    match (got, want) {
        (Value::Object(g), Value::Object(w)) => w
            .iter()
            .all(|(k, wv)| g.get(k).is_some_and(|gv| subset(gv, wv))),
        _ => got == want,
    }
}

/// How a scenario file compared with its `expect`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    /// Every field listed matched.
    Passed,
    /// A field did not match (why).
    Failed(String),
    /// The file is not a valid scenario (why).
    Invalid(String),
}

impl Checked {
    /// The exit status: 0 passed, 1 failed, 2 invalid.
    pub fn status(&self) -> i32 {
        match self {
            Checked::Passed => 0,
            Checked::Failed(_) => 1,
            Checked::Invalid(_) => 2,
        }
    }
}

/// Runs scenario text and compares the result with its `expect`. An
/// `expect` that names a field the result does not have makes the file
/// invalid (a typo would otherwise check nothing).
pub fn check_text<G: ScenarioGame>(text: &str) -> Checked {
    if text.len() > MAX_BYTES {
        return Checked::Invalid(format!(
            "not a valid scenario: {} bytes: a scenario file is at most {MAX_BYTES} bytes",
            text.len()
        ));
    }
    let file: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return Checked::Invalid(format!("not a valid scenario: {e}")),
    };
    let result = match run::<G>(&file, |_| {}) {
        Outcome::Ran { result, .. } => result,
        Outcome::Invalid(m) => return Checked::Invalid(m),
    };
    let expect = &file["expect"];
    // A missing or null `expect` would check nothing: the file is wrong,
    // not the game (exit 2, as its message says).
    if !expect.is_object() {
        return Checked::Invalid(format!(
            "not a valid scenario: `expect` must be an object of fields to check, found {}",
            if expect.is_null() {
                "none".to_string()
            } else {
                expect.to_string()
            }
        ));
    }
    if let Some(fields) = expect.as_object() {
        let known = |k: &str| result.get(k).is_some() || G::MULTISETS.iter().any(|(m, _)| *m == k);
        if let Some(k) = fields.keys().find(|k| !known(k)) {
            return Checked::Invalid(format!(
                "not a valid scenario: `expect` names `{k}`, which a {} result does not have",
                G::TITLE
            ));
        }
    }
    match check_expect::<G>(&result, expect) {
        Ok(()) => Checked::Passed,
        Err(e) => Checked::Failed(e),
    }
}

/// Runs every `.json` scenario file in `dir` (sorted by name) against its
/// `expect`; returns the number of files and one line per failure (`path: why`).
pub fn check_dir<G: ScenarioGame>(dir: &Path) -> (usize, Vec<String>) {
    let mut files: Vec<_> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect(),
        Err(e) => return (0, vec![format!("{}: {e}", dir.display())]),
    };
    files.sort();
    let failures = files
        .iter()
        .filter_map(|f| {
            let why = match std::fs::read_to_string(f) {
                Err(e) => e.to_string(),
                Ok(text) => match check_text::<G>(&text) {
                    Checked::Passed => return None,
                    Checked::Failed(e) | Checked::Invalid(e) => e,
                },
            };
            Some(format!("{}: {why}", f.display()))
        })
        .collect();
    (files.len(), failures)
}

/// For a game's conformance test: every scenario file of the project's
/// folder `tests/scenarios/<game>/` (found from the crate's own folder,
/// `crate_dir`) passes, and there are at least `at_least` of them.
///
/// # Panics
/// Naming every failing file and why.
pub fn assert_files_pass<G: ScenarioGame>(crate_dir: &str, at_least: usize) {
    let dir = Path::new(crate_dir)
        .join("../../tests/scenarios")
        .join(G::GAME);
    let (files, failures) = check_dir::<G>(&dir);
    assert!(
        files >= at_least,
        "{}: found {files} scenario files",
        dir.display()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// For a game's conformance test: each scenario text is refused as
/// invalid (status 2) with a message containing its fragment.
///
/// # Panics
/// At the first text that runs, or whose message lacks its fragment.
pub fn assert_invalid<G: ScenarioGame>(cases: &[(&str, &str)]) {
    for (text, want) in cases {
        match run_text::<G>(text) {
            Outcome::Invalid(e) => assert!(e.contains(want), "{text}: {e}"),
            other => panic!("{text} is not refused as invalid: {other:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_objects_and_multisets() {
        let r = json!({"hands": [["a", "b"], []], "pending": {"seat": 1, "decision": "turn"}, "n": 3, "discard": ["x", "y"]});
        let m = [
            ("hands", Compare::Multisets),
            ("discard_set", Compare::MultisetOf("discard")),
        ];
        assert!(check_expect_with(&r, &json!({"hands": [["b", "a"], []]}), &m).is_ok());
        assert!(check_expect_with(&r, &json!({"hands": [["b", "a"], []]}), &[]).is_err());
        assert!(check_expect_with(&r, &json!({"pending": {"seat": 1}}), &[]).is_ok());
        assert!(check_expect_with(&r, &json!({"pending": {"seat": 2}}), &[]).is_err());
        assert!(check_expect_with(&r, &json!({"discard_set": ["y", "x"]}), &m).is_ok());
        assert!(check_expect_with(&r, &json!({"discard_set": ["y"]}), &m).is_err());
        let e = check_expect_with(&r, &json!({"n": 4}), &[]).unwrap_err();
        assert_eq!(e, "`n`: expected 4, got 3");
        assert!(check_expect_with(&r, &json!([1]), &[]).is_err());
        assert!(check_expect_with(&r, &json!({"missing": null}), &[]).is_ok());
        assert!(
            check_expect_with(&r, &json!({"n": null}), &[("n", Compare::Multiset)]).is_err(),
            "a multiset must be a list"
        );
    }
}
