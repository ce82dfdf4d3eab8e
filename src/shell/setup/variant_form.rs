//! The "Variant" part of the setup form and of the lab's form, for any
//! game: each of the game's numbers beside the rules' number, what differs
//! marked, a reset, and why the variant cannot be played (its field named).
//! Drawn once for every game from the numbers' list ([`VariantForm`]); only
//! the glue that reads and writes a game's options is per game.

use crate::shell::plug::game::{EngineOf, GameUi};
use crate::shell::plug::settings::Settings;
use keep_core::variant::{Number, Numbers};
use keep_core::HasVariant;
use keep_core::{Variant, VariantOf};
use leptos::prelude::*;

/// Game `G`'s variant form, editing `setup`'s options, checked for
/// `players` players; `typo` holds what was typed out of range (not
/// applied), so that the form's owner can hold back Start.
pub fn variant_form<G: GameUi>(
    setup: RwSignal<Settings<G::Options>>,
    players: Signal<usize>,
    typo: RwSignal<Option<String>>,
) -> AnyView {
    type V<G> = VariantOf<EngineOf<G>>;
    let values = Memo::new(move |_| {
        setup.with(|s| {
            let v = s.options.variant();
            (0..V::<G>::NUMBERS.len())
                .map(|i| v.get(i))
                .collect::<Vec<u16>>()
        })
    });
    let error = Signal::derive(move || {
        let n = players.get();
        setup.with(|s| s.options.variant().check(n).err().map(|e| e.to_string()))
    });
    let numbers = V::<G>::NUMBERS;
    let set = Callback::new(move |(i, x): (usize, u16)| {
        setup.update(|s| s.options.variant_mut().set(i, x))
    });
    let reset =
        Callback::new(move |()| setup.update(|s| *s.options.variant_mut() = Default::default()));
    let values: Signal<Vec<u16>> = values.into();
    view! { <VariantForm numbers values error set reset typo /> }.into_any()
}

/// The numbers' form: an input per number (`variant-<name>`), the rules'
/// number beside it, changed ones marked, `variant-reset`.
#[component]
pub fn VariantForm(
    /// The game's numbers.
    numbers: &'static [Number],
    /// Their values now.
    values: Signal<Vec<u16>>,
    /// Why the variant cannot be played, if it cannot.
    error: Signal<Option<String>>,
    /// Sets number `i`.
    set: Callback<(usize, u16)>,
    /// Back to the rules as written.
    reset: Callback<()>,
    /// A number typed outside its range: said under the form, not applied.
    typo: RwSignal<Option<String>>,
) -> impl IntoView {
    let changed = move || {
        values.with(|v| {
            numbers
                .iter()
                .zip(v)
                .filter(|(n, x)| n.rules != **x)
                .count()
        })
    };
    let rows = numbers
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let n = *n;
            let value = move || values.with(|v| v.get(i).copied().unwrap_or(n.rules));
            let id = format!("variant-{}", n.name);
            let rules = format!("rules: {}", n.show(n.rules));
            let input = if n.switch {
                view! {
                    <input id=id.clone() data-testid=id.clone() type="checkbox"
                        prop:checked=move || value() != 0
                        on:change=move |ev| set.run((i, u16::from(event_target_checked(&ev))))
                    />
                }
                .into_any()
            } else {
                view! {
                    <input id=id.clone() data-testid=id.clone() type="number" inputmode="numeric"
                        min=n.min max=n.max step="1"
                        prop:value=move || value().to_string()
                        on:change=move |ev| {
                            let text = event_target_value(&ev);
                            match text.trim().parse::<u16>() {
                                Ok(x) if (n.min..=n.max).contains(&x) => {
                                    typo.set(None);
                                    set.run((i, x));
                                }
                                _ => typo.set(Some(format!(
                                    "{}: enter a whole number from {} to {} (not “{}”).",
                                    n.label, n.min, n.max, text.trim()
                                ))),
                            }
                        }
                    />
                }
                .into_any()
            };
            view! {
                <div class="variant-row" class:changed=move || value() != n.rules>
                    <label for=id>{n.label}</label>
                    {input}
                    <span class="variant-rules">
                        <span class="variant-mark" aria-hidden="true">{move || if value() != n.rules { "● " } else { "" }}</span>
                        {rules}
                    </span>
                </div>
            }
        })
        .collect_view();
    view! {
        // Folded until opened: its summary says how many numbers differ
        // (a shared link's setup shows them in its summary).
        <details class="variant">
            <summary data-testid="variant-open">
                "Variant: "
                <span class="variant-summary">{move || match changed() {
                    0 => "the rules as written".to_string(),
                    1 => "1 number changed".to_string(),
                    k => format!("{k} numbers changed"),
                }}</span>
            </summary>
            <p class="hint">"Change any of the game's numbers for this playtest; each shows the rules' number, and changed ones are marked ●."</p>
            <div class="variant-grid">{rows}</div>
            <p class="variant-error" role="alert" data-testid="variant-error">
                {move || typo.get().or_else(|| error.get())}
            </p>
            <button type="button" class="secondary" data-testid="variant-reset"
                disabled=move || changed() == 0
                on:click=move |_| { typo.set(None); reset.run(()) }>
                "Reset to the rules"
            </button>
        </details>
    }
}
