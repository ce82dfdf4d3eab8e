// The lab plays runs in Web Workers and reports exactly what `keeper
// simulate --json` prints for the same settings (timing fields aside).
import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { customList, startGame, openLabSettings } from "./helpers.mjs";

const target = process.env.CARGO_TARGET_DIR || "target";
const KEEPER = path.resolve(target, "release", "keeper");

/** The report without the figures that depend on the machine. */
function clean(v) {
  if (Array.isArray(v)) return v.map(clean);
  if (v && typeof v === "object") {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => !["seconds", "games_per_second", "threads"].includes(k))
        .map(([k, x]) => [k, clean(x)]),
    );
  }
  return v;
}

function keeper(args) {
  if (!existsSync(KEEPER)) execFileSync("cargo", ["build", "--release", "--locked", "--bin", "keeper"], { stdio: "inherit" });
  return JSON.parse(execFileSync(KEEPER, ["simulate", ...args, "--json"], { encoding: "utf8" }));
}

/** Opens `game`'s lab from the picker and fills in a run. */
async function setUp(page, { game, players, bots, games, seed, search, rulings = {} }) {
  await page.goto("/");
  await page.getByTestId("home").click();
  await page.locator(`[data-testid="lab-open"][data-game="${game}"]`).click();
  await expect(page.locator(`[data-testid="lab"][data-game="${game}"]`)).toBeVisible();
  if (players) await page.getByTestId("lab-players").selectOption(String(players));
  for (const [i, b] of bots.entries()) await page.getByTestId(`lab-seat-kind-${i}`).selectOption(`bot-${b}`);
  await page.getByTestId("lab-games").fill(String(games));
  await page.getByTestId("lab-seed").fill(String(seed));
  // The search field is offered only to a run with a search bot.
  const searching = bots.some((b) => b === "strong" || b === "expert");
  await expect(page.getByTestId("lab-search")).toHaveCount(searching ? 1 : 0);
  if (search) await page.getByTestId("lab-search").fill(String(search));
  for (const [id, value] of Object.entries(rulings)) await page.getByTestId(`ruling-${id}`).selectOption(value);
}

const RUNS = [
  { game: "card-keeper", players: 4, bots: ["basic", "random", "basic", "random"], games: 400, seed: 7, rulings: { V2: "burn_pile" }, flags: ["--V2", "burn_pile"] },
  { game: "star-crew", players: 3, bots: ["random", "basic", "random"], games: 300, seed: 11, flags: [] },
  { game: "keep-n-swap", bots: ["basic", "random"], games: 300, seed: 3, flags: [] },
  { game: "keep", players: 3, bots: ["basic", "random", "basic"], games: 120, seed: 5, flags: [] },
  // The search bot in the lab decides as in `keeper simulate --bots strong`
  // at the lab's budget: a tenth of the table's by default (Keep'n Swap's
  // 500), or the number typed in the search field.
  { game: "keep-n-swap", bots: ["strong", "basic"], games: 6, seed: 21, flags: ["--search-iterations", "50"] },
  { game: "card-keeper", players: 4, bots: ["strong", "basic", "basic", "basic"], games: 16, seed: 2, search: 60, flags: ["--search-iterations", "60"] },
];

