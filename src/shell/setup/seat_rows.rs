//! The setup screen's rows of seats: each seat's name and who plays it.

use crate::shell::plug::seats::SeatKind;
use leptos::prelude::*;

/// One row per seat: a name input (`name-N`) and who plays (`seat-kind-N`).
#[component]
pub fn SeatRows(
    /// Who sits in each seat.
    seats: Signal<Vec<SeatKind>>,
    /// Each seat's name.
    names: Signal<Vec<String>>,
    /// Sets seat N's kind.
    set_kind: Callback<(usize, SeatKind)>,
    /// Sets seat N's name.
    set_name: Callback<(usize, String)>,
) -> impl IntoView {
    move || {
        (0..seats.with(Vec::len))
            .map(|i| {
                let name_id = format!("name-{i}");
                view! {
                    <div class="seat-row">
                        <label for=name_id.clone()>{format!("Seat {}", i + 1)}</label>
                        <input
                            id=name_id.clone()
                            data-testid=name_id
                            type="text"
                            maxlength="24"
                            autocomplete="off"
                            prop:value=move || names.with(|n| n.get(i).cloned().unwrap_or_default())
                            on:input=move |ev| set_name.run((i, event_target_value(&ev)))
                        />
                        <select
                            data-testid=format!("seat-kind-{i}")
                            aria-label=format!("Who plays seat {}", i + 1)
                            on:change=move |ev| {
                                if let Some(k) = SeatKind::parse(&event_target_value(&ev)) {
                                    set_kind.run((i, k));
                                }
                            }
                        >
                            {SeatKind::all()
                                .into_iter()
                                .map(|k| view! { <option value=k.as_str() selected=move || seats.with(|s| s.get(i) == Some(&k))>{k.short()}</option> })
                                .collect_view()}
                        </select>
                    </div>
                }
            })
            .collect_view()
    }
}
