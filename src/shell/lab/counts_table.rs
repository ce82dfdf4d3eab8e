//! The table of what a game's engine counted in a run (Shields played,
//! launches, specials fired, points by source), each with its 95%
//! interval: the report's `figures`, as the lab shows them.

use keep_lab::compare::Figure;
use keep_lab::Figures;
use leptos::prelude::*;

/// Every count of `fig` with its value and interval (`lab-counts`, a row
/// per count with `data-figure` its name in reports).
#[component]
pub fn CountsTable(fig: Figures) -> impl IntoView {
    let rows = (0..fig.counts.len())
        .map(|i| {
            let f = Figure::Count(i);
            let (e, s) = (f.estimate(&fig), f.in_run(&fig));
            view! {
                <tr data-figure=f.key(&fig)>
                    <th scope="row">{f.name(&fig)}</th>
                    <td>{s.show(e.value)}</td>
                    <td>{format!("{} to {}", s.show(e.low), s.show(e.high))}</td>
                </tr>
            }
        })
        .collect_view();
    (!fig.counts.is_empty()).then(|| {
        view! {
            <div class="table-scroll lab-counts" tabindex="0" role="region" aria-label="What the engine counted (scrolls sideways)">
                <table data-testid="lab-counts">
                    <caption>"What the engine counted, with 95% intervals"</caption>
                    <thead><tr><th scope="col">"Figure"</th><th scope="col">"Value"</th><th scope="col">"95% interval"</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
        }
    })
}
