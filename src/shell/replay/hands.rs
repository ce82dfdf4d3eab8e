//! The replay's open view, once the game is over: what every player held
//! at the end, in words.

use leptos::prelude::*;

/// Every seat's hand at the end (`hands`, one list per seat), named with
/// `names`; nothing while `hands` is `None`.
pub fn final_hands(
    names: Signal<Vec<String>>,
    hands: Signal<Option<Vec<Vec<String>>>>,
) -> impl IntoView {
    move || {
        hands.get().map(|hands| {
            let names = names.get();
            let rows = hands
                .into_iter()
                .enumerate()
                .map(|(s, cards)| {
                    let name = names.get(s).cloned().unwrap_or_else(|| format!("Seat {}", s + 1));
                    let held = if cards.is_empty() {
                        "no cards".to_string()
                    } else {
                        cards.join(", ")
                    };
                    view! { <li data-seat=s.to_string()><strong>{name}</strong>": "{held}</li> }
                })
                .collect_view();
            view! {
                <section class="final-hands" data-testid="replay-hands" aria-labelledby="final-hands-title">
                    <h2 id="final-hands-title">"What everyone held at the end"</h2>
                    <ul>{rows}</ul>
                </section>
            }
        })
    }
}
