//! The lab's sweep: one of the game's numbers over a range, one run per
//! value on the same seeds (so the differences are the rule's, not luck's),
//! the rules' value always among them as the baseline. Its result: a chart
//! per figure against the value, a line in words per value, and
//! `lab-sweep-result`'s `data-json`, the reports `keeper simulate --sweep
//! --json` prints (one per value, each the report of `keeper simulate
//! --json` for that value).

use crate::shell::lab::progress::{scroll_to_progress, scroll_to_soon, Progress};
use crate::shell::lab::runner;
use crate::shell::lab::state::LabState;
use crate::shell::lab::sweep_chart::SweepChart;
use crate::shell::lab::sweep_state::SweepDone;
use keep_core::variant::Number;
use keep_lab::compare::{sweep_values, verdict_rows, Figure};
use keep_lab::Figures;
use leptos::prelude::*;
use std::sync::Arc;

/// Reads a value of the sweep's range.
fn value(text: &str, which: &str) -> Result<u16, String> {
    text.trim()
        .parse::<u16>()
        .map_err(|_| format!("Sweep: the {which} value must be a whole number."))
}

impl LabState {
    /// Starts the sweep of the form's settings (stopping a run under way).
    pub fn start_sweep(&self) {
        self.cancel_quietly();
        let sw = self.sweep;
        let numbers = self.tools.numbers();
        let planned = (|| {
            let c = self.checked()?;
            let number = *numbers
                .get(sw.field.get_untracked())
                .ok_or("Sweep: choose a number to sweep.")?;
            let values = sweep_values(
                &number,
                value(&sw.from.get_untracked(), "first")?,
                value(&sw.to.get_untracked(), "last")?,
            )
            .map_err(|e| format!("Sweep: {e}."))?;
            let mut runs = Vec::new();
            for &v in &values {
                let options = self
                    .tools
                    .lab_options(c.players, Some((sw.field.get_untracked(), v)))
                    .map_err(|e| format!("Sweep, {} = {v}: {e}", number.label))?;
                runs.push(c.run_json(&options));
            }
            let label = self.label(&c, &self.tools.lab_options(c.players, None)?);
            Ok::<_, String>((c, number, values, runs, label))
        })();
        let (c, number, values, runs, label) = match planned {
            Ok(p) => p,
            Err(why) => return self.message.set(Some(why)),
        };
        self.message.set(None);
        self.partial.set(None);
        sw.result.set(None);
        self.busy.set(true);
        self.settings_open.set(false);
        let total = c.games * values.len() as u64;
        self.progress.set(Some(Progress {
            done: 0,
            total,
            elapsed: 0.0,
        }));
        let plan = Arc::new(Plan {
            number,
            values,
            runs,
            games: c.games,
            label,
            started: runner::now_ms(),
        });
        step(*self, plan, Vec::new(), Vec::new());
    }
}

/// A sweep under way: what it plays.
struct Plan {
    number: Number,
    values: Vec<u16>,
    runs: Vec<serde_json::Value>,
    games: u64,
    label: String,
    started: f64,
}

/// Plays the sweep's next value (`reports` and `figures` hold those done),
/// then the one after it, and sets the result after the last.
fn step(lab: LabState, plan: Arc<Plan>, reports: Vec<String>, figures: Vec<Figures>) {
    let i = reports.len();
    if i == plan.values.len() {
        lab.running.set_value(None);
        lab.busy.set(false);
        lab.sweep.result.set(Some(Arc::new(SweepDone {
            number: plan.number,
            values: plan.values.clone(),
            reports,
            figures,
            label: plan.label.clone(),
        })));
        scroll_to_soon("lab-sweep-title");
        return;
    }
    let (games, before) = (plan.games, plan.games * i as u64);
    let total = games * plan.values.len() as u64;
    let started = plan.started;
    let next = plan.clone();
    let run = runner::start(
        lab.game.id,
        plan.runs[i].clone(),
        games,
        runner::worker_count(),
        move |done| {
            lab.progress.set(Some(Progress {
                done: before + done,
                total,
                elapsed: runner::now_ms() - started,
            }))
        },
        |_, _| {},
        move |outcome| match outcome {
            Ok((json, fig)) => {
                let (mut reports, mut figures) = (reports, figures);
                reports.push(json);
                figures.push(fig);
                step(lab, next, reports, figures);
            }
            Err(why) => {
                lab.running.set_value(None);
                lab.busy.set(false);
                lab.message.set(Some(format!("The sweep failed: {why}.")));
            }
        },
    );
    match run {
        Ok(r) => lab.running.set_value(Some(r)),
        Err(why) => {
            lab.busy.set(false);
            lab.message
                .set(Some(format!("The sweep could not start: {why}.")));
        }
    }
}

