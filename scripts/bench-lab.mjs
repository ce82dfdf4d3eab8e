#!/usr/bin/env node
// The lab's speed per core against native (issue "The designer's loop"):
// a 40,000-game four-player Card Keeper run of basic and random bots
// through the lab's own page, on as many workers as `--threads` (the
// page's `navigator.hardwareConcurrency`, 2 here), against `keeper
// simulate` on the same number of threads, alternating in one run.
// A page's first run and its later runs are reported apart: the first
// includes whatever the workers had not loaded or optimised yet.
// Times are from the click on Run to the report on screen (the page's own
// clock), and `keeper simulate`'s wall time.
//
//   trunk build --release --offline && cargo build --release -p keeper-cli &&
//   node scripts/bench-lab.mjs [--games 40000] [--pages 5] [--json FILE]
//
// `--bots strong,basic,basic,basic` runs other seats; with a search bot the
// lab searches its own budget (a tenth of the table's) unless `--search N`
// sets it, and `keeper simulate` gets the same `--search-iterations`.
import { execFileSync } from "node:child_process";
import { arg, printFigures, withServedBrowser } from "./bench-browser.mjs";

const GAMES = Number(arg("games", "40000"));
const PAGES = Number(arg("pages", "5"));
const PORT = Number(process.env.PORT || 8098);
const DIST = process.env.DIST || "dist";
const BOTS = arg("bots", "basic,random,basic,random").split(",");
const SEARCHES = BOTS.some((b) => b === "strong" || b === "expert");
// Card Keeper's table searches 1000 iterations a decision; the lab a tenth.
const SEARCH = SEARCHES ? Number(arg("search", "100")) : null;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (x) => Math.round(x * 1000) / 1000;

/** `keeper simulate`'s wall time in seconds, on `threads` threads. */
function native(threads) {
  const start = process.hrtime.bigint();
  execFileSync("target/release/keeper", ["simulate", "--players", "4", "--games", String(GAMES), "--bots", BOTS.join(","), "--threads", String(threads), ...(SEARCH ? ["--search-iterations", String(SEARCH)] : []), "--json"], { stdio: ["ignore", "ignore", "inherit"] });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const first = [], later = [], nat = [];
let threads = 0;
await withServedBrowser(PORT, DIST, async (browser) => {
  for (let p = 0; p < PAGES; p++) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.getByTestId("home").waitFor();
    await page.locator('[data-testid="lab-open"][data-game="card-keeper"]').click();
    await page.getByTestId("lab-players").selectOption("4");
    for (const [i, b] of BOTS.entries()) await page.getByTestId(`lab-seat-kind-${i}`).selectOption(`bot-${b}`);
    await page.getByTestId("lab-games").fill(String(GAMES));
    if (SEARCH) await page.getByTestId("lab-search").fill(String(SEARCH));
    // Someone setting up a run takes a second or more.
    await page.waitForTimeout(1000);
    for (let r = 0; r < 3; r++) {
      const t = await page.evaluate(() => new Promise((resolve) => {
        const was = document.querySelector('[data-testid="lab-result"]')?.getAttribute("data-json");
        let click;
        const seen = new MutationObserver(() => {
          const now = document.querySelector('[data-testid="lab-result"]');
          if (now && now.getAttribute("data-json") !== was) {
            seen.disconnect();
            resolve({ seconds: (performance.now() - click) / 1000, threads: JSON.parse(now.getAttribute("data-json")).settings.threads });
          }
        });
        seen.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
        click = performance.now();
        document.querySelector('[data-testid="lab-run"]').click();
      }));
      threads = t.threads;
      (r === 0 ? first : later).push(t.seconds);
      nat.push(native(threads));
      await page.waitForTimeout(300);
    }
    await page.close();
  }
});
const n = median(nat);
printFigures({
  games: GAMES,
  bots: BOTS.join(","),
  ...(SEARCH ? { search_iterations: SEARCH, lab_later_games_per_second: round(GAMES / median(later)) } : {}),
  workers_and_threads: threads,
  native_seconds_median: round(n),
  lab_first_run_seconds_median: round(median(first)),
  lab_later_runs_seconds_median: round(median(later)),
  ratio_first_run: round(n / median(first)),
  ratio_later_runs: round(n / median(later)),
  runs: { native: nat.map(round), lab_first: first.map(round), lab_later: later.map(round) },
});