for (const r of RUNS) {
  test(`${r.game}, ${r.bots.join(" ")}: a lab run reports what keeper simulate prints`, async ({ page }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await setUp(page, r);
    await page.getByTestId("lab-run").click();
    const result = page.getByTestId("lab-result");
    await expect(result).toBeVisible({ timeout: 60_000 });
    const progress = page.getByTestId("lab-progress");
    await expect(progress).toHaveAttribute("data-total", String(r.games));
    await expect(progress).toHaveAttribute("data-done", String(r.games));
    // The settings folded when the run started, and the new result is brought
    // into view, its heading at the top.
    expect(await page.getByTestId("lab-settings").getAttribute("open")).toBeNull();
    await expect(page.locator("#lab-results-title")).toBeInViewport();
    const lab = JSON.parse(await result.getAttribute("data-json"));
    const args = ["--game", r.game, "--games", String(r.games), "--seed", String(r.seed), "--bots", r.bots.join(","), ...r.flags];
    if (r.players) args.push("--players", String(r.players));
    expect(clean(lab)).toEqual(clean(keeper(args)));
    // Three charts are drawn, with words for those who cannot see them: a
    // line per seat under the win rates, the length chart's summary.
    expect(await page.locator(".lab-results figure.chart").count()).toBe(3);
    await expect(page.locator(".lab-results [data-testid=lab-verdict]")).toHaveCount(r.players ?? r.bots.length);
    expect(await page.locator(".lab-results svg[role=img][aria-label]").count()).toBe(1);
    // What the engine counted, as the report's figures say, row by row.
    const counts = page.getByTestId("lab-counts").locator("tbody tr");
    await expect(counts).toHaveCount(lab.figures.length);
    for (const [i, f] of lab.figures.entries()) {
      await expect(counts.nth(i)).toHaveAttribute("data-figure", f.name);
      await expect(counts.nth(i).locator("th")).toHaveText(f.label);
    }
    // Keep's per-card figures, one row per card of the list.
    if (r.game === "keep") {
      await expect(page.getByTestId("lab-per-card").locator("tbody tr")).toHaveCount(lab.per_card.length);
    }
    expect(errors).toEqual([]);
  });
}

test("a long run shows its progress and the figures so far, and cancels", async ({ page }) => {
  await setUp(page, { game: "card-keeper", players: 4, bots: ["basic", "random"], games: 500000, seed: 1 });
  await page.getByTestId("lab-run").click();
  const progress = page.getByTestId("lab-progress");
  await expect(async () => {
    expect(Number(await progress.getAttribute("data-done"))).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });
  // The settings fold, the progress is in view, and it says the rate and
  // the time left (seconds in `data-seconds`).
  expect(await page.getByTestId("lab-settings").getAttribute("open")).toBeNull();
  await expect(progress).toBeInViewport();
  const eta = page.getByTestId("lab-eta");
  await expect(eta).toContainText(/games\/s, about .* left/);
  expect(Number(await eta.getAttribute("data-seconds"))).toBeGreaterThan(0);
  await expect(page.getByTestId("lab-settings").locator(":scope > summary")).toContainText("4 players");
  // The page answers while the workers play (how fast: scripts/bench-worker.mjs).
  await openLabSettings(page);
  await page.getByTestId("lab-games").fill("12");
  await expect(page.getByTestId("lab-games")).toHaveValue("12");
  // Results fill in as games finish: the figures so far, about once a second.
  const soFar = page.getByTestId("lab-so-far");
  await expect(soFar).toBeVisible({ timeout: 15_000 });
  expect(Number(await soFar.getAttribute("data-done"))).toBeGreaterThan(0);
  expect(await soFar.locator("figure.chart").count()).toBe(3);
  await page.getByTestId("lab-cancel").click();
  const done = Number(await progress.getAttribute("data-done"));
  expect(done).toBeLessThan(500000);
  await expect(page.getByText(/Cancelled after \d+ of 500000 games/)).toBeVisible();
  await page.waitForTimeout(500);
  expect(Number(await progress.getAttribute("data-done"))).toBe(done);
  await expect(page.getByTestId("lab-result")).toHaveCount(0);
  await expect(soFar).toHaveCount(0);
});

