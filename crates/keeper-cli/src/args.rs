//! A small `--flag value` parser for the subcommands.

use std::collections::HashMap;

/// Flags given as `--name value` (or `--name` alone for switches).
pub struct Flags {
    values: HashMap<String, String>,
}

impl Flags {
    /// Parses `args`; `switches` are flags that take no value.
    pub fn parse(args: &[String], switches: &[&str]) -> Result<Flags, String> {
        let mut values = HashMap::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let Some(name) = a.strip_prefix("--") else {
                return Err(format!("unexpected argument `{a}`"));
            };
            if switches.contains(&name) {
                values.insert(name.to_string(), String::new());
            } else {
                let v = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
                values.insert(name.to_string(), v.clone());
            }
        }
        Ok(Flags { values })
    }

    /// True when the switch was given.
    pub fn has(&self, name: &str) -> bool {
        self.values.contains_key(name)
    }

    /// The flag's value parsed with `parse`, or `default` when absent.
    pub fn get<T>(
        &self,
        name: &str,
        default: T,
        parse: impl Fn(&str) -> Option<T>,
    ) -> Result<T, String> {
        match self.values.get(name) {
            None => Ok(default),
            Some(v) => parse(v).ok_or_else(|| format!("--{name}: `{v}` is not a valid value")),
        }
    }

    /// Names given that are not in `known`.
    pub fn unknown(&self, known: &[&str]) -> Option<String> {
        self.values
            .keys()
            .find(|k| !known.contains(&k.as_str()))
            .cloned()
    }
}
