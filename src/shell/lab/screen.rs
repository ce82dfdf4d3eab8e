//! The lab's screen: the run's settings, Run and Cancel, the progress bar
//! and the results.

use crate::shell::frame::routing::{Ctx, Screen};
use crate::shell::lab::progress::scroll_to_progress;
use crate::shell::lab::results::{results, so_far};
use crate::shell::lab::state::{lab_search, searches, LabState, MAX_GAMES, MAX_SEARCH};
use crate::shell::plug::seats::{BotKind, SeatKind};
use leptos::prelude::*;

/// The lab screen of `lab`'s game, with the game's own options form.
pub fn lab_screen(lab: LabState, options_form: AnyView) -> impl IntoView {
    let ctx = Ctx::get();
    let (game, title) = (lab.game.id, lab.game.title);
    let (min, max) = lab.game.players;
    let running = lab.busy;
    // A run is stopped when the lab is left, and the idle workers too.
    on_cleanup(move || {
        lab.cancel_quietly();
        super::runner::rest();
    });
    // Settings unfolded on a lab without results (folded over the last
    // result, coming back to it from the replay viewer).
    lab.settings_open.set(lab.result.get_untracked().is_none());
    // The run's workers load while the run is being set up.
    super::runner::warm(game, min, super::runner::worker_count());
    view! {
        <section class="lab" data-testid="lab" data-game=game aria-labelledby="lab-title">
            <h2 id="lab-title">{format!("{title} lab: let bots play many games")}</h2>
            <p class="hint">"Bots play many games in this browser (one worker per core), and the figures say who wins how often and how long games last. Game i is dealt from the first seed + i, so the same run always gives the same figures (the command line's keeper simulate gives them too)."</p>
            // Folded once a run starts, so that its progress and results are
            // in view; its summary says what the run is.
            <details class="lab-settings" data-testid="lab-settings" prop:open=move || lab.settings_open.get()
                on:toggle=move |ev| lab.settings_open.set(event_target::<web_sys::Element>(&ev).has_attribute("open"))>
            <summary>{move || settings_summary(lab)}</summary>
            <div class="lab-form">
                {(min < max).then(|| view! {
                    <div class="field">
                        <label for="lab-players">"Players"</label>
                        <select id="lab-players" data-testid="lab-players" on:change=move |ev| {
                            if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                                lab.set_players(n);
                            }
                        }>
                            {(min..=max)
                                .map(|n| view! { <option value=n.to_string() selected=move || lab.players.get() == n>{n.to_string()}</option> })
                                .collect_view()}
                        </select>
                    </div>
                })}
                <fieldset class="seats">
                    <legend>"A bot in each seat"</legend>
                    {move || {
                        (0..lab.players.get())
                            .map(|i| {
                                let id = format!("lab-seat-kind-{i}");
                                view! {
                                    <div class="seat-row">
                                        <label for=id.clone()>{format!("Seat {}", i + 1)}</label>
                                        <select id=id.clone() data-testid=id on:change=move |ev| {
                                            if let Some(SeatKind::Bot(b)) = SeatKind::parse(&event_target_value(&ev)) {
                                                lab.bots.update(|s| if let Some(x) = s.get_mut(i) { *x = b });
                                            }
                                        }>
                                            {BotKind::ALL
                                                .into_iter()
                                                .map(|b| {
                                                    let k = SeatKind::Bot(b);
                                                    view! { <option value=k.as_str() selected=move || lab.bots.with(|s| s.get(i) == Some(&b))>{k.short()}</option> }
                                                })
                                                .collect_view()}
                                        </select>
                                    </div>
                                }
                            })
                            .collect_view()
                    }}
                </fieldset>
                // The search bots' budget, offered when a seat has one.
                {move || searches(&lab.bots.get()).then(|| view! {
                    <div class="field">
                        <label for="lab-search">"Search: iterations a decision (strong bot; expert ×4)"</label>
                        <input id="lab-search" data-testid="lab-search" type="number" min="1" max=MAX_SEARCH.to_string() inputmode="numeric" aria-describedby="lab-search-hint" prop:value=move || lab.search.get() on:input=move |ev| lab.search.set(event_target_value(&ev)) />
                        <p class="hint" id="lab-search-hint">{format!(
                            "At the table the strong bot searches {} iterations a decision. The lab's {} (a tenth) plays about ten times as many games a second; a bigger number plays closer to the table's bot, and slower.",
                            lab.game.search,
                            lab_search(lab.game.search)
                        )}</p>
                    </div>
                })}
                <div class="field">
                    <label for="lab-games">"Games"</label>
                    <input id="lab-games" data-testid="lab-games" type="number" min="1" max=MAX_GAMES.to_string() inputmode="numeric" prop:value=move || lab.games.get() on:input=move |ev| lab.games.set(event_target_value(&ev)) />
                </div>
                <div class="field">
                    <label for="lab-seed">"First seed"</label>
                    <input id="lab-seed" data-testid="lab-seed" type="text" inputmode="numeric" autocomplete="off" prop:value=move || lab.seed.get() on:input=move |ev| lab.seed.set(event_target_value(&ev)) />
                </div>
                {options_form}
            </div>
            </details>
            <div class="lab-form">
                <div class="actions">
                    <button class="primary" data-testid="lab-run" disabled=move || running.get() on:click=move |_| {
                        lab.start();
                        if lab.busy.get_untracked() {
                            scroll_to_progress();
                        }
                    }>"Run"</button>
                    <button class="secondary" data-testid="lab-cancel" disabled=move || !running.get() on:click=move |_| lab.cancel()>"Cancel"</button>
                    // Back to the game at the table, or, with none, to its setup.
                    <button class="secondary" data-testid="lab-back" on:click=move |_| {
                        let at_table = untrack(|| lab.game.at_table());
                        ctx.screen.set(if at_table { Screen::Table(game) } else { Screen::Setup(game) })
                    }>{move || if lab.game.at_table() { "Back to the game" } else { "Set up a game" }}</button>
                </div>
            </div>
            {super::sweep::sweep_form(lab)}
            {move || lab.message.get().map(|m| view! { <p class="notice-inline" role="status">{m}</p> })}
            {move || lab.progress.get().map(|p| {
                let left = p.seconds_left().filter(|_| running.get()).map(|s| format!("{s:.1}")).unwrap_or_default();
                view! {
                    <div class="lab-progress" id="lab-progress">
                        <progress data-testid="lab-progress" data-done=p.done.to_string() data-total=p.total.to_string() max=p.total.to_string() value=p.done.to_string() aria-label="Games played"></progress>
                        <span data-testid="lab-eta" data-seconds=left>{p.words()}</span>
                    </div>
                }
            })}
            {so_far(lab)}
            {super::sweep::sweep_results(lab)}
            {results(lab)}
        </section>
    }
}

/// The folded settings' summary: the run they set up, in a few words.
fn settings_summary(lab: LabState) -> String {
    let bots = lab.bots.with(|b| {
        let mut kinds: Vec<(&str, usize)> = Vec::new();
        for k in b {
            let name = SeatKind::Bot(*k).short();
            match kinds.iter_mut().find(|(n, _)| *n == name) {
                Some((_, c)) => *c += 1,
                None => kinds.push((name, 1)),
            }
        }
        kinds
            .into_iter()
            .map(|(n, c)| {
                if c == 1 {
                    n.to_string()
                } else {
                    format!("{n} ×{c}")
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    });
    let search = if lab.bots.with(|b| searches(b)) {
        format!(", search {}", lab.search.get().trim())
    } else {
        String::new()
    };
    format!(
        "Run settings: {} players ({bots}{search}), {} games from seed {}",
        lab.players.get(),
        lab.games.get().trim(),
        lab.seed.get().trim()
    )
}
