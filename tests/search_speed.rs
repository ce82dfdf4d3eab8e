//! A benchmark, not a check (never run by `scripts/test.sh`): the strong
//! bot's milliseconds per decision in WebAssembly in headless Chromium,
//! printed. Run it optimised:
//! `cargo test --release -p keep-table --target wasm32-unknown-unknown --test search_speed`
//! (the `release` profile: rule crates at full optimisation, as a worker's
//! build would be).
#![cfg(target_arch = "wasm32")]

use keep_core::sim::{time_summary, timed_decisions};
use keep_core::{BotKind, Engine};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Milliseconds since the page started.
fn now() -> f64 {
    js_sys::Reflect::get(&js_sys::global(), &"performance".into())
        .ok()
        .and_then(|p| js_sys::Reflect::get(&p, &"now".into()).ok().map(|f| (p, f)))
        .and_then(|(p, f)| js_sys::Function::from(f).call0(&p).ok())
        .and_then(|v| v.as_f64())
        .unwrap_or_else(js_sys::Date::now)
}

/// Lets the page breathe (the test runner polls it) between games.
async fn breathe() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let set_timeout = js_sys::Reflect::get(&js_sys::global(), &"setTimeout".into())
            .map(js_sys::Function::from)
            .expect("setTimeout");
        let _ = set_timeout.call2(&js_sys::global(), &resolve, &0.into());
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// `games` games of `players` seats with `strong` in seat 0 and `basic` in
/// the others; prints the median, 95th percentile and worst decision.
async fn time<E: Engine>(players: usize, games: u64) {
    let mut times = Vec::new();
    for seed in 1..=games {
        let t = timed_decisions::<E>(players, seed, BotKind::Strong, &mut now);
        times.extend(t.expect("the bot chose legal actions"));
        breathe().await;
    }
    let (median, p95, worst) = time_summary(&mut times);
    console_log!(
        "{}: strong in seat 0 of {players}, {games} games, {} decisions in wasm: median {:.2} ms, 95th percentile {:.2} ms, worst {:.2} ms",
        E::TITLE,
        times.len(),
        median,
        p95,
        worst
    );
}

#[wasm_bindgen_test]
async fn card_keeper_two_players() {
    time::<card_keeper::Position>(2, 20).await;
}

#[wasm_bindgen_test]
async fn card_keeper_four_players() {
    time::<card_keeper::Position>(4, 5).await;
}

#[wasm_bindgen_test]
async fn star_crew() {
    time::<star_crew::Position>(2, 20).await;
}

#[wasm_bindgen_test]
async fn keep_n_swap() {
    time::<keep_n_swap::Position>(2, 20).await;
}

#[wasm_bindgen_test]
async fn keep() {
    time::<keep::Position>(2, 20).await;
}
