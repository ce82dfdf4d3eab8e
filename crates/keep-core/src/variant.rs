//! A game's numbers as data: a *variant*. Each game lists its numbers once
//! (with [`variant_numbers!`]): its JSON name, its words, the rules' value and
//! the range the engine can play; the default is the rules as written. What
//! works for any game's variant (range checks, the differences from the
//! rules, reading one from JSON with the field named) is written here once.
//!
//! The engine keeps the variant in its position and reads its fields
//! directly, so the hot path does no lookup.

use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::{self, Debug};

/// One number a variant may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Number {
    /// Its name in the JSON format (and the `variant-<name>` test hook).
    pub name: &'static str,
    /// What it counts, in words.
    pub label: &'static str,
    /// The rules' value.
    pub rules: u16,
    /// Smallest allowed value.
    pub min: u16,
    /// Largest allowed value.
    pub max: u16,
    /// A yes/no (JSON `true`/`false`, 1 or 0 here) rather than a count.
    pub switch: bool,
}

impl Number {
    /// The value in words: a count, or yes/no for a switch.
    pub fn show(&self, value: u16) -> String {
        match (self.switch, value) {
            (true, 0) => "no".into(),
            (true, _) => "yes".into(),
            (false, v) => v.to_string(),
        }
    }
}

/// Why a variant cannot be played, naming its field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantError {
    /// The field's JSON name.
    pub field: &'static str,
    /// What is wrong, with the allowed range or what would be needed.
    pub message: String,
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "variant `{}`: {}", self.field, self.message)
    }
}

impl std::error::Error for VariantError {}

/// A field's type in a variant: a count (`u8`, `u16`) or a switch (`bool`).
pub trait Value: Copy {
    /// True for a yes/no.
    const SWITCH: bool;
    /// As a number.
    fn to_number(self) -> u16;
    /// From a number already checked against the field's range.
    fn from_number(n: u16) -> Self;
}

impl Value for u8 {
    const SWITCH: bool = false;
    fn to_number(self) -> u16 {
        u16::from(self)
    }
    fn from_number(n: u16) -> u8 {
        n.min(u16::from(u8::MAX)) as u8
    }
}

impl Value for u16 {
    const SWITCH: bool = false;
    fn to_number(self) -> u16 {
        self
    }
    fn from_number(n: u16) -> u16 {
        n
    }
}

impl Value for bool {
    const SWITCH: bool = true;
    fn to_number(self) -> u16 {
        u16::from(self)
    }
    fn from_number(n: u16) -> bool {
        n != 0
    }
}

/// The numbers of a variant, listed once (written by [`variant_numbers!`]).
pub trait Numbers: Copy + Debug + Default + PartialEq + Send + Sync + 'static {
    /// Every number, in the order the setup form and the JSON format list them.
    const NUMBERS: &'static [Number];
    /// The value of number `i` of [`Numbers::NUMBERS`].
    fn get(&self, i: usize) -> u16;
    /// Sets number `i` (clamped to its range).
    fn set(&mut self, i: usize, value: u16);
}

/// A game's variant: its numbers, and what else a game checks about them.
pub trait Variant: Numbers + Serialize + DeserializeOwned {
    /// The game's own checks for `players` players, after every number is
    /// within its range (a deck too small for the hands, say).
    fn check_game(&self, players: usize) -> Result<(), VariantError>;

    /// Checks every number's range, then the game's own checks.
    fn check(&self, players: usize) -> Result<(), VariantError> {
        check_ranges(Self::NUMBERS, &values(self))?;
        self.check_game(players)
    }

    /// True when this is the rules as written.
    fn is_rules(&self) -> bool {
        *self == Self::default()
    }

    /// The numbers that differ from the rules: each with its value.
    fn differences(&self) -> Vec<(Number, u16)> {
        Self::NUMBERS
            .iter()
            .enumerate()
            .map(|(i, n)| (*n, self.get(i)))
            .filter(|(n, v)| *v != n.rules)
            .collect()
    }

    /// The differences as a JSON object (`{"shield": 6}`), the form the
    /// app's badge and a variant file use.
    fn differences_json(&self) -> serde_json::Value {
        let mut m = serde_json::Map::new();
        for (n, v) in self.differences() {
            m.insert(n.name.into(), number_json(&n, v));
        }
        serde_json::Value::Object(m)
    }

    /// Reads a variant from JSON (only the numbers that differ need be
    /// given) and checks it for `players` players, naming the field.
    fn from_json(json: &serde_json::Value, players: usize) -> Result<Self, String> {
        let v: Self = read_numbers(json)?;
        v.check(players).map_err(|e| e.to_string())?;
        Ok(v)
    }
}