test("A/B: a kept run and the next side by side; a lab link sets the run up again", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await setUp(page, { game: "card-keeper", players: 2, bots: ["basic", "random"], games: 300, seed: 1 });
  await page.getByTestId("lab-run").click();
  await expect(page.getByTestId("lab-result")).toBeVisible({ timeout: 60_000 });
  // The new result is brought into view, its heading first.
  await expect(page.locator("#lab-results-title")).toBeInViewport();
  // Keeping it as A says so.
  await page.getByTestId("lab-keep-a").click();
  await expect(page.getByTestId("lab-keep-a")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("lab-keep-a")).toContainText("Kept as A");
  await openLabSettings(page);
  await page.getByTestId("lab-seat-kind-1").selectOption("bot-basic");
  await page.getByTestId("lab-run").click();
  const compare = page.getByTestId("lab-compare");
  await expect(compare).toBeVisible({ timeout: 60_000 });
  // Run against A: the A/B table is brought into view.
  await expect(page.locator("#lab-compare-title")).toBeInViewport();
  await expect(page.getByTestId("lab-keep-a")).toHaveAttribute("aria-pressed", "false");
  await expect(compare).toContainText("Seat 1 wins");
  await expect(compare).toContainText("beyond chance");
  // What B changes, in a few words.
  await expect(page.getByTestId("lab-compare-what")).toHaveText("B: bots: basic, basic instead of basic, random");
  // Every figure the engine counts is compared too, and both runs' lengths share one chart.
  await expect(compare.locator('tr[data-figure="shields_played"] th')).toHaveText("Shields played a game");
  await expect(compare.locator('tr[data-figure="ended_chaos"] td').nth(3)).toHaveText(/^(within|beyond) chance$/);
  await expect(compare.locator("tbody tr")).toHaveCount(2 + 1 + 14);
  await expect(page.getByTestId("lab-compare-lengths").locator("svg rect.chart-bar-b").first()).toBeAttached();
  await expect(page.getByTestId("lab-compare-lengths")).toContainText(/A: mean [\d.]+ turns.*B: mean [\d.]+ turns/);
  await page.getByTestId("lab-link").click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain("lab=card-keeper");
  await page.goto(link);
  await expect(page.getByTestId("lab-seat-kind-1")).toHaveValue("bot-basic");
  await expect(page.getByTestId("lab-games")).toHaveValue("300");
});

test("a sweep of the Shields plays each value on the same seeds, as keeper simulate --sweep does", async ({ page }) => {
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await setUp(page, { game: "card-keeper", players: 3, bots: ["basic", "random", "basic"], games: 300, seed: 4 });
  await page.getByTestId("lab-sweep").locator(":scope > summary").click();
  const field = page.getByTestId("lab-sweep-field");
  const shield = await field.locator("option", { hasText: "(shield)" }).getAttribute("value");
  await field.selectOption(shield);
  await page.getByTestId("lab-sweep-from").fill("5");
  await page.getByTestId("lab-sweep-to").fill("6");
  await page.getByTestId("lab-sweep-run").click();
  const result = page.getByTestId("lab-sweep-result");
  await expect(result).toBeVisible({ timeout: 60_000 });
  // The rules' 4 Shields are played too, as the baseline: three runs.
  await expect(page.getByTestId("lab-progress")).toHaveAttribute("data-total", "900");
  expect(await page.getByTestId("lab-settings").getAttribute("open")).toBeNull();
  const rows = JSON.parse(await result.getAttribute("data-json"));
  expect(rows.map((r) => r.settings.variant?.shield ?? 4)).toEqual([4, 5, 6]);
  const cli = keeper(["--players", "3", "--games", "300", "--seed", "4", "--bots", "basic,random,basic", "--sweep", "shield=5..6"]);
  expect(clean(rows)).toEqual(clean(cli));
  // Each row is the run of that value alone.
  expect(clean(rows[0])).toEqual(clean(keeper(["--players", "3", "--games", "300", "--seed", "4", "--bots", "basic,random,basic"])));
  // A chart per figure (three seats' wins, the length, the engine's 14
  // counts), a line per value.
  await expect(result.getByTestId("lab-sweep-chart")).toHaveCount(4 + 14);
  await expect(result.getByTestId("lab-sweep-chart").nth(4)).toContainText("Shields played a game by shields");
  // The Shields are the engine's own count: more Shields in the deck, more played.
  const played = rows.map((r) => r.figures.find((f) => f.name === "shields_played").value);
  expect(played[2]).toBeGreaterThan(played[0]);
  // The sweep's result is brought into view; its verdicts are a table, a
  // row group per value: the baseline, then within chance or a row per
  // figure beyond chance (the figure, here, the rules', the difference,
  // its interval, higher or lower).
  await expect(page.locator("#lab-sweep-title")).toBeInViewport();
  const verdicts = result.getByTestId("lab-sweep-verdict");
  await expect(verdicts).toHaveCount(3);
  await expect(verdicts.nth(0)).toHaveAttribute("data-verdict", "baseline");
  await expect(verdicts.nth(0).locator("th")).toHaveText("Shields = 4");
  await expect(verdicts.nth(0)).toContainText("the rules as written, the baseline");
  await expect(verdicts.nth(2).locator("th")).toHaveText("Shields = 6");
  const six = await verdicts.nth(2).getAttribute("data-verdict");
  expect(["within", "differs"]).toContain(six);
  if (six === "differs") {
    const cells = await verdicts.nth(2).locator("tr").first().locator("td").allTextContents();
    expect(cells).toHaveLength(6);
    expect(cells[4]).toMatch(/^\[[-+][\d.]+ to [-+][\d.]+\]$/);
    expect(cells[5]).toMatch(/^(higher|lower), beyond chance$/);
  }
  expect(errors).toEqual([]);
});

