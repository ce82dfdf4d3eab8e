//! The variant format's documentation and examples agree with the games:
//! `docs/VARIANTS.md` lists every field of every game with its rules'
//! number and range, and every example in `tests/variants/` is a variant its
//! game accepts (for its example player count) and differs from the rules.

use keep_core::variant::{Number, Numbers};
use keep_core::{Engine, Variant};
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn documented<V: Numbers>(doc: &str) {
    for n in V::NUMBERS {
        let Number {
            name,
            rules,
            min,
            max,
            switch,
            ..
        } = *n;
        let (rules, range) = if switch {
            (
                if rules == 1 { "true" } else { "false" }.to_string(),
                "true / false".to_string(),
            )
        } else {
            (rules.to_string(), format!("{min}–{max}"))
        };
        let row = format!("| `{name}` | {} | {rules} | {range} |", n.label);
        assert!(doc.contains(&row), "docs/VARIANTS.md lacks the row {row}");
    }
}

fn example<E: Engine>(file: &str, players: usize) {
    let text = std::fs::read_to_string(root().join("tests/variants").join(file)).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let v = keep_core::VariantOf::<E>::from_json(&json, players)
        .unwrap_or_else(|e| panic!("{file}: {e}"));
    assert!(!v.is_rules(), "{file} is the rules");
    assert_eq!(v.differences_json(), json, "{file} lists only differences");
    let mut options = E::Options::default();
    *keep_core::HasVariant::variant_mut(&mut options) = v;
    E::new_game(players, &options, 1).unwrap_or_else(|e| panic!("{file}: {e}"));
}

#[test]
fn the_documentation_lists_every_field() {
    let doc = std::fs::read_to_string(root().join("docs/VARIANTS.md")).unwrap();
    documented::<card_keeper::Variant>(&doc);
    documented::<star_crew::Variant>(&doc);
    documented::<keep_n_swap::Variant>(&doc);
    documented::<keep::Variant>(&doc);
}

#[test]
fn every_example_is_a_playable_variant() {
    example::<card_keeper::Position>("card-keeper-six-shields.json", 4);
    example::<star_crew::Position>("star-crew-short-hands.json", 4);
    example::<keep_n_swap::Position>("keep-n-swap-small-hands.json", 2);
    example::<keep::Position>("keep-rich-commons.json", 4);
}