/// The options of a game whose only options are its variant (Star Crew,
/// Keep'n Swap): saved as `{}` while it is the rules as written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(bound(serialize = "V: Variant", deserialize = "V: Variant"))]
pub struct VariantOptions<V> {
    /// The game's numbers.
    #[serde(default, skip_serializing_if = "Variant::is_rules")]
    pub variant: V,
}

/// A game's options, holding its variant (the game's numbers) beside
/// whatever else it is dealt with: plain data, saved with a game. A game
/// whose only options are its variant uses [`VariantOptions`], which has
/// this already.
pub trait HasVariant:
    Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// The game's numbers.
    type Variant: Variant;
    /// The numbers these options deal with.
    fn variant(&self) -> &Self::Variant;
    /// The numbers, to change them.
    fn variant_mut(&mut self) -> &mut Self::Variant;
}

impl<V: Variant> HasVariant for VariantOptions<V> {
    type Variant = V;
    fn variant(&self) -> &V {
        &self.variant
    }
    fn variant_mut(&mut self) -> &mut V {
        &mut self.variant
    }
}

/// A number as JSON: a count, or `true`/`false`.
pub fn number_json(n: &Number, v: u16) -> serde_json::Value {
    if n.switch {
        serde_json::Value::Bool(v != 0)
    } else {
        serde_json::Value::from(v)
    }
}

/// Reads a variant's numbers from JSON, unchecked: an unknown field, or a
/// value of the wrong type or past what its field can hold, is named.
pub fn read_numbers<V: Numbers>(json: &serde_json::Value) -> Result<V, String> {
    let mut v = V::default();
    for (i, x) in read_values(V::NUMBERS, json)? {
        v.set(i, x);
    }
    Ok(v)
}

/// [`read_numbers`] for any game (compiled once): each number given, by its
/// place in `numbers`, checked against its range and type.
pub fn read_values(
    numbers: &[Number],
    json: &serde_json::Value,
) -> Result<Vec<(usize, u16)>, String> {
    let Some(map) = json.as_object() else {
        return Err("variant: must be an object of numbers (`{\"hand\": 8}`)".into());
    };
    if let Some(k) = map.keys().find(|k| !numbers.iter().any(|n| n.name == *k)) {
        let names: Vec<&str> = numbers.iter().map(|n| n.name).collect();
        return Err(format!(
            "variant: unknown field `{k}` (the fields are {})",
            names.join(", ")
        ));
    }
    let mut out = Vec::new();
    for (i, n) in numbers.iter().enumerate() {
        let Some(value) = map.get(n.name) else {
            continue;
        };
        let x = if n.switch {
            value.as_bool().map(u16::from).ok_or_else(|| {
                format!("variant `{}`: must be true or false, not {value}", n.name)
            })?
        } else {
            value
                .as_u64()
                .filter(|&x| x <= u64::from(n.max))
                .map(|x| x as u16)
                .ok_or_else(|| {
                    format!(
                        "variant `{}`: {value} is not a whole number in {}–{}",
                        n.name, n.min, n.max
                    )
                })?
        };
        if x < n.min {
            return Err(format!(
                "variant `{}`: {x} is outside the allowed {}–{}",
                n.name, n.min, n.max
            ));
        }
        out.push((i, x));
    }
    Ok(out)
}

/// Every number's value, in order.
pub fn values<V: Numbers>(v: &V) -> Vec<u16> {
    (0..V::NUMBERS.len()).map(|i| v.get(i)).collect()
}

/// The first number outside its range, as the error naming it (compiled
/// once for every game).
pub fn check_ranges(numbers: &[Number], values: &[u16]) -> Result<(), VariantError> {
    for (n, &v) in numbers.iter().zip(values) {
        if v < n.min || v > n.max {
            return Err(VariantError {
                field: n.name,
                message: format!("{v} is outside the allowed {}–{}", n.min, n.max),
            });
        }
    }
    Ok(())
}

/// Serializes a variant as an object of every number, in order (a count as
/// a number, a switch as `true`/`false`).
pub fn serialize_numbers<V: Numbers, S: serde::Serializer>(v: &V, s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut m = s.serialize_map(Some(V::NUMBERS.len()))?;
    for (i, n) in V::NUMBERS.iter().enumerate() {
        let x = v.get(i);
        if n.switch {
            m.serialize_entry(n.name, &(x != 0))?;
        } else {
            m.serialize_entry(n.name, &x)?;
        }
    }
    m.end()
}

