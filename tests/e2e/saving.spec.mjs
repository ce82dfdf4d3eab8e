// Saving, reloading, share links and bad input.
import { test, expect } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { startGame, snapshot, humanStep, storeAfterStart } from "./helpers.mjs";

/** The table's visible state, for before/after comparisons. */
const table = async (page) => {
  await expect(page.getByTestId("table")).toBeVisible();
  const s = await snapshot(page);
  delete s.waiting;
  return s;
};

/** Waits until the viewing human must act (bots are instant). */
async function untilHumanTurn(page) {
  for (let i = 0; i < 500; i++) {
    const s = await snapshot(page);
    if (s.over || s.decision || (!s.waiting && s.hand.length > 0)) return s;
    await page.waitForTimeout(10);
  }
  throw new Error("the human never got a turn");
}

test("reloading mid-game shows the same table", async ({ page }) => {
  await startGame(page, { seats: ["human", "bot-basic", "bot-random"], seed: 777 });
  for (let turn = 0; turn < 6; turn++) {
    const s = await untilHumanTurn(page);
    if (s.over) break;
    await humanStep(page, s);
  }
  const before = await table(await untilHumanTurn(page).then(() => page));
  await page.reload();
  await expect(page.getByTestId("table")).toBeVisible();
  expect(await table(page)).toEqual(before);
});

test("a selected card writes only itself, a few bytes, never the whole game, and comes back on reload", async ({ page }) => {
  await startGame(page, { seats: ["human", "bot-basic"], seed: 4242 });
  const s = await untilHumanTurn(page);
  expect(s.over).toBeFalsy();
  const read = (key) => page.evaluate((k) => localStorage.getItem(k), key);
  const save = await read("keep-table.card-keeper.game");
  const card = page.getByTestId("card").first();
  await card.click();
  await expect(card).toHaveAttribute("aria-pressed", "true");
  const code = await card.getAttribute("data-code");
  await expect.poll(() => read("keep-table.card-keeper.pick")).toContain(`"selected":"${code}"`);
  expect((await read("keep-table.card-keeper.pick")).length).toBeLessThan(200);
  // The game's save is not written again for a selection.
  await page.waitForTimeout(200);
  expect(await read("keep-table.card-keeper.game")).toBe(save);
  await page.reload();
  await expect(page.getByTestId("card").first()).toHaveAttribute("aria-pressed", "true");
});

test("reloading during a prompt keeps the prompt", async ({ page }) => {
  // Two humans: the game opens on the privacy screen, a prompt.
  await startGame(page, { seats: ["human", "human"], seed: 31 });
  await expect(page.getByTestId("prompt")).toHaveAttribute("data-decision", "pass_device");
  await page.reload();
  await expect(page.getByTestId("prompt")).toHaveAttribute("data-decision", "pass_device");
  await expect(page.getByTestId("hand")).toHaveCount(0);
  await page.getByTestId("ready").click();
  const hand = await table(page);
  await page.reload();
  expect(await table(page)).toEqual(hand);
  // Aim a card that asks for a choice (a Wild, Capture or Swap) and reload at that prompt.
  for (let i = 0; i < 400; i++) {
    const s = await snapshot(page);
    if (s.over) break;
    const special = s.playable.find((c) => /^(wild|cap2|.cap|swap..)$/.test(c));
    if (special && !s.decision) {
      await page.locator(`[data-testid="card"][data-code="${special}"]`).first().click();
      await page.getByTestId("play-selected").click();
      const decision = await page.getByTestId("prompt").getAttribute("data-decision");
      expect(["name_colour", "choose_target", "choose_targets"]).toContain(decision);
      const atPrompt = await table(page);
      await page.reload();
      await expect(page.getByTestId("prompt")).toHaveAttribute("data-decision", decision);
      expect(await table(page)).toEqual(atPrompt);
      return;
    }
    await humanStep(page, s);
  }
  throw new Error("no Wild, Capture or Swap was ever playable in this deal");
});

test("a corrupt save gives a notice and a fresh start", async ({ page }) => {
  await storeAfterStart(page, { "keep-table.card-keeper.game": "{not json" });
  await page.reload();
  await expect(page.getByTestId("notice")).toContainText("could not be read");
  await expect(page.getByTestId("game-card-keeper")).toBeVisible();
  await expect(page.getByTestId("app-error")).toHaveCount(0);
  // A save from another version is refused the same way.
  await page.evaluate(() => localStorage.setItem("keep-table.card-keeper.game", '{"version":99,"game":"card-keeper"}'));
  await page.reload();
  await expect(page.getByTestId("notice")).toContainText("another version");
});

test("a malformed link gives a notice and the setup screen", async ({ page }) => {
  await page.goto("/?play=card-keeper&seed=banana&seats=human,bot-basic");
  await expect(page.getByTestId("notice")).toContainText("could not be read");
  await expect(page.getByTestId("player-count")).toBeVisible();
  await page.goto("/?play=card-keeper&seed=5&seats=human,wizard");
  await expect(page.getByTestId("notice")).toContainText("wizard");
});

test("a share link deals the same game in a fresh browser", async ({ page, browser }) => {
  await startGame(page, { seats: ["human", "bot-basic", "bot-random", "bot-basic"], seed: 98765, rulings: { V2: "burn_pile" } });
  const first = await untilHumanTurn(page);
  const link = await page.getByTestId("share-link").inputValue();
  expect(link).toContain("seed=98765");
  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(link.replace(/^https?:\/\/[^/]+/, test.info().project.use.baseURL));
  await expect(friend.getByTestId("ruling-V2")).toHaveValue("burn_pile");
  await friend.getByTestId("bot-delay").selectOption("0");
  await friend.getByTestId("start-game").click();
  const second = await untilHumanTurn(friend);
  expect(second.hand).toEqual(first.hand);
  expect(second.top).toEqual(first.top);
  expect(second.seats).toEqual(first.seats);
  await other.close();
});

test("blocked storage leaves the game playable with a notice", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", { get() { throw new DOMException("blocked", "SecurityError"); } });
  });
  await page.goto("/");
  await expect(page.getByTestId("notice")).toContainText("will not be saved");
  await page.getByTestId("game-card-keeper").click();
  await page.getByTestId("bot-delay").selectOption("0");
  await page.getByTestId("start-game").click();
  await expect(page.getByTestId("hand")).toBeVisible();
  // The game in play can still be taken away as a backup file.
  await page.getByTestId("home").click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("backup-export").click()]);
  const backup = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(Object.keys(backup.games)).toEqual(["card-keeper"]);
});

test("full storage: a notice that offers the export, and play goes on", async ({ page }) => {
  await page.addInitScript(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (window.storageFull) throw new DOMException("full", "QuotaExceededError");
      return set.call(this, key, value);
    };
  });
  await startGame(page, { seats: ["human", "bot-basic"], seed: 606 });
  const first = await untilHumanTurn(page);
  await page.evaluate(() => (window.storageFull = true));
  await humanStep(page, first);
  await expect(page.getByTestId("notice")).toContainText("storage is full");
  await expect(page.getByTestId("notice")).toContainText("Export a backup");
  const after = await untilHumanTurn(page);
  expect(after.log).toBeGreaterThan(first.log);
  await humanStep(page, after);
  await page.getByTestId("home").click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("backup-export").click()]);
  const backup = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(backup.games["card-keeper"].save.session.game.actions.length).toBeGreaterThan(2);
});
