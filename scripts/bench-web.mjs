#!/usr/bin/env node
// The web app's speed figures, measured on the release build in Debian's
// Chromium and printed (never asserted): `trunk build --release --offline`,
// then `node scripts/bench-web.mjs` (the README's "Latest figures" has the
// latest figures, docs/MEASUREMENTS.md what they were before).
//
// - download: the gzipped bytes of every file the page loads before the
//   picker is interactive (what the server sends with `Accept-Encoding:
//   gzip`, as GitHub Pages does), and the budget `scripts/test.sh` holds;
//   the same for each game's own page (play-<game>.html: from the picker's
//   link to a playable table against bots), each game's host page
//   (host-<game>.html: from its own page's move there to a hosted table)
//   and each game's guest page (from an invitation link);
// - navigation → interactive picker: from the start of navigation to the
//   moment the picker's first entry is in the page (the app has mounted and
//   its handlers are attached), over cold loads (a new browser context each);
// - click → repainted table: from each click on the table to the frame that
//   shows its change (and the work before it: the click's updates, laid
//   out), with the CPU slowed 4× (CDP
//   `Emulation.setCPUThrottlingRate`), over whole games of each of the four
//   games against basic bots with no bot delay; the median, p95 and worst,
//   and the work's median over the first and the last third of each game.
//
// - first visit: what a phone's fresh browser pays, counted at a server of
//   its own (scripts/first-visit.mjs: every response, the service worker's
//   included, with max-age caching as GitHub Pages sends): from the app's
//   address to a table against bots and 30 s more, per game; a second visit
//   to that game's page; an invitation to the guest's table and 30 s more.
//
// Options: --runs N (cold loads, default 10), --games N (whole games per
// game, default 2), --throttle R (default 4), --json FILE (also write the
// figures there), --only size|load|clicks|first-visit, --game G (clicks of one game),
// --delay MS (the bots' delay, default 0), --dist DIR (default dist),
// --budget BYTES (with the size: exit 1 when the total passes it; this is
// how `scripts/test.sh` holds the budget), --play-budget BYTES (the same
// for each game's own page, play-<game>.html), --host-budget BYTES (its host
// page, host-<game>.html), --guest-budget BYTES (the same
// for each game's guest page, guest-<game>.html), --profile FILE (with the clicks:
// Chromium's CPU profile of every click's work, self and total time per
// function, into FILE, or FILE.<game> for each game without --game;
// profiling slows the clicks, so their figures are not comparable;
// BENCH_PROFILE_ONLY=TESTID profiles only that control's clicks).
// BENCH_BY_CONTROL=1 also prints each control's click figures (work and script).
// BENCH_DOM_DETAIL=TESTID prints what that control's clicks changed in the
// page (each kind of DOM change, where, and how often: what to make
// finer-grained). BENCH_PROFILE_ROWS=N prints N rows of the profile's total
// times (default 80). BENCH_TRACE=FILE writes Chromium's performance trace
// of each game's clicks to FILE.<n> (each click between the user timing
// marks click-start and click-end: style, layout and script per click).
// BENCH_RAW=FILE writes every click (control, times, DOM changes) as JSON
// (one game: with --game), for scripts/bench-versus.sh.
// BENCH_CSS='...' adds that style sheet to the table before the clicks (to
// measure what a style costs: a transition, a filter).
import { gzipSync } from "node:zlib";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { players } from "../tests/e2e/players.mjs";
import { arg, printFigures, timedClick, withServedBrowser } from "./bench-browser.mjs";
import { countingServer, firstVisit, secondVisit, guestVisit } from "./first-visit.mjs";

const RUNS = Number(arg("runs", 10));
const GAMES = Number(arg("games", 2));
const THROTTLE = Number(arg("throttle", 4));
const ONLY = arg("only", "");
const DELAY = arg("delay", "0");
const GAME = arg("game", "");
const DIST = arg("dist", "dist");
const BUDGET = Number(arg("budget", 0));
const GUEST_BUDGET = Number(arg("guest-budget", 0));
const PLAY_BUDGET = Number(arg("play-budget", 0));
const HOST_BUDGET = Number(arg("host-budget", 0));
const PROFILE = arg("profile", "");
const PORT = 8093;
const BASE = `http://127.0.0.1:${PORT}/`;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : NaN;
};
const round = (x) => Math.round(x * 10) / 10;

