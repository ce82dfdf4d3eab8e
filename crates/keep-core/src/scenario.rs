//! Scenario expectations every game's scenario files share: `expect` lists
//! fields of the resulting position that must match.

use serde_json::Value;

/// Checks a scenario's result against its `expect` object: each listed field
/// must match exactly, except that objects match on the keys `expect` lists,
/// and the fields named in `multisets` (a list of lists, like hands) match
/// list by list in any order.
pub fn check_expect(result: &Value, expect: &Value, multisets: &[&str]) -> Result<(), String> {
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
        let ok = if multisets.contains(&key.as_str()) {
            match (got.as_array(), want.as_array()) {
                (Some(g), Some(w)) => {
                    g.len() == w.len() && g.iter().zip(w).all(|(g, w)| sorted(g) == sorted(w))
                }
                _ => false,
            }
        } else {
            match (got, want) {
                (Value::Object(g), Value::Object(w)) => w.iter().all(|(k, v)| g.get(k) == Some(v)),
                _ => got == want,
            }
        };
        if !ok {
            return Err(format!("`{key}`: expected {want}, got {got}"));
        }
    }
    Ok(())
}

/// Applies a scenario's actions in order until one is refused: `null`, or
/// the refused action's `{"index", "message"}` (the scenario result's `error`).
pub fn first_refusal<T>(
    actions: impl IntoIterator<Item = T>,
    mut apply: impl FnMut(T) -> Result<(), String>,
) -> Value {
    for (index, a) in actions.into_iter().enumerate() {
        if let Err(message) = apply(a) {
            return serde_json::json!({ "index": index, "message": message });
        }
    }
    Value::Null
}

/// Runs every `.json` scenario file in `dir` (sorted by name) through
/// `check`, which gets the file's text and its `expect`; returns the number
/// of files and one line per failure (`path: why`).
pub fn check_dir(
    dir: &std::path::Path,
    check: impl Fn(&str, &Value) -> Result<(), String>,
) -> (usize, Vec<String>) {
    let mut files: Vec<_> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect(),
        Err(e) => return (0, vec![format!("{}: {e}", dir.display())]),
    };
    files.sort();
    let mut failures = Vec::new();
    for f in &files {
        let outcome = std::fs::read_to_string(f)
            .map_err(|e| e.to_string())
            .and_then(|text| {
                let v: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
                check(&text, &v["expect"])
            });
        if let Err(e) = outcome {
            failures.push(format!("{}: {e}", f.display()));
        }
    }
    (files.len(), failures)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn fields_objects_and_multisets() {
        let r =
            json!({"hands": [["a", "b"], []], "pending": {"seat": 1, "decision": "turn"}, "n": 3});
        assert!(check_expect(&r, &json!({"hands": [["b", "a"], []]}), &["hands"]).is_ok());
        assert!(check_expect(&r, &json!({"hands": [["b", "a"], []]}), &[]).is_err());
        assert!(check_expect(&r, &json!({"pending": {"seat": 1}}), &[]).is_ok());
        let e = check_expect(&r, &json!({"n": 4}), &[]).unwrap_err();
        assert_eq!(e, "`n`: expected 4, got 3");
        assert!(check_expect(&r, &json!([1]), &[]).is_err());
    }
}
