//! The table's badge when a game plays a variant: the numbers that differ
//! from the rules, in words, with their JSON (`data-json`) for tests and
//! tools. Nothing is drawn for the rules as written.

use keep_core::variant::{number_json, Number, Numbers};
use leptos::prelude::*;

/// The numbers of a game with their values, as the badge and the rules
/// panel read them.
pub type NumbersNow = Vec<(Number, u16)>;

/// Every number of a variant with its value.
pub fn numbers_of<V: Numbers>(v: &V) -> NumbersNow {
    V::NUMBERS
        .iter()
        .enumerate()
        .map(|(i, n)| (*n, v.get(i)))
        .collect()
}

/// `variant-badge`: "Variant: Shields 6 (rules 4) · …".
#[component]
pub fn VariantBadge(
    /// Every number of the game and its value.
    numbers: Signal<NumbersNow>,
) -> impl IntoView {
    let changed = move || {
        numbers.with(|v| {
            v.iter()
                .filter(|(n, x)| n.rules != *x)
                .copied()
                .collect::<Vec<_>>()
        })
    };
    move || {
        let diffs = changed();
        (!diffs.is_empty()).then(|| {
            let json: serde_json::Map<String, serde_json::Value> = diffs
                .iter()
                .map(|(n, x)| (n.name.to_string(), number_json(n, *x)))
                .collect();
            let words: Vec<String> = diffs
                .iter()
                .map(|(n, x)| format!("{} {} (rules {})", n.label, n.show(*x), n.show(n.rules)))
                .collect();
            view! {
                <p class="variant-badge" data-testid="variant-badge"
                    data-json=serde_json::Value::Object(json).to_string()>
                    <strong>"Variant: "</strong>{words.join(" · ")}
                </p>
            }
        })
    }
}

/// The rules panel's table of the game's numbers: each with this game's
/// value and the rules', changed ones marked.
#[component]
pub fn VariantNumbers(
    /// Every number of the game and its value.
    numbers: Signal<NumbersNow>,
) -> impl IntoView {
    move || {
        numbers.with(|v| {
            let changed = v.iter().filter(|(n, x)| n.rules != *x).count();
            let rows = v
                .iter()
                .map(|(n, x)| {
                    let differs = n.rules != *x;
                    view! {
                        <tr class:changed=differs>
                            <td>{n.label}</td>
                            <td>{if differs { format!("● {}", n.show(*x)) } else { n.show(*x) }}</td>
                            <td>{n.show(n.rules)}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <details class="variant-numbers" data-testid="rules-variant">
                    <summary>{if changed == 0 {
                        "This game's numbers: the rules as written".to_string()
                    } else {
                        format!("This game's numbers: a variant ({changed} changed, marked ●)")
                    }}</summary>
                    <table>
                        <thead><tr><th>"Number"</th><th>"This game"</th><th>"The rules"</th></tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </details>
            }
        })
    }
}