/// Reads a variant (fields left out are the rules'; an unknown field or a
/// value out of range is an error naming it), not yet checked for a game.
pub fn deserialize_numbers<'de, V: Numbers, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<V, D::Error> {
    let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
    read_numbers(&value).map_err(<D::Error as serde::de::Error>::custom)
}

/// Writes a game's variant struct: its fields with the rules' values, the
/// JSON names (serde, unknown fields refused, missing ones the rules'),
/// and [`Numbers`]. Each field reads
/// `name: type = rules, "words", min..=max;` (a `bool` field's rules value
/// is 0 or 1).
#[macro_export]
macro_rules! variant_numbers {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $(
                $(#[doc = $doc:literal])*
                $field:ident : $ty:ty = $rules:literal, $label:literal, $min:literal ..= $max:literal;
            )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name {
            $(
                $(#[doc = $doc])*
                pub $field: $ty,
            )*
        }

        impl Default for $name {
            fn default() -> Self {
                $name {
                    $( $field: <$ty as $crate::variant::Value>::from_number($rules), )*
                }
            }
        }

        // Written once over the numbers' list (smaller than a derive for
        // every game's struct): every field in order, and read back with
        // the fields named in errors.
        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                $crate::variant::serialize_numbers(self, s)
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $crate::variant::deserialize_numbers(d)
            }
        }

        impl $crate::variant::Numbers for $name {
            const NUMBERS: &'static [$crate::variant::Number] = &[
                $(
                    $crate::variant::Number {
                        name: stringify!($field),
                        label: $label,
                        rules: $rules,
                        min: $min,
                        max: $max,
                        switch: <$ty as $crate::variant::Value>::SWITCH,
                    },
                )*
            ];
            fn get(&self, i: usize) -> u16 {
                let fields = [$( $crate::variant::Value::to_number(self.$field), )*];
                fields.get(i).copied().unwrap_or(0)
            }
            fn set(&mut self, i: usize, value: u16) {
                let mut k = 0usize;
                $(
                    if k == i {
                        let n = &<Self as $crate::variant::Numbers>::NUMBERS[k];
                        self.$field = $crate::variant::Value::from_number(value.clamp(n.min, n.max));
                    }
                    k += 1;
                )*
                let _ = k;
            }
        }
    };
}

/// A small variant of two numbers, for the tests of code written for any
/// game's variant (the app's links and words are tested with it, so that
/// its shell names no game).
pub mod example {
    use super::{Variant, VariantError};

    crate::variant_numbers! {
        /// Two numbers, like a game's.
        pub struct Example {
            /// Cards in a hand.
            hand: u8 = 10, "cards dealt", 1..=20;
            /// A switch.
            refuse: bool = 1, "refuse", 0..=1;
        }
    }

    impl Variant for Example {
        fn check_game(&self, players: usize) -> Result<(), VariantError> {
            if self.hand as usize * players > 40 {
                return Err(VariantError {
                    field: "hand",
                    message: "too many".into(),
                });
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::example::Example as Test;
    use super::*;

    #[test]
    fn defaults_ranges_and_differences() {
        let t = Test::default();
        assert_eq!((t.hand, t.refuse), (10, true));
        assert!(t.is_rules());
        assert_eq!(
            serde_json::to_string(&t).unwrap(),
            r#"{"hand":10,"refuse":true}"#
        );
        let v: Test = Test::from_json(&serde_json::json!({"hand": 4}), 2).unwrap();
        assert_eq!(v.differences_json(), serde_json::json!({"hand": 4}));
        assert_eq!(v.differences()[0].0.name, "hand");
        let e = Test::from_json(&serde_json::json!({"hand": 30}), 2).unwrap_err();
        assert!(e.contains("`hand`") && e.contains("1–20"), "{e}");
        let e = Test::from_json(&serde_json::json!({"hand": 0}), 2).unwrap_err();
        assert!(e.contains("`hand`"), "{e}");
        let e = Test::from_json(&serde_json::json!({"hand": 15}), 4).unwrap_err();
        assert_eq!(e, "variant `hand`: too many");
        let e = Test::from_json(&serde_json::json!({"hands": 1}), 2).unwrap_err();
        assert!(e.contains("unknown field `hands`"), "{e}");
        let e = Test::from_json(&serde_json::json!({"refuse": 1}), 2).unwrap_err();
        assert!(e.contains("true or false"), "{e}");
        let e = Test::from_json(&serde_json::json!({"hand": -1}), 2).unwrap_err();
        assert!(e.contains("whole number"), "{e}");
        let mut t = Test::default();
        t.set(0, 99);
        assert_eq!(t.hand, 20);
        t.set(1, 0);
        assert!(!t.refuse);
        assert_eq!(t.get(1), 0);
    }
}
