//! The lab's results: the report (`lab-result`, with `data-json` exactly
//! as `keeper simulate --json` prints it), charts, A/B against a kept run,
//! exports (JSON, CSV), the run's link, its summary into the playtest
//! notes, and any of its games in the replay viewer.

use crate::shell::browser;
use crate::shell::game::{EngineOf, GameUi};
use crate::shell::lab::bars::Bars;
use crate::shell::lab::compare::{Compare, Side};
use crate::shell::lab::histogram::{bins, Histogram};
use crate::shell::lab::state::{Finished, LabState};
use crate::shell::lab::win_chart::{pct, WinChart};
use crate::shell::replay::state::{Replay, ReplayState};
use crate::shell::routing::Ctx;
use crate::shell::seats::SeatKind;
use crate::shell::settings::Settings;
use crate::shell::state::GameState;
use crate::shell::worker::Helper;
use keep_core::stats::wilson;
use keep_core::{Engine, SavedGame};
use leptos::prelude::*;
use std::sync::Arc;

/// The run's figures as CSV: one line per seat, then the game lengths.
pub fn csv<G: GameUi>(f: &Finished<G>) -> String {
    let fig = &f.figures;
    let mut out = String::from("seat,bot,wins,games,win_rate,low_95,high_95\n");
    for (s, bot) in f.run.bot_names().iter().enumerate() {
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
    out
}

/// A run's summary for the playtest notes.
fn summary<G: GameUi>(f: &Finished<G>) -> String {
    let fig = &f.figures;
    let seats: Vec<String> = f
        .run
        .bot_names()
        .iter()
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

/// The results of game `G`'s last run.
pub fn results<G: GameUi>() -> impl IntoView {
    let lab = LabState::<G>::get();
    move || {
        lab.result.get().map(|f| {
            let game = EngineOf::<G>::GAME;
            let fig = f.figures.clone();
            let players = f.run.players;
            let rows = f
                .run
                .bot_names()
                .iter()
                .enumerate()
                .map(|(s, b)| {
                    (
                        format!("Seat {} ({b})", s + 1),
                        wilson(fig.wins.get(s).copied().unwrap_or(0), fig.games),
                    )
                })
                .collect::<Vec<_>>();
            let compare = lab.baseline.get().filter(|a| !Arc::ptr_eq(a, &f)).map(|a| {
                view! {
                    <Compare
                        a=Side { label: a.label.clone(), figures: a.figures.clone() }
                        b=Side { label: f.label.clone(), figures: f.figures.clone() }
                    />
                }
            });
            let (json, csv_text) = (f.json.clone(), csv(&f));
            let (link, notes) = (f.link.clone(), summary(&f));
            let copied = RwSignal::new(false);
            let kept = f.clone();
            let has_game = Memo::new(move |_| GameState::<G>::get().live.with(Option::is_some));
            let replay_index = RwSignal::new("0".to_string());
            let run = f.run.clone();
            let options = f.options.clone();
            let form_names: Vec<String> = (0..players)
                .map(|s| format!("Seat {} ({})", s + 1, run.bot_names()[s]))
                .collect();
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
                    <div class="charts">
                        <WinChart rows=rows parity=1.0 / players as f64 />
                        <Histogram values=fig.lengths.clone() unit=fig.length_unit.clone() />
                        <Bars title=fig.breakdown_title.clone() entries=fig.breakdown.clone() unit=fig.breakdown_unit.clone() />
                    </div>
                    <div class="actions">
                        <button class="secondary" data-testid="lab-export-json" on:click=move |_| { browser::download(&format!("{game}-lab.json"), &json, "application/json"); }>"Download JSON"</button>
                        <button class="secondary" data-testid="lab-export-csv" on:click=move |_| { browser::download(&format!("{game}-lab.csv"), &csv_text, "text/csv"); }>"Download CSV"</button>
                        <button class="secondary" data-testid="lab-link" on:click=move |_| copied.set(browser::copy(&link))>
                            {move || if copied.get() { "Link copied" } else { "Copy a link to this run" }}
                        </button>
                        <button class="secondary" data-testid="lab-keep-a" on:click=move |_| lab.baseline.set(Some(kept.clone()))>"Keep as A (compare the next run)"</button>
                        <button class="secondary" data-testid="lab-to-notes" disabled=move || !has_game.get()
                            title="Adds this summary to the notes of the game at the table (its playtest report)"
                            on:click=move |_| {
                                let text = notes.clone();
                                GameState::<G>::get().update(|l| {
                                    if !l.session.notes.is_empty() {
                                        l.session.notes.push_str("\n\n");
                                    }
                                    l.session.notes.push_str(&text);
                                });
                                Ctx::get().say("The run's summary is in the playtest notes.");
                            }>"Add to the playtest notes"</button>
                    </div>
                    <div class="lab-replay">
                        <label for="lab-replay-index">{format!("Replay game (0 to {})", f.run.games - 1)}</label>
                        <input id="lab-replay-index" data-testid="lab-replay-index" type="number" min="0" max=(f.run.games - 1).to_string() prop:value=move || replay_index.get() on:input=move |e| replay_index.set(event_target_value(&e)) />
                        <button class="secondary" data-testid="replay-open" on:click=move |_| {
                            let index = replay_index.get_untracked().trim().parse::<u64>().unwrap_or(0).min(run.games - 1);
                            open_replay::<G>(run.clone(), index, form_names.clone(), options.clone());
                        }>"Open in the replay viewer"</button>
                    </div>
                    {compare}
                </section>
            }
        })
    }
}

/// Plays game `index` of `run` again in a worker and opens it in the
/// replay viewer.
fn open_replay<G: GameUi>(
    run: keep_lab::Run<EngineOf<G>>,
    index: u64,
    names: Vec<String>,
    options: G::Options,
) {
    let ctx = Ctx::get();
    let replay = ReplayState::<G>::get();
    let helper = match Helper::start() {
        Ok(h) => h,
        Err(why) => return ctx.say(format!("The game could not be replayed: {why}.")),
    };
    let job = serde_json::json!({"record": {"run": serde_json::to_value(&run).expect("a run serializes"), "index": index}});
    let h = helper.clone();
    helper.ask(EngineOf::<G>::GAME, job, move |reply| {
        h.stop();
        let actions = reply.and_then(|v| {
            serde_json::from_value::<Vec<<EngineOf<G> as Engine>::Action>>(v)
                .map_err(|e| e.to_string())
        });
        let seed = run.game_seed(index);
        let opened = actions.and_then(|actions| {
            let mut game = SavedGame::new(run.players, run.options.clone(), seed);
            game.actions = actions;
            let mut settings = Settings::<G::Options>::new(run.players, seed);
            settings.deal.seats = run.seat_bots().into_iter().map(SeatKind::Bot).collect();
            settings.deal.names = names;
            settings.options = options;
            Replay::new(settings, game)
        });
        match opened {
            Ok(r) => replay.open(r, 0),
            Err(why) => ctx.say(format!("The game could not be replayed: {why}.")),
        }
    });
}