/** The gzipped size of each file the page `page` names (the page first). */
export function downloadSize(dir = "dist", page = "index.html") {
  const html = readFileSync(`${dir}/${page}`);
  const names = new Set();
  for (const m of html.toString().matchAll(/(?:href|src)="\/?([^"]+\.(?:wasm|js|css))"/g)) names.add(m[1]);
  for (const m of html.toString().matchAll(/from '\/?([^']+\.js)'|module_or_path: '\/?([^']+\.wasm)'/g)) names.add(m[1] || m[2]);
  const files = [[page, gzipSync(html, { level: 9 }).length]];
  for (const n of names) files.push([n, gzipSync(readFileSync(`${dir}/${n}`), { level: 9 }).length]);
  return { files: Object.fromEntries(files), total: files.reduce((t, [, n]) => t + n, 0) };
}

/** Cold loads: navigation start → the picker's first entry in the page. */
async function loadTimes(browser) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.querySelector('[data-testid="game-card-keeper"]')) {
          window.__interactive = performance.now();
          obs.disconnect();
        }
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(BASE);
    await page.waitForFunction(() => window.__interactive !== undefined);
    times.push(await page.evaluate(() => window.__interactive));
    await context.close();
  }
  return { runs: RUNS, median_ms: round(median(times)), all_ms: times.map(round) };
}

/**
 * `page` for the players' steps, with every click made by `timedClick`
 * inside the page (Playwright's own clicks move the mouse and check the hit
 * target inside the page's event dispatch, which would be counted as the
 * app's time).
 */
function plainClicks(page) {
  const isLocator = (x) => x && typeof x === "object" && /Locator$/.test(x.constructor?.name ?? "");
  const wrap = (loc) =>
    new Proxy(loc, {
      get(target, prop) {
        if (prop === "click") return () => target.evaluate(timedClick);
        const v = target[prop];
        if (typeof v !== "function") return v;
        return (...args) => {
          const r = v.apply(target, args);
          return isLocator(r) ? wrap(r) : r;
        };
      },
    });
  return new Proxy(page, {
    get(target, prop) {
      const v = target[prop];
      if (typeof v !== "function") return v;
      return (...args) => {
        const r = v.apply(target, args);
        return isLocator(r) ? wrap(r) : r;
      };
    },
  });
}

/**
 * Where the page's time went in CPU `profiles` (Chromium's sampled
 * profiles, `--profile FILE`), as text: the time in the app's wasm, its JS
 * glue and the browser's own; then each function's self time, most first;
 * then the first 80 by total time, callees included (wasm functions are
 * named only in a build that keeps its name section).
 */
function profileSummary(profiles) {
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  const nameOf = (f) => `${f.functionName || "(anonymous)"} ${f.url ? f.url.split("/").pop() : ""}`.trim();
  for (const p of profiles) {
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    p.samples.forEach((id, i) => {
      const dt = (p.timeDeltas[i] ?? 0) / 1000;
      const name = nameOf(byId.get(id).callFrame);
      self.set(name, (self.get(name) ?? 0) + dt);
      total += dt;
      const seen = new Set();
      for (let n = id; n !== undefined; n = parent.get(n)) seen.add(nameOf(byId.get(n).callFrame));
      for (const s of seen) inclusive.set(s, (inclusive.get(s) ?? 0) + dt);
    });
  }
  const rows = [...self].sort((a, b) => b[1] - a[1]);
  const line = ([n, ms]) => `${ms.toFixed(1).padStart(9)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${n}`;
  // Where the time went: the app's wasm, its JS glue, the browser's own.
  const kind = (n) => (/\.wasm$/.test(n) ? "wasm" : /\.js$/.test(n) ? "js" : "browser (DOM calls, layout, ...)");
  const kinds = new Map();
  for (const [n, ms] of rows) kinds.set(kind(n), (kinds.get(kind(n)) ?? 0) + ms);
  const totals = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_PROFILE_ROWS ?? 80));
  return [...kinds].map(line).join("\n") + "\n\nSelf time:\n" + rows.map(line).join("\n") + "\n\nTotal time (with callees), first 80:\n" + totals.map(line).join("\n") + "\n";
}

/** Median, p95 and most of the counts `xs`. */
const counts = (xs) => ({ median: median(xs), p95: quantile(xs, 0.95), most: Math.max(...xs) });

/** Median, p95 and worst of `xs`. */
const spread = (xs) => ({ median_ms: round(median(xs)), p95_ms: round(quantile(xs, 0.95)), worst_ms: round(Math.max(...xs)) });

const setups = {
  "card-keeper": ["human", "bot-basic", "bot-basic", "bot-basic"],
  "star-crew": ["human", "bot-basic", "bot-basic", "bot-basic"],
  "keep-n-swap": ["human", "bot-basic"],
  keep: ["human", "bot-basic", "bot-basic", "bot-basic"],
};

