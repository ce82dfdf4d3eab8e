// The search bots decide in the app's Web Worker: every game plays to its
// end with one, the seat shows it is thinking, and a reload or a new game
// stops a search cleanly.
import { test, expect } from "@playwright/test";
import { startGame } from "./helpers.mjs";

const GAMES = [
  ["card-keeper", ["bot-strong", "bot-basic"]],
  ["star-crew", ["bot-strong", "bot-basic"]],
  ["keep-n-swap", ["bot-strong", "bot-basic"]],
  ["keep", ["bot-expert", "bot-basic"]],
];

for (const [game, seats] of GAMES) {
  test(`${game}: the ${seats[0].slice(4)} bot plays a whole game from the worker`, async ({ page }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await startGame(page, { game, seats, seed: 77 });
    await expect(page.getByTestId("game-over")).toBeVisible({ timeout: 90_000 });
    // The strong seat moved: its moves are in the log, and nothing went wrong.
    await expect(page.getByTestId("notice")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

/**
 * Starts a Card Keeper game of a strong bot (seat 0) against a human whose
 * first decision is the bot's (the seed decides who starts).
 */
async function startWithBotFirst(page) {
  for (let seed = 1; seed < 20; seed++) {
    await startGame(page, { seats: ["bot-strong", "human"], seed });
    if (await page.getByTestId("status").isVisible()) return seed;
  }
  throw new Error("no seed lets the bot start");
}

/** Holds the worker's wasm back until `release()` is called. */
async function holdWorker(page) {
  let release;
  const held = new Promise((r) => (release = r));
  await page.route("**/keep-worker_bg.wasm*", async (route) => {
    await held;
    // A reload meanwhile has dropped the request: nothing to let through.
    await route.continue().catch(() => {});
  });
  return () => release();
}

// The held download must be the one the worker waits for: with the offline
// service worker running, its install could store the worker's files first
// and answer the worker from its cache, past the held route (seen once on
// a busy machine: the bot had already moved).
test.describe(() => {
  test.use({ serviceWorkers: "block" });

  test("the strong seat shows it is thinking, and a reload carries on", async ({ page }) => {
    const release = await holdWorker(page);
    await startWithBotFirst(page);
    await expect(page.getByTestId("status")).toContainText("is thinking");
    await expect(page.getByTestId("seat-0")).toContainText("thinking");
    // The page stays usable while the bot thinks.
    await page.getByTestId("notes").fill("while it thinks");
    await page.reload();
    release();
    await page.unroute("**/keep-worker_bg.wasm*");
    // After the reload the same bot moves, and it is the human's turn.
    await expect(page.getByTestId("hand")).toBeVisible();
    await expect(page.locator('[data-testid="card"][data-playable="true"]').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("notes")).toHaveValue("while it thinks");
  });

  test("a new game stops a search that no longer matters", async ({ page }) => {
    const release = await holdWorker(page);
    await startWithBotFirst(page);
    await expect(page.getByTestId("status")).toContainText("is thinking");
    await page.getByTestId("new-game").click();
    await page.getByTestId("seat-kind-0").selectOption("human");
    await page.getByTestId("start-game").click();
    release();
    await page.waitForTimeout(1500);
    // The old game's bot never moved into the new one (two humans now): the
    // log holds only the deal, and the device goes to the first player.
    await expect(page.getByTestId("status")).toHaveCount(0);
    await expect(page.getByTestId("prompt")).toHaveAttribute("data-decision", "pass_device");
    await expect(page.getByTestId("log-entry")).toHaveCount(1);
    await expect(page.getByTestId("notice")).toHaveCount(0);
  });
});
