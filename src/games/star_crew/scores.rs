//! Star Crew's scores beside the table: every round's points per player,
//! and the last round's scoring line by line.

use super::game::StarCrew;
use crate::shell::kit::TableCtx;
use leptos::prelude::*;
use star_crew::ScoreLine;

fn line_text(l: &ScoreLine, name: &str) -> String {
    let hand = if l.hand_counts {
        format!(
            "−{} for {} card{} left in hand",
            l.hand,
            l.hand,
            if l.hand == 1 { "" } else { "s" }
        )
    } else {
        format!(
            "{} card{} in hand cost nothing (owner of the last formation)",
            l.hand,
            if l.hand == 1 { "" } else { "s" }
        )
    };
    format!(
        "{name}: +{} captured, +{} patches, {hand} = {:+}",
        l.captured, l.patches, l.points
    )
}

/// The score table and the last round's scoring.
#[component]
pub fn Scores(t: TableCtx<StarCrew>) -> impl IntoView {
    let v = t.view();
    let names = move || t.names().get();
    // Memos: the table is drawn again only when a round ends, not on
    // every move.
    let history = Memo::new(move |_| v.with(|v| v.history.clone()));
    let history = move || history.get();
    let totals = Memo::new(move |_| v.with(|v| v.scores.clone()));
    let totals = move || totals.get();
    let round = Memo::new(move |_| v.with(|v| (v.round, v.rounds)));
    let round = move || round.get();
    let over = Memo::new(move |_| v.with(|v| v.pending.is_none()));
    let over = move || over.get();
    // The last round's scoring shows from its end until the next round's first turn.
    let show_round_over = Memo::new(move |_| {
        v.with(|v| {
            !v.history.is_empty()
                && (v.pending.is_none()
                    || v.pending.map(|p| p.1) == Some(star_crew::Decision::KeepOrFlip))
        })
    });
    view! {
        <section class="scores-panel" aria-labelledby="sc-scores-title">
            <h2 id="sc-scores-title">{move || { let (r, n) = round(); if over() { "Final scores".to_string() } else { format!("Scores: round {r} of {n}") } }}</h2>
            <table class="score-table">
                <thead><tr><th scope="col">"Player"</th>{move || (1..=history().len()).map(|r| view! { <th scope="col">{format!("R{r}")}</th> }).collect_view()}<th scope="col">"Total"</th></tr></thead>
                <tbody>
                    {move || names().into_iter().enumerate().map(|(s, n)| {
                        let h = history();
                        let t = totals();
                        view! { <tr><th scope="row">{n}</th>{h.iter().map(|r| view! { <td>{format!("{:+}", r[s].points)}</td> }).collect_view()}<td><strong>{t.get(s).copied().unwrap_or(0)}</strong></td></tr> }
                    }).collect_view()}
                </tbody>
            </table>
        </section>
        <Show when=move || show_round_over.get()>
            <section class="round-over" data-testid="round-over" aria-labelledby="sc-round-over-title">
                <h2 id="sc-round-over-title">{move || format!("Round {} scoring", history().len())}</h2>
                <ul>
                    {move || {
                        let n = names();
                        history().last().cloned().unwrap_or_default().iter().map(|l| view! { <li>{line_text(l, &n[l.seat as usize])}</li> }).collect_view()
                    }}
                </ul>
            </section>
        </Show>
    }
}
