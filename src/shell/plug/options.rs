//! A game's own options besides seats, names and seed (Card Keeper's
//! rulings, Keep's card list) and its variant (every game's numbers): what
//! its setup form edits, its saves keep and its links carry, with their
//! checks and codecs on the options' own type. What a variant adds (its link
//! field, its check, its report lines) is written here once for every game.

use keep_core::link::Query;
use keep_core::variant::{number_json, read_values, values, Number, VariantOptions};
use keep_core::{Engine, HasVariant, Variant, VariantOf};

/// The options of a game whose engine is `E`.
pub trait GameOptions<E: Engine>: HasVariant<Variant = VariantOf<E>> {
    /// The engine's options for a game dealt with these.
    fn engine(&self) -> E::Options;
    /// The options a game was dealt with, read back from its engine's
    /// options (a kept game's record holds those).
    fn from_engine(engine: &E::Options) -> Self;
    /// Checks the game's own options for `players` players, in words.
    fn check(&self, players: usize) -> Result<(), String> {
        let _ = players;
        Ok(())
    }
    /// The game's own options as share-link pairs (`&V1=…`; empty for none).
    fn encode(&self) -> String {
        String::new()
    }
    /// Reads the game's own options from a share link.
    fn decode(query: &Query) -> Result<Self, String> {
        let _ = query;
        Ok(Self::default())
    }
    /// The playtest report's lines for the game's own options (`V1 (…): first_player`).
    fn report(&self) -> Vec<String> {
        Vec::new()
    }
    /// What the report ends with (Keep: a custom card list).
    fn appendix(&self) -> String {
        String::new()
    }

    /// Everything in a link: the game's own pairs, then `&variant=…` when
    /// the numbers are not the rules'.
    fn link(&self) -> String {
        format!("{}{}", self.encode(), variant_link(self.variant()))
    }
    /// Reads everything from a link (not yet checked for a player count).
    fn from_link(query: &Query) -> Result<Self, String> {
        let mut o = Self::decode(query)?;
        *o.variant_mut() = variant_from_link(query)?;
        Ok(o)
    }
    /// Checks everything for `players` players: the variant first (naming
    /// its field), then the game's own.
    fn validate(&self, players: usize) -> Result<(), String> {
        self.variant().check(players).map_err(|e| e.to_string())?;
        self.check(players)
    }
    /// The report's lines: the game's own, then each number that differs.
    fn words(&self) -> Vec<String> {
        let mut lines = self.report();
        lines.extend(variant_words(self.variant()));
        lines
    }
}

/// A game whose only options are its variant.
impl<E, V> GameOptions<E> for VariantOptions<V>
where
    V: Variant,
    E: Engine<Options = VariantOptions<V>>,
{
    fn engine(&self) -> VariantOptions<V> {
        *self
    }
    fn from_engine(engine: &VariantOptions<V>) -> Self {
        *engine
    }
}

/// A variant in a link: `&variant=shield:6,hand:8` (its differences from
/// the rules; nothing for the rules as written).
pub fn variant_link<V: Variant>(v: &V) -> String {
    link_of(V::NUMBERS, &values(v))
}

/// [`variant_link`] for any game (compiled once).
fn link_of(numbers: &[Number], values: &[u16]) -> String {
    let parts: Vec<String> = numbers
        .iter()
        .zip(values)
        .filter(|(n, x)| n.rules != **x)
        .map(|(n, x)| format!("{}:{}", n.name, x))
        .collect();
    if parts.is_empty() {
        String::new()
    } else {
        format!("&variant={}", parts.join(","))
    }
}

/// Reads a link's `variant` (the rules when absent), naming what is wrong.
pub fn variant_from_link<V: Variant>(q: &Query) -> Result<V, String> {
    let mut v = V::default();
    for (i, x) in values_from_link(V::NUMBERS, q)? {
        v.set(i, x);
    }
    Ok(v)
}

/// [`variant_from_link`] for any game (compiled once): each number given.
fn values_from_link(numbers: &[Number], q: &Query) -> Result<Vec<(usize, u16)>, String> {
    let Some(text) = q.get("variant") else {
        return Ok(Vec::new());
    };
    let mut map = serde_json::Map::new();
    for part in text.split(',').filter(|p| !p.is_empty()) {
        let (name, value) = part
            .split_once(':')
            .ok_or_else(|| format!("the link's variant part `{part}` is not name:number"))?;
        let n = numbers
            .iter()
            .find(|n| n.name == name)
            .ok_or_else(|| format!("the link's variant names an unknown number `{name}`"))?;
        let x: u16 = value
            .parse()
            .map_err(|_| format!("the link's variant `{name}` is not a number: `{value}`"))?;
        map.insert(name.to_string(), number_json(n, x));
    }
    read_values(numbers, &serde_json::Value::Object(map)).map_err(|e| format!("the link's {e}"))
}

/// The report's lines for a variant: each number that differs, beside the
/// rules' (`Shields: 6 (the rules: 4)`).
pub fn variant_words<V: Variant>(v: &V) -> Vec<String> {
    words_of(V::NUMBERS, &values(v))
}

/// [`variant_words`] for any game (compiled once).
fn words_of(numbers: &[Number], values: &[u16]) -> Vec<String> {
    numbers
        .iter()
        .zip(values)
        .filter(|(n, x)| n.rules != **x)
        .map(|(n, &x)| {
            format!(
                "Variant, {}: {} (the rules: {})",
                n.label,
                n.show(x),
                n.show(n.rules)
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    // keep-core's example variant: the shell names no game.
    use keep_core::variant::example::Example as Ck;

    #[test]
    fn links_carry_the_differences_only() {
        assert_eq!(variant_link(&Ck::default()), "");
        let v = Ck {
            hand: 6,
            refuse: false,
        };
        let link = variant_link(&v);
        assert_eq!(link, "&variant=hand:6,refuse:0");
        let q = Query::parse(link.trim_start_matches('&')).unwrap();
        assert_eq!(variant_from_link::<Ck>(&q).unwrap(), v);
        let bad = Query::parse("variant=hands:6").unwrap();
        assert!(variant_from_link::<Ck>(&bad)
            .unwrap_err()
            .contains("`hands`"));
        let bad = Query::parse("variant=hand:x").unwrap();
        assert!(variant_from_link::<Ck>(&bad).is_err());
        assert_eq!(
            variant_words(&v)[0],
            "Variant, cards dealt: 6 (the rules: 10)"
        );
    }
}