/** Whole games of `game` with the CPU slowed: every click's time, per game. */
async function clickTimes(browser, game) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const { snap, step } = players[game];
  const all = [];
  const firstThird = [];
  const lastThird = [];
  // Each click's own CPU profile (console.profile in timedClick).
  const profiles = [];
  cdp.on("Profiler.consoleProfileFinished", (e) => profiles.push(e.profile));
  for (let g = 0; g < GAMES; g++) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.goto(BASE);
    await page.getByTestId("home").click();
    await page.getByTestId(`game-${game}`).click();
    const seats = setups[game];
    if (game !== "keep-n-swap") await page.getByTestId("player-count").selectOption(String(seats.length));
    for (const [i, kind] of seats.entries()) await page.getByTestId(`seat-kind-${i}`).selectOption(kind);
    await page.getByTestId("seed").fill(String(1000 + g));
    await page.getByTestId("bot-delay").selectOption(DELAY);
    await page.getByTestId("start-game").click();
    if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
    await page.evaluate((d) => { window.__clicks = []; window.__domDetail = d; }, process.env.BENCH_DOM_DETAIL ?? "");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
    if (PROFILE) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
      await page.evaluate((only) => (window.__profile = only || true), process.env.BENCH_PROFILE_ONLY ?? "");
    }
    if (process.env.BENCH_TRACE) await cdp.send("Tracing.start", { categories: "devtools.timeline,blink.user_timing,disabled-by-default-devtools.timeline", transferMode: "ReturnAsStream" });
    const plain = plainClicks(page);
    for (let i = 0; i < 6000; i++) {
      const s = await snap(page);
      if (s.over) break;
      if (!(await step(plain, s))) await page.waitForTimeout(20);
    }
    await page.waitForTimeout(200);
    if (process.env.BENCH_TRACE) {
      const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
      await cdp.send("Tracing.end");
      const { stream } = await done;
      let text = "";
      for (;;) {
        const { data, eof } = await cdp.send("IO.read", { handle: stream });
        text += data;
        if (eof) break;
      }
      writeFileSync(`${process.env.BENCH_TRACE}.${g}`, text);
    }
    const clicks = await page.evaluate(() => window.__clicks);
    const third = Math.floor(clicks.length / 3);
    firstThird.push(...clicks.slice(0, third));
    lastThird.push(...clicks.slice(clicks.length - third));
    all.push(...clicks);
  }
  await context.close();
  // BENCH_RAW=FILE: every click (control, times, DOM changes), for adding runs up.
  if (process.env.BENCH_RAW) {
    writeFileSync(process.env.BENCH_RAW, JSON.stringify(all.map(({ id, work, script, frame, changes }) => ({ id, work, script, frame, changes }))));
  }
  // One file per game when several are played (FILE.<game>).
  if (PROFILE) writeFileSync(GAME ? PROFILE : `${PROFILE}.${game}`, profileSummary(profiles));
  if (process.env.BENCH_DOM_DETAIL) {
    // Each distinct change and in how many of the control's clicks, most first.
    const seen = new Map();
    const withDetail = all.filter((c) => c.detail);
    for (const c of withDetail) {
      const per = new Map();
      for (const d of c.detail) per.set(d, (per.get(d) ?? 0) + 1);
      for (const [d, n] of per) seen.set(d, (seen.get(d) ?? 0) + n);
    }
    console.error(`  ${game} ${process.env.BENCH_DOM_DETAIL}: ${withDetail.length} clicks; changes, summed over them:`);
    for (const [d, n] of [...seen].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.error(`  ${String(n).padStart(6)}  ${d}`);
  }
  if (process.env.BENCH_BY_CONTROL) {
    const by = {};
    for (const c of all) (by[c.id] ||= []).push(c);
    for (const [id, cs] of Object.entries(by)) {
      const work = JSON.stringify(spread(cs.map((c) => c.work)));
      const script = JSON.stringify(spread(cs.map((c) => c.script)));
      const changes = JSON.stringify(counts(cs.map((c) => c.changes)));
      console.error(`  ${game} ${id}: ${cs.length} clicks, work ${work}, script ${script}, DOM changes ${changes}`);
    }
  }
  return {
    games: GAMES,
    clicks: all.length,
    script: spread(all.map((c) => c.script)),
    work: spread(all.map((c) => c.work)),
    frame: spread(all.map((c) => c.frame)),
    dom_changes: counts(all.map((c) => c.changes)),
    first_third_work_median_ms: round(median(firstThird.map((c) => c.work))),
    last_third_work_median_ms: round(median(lastThird.map((c) => c.work))),
  };
}

