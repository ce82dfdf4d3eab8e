#!/usr/bin/env node
// The engine in the app's Web Worker, against the native `keeper bench`:
// games per second of four-player Card Keeper with random bots in ONE
// worker (the figure `keeper bench` gives for one core), and the time the
// lab takes, through its own page, for 10,000 four-player games of basic
// against random bots on every worker (`navigator.hardwareConcurrency`),
// with the page's own long tasks (over 50 ms) meanwhile; and the strong
// bot's milliseconds per decision in the shipped worker (each including
// the replay of the saved game the worker decides from).
//
//   trunk build --release --offline && node scripts/bench-worker.mjs [--games N] [--json FILE]
import { readFileSync } from "node:fs";
import { arg, printFigures, withServedBrowser } from "./bench-browser.mjs";

const GAMES = Number(arg("games", "100000"));
const PORT = Number(process.env.PORT || 8097);
const DIST = process.env.DIST || "dist";

const figures = {};
await withServedBrowser(PORT, DIST, async (browser) => {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.getByTestId("home").waitFor();
  // One worker, random bots: the engine's own speed.
  figures.one_worker_random_4p = await page.evaluate(async (games) => {
    const w = new Worker(document.querySelector("link[rel=keep-worker]").getAttribute("href"));
    await new Promise((r) => (w.onmessage = (e) => e.data === "ready" && r()));
    const run = { players: 4, games, seed: 1, bots: ["random"] };
    const ask = (from, to) =>
      new Promise((r) => {
        w.onmessage = (e) => r(JSON.parse(e.data));
        w.postMessage(JSON.stringify({ id: 1, game: "card-keeper", job: { play: { run, from, to } } }));
      });
    await ask(0, 2000); // warm up
    const start = performance.now();
    const reply = await ask(0, games);
    const seconds = (performance.now() - start) / 1000;
    w.terminate();
    return { games: reply.ok.games, seconds, games_per_second: Math.round(reply.ok.games / seconds) };
  }, GAMES);
  console.error(`one worker: ${JSON.stringify(figures.one_worker_random_4p)}`);
  // The strong bot's decisions in the shipped worker: a game of each
  // setting is recorded, and seat 0's decision timed at each of its turns.
  const starter = JSON.parse(readFileSync("crates/keep/cards/starter.json", "utf8"));
  figures.strong_decision_ms = await page.evaluate(async (starter) => {
    const w = new Worker(document.querySelector("link[rel=keep-worker]").getAttribute("href"));
    await new Promise((r) => (w.onmessage = (e) => e.data === "ready" && r()));
    let id = 0;
    const ask = (game, job) =>
      new Promise((r) => {
        w.onmessage = (e) => r(JSON.parse(e.data));
        w.postMessage(JSON.stringify({ id: ++id, game, job }));
      });
    const out = {};
    for (const [game, players, games] of [["card-keeper", 2, 4], ["card-keeper", 4, 2], ["star-crew", 2, 3], ["keep-n-swap", 2, 3], ["keep", 2, 3]]) {
      const times = [];
      for (let g = 0; g < games; g++) {
        const run = { players, games, seed: 11, bots: ["strong", "basic"] };
        const actions = (await ask(game, { record: { run, index: g } })).ok;
        for (let k = 0; k < actions.length; k++) {
          const saved = { players, seed: 11 + g, actions: actions.slice(0, k) };
          if (game === "keep") saved.cards = starter;
          const start = performance.now();
          const r = await ask(game, { decide: { saved, kind: "strong", seat: 0 } });
          if (r.ok !== undefined) times.push(performance.now() - start);
        }
      }
      times.sort((a, b) => a - b);
      const at = (q) => Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * q) - 1)] * 10) / 10;
      out[`${game} ${players}p`] = { decisions: times.length, median_ms: at(0.5), p95_ms: at(0.95), worst_ms: at(1) };
    }
    w.terminate();
    return out;
  }, starter);
  console.error(`strong decisions: ${JSON.stringify(figures.strong_decision_ms)}`);
  // The lab's own page: 10,000 games, basic against random, every worker.
  await page.locator('[data-testid="lab-open"][data-game="card-keeper"]').click();
  await page.getByTestId("lab-players").selectOption("4");
  for (const [i, b] of ["basic", "random", "basic", "random"].entries()) {
    await page.getByTestId(`lab-seat-kind-${i}`).selectOption(`bot-${b}`);
  }
  await page.getByTestId("lab-games").fill("10000");
  // The page's own long tasks (over 50 ms) while the run goes on.
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((l) => window.__long.push(...l.getEntries().map((e) => e.duration)))
      .observe({ type: "longtask" });
  });
  const start = Date.now();
  await page.getByTestId("lab-run").click();
  await page.getByTestId("lab-result").waitFor({ timeout: 120_000 });
  const wall = (Date.now() - start) / 1000;
  const long = await page.evaluate(() => window.__long);
  const report = JSON.parse(await page.getByTestId("lab-result").getAttribute("data-json"));
  figures.lab_10000_basic_vs_random_4p = {
    workers: report.settings.threads,
    seconds_click_to_report: wall,
    seconds_reported: report.seconds,
    page_long_tasks: long.length,
    page_longest_task_ms: Math.max(0, ...long),
  };
  console.error(`lab: ${JSON.stringify(figures.lab_10000_basic_vs_random_4p)}`);
});
printFigures(figures);
