//! Scores: every round's points per player, the last round's scoring line
//! by line, and the end of the game.

use crate::app::{Ctx, Screen};
use crate::browser;
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

/// The score table, the last round's scoring, and the game over panel.
#[component]
pub fn Scores() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let names = move || {
        ctx.sc_read(|l| l.session.settings.names.clone())
            .unwrap_or_default()
    };
    let history = move || {
        ctx.sc_read(|l| l.pos.history().to_vec())
            .unwrap_or_default()
    };
    let totals = move || {
        ctx.sc_read(|l| {
            (0..l.pos.players() as u8)
                .map(|s| l.pos.score(s))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    let round = move || {
        ctx.sc_read(|l| (l.pos.round(), l.pos.rounds()))
            .unwrap_or((1, 1))
    };
    let over = move || ctx.sc_read(|l| l.pos.is_over()).unwrap_or(false);
    let winners = move || {
        ctx.sc_read(|l| l.pos.winners().to_vec())
            .unwrap_or_default()
    };
    // The last round's scoring shows from its end until the next round's first turn.
    let show_round_over = move || {
        ctx.sc_read(|l| {
            !l.pos.history().is_empty()
                && (l.pos.is_over()
                    || l.pos.pending().map(|p| p.1) == Some(star_crew::Decision::KeepOrFlip))
        })
        .unwrap_or(false)
    };
    let winner_attr = move || {
        winners()
            .iter()
            .map(|w| w.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let again = move |same: bool| {
        let Some(mut s) = ctx.sc_read(|l| l.session.settings.clone()) else {
            return;
        };
        if !same {
            s.seed = browser::random_seed();
        }
        ctx.sc_setup.set(s.clone());
        ctx.sc_start(s);
    };
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
        <Show when=show_round_over>
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
        <Show when=over>
            <section class="game-over" data-testid="game-over"
                data-winner=winner_attr
                aria-labelledby="sc-over-title">
                <h2 id="sc-over-title">"Game over"</h2>
                <p class="headline">{move || {
                    let n = names();
                    let w: Vec<String> = winners().iter().map(|&s| n[s as usize].clone()).collect();
                    if w.len() == 1 { format!("{} wins!", w[0]) } else { format!("{} share the win!", w.join(" and ")) }
                }}</p>
                <div class="actions">
                    <button class="primary" data-testid="play-again" on:click=move |_| again(false)>"Play again (new deal)"</button>
                    <button class="secondary" data-testid="replay-deal" on:click=move |_| again(true)>"Replay this deal"</button>
                    <button class="secondary" on:click=move |_| ctx.screen.set(Screen::StarCrewSetup)>"Change the settings"</button>
                </div>
            </section>
        </Show>
    }
}