/** What each first visit costs, counted at the server (see the top). */
async function firstVisits(browser) {
  const games = Object.keys(setups);
  const servers = await Promise.all(games.map((_, i) => countingServer(PORT + 10 + i, DIST)));
  try {
    const runs = await Promise.all(games.map((g, i) => firstVisit(browser, servers[i], g, 30_000)));
    const out = { to_table_and_30s: {}, second_visit: {} };
    for (const [i, g] of games.entries()) {
      out.to_table_and_30s[g] = runs[i].total;
      out.second_visit[g] = (await secondVisit(servers[i], runs[i].page, g)).total;
      await runs[i].context.close();
    }
    out.invitation_to_guest_table_and_30s = (await guestVisit(browser, servers[0], 30_000)).total;
    return out;
  } finally {
    servers.forEach((s) => s.kill());
  }
}

async function main() {
  const figures = {};
  if (!ONLY || ONLY === "size") {
    figures.download_gzipped_bytes = downloadSize(DIST);
    // Each game's own page, from the picker's link to a table against bots.
    figures.game_page_gzipped_bytes = Object.fromEntries(
      readdirSync(DIST)
        .filter((f) => /^play-[a-z-]+\.html$/.test(f))
        .map((f) => [f.slice(5, -5), downloadSize(DIST, f).total]),
    );
    // Each game's host page, from its own page's move there to a hosted table.
    figures.host_page_gzipped_bytes = Object.fromEntries(
      readdirSync(DIST)
        .filter((f) => /^host-[a-z-]+\.html$/.test(f))
        .map((f) => [f.slice(5, -5), downloadSize(DIST, f).total]),
    );
    // Each game's guest page, from an invitation link to the guest's table.
    figures.guest_page_gzipped_bytes = Object.fromEntries(
      readdirSync(DIST)
        .filter((f) => /^guest-[a-z-]+\.html$/.test(f))
        .map((f) => [f.slice(6, -5), downloadSize(DIST, f).total]),
    );
  }
  if (ONLY !== "size") {
    await withServedBrowser(PORT, DIST, async (browser) => {
      if (!ONLY || ONLY === "first-visit") figures.first_visit_bytes = await firstVisits(browser);
      if (!ONLY || ONLY === "load") figures.navigation_to_interactive_picker = await loadTimes(browser);
      if (!ONLY || ONLY === "clicks") {
        figures[`click_to_repainted_table_cpu_${THROTTLE}x`] = {};
        for (const game of Object.keys(setups).filter((g) => !GAME || g === GAME)) {
          figures[`click_to_repainted_table_cpu_${THROTTLE}x`][game] = await clickTimes(browser, game);
          console.error(`${game}: ${JSON.stringify(figures[`click_to_repainted_table_cpu_${THROTTLE}x`][game])}`);
        }
      }
    });
  }
  printFigures(figures);
  const total = figures.download_gzipped_bytes?.total;
  if (BUDGET && total !== undefined) {
    if (total > BUDGET) {
      console.error(`download ${total} bytes gzipped is over the budget of ${BUDGET} bytes`);
      process.exit(1);
    }
    console.error(`download ${total} bytes gzipped, within the budget of ${BUDGET} bytes`);
  }
  const plays = Object.entries(figures.game_page_gzipped_bytes ?? {});
  if (PLAY_BUDGET && plays.length) {
    const over = plays.filter(([, n]) => n > PLAY_BUDGET);
    for (const [g, n] of over) console.error(`${g}'s own page: ${n} bytes gzipped is over the budget of ${PLAY_BUDGET} bytes`);
    if (over.length) process.exit(1);
    console.error(`every game's own page within the budget of ${PLAY_BUDGET} bytes`);
  }
  const hosts = Object.entries(figures.host_page_gzipped_bytes ?? {});
  if (HOST_BUDGET && hosts.length) {
    const over = hosts.filter(([, n]) => n > HOST_BUDGET);
    for (const [g, n] of over) console.error(`${g}'s host page: ${n} bytes gzipped is over the budget of ${HOST_BUDGET} bytes`);
    if (over.length) process.exit(1);
    console.error(`every host page within the budget of ${HOST_BUDGET} bytes`);
  }
  const guests = Object.entries(figures.guest_page_gzipped_bytes ?? {});
  if (GUEST_BUDGET && guests.length) {
    const over = guests.filter(([, n]) => n > GUEST_BUDGET);
    for (const [g, n] of over) console.error(`${g}'s guest page: ${n} bytes gzipped is over the budget of ${GUEST_BUDGET} bytes`);
    if (over.length) process.exit(1);
    console.error(`every guest page within the budget of ${GUEST_BUDGET} bytes`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