/// The sweep's settings: the number, its range, and Run sweep.
pub fn sweep_form(lab: LabState) -> impl IntoView {
    let sw = lab.sweep;
    let numbers = lab.tools.numbers();
    let chosen = move || numbers.get(sw.field.get()).copied();
    view! {
        <details class="lab-sweep" data-testid="lab-sweep">
            <summary>"Sweep one number or yes/no ruling: a run per value, on the same deals"</summary>
            <p class="hint">"Plays the run above once for each value (and the rules' value, to compare with), every value on the same seeds, so what differs is the rule's doing and not luck's."</p>
            <div class="lab-form">
                <div class="field">
                    <label for="lab-sweep-field">"Number"</label>
                    <select id="lab-sweep-field" data-testid="lab-sweep-field" on:change=move |ev| {
                        if let Ok(i) = event_target_value(&ev).parse::<usize>() {
                            sw.field.set(i);
                            if let Some(n) = numbers.get(i) {
                                let (from, to) = if n.switch {
                                    (n.min, n.max)
                                } else {
                                    (n.rules.saturating_sub(2).max(n.min), (n.rules + 2).min(n.max))
                                };
                                sw.from.set(from.to_string());
                                sw.to.set(to.to_string());
                            }
                        }
                    }>
                        {numbers
                            .iter()
                            .enumerate()
                            .map(|(i, n)| view! {
                                <option value=i.to_string() selected=move || sw.field.get() == i>{format!("{}{} ({})", n.label, if n.switch { "?" } else { "" }, n.name)}</option>
                            })
                            .collect_view()}
                    </select>
                </div>
                <div class="sweep-range">
                    <div class="field">
                        <label for="lab-sweep-from">"From"</label>
                        <input id="lab-sweep-from" data-testid="lab-sweep-from" type="number" inputmode="numeric" prop:value=move || sw.from.get() on:input=move |ev| sw.from.set(event_target_value(&ev)) />
                    </div>
                    <div class="field">
                        <label for="lab-sweep-to">"To"</label>
                        <input id="lab-sweep-to" data-testid="lab-sweep-to" type="number" inputmode="numeric" prop:value=move || sw.to.get() on:input=move |ev| sw.to.set(event_target_value(&ev)) />
                    </div>
                </div>
                <p class="hint">{move || chosen().map(|n| if n.switch {
                    format!("{}: a yes or no ruling (0 = no, 1 = yes); the rules say {}. The sweep plays both.", n.label, n.show(n.rules))
                } else {
                    format!("{}: the rules say {}; it can be {} to {}.", n.label, n.rules, n.min, n.max)
                })}</p>
                <div class="actions">
                    <button class="primary" data-testid="lab-sweep-run" disabled=move || lab.busy.get() on:click=move |_| {
                        lab.start_sweep();
                        if lab.busy.get_untracked() {
                            scroll_to_progress();
                        }
                    }>"Run the sweep"</button>
                </div>
            </div>
        </details>
    }
}

