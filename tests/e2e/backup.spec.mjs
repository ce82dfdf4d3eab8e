// Backups: every saved game with its notes, and Keep's card list, exported
// as one file and imported back (in another browser, or over games saved
// there, asking first); a corrupt or foreign file changes nothing.
import { test, expect } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { act, snapshot, humanStep, startGame } from "./helpers.mjs";

const cardKeeper = { snap: snapshot, step: humanStep };

/** Exports a backup from the picker; its text. */
async function exportBackup(page) {
  await page.getByTestId("home").click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("backup-export").click()]);
  expect(download.suggestedFilename()).toBe("keep-table-backup.json");
  await expect(page.getByTestId("backup-status")).toContainText("Exported 2 saved games");
  return readFile(await download.path(), "utf8");
}

/** Imports backup text as a file named `name` from the picker. */
async function importBackup(page, text, name = "keep-table-backup.json") {
  await page.getByTestId("home").click();
  await page.getByTestId("backup-import").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
}

/** Everything the app keeps in localStorage. */
const stored = (page) => page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));

/** What the Card Keeper table shows: log, hand and notes. */
const shown = async (page) => ({
  log: await page.getByTestId("log").textContent(),
  hand: (await snapshot(page)).hand,
  notes: await page.getByTestId("notes").inputValue(),
});

/** A valid custom Keep card list: the starter set under another name. */
async function customList(page) {
  await page.getByTestId("home").click();
  await page.getByTestId("game-keep").click();
  await page.getByTestId("edit-card-list").click();
  const list = JSON.parse(await page.getByTestId("card-list-json").inputValue());
  list.name = "Backup test list";
  await page.getByTestId("card-list-json").fill(JSON.stringify(list));
  await page.getByTestId("card-list-apply").click();
  await expect(page.getByTestId("card-list-errors")).toHaveCount(0);
}

test("a backup carries every saved game, its notes and the Keep card list to another browser", async ({ page, browser }) => {
  await startGame(page, { seats: ["human", "bot-basic", "bot-random"], seed: 1357 });
  await act(page, cardKeeper, 3);
  await page.getByTestId("notes").fill("Seat 2 argued about the Shield.");
  const game = await shown(page);
  await startGame(page, { game: "star-crew", seats: ["human", "bot-basic"], seed: 2468 });
  await customList(page);
  const text = await exportBackup(page);
  const backup = JSON.parse(text);
  expect(backup.format).toBe("keep-table-backup");
  expect(Object.keys(backup.games).sort()).toEqual(["card-keeper", "keep", "star-crew"]);
  expect(backup.games.keep.extra.name).toBe("Backup test list");

  // Another browser: everything arrives, nothing is asked.
  const other = await browser.newContext();
  const friend = await other.newPage();
  let asked = 0;
  friend.on("dialog", (d) => {
    asked++;
    d.dismiss();
  });
  await friend.goto("/");
  await importBackup(friend, text);
  await expect(friend.getByTestId("backup-status")).toContainText("Restored");
  expect(asked).toBe(0);
  await friend.getByTestId("game-keep").click();
  await expect(friend.getByTestId("card-list-active")).toContainText("Backup test list");
  await friend.getByTestId("home").click();
  await friend.getByTestId("game-card-keeper").click();
  await friend.getByTestId("resume-game").click();
  expect(await shown(friend)).toEqual(game);
  // Reloaded, it is still there: the import was saved.
  await friend.reload();
  await expect(friend.locator('[data-testid="table"][data-game="card-keeper"]')).toBeVisible();
  expect(await shown(friend)).toEqual(game);
  // The same file again holds nothing new.
  await importBackup(friend, text);
  await expect(friend.getByTestId("backup-status")).toContainText("nothing that is not here already");
  await other.close();
});

test("importing over a saved game asks first, and keeps it when told to", async ({ page }) => {
  await startGame(page, { seats: ["human", "bot-basic"], seed: 1111 });
  await act(page, cardKeeper, 2);
  await startGame(page, { game: "star-crew", seats: ["human", "bot-basic"], seed: 2222 });
  const text = await exportBackup(page);
  // Later, a different Card Keeper game is saved here.
  await startGame(page, { seats: ["human", "bot-basic", "bot-basic"], seed: 3333 });
  await act(page, cardKeeper, 1);
  const here = await shown(page);
  const questions = [];
  page.once("dialog", (d) => {
    questions.push(d.message());
    d.dismiss();
  });
  await importBackup(page, text);
  // (The Star Crew game is the same as the backup's: nothing to ask.)
  await expect(page.getByTestId("backup-status")).toContainText("Nothing changed: kept Card Keeper, seed 3333");
  expect(questions).toHaveLength(1);
  expect(questions[0]).toContain("seed 3333");
  expect(questions[0]).toContain("seed 1111");
  await page.getByTestId("game-card-keeper").click();
  await page.getByTestId("resume-game").click();
  expect(await shown(page)).toEqual(here);
  // Asked again and told yes: the backup's game replaces it.
  page.once("dialog", (d) => d.accept());
  await importBackup(page, text);
  await expect(page.getByTestId("backup-status")).toContainText("Restored");
  await page.getByTestId("game-card-keeper").click();
  await page.getByTestId("resume-game").click();
  await expect(page.getByTestId("share-link")).toHaveValue(/seed=1111/);
});

test("a corrupt, foreign or damaged backup gets a clear message and changes nothing", async ({ page }) => {
  await startGame(page, { seats: ["human", "bot-basic"], seed: 4444 });
  await act(page, cardKeeper, 1);
  await startGame(page, { game: "keep-n-swap", seats: ["human", "bot-basic"], seed: 5555 });
  const good = JSON.parse(await exportBackup(page));
  const before = await stored(page);
  const damagedSave = structuredClone(good);
  damagedSave.games["card-keeper"].save.session.game.actions.push({ play: "nonsense" });
  const otherVersion = { ...structuredClone(good), version: 99 };
  const unknownGame = structuredClone(good);
  unknownGame.games.chess = { save: {} };
  const cases = [
    ["notes.txt", "not even {json", "is not a JSON file"],
    ["other.json", JSON.stringify({ hello: "world" }), "is not a Keep Table backup"],
    ["future.json", JSON.stringify(otherVersion), "another version of Keep Table"],
    ["chess.json", JSON.stringify(unknownGame), "a game this version does not know (`chess`)"],
    ["damaged.json", JSON.stringify(damagedSave), "its Card Keeper entry cannot be used"],
  ];
  let asked = 0;
  page.on("dialog", (d) => {
    asked++;
    d.dismiss();
  });
  for (const [name, text, why] of cases) {
    await importBackup(page, text, name);
    const status = page.getByTestId("backup-status");
    await expect(status).toContainText(`${name} cannot be used: `);
    await expect(status).toContainText(why);
    await expect(status).toContainText("Nothing changed.");
    expect(await stored(page)).toBe(before);
  }
  expect(asked).toBe(0);
  await expect(page.getByTestId("app-error")).toHaveCount(0);
});
