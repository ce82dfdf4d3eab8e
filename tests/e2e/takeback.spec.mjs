// One take-back, in every game at a phone's 360x740: after a move of your
// own that showed nothing hidden, the dock's "Take back" (take-back) puts
// the game back where it stood (your turn again, the log saying "You took
// back a move: …", kept over a reload), the bots waiting for you; once
// another player has acted there is nothing of yours to take back. In
// pass-and-play the player who just moved takes their move back from the
// privacy screen, and sees their own hand again.
import { test, expect } from "@playwright/test";
import { startGame, saveShot } from "./helpers.mjs";
import { players } from "./players.mjs";

const GAMES = {
  "card-keeper": ["human", "bot-basic", "bot-basic"],
  "star-crew": ["human", "bot-basic", "bot-basic"],
  "keep-n-swap": ["human", "bot-basic"],
  keep: ["human", "bot-basic", "bot-basic"],
};

/** The log's lines, as text. */
const logLines = (page) => page.getByTestId("log-entry").allTextContents();

/** Waits until the viewer decides (the turn call's mark shows). */
const yourTurn = (page) => expect(page.getByTestId("turn-call")).toBeVisible({ timeout: 30_000 });

for (const [game, seats] of Object.entries(GAMES)) {
  test(`${game}: your own move taken back, the bots waiting for you`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // "Normal" bots: they wait for a move that can be taken back.
    await startGame(page, { game, seats, seed: 31, delay: "600" });
    const { snap, step } = players[game];
    let taken = false;
    let refused = 0;
    for (let turn = 0; turn < 30 && !taken; turn++) {
      await yourTurn(page);
      const before = await logLines(page);
      expect(await step(page, await snap(page))).toBe(true);
      const button = page.getByTestId("take-back");
      await expect(button).toBeVisible();
      if (await button.isDisabled()) {
        // It showed something hidden (a card drawn): it stands, and says why.
        await expect(button).toHaveAttribute("title", /No take-back: /);
        refused++;
        continue;
      }
      await button.click();
      taken = true;
      // Your decision again, the log as before with the take-back after it.
      await yourTurn(page);
      await expect(page.getByTestId("take-back")).toHaveCount(0);
      const after = await logLines(page);
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after.length).toBe(before.length + 1);
      expect(after.at(-1)).toMatch(/You took back a move: /);
      // The dock's last move is the take-back, numbered as the move it took back.
      await expect(page.getByTestId("last-move")).toHaveText(/^You took back a move: /);
      await saveShot(page, `takeback-${game}`);
      // Kept: a reload shows the same log.
      await page.reload();
      await yourTurn(page);
      expect(await logLines(page)).toEqual(after);
    }
    expect(taken, `no move of 30 could be taken back (${refused} refused)`).toBe(true);
    // The game goes on; once a bot has acted, nothing of yours to take back.
    expect(await step(page, await snap(page))).toBe(true);
    await yourTurn(page);
    if (await page.getByTestId("take-back").count()) {
      // (Still your turn: your own step before this one.)
      await expect(page.getByTestId("last-move")).not.toContainText(/^Bot/);
    }
  });
}

test("pass-and-play: the player who just moved takes it back from the privacy screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startGame(page, { seats: ["human", "human"], seed: 12 });
  const { snap, step } = players["card-keeper"];
  // The first player takes the device and plays.
  for (let i = 0; i < 20; i++) {
    const s = await snap(page);
    if (s.decision === "pass_device" || s.waiting) {
      await step(page, s);
      continue;
    }
    break;
  }
  const hand = await page.getByTestId("card").count();
  expect(await step(page, await snap(page))).toBe(true);
  // The device is to be passed: the mover may still take it back.
  await expect(page.getByTestId("ready")).toBeVisible();
  const button = page.getByTestId("take-back");
  await expect(button).toBeEnabled();
  await button.click();
  // No privacy screen: the mover's own hand and decision again.
  await expect(page.getByTestId("ready")).toHaveCount(0);
  await expect(page.getByTestId("card")).toHaveCount(hand);
  await yourTurn(page);
  await expect(page.getByTestId("log-entry").last()).toContainText(/took back a move: /);
  // Played again, then the next player moves: the first move stands.
  expect(await step(page, await snap(page))).toBe(true);
  await page.getByTestId("ready").click();
  expect(await step(page, await snap(page))).toBe(true);
  await expect(page.getByTestId("ready")).toBeVisible();
  const lines = await page.getByTestId("log-entry").allTextContents();
  expect(lines.filter((l) => /took back a move/.test(l))).toHaveLength(1);
});