test("a yes/no ruling sweeps over both answers, as keeper simulate --sweep NAME does", async ({ page }) => {
  await setUp(page, { game: "card-keeper", players: 3, bots: ["basic", "random", "basic"], games: 200, seed: 8 });
  await page.getByTestId("lab-sweep").locator(":scope > summary").click();
  const field = page.getByTestId("lab-sweep-field");
  const wild = await field.locator("option", { hasText: "(start_refuses_wild)" }).getAttribute("value");
  await field.selectOption(wild);
  await expect(page.getByTestId("lab-sweep-from")).toHaveValue("0");
  await expect(page.getByTestId("lab-sweep-to")).toHaveValue("1");
  await page.getByTestId("lab-sweep-run").click();
  const result = page.getByTestId("lab-sweep-result");
  await expect(result).toBeVisible({ timeout: 60_000 });
  const rows = JSON.parse(await result.getAttribute("data-json"));
  const cli = keeper(["--players", "3", "--games", "200", "--seed", "8", "--bots", "basic,random,basic", "--sweep", "start_refuses_wild"]);
  expect(clean(rows)).toEqual(clean(cli));
  await expect(result.getByTestId("lab-sweep-verdict").nth(0).locator("th")).toHaveText("A first Wild goes back = no");
  await expect(result.getByTestId("lab-sweep-verdict").nth(0)).toHaveAttribute("data-verdict", "baseline");
  await expect(result.getByTestId("lab-sweep-verdict").nth(1).locator("th")).toHaveText("A first Wild goes back = yes");
});

test("a sweep out of its number's range is refused in words", async ({ page }) => {
  await setUp(page, { game: "keep-n-swap", bots: ["basic", "random"], games: 50, seed: 1 });
  await page.getByTestId("lab-sweep").locator(":scope > summary").click();
  await page.getByTestId("lab-sweep-from").fill("0");
  await page.getByTestId("lab-sweep-run").click();
  await expect(page.locator(".notice-inline")).toContainText("Sweep:");
  await expect(page.getByTestId("lab-sweep-result")).toHaveCount(0);
});

