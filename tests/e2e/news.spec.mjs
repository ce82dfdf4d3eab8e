// What just happened and whose turn it is, for every game at a phone's
// 360x740: after the other players' moves the dock's last-move line says
// the last move in the log's own words (the log as the viewer may read it,
// so no hidden card is named), numbered as the log numbers it; the lines
// since your turn are a tap away and marked in the log; and your turn is
// called: the dock back in view from the log, the tab's title, one
// vibration (navigator.vibrate stubbed), none once turned off.
import { test, expect } from "@playwright/test";
import { startGame } from "./helpers.mjs";
import { players } from "./players.mjs";

const GAMES = {
  "card-keeper": ["human", "bot-basic", "bot-basic", "bot-random"],
  "star-crew": ["human", "bot-basic", "bot-basic"],
  "keep-n-swap": ["human", "bot-basic"],
  keep: ["human", "bot-basic", "bot-basic"],
};

/** Counts the vibrations asked of the page, in `window.buzzes`. */
const stubVibrate = (page) =>
  page.addInitScript(() => {
    window.buzzes = [];
    Object.defineProperty(Navigator.prototype, "vibrate", {
      configurable: true,
      value(ms) {
        window.buzzes.push(ms);
        return true;
      },
    });
  });

/** The last-move line beside the log's lines of the move it names. */
const lastMove = (page) =>
  page.evaluate(() => {
    const line = document.querySelector('[data-testid="last-move"]');
    const entries = [...document.querySelectorAll('[data-testid="log-entry"]')];
    const words = (e) => [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join("").trim();
    const step = line?.dataset.step;
    return {
      text: line?.textContent.trim() ?? null,
      step,
      lastStep: entries.at(-1)?.dataset.step,
      logLines: entries.filter((e) => e.dataset.step === step).map(words).join(" · "),
    };
  });

/** The dock wholly on screen. */
const dockInView = (page) =>
  page.evaluate(() => {
    const r = document.querySelector('[data-testid="dock"]').getBoundingClientRect();
    return r.top >= -0.5 && r.bottom <= window.innerHeight + 0.5;
  });

/** Waits until the viewer decides (the turn call's mark shows). */
const yourTurn = (page) => expect(page.getByTestId("turn-call")).toBeVisible({ timeout: 30_000 });

/** Plays the viewer's turn to its end (every decision it asks). */
async function playTurn(page) {
  const { snap, step } = players["card-keeper"];
  while (await page.getByTestId("turn-call").count()) {
    if (!(await step(page, await snap(page)))) await page.waitForTimeout(20);
  }
}

for (const [game, seats] of Object.entries(GAMES)) {
  test(`${game}: the last move in the log's words, and your turn called`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await stubVibrate(page);
    await startGame(page, { game, seats, seed: 77 });
    const { snap, step } = players[game];
    const ownTitle = await page.evaluate(() => document.title.replace(/^▶ Your turn · /, ""));
    let turns = 0;
    let calls = 0;
    for (let i = 0; i < 400 && turns < 4; i++) {
      const s = await snap(page);
      if (s.over) break;
      if (!(await page.getByTestId("turn-call").count())) {
        await page.waitForTimeout(20);
        continue;
      }
      // The viewer decides: the last move is the log's last move, in its words.
      const m = await lastMove(page);
      expect(m.text, "a last move is shown").toBeTruthy();
      expect(m.step).toBe(m.lastStep);
      expect(m.text).toBe(m.logLines);
      await expect(page).toHaveTitle(`▶ Your turn · ${ownTitle}`);
      const n = Number(await page.getByTestId("turn-call").getAttribute("data-calls"));
      expect(n).toBeGreaterThanOrEqual(calls);
      if (n > calls) {
        // A new turn was called: the phone buzzed as often.
        expect(await page.evaluate(() => window.buzzes.length)).toBe(n);
        calls = n;
      }
      if (await step(page, s)) turns++;
    }
    expect(turns, "turns played").toBeGreaterThanOrEqual(2);
    expect(calls, "turns called").toBeGreaterThanOrEqual(1);
    // What happened since your turn, a tap away: the log, those lines marked.
    const since = page.getByTestId("last-move-since");
    const said = (await since.textContent()).match(/^(\d+) lines? since your turn$/);
    if (said) {
      await since.click();
      await expect(page.locator("#log-panel")).toBeInViewport();
      await expect(page.locator('[data-testid="log-entry"][data-new="true"]')).not.toHaveCount(0);
    }
  });
}

test("your turn brings the dock back from the log, and a vibration turned off stays off", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await stubVibrate(page);
  // Slow bots: time to read the log between turns.
  await startGame(page, { game: "card-keeper", seats: ["human", "bot-basic", "bot-basic"], seed: 31, delay: "1200" });
  await yourTurn(page);
  await expect(page).toHaveTitle(/^▶ Your turn · /);
  // (A table that opens on your turn does not call it; one the bots open does.)
  const calls = Number(await page.getByTestId("turn-call").getAttribute("data-calls"));
  expect(await page.evaluate(() => window.buzzes.length)).toBe(calls);
  await playTurn(page);
  // While the bots think, the player reads the log: the dock leaves the screen.
  await expect(page).not.toHaveTitle(/Your turn/);
  await page.getByTestId("jump-log").click();
  await expect(page.locator("#log-panel")).toBeInViewport();
  expect(await dockInView(page)).toBe(false);
  // The turn comes back: called, the dock in view, one buzz.
  await yourTurn(page);
  await expect(page.getByTestId("turn-call")).toHaveAttribute("data-calls", String(calls + 1));
  await expect.poll(() => dockInView(page)).toBe(true);
  expect(await page.evaluate(() => window.buzzes)).toEqual(Array(calls + 1).fill(120));
  // Turned off: the next call does not buzz, and the choice is remembered.
  await page.getByTestId("turn-call-vibrate").uncheck();
  await playTurn(page);
  await yourTurn(page);
  await expect(page.getByTestId("turn-call")).toHaveAttribute("data-calls", String(calls + 2));
  expect(await page.evaluate(() => window.buzzes.length)).toBe(calls + 1);
  await page.reload();
  await expect(page.getByTestId("turn-call-vibrate")).not.toBeChecked();
  await expect(page.getByTestId("turn-call-hidden")).toBeDisabled();
});
