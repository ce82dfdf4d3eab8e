//! The lab's results: the report (`lab-result`, with `data-json` exactly
//! as `keeper simulate --json` prints it), charts, A/B against a kept run,
//! exports (JSON, CSV), the run's link, its summary into the playtest
//! notes, and any of its games in the replay viewer.

use crate::shell::frame::browser;
use crate::shell::lab::bars::Bars;
use crate::shell::lab::compare::{Compare, Side};
use crate::shell::lab::counts_table::CountsTable;
use crate::shell::lab::histogram::{bins, Histogram};
use crate::shell::lab::state::{Finished, LabState};
use crate::shell::lab::win_chart::{pct, WinChart};
use crate::shell::plug::plugged::ReplayRequest;
use crate::shell::plug::seats::BotKind;
use keep_core::stats::wilson;
use keep_lab::Figures;
use leptos::prelude::*;
use std::sync::Arc;

/// The run's figures as CSV: one line per seat, then the game lengths,
/// the breakdown, and what the engine counted (the report's `figures`,
/// each with its interval).
pub fn csv(f: &Finished) -> String {
    let fig = &f.figures;
    let mut out = String::from("seat,bot,wins,games,win_rate,low_95,high_95\n");
    for (s, bot) in f.bots.iter().map(|b| b.name()).enumerate() {
        let w = fig.wins.get(s).copied().unwrap_or(0);
        let r = wilson(w, fig.games);
        out.push_str(&format!(
            "{},{bot},{w},{},{:.6},{:.6},{:.6}\n",
            s + 1,
            fig.games,
            r.rate,
            r.low,
            r.high
        ));
    }
    out.push_str(&format!("\n{}_from,games\n", fig.length_unit));
    for (start, n) in bins(&fig.lengths).1 {
        out.push_str(&format!("{start},{n}\n"));
    }
    out.push_str(&format!(
        "\n{},{}\n",
        fig.breakdown_title.replace(',', ";"),
        fig.breakdown_unit.trim()
    ));
    for (name, v) in &fig.breakdown {
        out.push_str(&format!("\"{}\",{v:.6}\n", name.replace('"', "'")));
    }
    if !fig.counts.is_empty() {
        out.push_str("\nfigure,kind,label,value,low_95,high_95\n");
        for i in 0..fig.counts.len() {
            let f = keep_lab::compare::Figure::Count(i);
            let e = f.estimate(fig);
            let c = &fig.counts[i];
            out.push_str(&format!(
                "{},{},\"{}\",{:.6},{:.6},{:.6}\n",
                c.name,
                if c.rate { "rate" } else { "mean" },
                c.label.replace('"', "'"),
                e.value,
                e.low,
                e.high
            ));
        }
    }
    out
}

/// A run's summary for the playtest notes.
fn summary(f: &Finished) -> String {
    let fig = &f.figures;
    let seats: Vec<String> = f
        .bots
        .iter()
        .map(|b| b.name())
        .enumerate()
        .map(|(s, b)| {
            let r = wilson(fig.wins.get(s).copied().unwrap_or(0), fig.games);
            format!(
                "seat {} ({b}) {} [{}–{}]",
                s + 1,
                pct(r.rate),
                pct(r.low),
                pct(r.high)
            )
        })
        .collect();
    let n = fig.lengths.len().max(1) as f64;
    let mean = fig.lengths.iter().sum::<i64>() as f64 / n;
    format!(
        "Lab run: {}.\nWins: {}. Mean length {mean:.1} {}.\nRun it again: {}",
        f.label,
        seats.join(", "),
        fig.length_unit,
        f.link
    )
}

/// The charts of a run's figures: win rates, game lengths, the breakdown.
fn charts(fig: &Figures, bots: &[BotKind]) -> impl IntoView {
    let rows = bots
        .iter()
        .enumerate()
        .map(|(s, b)| {
            (
                format!("Seat {} ({})", s + 1, b.name()),
                wilson(fig.wins.get(s).copied().unwrap_or(0), fig.games),
            )
        })
        .collect::<Vec<_>>();
    view! {
        <div class="charts">
            <WinChart rows=rows parity=1.0 / bots.len().max(1) as f64 />
            <Histogram values=fig.lengths.clone() unit=fig.length_unit.clone() />
            <Bars title=fig.breakdown_title.clone() entries=fig.breakdown.clone() unit=fig.breakdown_unit.clone() />
        </div>
    }
}

/// The report's per-card figures as a table, when it has them (Keep).
fn per_card(json: &str) -> Option<impl IntoView> {
    let report: serde_json::Value = serde_json::from_str(json).ok()?;
    let cards = report.get("per_card")?.as_array()?.clone();
    let num = |c: &serde_json::Value, k: &str| format!("{:.2}", c[k].as_f64().unwrap_or(0.0));
    let rows = cards
        .iter()
        .map(|c| {
            view! {
                <tr>
                    <th scope="row">{c["name"].as_str().unwrap_or("?").to_string()}</th>
                    <td>{c["kind"].as_str().unwrap_or("").to_string()}</td>
                    <td>{c["copies"].to_string()}</td>
                    <td>{num(c, "ability_per_game")}</td>
                    <td>{num(c, "face_down_per_game")}</td>
                    <td>{num(c, "item_per_game")}</td>
                    <td>{num(c, "bonus_per_game")}</td>
                    <td>{num(c, "points_per_game")}</td>
                    <td>{num(c, "points_per_kept_copy")}</td>
                </tr>
            }
        })
        .collect_view();
    Some(view! {
        <div class="table-scroll lab-cards" tabindex="0" role="region" aria-label="Per card, per game (scrolls sideways)">
            <table data-testid="lab-per-card">
                <caption>"Per card, per game: played for its ability, face down, as an item, by a bonus; points scored"</caption>
                <thead><tr>
                    <th scope="col">"Card"</th><th scope="col">"Kind"</th><th scope="col">"Copies"</th>
                    <th scope="col">"Ability"</th><th scope="col">"Face down"</th><th scope="col">"Item"</th>
                    <th scope="col">"Bonus"</th><th scope="col">"Points"</th><th scope="col">"Points per kept copy"</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    })
}