test("Keep's lab runs the active card list, a custom one too, as keeper simulate --cards does", async ({ page }) => {
  const list = customList;
  await page.goto("/");
  await page.getByTestId("game-keep").click();
  await page.getByTestId("edit-card-list").click();
  await page.getByTestId("card-list-json").fill(JSON.stringify(list));
  await page.getByTestId("card-list-apply").click();
  await expect(page.getByTestId("card-list-errors")).toHaveCount(0);
  await page.getByTestId("home").click();
  await page.getByTestId("game-keep").click();
  await expect(page.getByTestId("card-list-active")).toContainText(list.name);
  // The setup screen's lab takes the game's active list.
  await page.getByTestId("lab-open").click();
  await expect(page.getByTestId("card-list-active")).toContainText(list.name);
  await page.getByTestId("lab-players").selectOption("2");
  await page.getByTestId("lab-games").fill("60");
  await page.getByTestId("lab-seed").fill("9");
  await page.getByTestId("lab-run").click();
  const result = page.getByTestId("lab-result");
  await expect(result).toBeVisible({ timeout: 60_000 });
  const lab = JSON.parse(await result.getAttribute("data-json"));
  expect(lab.cards).toBe(list.name);
  const file = path.resolve(target, "lab-custom-list.json");
  writeFileSync(file, JSON.stringify(list));
  const cli = keeper(["--game", "keep", "--players", "2", "--games", "60", "--seed", "9", "--bots", "basic", "--cards", file]);
  expect(clean(lab)).toEqual(clean(cli));
});

test("a run's summary goes into the playtest notes of the game at the table", async ({ page }) => {
  await startGame(page, { seats: ["human", "bot-basic"], seed: 3 });
  await page.getByTestId("notes").fill("Our notes.");
  await page.getByTestId("new-game").click();
  await page.getByTestId("lab-open").click();
  await page.getByTestId("lab-games").fill("40");
  await page.getByTestId("lab-run").click();
  await expect(page.getByTestId("lab-result")).toBeVisible({ timeout: 60_000 });
  await page.getByTestId("lab-to-notes").click();
  await expect(page.getByText("The run's summary is in the playtest notes")).toBeVisible();
  await page.getByTestId("home").click();
  await page.getByTestId("resume-game").click();
  const notes = await page.getByTestId("notes").inputValue();
  expect(notes).toContain("Our notes.");
  expect(notes).toContain("Lab run: Card Keeper, 2 players (basic, basic)");
  expect(notes).toContain("?lab=card-keeper");
});

test("the lab's workers load when it opens, serve run after run, and stop when it is left", async ({ page }) => {
  // Count the workers the page starts and stops.
  await page.addInitScript(() => {
    window.__workers = { started: 0, stopped: 0 };
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(...a) {
        super(...a);
        window.__workers.started++;
      }
      terminate() {
        window.__workers.stopped++;
        super.terminate();
      }
    };
  });
  const cores = await page.evaluate(() => Math.min(8, Math.max(1, navigator.hardwareConcurrency)));
  await setUp(page, { game: "card-keeper", players: 3, bots: ["basic", "random", "basic"], games: 300, seed: 5 });
  const workers = () => page.evaluate(() => window.__workers);
  expect(await workers()).toEqual({ started: cores, stopped: 0 });
  const runs = [];
  for (const seed of [5, 6]) {
    await openLabSettings(page);
    await page.getByTestId("lab-seed").fill(String(seed));
    await page.getByTestId("lab-run").click();
    await expect(page.getByTestId("lab-result")).toContainText(`from seed ${seed}`, { timeout: 60_000 });
    runs.push(clean(JSON.parse(await page.getByTestId("lab-result").getAttribute("data-json"))));
  }
  // Two runs on the same workers, each the run keeper simulate plays.
  expect(await workers()).toEqual({ started: cores, stopped: 0 });
  expect(runs[1]).toEqual(clean(keeper(["--game", "card-keeper", "--players", "3", "--games", "300", "--seed", "6", "--bots", "basic,random,basic"])));
  await page.getByTestId("home").click();
  expect(await workers()).toEqual({ started: cores, stopped: cores });
});