/// The last sweep's result: a chart per figure, a line per value.
pub fn sweep_results(lab: LabState) -> impl IntoView {
    move || {
        lab.sweep.result.get().map(|s| {
            let rules = s.rules().clone();
            let charts = Figure::all(&s.figures.iter().collect::<Vec<_>>())
                .into_iter()
                .map(|f| {
                    let rows: Vec<(u16, keep_lab::compare::Estimate)> =
                        s.values.iter().zip(&s.figures).map(|(v, fig)| (*v, f.estimate(fig))).collect();
                    view! { <SweepChart shown=f.in_run(&rules) name=f.name(&rules) number=s.number rows /> }
                })
                .collect_view();
            let verdicts = s
                .values
                .iter()
                .zip(&s.figures)
                .map(|(v, fig)| verdict_body(&s.number, *v, &rules, fig))
                .collect_view();
            let json = s.json();
            let game = lab.game.id;
            let download = json.clone();
            view! {
                <section class="lab-results lab-sweep-results" data-testid="lab-sweep-result" data-json=json aria-labelledby="lab-sweep-title">
                    <h3 id="lab-sweep-title">{format!("Sweep of {} ({})", s.number.label, s.number.name)}</h3>
                    <p class="hint">{format!("{}; the values {}, each on the same games.", s.label, s.values.iter().map(u16::to_string).collect::<Vec<_>>().join(", "))}</p>
                    <div class="table-scroll" tabindex="0" role="region" aria-labelledby="lab-verdicts-caption">
                        <table class="lab-verdicts">
                            <caption id="lab-verdicts-caption">"Against the rules' value, beyond chance (95%)"</caption>
                            <thead>
                                <tr>
                                    <th scope="col">"Value"</th>
                                    <th scope="col">"Figure"</th>
                                    <th scope="col">"Here"</th>
                                    <th scope="col">"Rules"</th>
                                    <th scope="col">"Difference"</th>
                                    <th scope="col">"95% interval"</th>
                                    <th scope="col">"Verdict"</th>
                                </tr>
                            </thead>
                            {verdicts}
                        </table>
                    </div>
                    <div class="charts">{charts}</div>
                    <div class="actions">
                        <button class="secondary" data-testid="lab-sweep-export" on:click=move |_| {
                            crate::shell::frame::browser::download(&format!("{game}-sweep.json"), &download, "application/json");
                        }>"Download the reports (JSON)"</button>
                    </div>
                </section>
            }
        })
    }
}

/// One value's rows of the sweep's verdict table (`lab-sweep-verdict`, a
/// `<tbody>`): the baseline, within chance on every figure, or a row per
/// figure that differs beyond chance.
fn verdict_body(number: &Number, value: u16, rules: &Figures, run: &Figures) -> impl IntoView {
    let what = format!("{} = {}", number.label, number.show(value));
    let (kind, rows) = match verdict_rows(number, value, rules, run) {
        None => ("baseline", Vec::new()),
        Some(rows) if rows.is_empty() => ("within", Vec::new()),
        Some(rows) => ("differs", rows),
    };
    let body = if rows.is_empty() {
        let words = if kind == "baseline" {
            "the rules as written, the baseline"
        } else {
            "within chance of the rules as written on every figure"
        };
        view! {
            <tr>
                <th scope="row">{what}</th>
                <td colspan="5" class="lab-verdict-all">"every figure"</td>
                <td>{words}</td>
            </tr>
        }
        .into_any()
    } else {
        let span = rows.len().to_string();
        rows.into_iter()
            .enumerate()
            .map(|(i, r)| {
                let head = (i == 0).then(|| view! { <th scope="rowgroup" rowspan=span.clone()>{what.clone()}</th> });
                view! {
                    <tr>
                        {head}
                        <td>{r.figure}</td>
                        <td>{r.value}</td>
                        <td>{r.rules}</td>
                        <td>{r.diff}</td>
                        <td>{format!("[{} to {}]", r.low, r.high)}</td>
                        <td>{if r.higher { "higher, beyond chance" } else { "lower, beyond chance" }}</td>
                    </tr>
                }
            })
            .collect_view()
            .into_any()
    };
    view! {
        <tbody data-testid="lab-sweep-verdict" data-value=value.to_string() data-verdict=kind>{body}</tbody>
    }
}
