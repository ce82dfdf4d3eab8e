#!/usr/bin/env node
// The engine in the app's Web Worker, against the native `keeper bench`:
// games per second of four-player Card Keeper with random bots in ONE
// worker (the figure `keeper bench` gives for one core), and the time the
// lab takes, through its own page, for 10,000 four-player games of basic
// against random bots on every worker (`navigator.hardwareConcurrency`),
// with the page's own long tasks (over 50 ms) meanwhile.
//
//   trunk build --release --offline && node scripts/bench-worker.mjs [--games N] [--json FILE]
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const GAMES = Number(arg("games", "100000"));
const PORT = Number(process.env.PORT || 8097);
const DIST = process.env.DIST || "dist";

const server = spawn("node", ["tests/e2e/serve.mjs"], { env: { ...process.env, PORT: String(PORT), DIST }, stdio: "ignore" });
await new Promise((r) => setTimeout(r, 500));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const figures = {};
try {
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
} finally {
  await browser.close();
  server.kill();
}
const text = JSON.stringify(figures, null, 2);
console.log(text);
const out = arg("json", "");
if (out) writeFileSync(out, text);