/// The figures of the run under way so far, redrawn about once a second.
pub fn so_far(lab: LabState) -> impl IntoView {
    move || {
        lab.partial.get().map(|(done, fig)| {
            view! {
                <section class="lab-so-far" data-testid="lab-so-far" data-done=done.to_string() aria-labelledby="lab-so-far-title">
                    <h3 id="lab-so-far-title">{format!("So far: {done} games")}</h3>
                    {charts(&fig, &lab.bots.get_untracked())}
                </section>
            }
        })
    }
}

/// The results of `lab`'s last run.
pub fn results(lab: LabState) -> impl IntoView {
    move || {
        lab.result.get().map(|f| {
            let game = lab.game.id;
            let fig = f.figures.clone();
            let compare = lab.baseline.get().filter(|a| !Arc::ptr_eq(a, &f)).map(|a| {
                view! {
                    <Compare
                        a=Side { label: a.label.clone(), run: a.run.clone(), figures: a.figures.clone() }
                        b=Side { label: f.label.clone(), run: f.run.clone(), figures: f.figures.clone() }
                        numbers=lab.tools.numbers()
                    />
                }
            });
            let (json, csv_text) = (f.json.clone(), csv(&f));
            let (link, notes) = (f.link.clone(), summary(&f));
            let copied = RwSignal::new(false);
            let kept = f.clone();
            let kept_now = Signal::derive({
                let kept = kept.clone();
                move || lab.baseline.with(|b| b.as_ref().is_some_and(|b| Arc::ptr_eq(b, &kept)))
            });
            let replay_index = RwSignal::new("0".to_string());
            let last = f.games - 1;
            let fin = f.clone();
            view! {
                <section class="lab-results" aria-labelledby="lab-results-title">
                    <h3 id="lab-results-title">"Results"</h3>
                    <p data-testid="lab-result" data-json=f.json.clone()>
                        {format!(
                            "{}: {} games in {:.2} s ({:.0} games/s on {} worker{}).",
                            f.label,
                            fig.games,
                            f.seconds,
                            fig.games as f64 / f.seconds.max(1e-9),
                            f.workers,
                            if f.workers == 1 { "" } else { "s" }
                        )}
                    </p>
                    {charts(&fig, &f.bots)}
                    <CountsTable fig=fig.clone() />
                    {per_card(&f.json)}
                    <div class="actions">
                        <button class="secondary" data-testid="lab-export-json" on:click=move |_| { browser::download(&format!("{game}-lab.json"), &json, "application/json"); }>"Download JSON"</button>
                        <button class="secondary" data-testid="lab-export-csv" on:click=move |_| { browser::download(&format!("{game}-lab.csv"), &csv_text, "text/csv"); }>"Download CSV"</button>
                        <button class="secondary" data-testid="lab-link" on:click=move |_| copied.set(browser::copy(&link))>
                            {move || if copied.get() { "Link copied" } else { "Copy a link to this run" }}
                        </button>
                        <button class="secondary" data-testid="lab-keep-a" aria-pressed=move || kept_now.get().to_string()
                            on:click={
                                let kept = kept.clone();
                                move |_| lab.baseline.set(Some(kept.clone()))
                            }>
                            {move || if kept_now.get() { "Kept as A ✓: change a setting, then Run" } else { "Keep as A (compare the next run)" }}
                        </button>
                        // Only while a game is at the table: its notes are where this goes.
                        {move || lab.game.at_table().then(|| view! {
                            <button class="secondary" data-testid="lab-to-notes"
                                title="Adds this summary to the notes of the game at the table (its playtest report)"
                                on:click={
                                    let notes = notes.clone();
                                    move |_| {
                                        let said = if lab.game.add_to_notes(notes.clone()) {
                                            "The run's summary is in the playtest notes of the game at the table."
                                        } else {
                                            "There is no game at the table to add notes to: start one, then add the summary."
                                        };
                                        lab.message.set(Some(said.into()));
                                    }
                                }>"Add to the playtest notes"</button>
                        })}
                    </div>
                    <div class="lab-replay">
                        <label for="lab-replay-index">{format!("Replay game (0 to {last})")}</label>
                        <input id="lab-replay-index" data-testid="lab-replay-index" type="number" min="0" max=last.to_string() prop:value=move || replay_index.get() on:input=move |e| replay_index.set(event_target_value(&e)) />
                        <button class="secondary" data-testid="replay-open" on:click=move |_| {
                            let index = replay_index.get_untracked().trim().parse::<u64>().unwrap_or(0).min(last);
                            lab.tools.lab_replay(ReplayRequest {
                                run: fin.run.clone(),
                                players: fin.players,
                                bots: fin.bots.clone(),
                                index,
                                seed: fin.seed.wrapping_add(index),
                                options_query: fin.options_query.clone(),
                            });
                        }>"Open in the replay viewer"</button>
                    </div>
                    {compare}
                </section>
            }
        })
    }
}
