//! A/B: two lab runs side by side, each figure's difference with its 95%
//! interval (`keep_lab::compare`, which `keeper simulate --sweep` uses
//! too), and what B changes from A in a few words ("B: Shields: 6
//! instead of 4").

use crate::shell::lab::lengths_ab::LengthsAB;
use keep_core::variant::Number;
use keep_lab::compare::{run_differences, Figure};
use keep_lab::Figures;
use leptos::prelude::*;
use serde_json::Value;

/// One run of a comparison: what it was, in words and as the run's JSON,
/// and its figures.
#[derive(Clone, Debug, PartialEq)]
pub struct Side {
    /// The run in words (game, players, bots, options, games, seed).
    pub label: String,
    /// The run as the workers got it (what B's differences are read from).
    pub run: Value,
    /// Its figures.
    pub figures: Figures,
}

/// What B changes from A, in a few words: "B: Shields: 6 instead of 4".
pub fn b_in_words(a: &Side, b: &Side, numbers: &[Number]) -> String {
    let d = run_differences(&a.run, &b.run, numbers);
    if d.is_empty() {
        "B: the same settings as A (the same games again)".into()
    } else {
        format!("B: {}", d.join("; "))
    }
}

/// A and B side by side: every figure, B − A with its interval and verdict.
#[component]
pub fn Compare(a: Side, b: Side, numbers: &'static [Number]) -> impl IntoView {
    let body = Figure::all(&[&a.figures, &b.figures])
        .into_iter()
        .map(|f| {
            let d = f.diff(&a.figures, &b.figures);
            let (va, vb) = (f.estimate(&a.figures), f.estimate(&b.figures));
            let s = f.in_run(&b.figures);
            view! {
                <tr class=if d.beyond_chance() { "differs" } else { "" } data-figure=f.key(&b.figures)>
                    <th scope="row">{f.name(&b.figures)}</th>
                    <td>{format!("{} [{} to {}]", s.show(va.value), s.show(va.low), s.show(va.high))}</td>
                    <td>{format!("{} [{} to {}]", s.show(vb.value), s.show(vb.low), s.show(vb.high))}</td>
                    <td>{format!("{} [{} to {}]", s.show_diff(d.diff), s.bound(d.low), s.bound(d.high))}</td>
                    <td>{if d.beyond_chance() { "beyond chance" } else { "within chance" }}</td>
                </tr>
            }
        })
        .collect_view();
    let lengths = view! {
        <div class="charts">
            <LengthsAB a=a.figures.lengths.clone() b=b.figures.lengths.clone() unit=b.figures.length_unit.clone() />
        </div>
    };
    view! {
        <section class="lab-compare" data-testid="lab-compare" aria-labelledby="lab-compare-title">
            <h3 id="lab-compare-title">"A/B: B − A, with 95% intervals"</h3>
            <p class="lab-compare-what" data-testid="lab-compare-what"><strong>{b_in_words(&a, &b, numbers)}</strong></p>
            <p class="hint"><strong>"A: "</strong>{a.label}<br /><strong>"B: "</strong>{b.label}</p>
            <div class="table-scroll" tabindex="0" role="region" aria-label="The comparison table (scrolls sideways)">
                <table>
                    <thead><tr><th scope="col">"Figure"</th><th scope="col">"A"</th><th scope="col">"B"</th><th scope="col">"B − A"</th><th scope="col">"Verdict"</th></tr></thead>
                    <tbody>{body}</tbody>
                </table>
            </div>
            {lengths}
        </section>
    }
}
