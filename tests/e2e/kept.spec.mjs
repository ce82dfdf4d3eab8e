// Nothing a table said is ever lost (issue 55): every finished game is kept
// on the device with its marks and answers, through Play again, a new game
// and a reload; listed under "Games played here" on the picker and the
// game's page, each opening its report and its replay; a game left for
// another is kept too, unfinished; backups carry every kept game and an
// import only adds; storage that refuses a write keeps the table playing
// and says what to do.
import { test, expect } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { startGame, playToEnd, act, snapshot, humanStep, saveShot } from "./helpers.mjs";

/** A download's text. */
const text = async (download) => Buffer.concat(await (await download.createReadStream()).toArray()).toString();

/** The kept games listed on `page` now: each row's record id and whether it finished. */
const listed = (page) =>
  page.getByTestId("games-played").locator("[data-record]").evaluateAll((rows) =>
    rows.map((r) => ({ id: r.dataset.record, finished: r.dataset.finished, text: r.textContent })),
  );

test("a finished game is kept with its mark and answer through Play again and a reload; its report and replay open; a backup carries it, twice adds nothing", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await startGame(page, { seats: ["human", "bot-basic"], seed: "6061" });
  await act(page, { snap: snapshot, step: humanStep }, 2);
  await page.getByTestId("mark-moment").click();
  await page.getByTestId("mark-note").fill("Should a burn reveal the colour?");
  await page.getByTestId("mark-save").click();
  await playToEnd(page);
  await page.getByTestId("feedback-tag-unclear_rule").click();
  await page.getByTestId("feedback-note").fill("Shields felt too strong");
  await page.getByTestId("feedback-send").click();
  await expect(page.getByTestId("feedback-sent")).toBeVisible();
  // The report is one tap from game over (a download where the browser
  // has no share sheet), linking the replay of the whole game.
  const [report] = await Promise.all([page.waitForEvent("download"), page.getByTestId("gameover-report").click()]);
  const md = await text(report);
  expect(md).toContain("Should a burn reveal the colour?");
  expect(md).toContain("Shields felt too strong");
  const whole = md.match(/- Replay of the whole game: (\S+)/)[1];
  expect(whole).toContain("step=0");
  await expect(page.getByTestId("gameover-report-status")).toContainText("Report downloaded");
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId("gameover-report").scrollIntoViewIfNeeded();
  await saveShot(page, "gameover-report-360");
  await page.setViewportSize({ width: 1280, height: 800 });
  // Play again, then a reload: the first game is still listed, finished,
  // with its mark and answer.
  await page.getByTestId("play-again").click();
  await expect(page.getByTestId("game-over")).toHaveCount(0);
  await page.reload();
  await page.getByTestId("home").click();
  await expect(page.getByTestId("game-played-0")).toBeVisible();
  const rows = await listed(page);
  expect(rows).toHaveLength(1);
  expect(rows[0].finished).toBe("true");
  expect(rows[0].text).toContain("1 mark");
  expect(rows[0].text).toContain("1 answer");
  const id = rows[0].id;
  await saveShot(page, "games-played-picker");
  // Its report, from the list.
  const [again] = await Promise.all([page.waitForEvent("download"), page.getByTestId("game-played-0").getByTestId("played-report").click()]);
  const md2 = await text(again);
  expect(md2).toContain("Should a burn reveal the colour?");
  expect(md2).toContain("Shields felt too strong");
  expect(md2).toContain("- Replay of the whole game: ");
  // The game's own page lists it too.
  await page.getByTestId("game-card-keeper").click();
  await expect(page.getByTestId("games-played").locator(`[data-record="${id}"]`)).toBeVisible();
  // A game left for another (moves played) is kept too, unfinished (as is
  // the rematch above, once its bot has moved).
  await startGame(page, { seats: ["human", "bot-basic"], seed: "7071" });
  await act(page, { snap: snapshot, step: humanStep }, 1);
  await startGame(page, { seats: ["human", "bot-basic"], seed: "7072" });
  await page.getByTestId("home").click();
  await expect.poll(async () => (await listed(page)).filter((r) => r.text.includes("unfinished after")).length).toBeGreaterThanOrEqual(1);
  const all = await listed(page);
  expect(all.filter((r) => r.finished === "true").map((r) => r.id)).toEqual([id]);
  expect(all.filter((r) => r.finished === "false").length).toBe(all.length - 1);
  // Its replay opens the replay viewer at the deal.
  await page.getByTestId("games-played").locator(`[data-record="${id}"]`).getByTestId("played-replay").click();
  await expect(page.getByTestId("replay")).toBeVisible();
  await expect(page.getByTestId("replay-step")).toHaveAttribute("data-step", "0");
  await expect(page.getByTestId("replay-mark-0")).toBeVisible();
  // A backup carries both; imported in a fresh browser both are listed;
  // imported again, nothing is added.
  await page.goto("/");
  await page.getByTestId("home").click();
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId("backup-export").click()]);
  const backup = await readFile(await file.path(), "utf8");
  const parsed = JSON.parse(backup);
  expect(parsed.version).toBe(2);
  expect(parsed.records.map((r) => r.id)).toContain(id);
  const other = await browser.newContext();
  const friend = await other.newPage();
  let asked = 0;
  friend.on("dialog", (d) => {
    asked++;
    d.dismiss();
  });
  await friend.goto("/");
  const importIt = () => friend.getByTestId("backup-import").setInputFiles({ name: "keep-table-backup.json", mimeType: "application/json", buffer: Buffer.from(backup) });
  await importIt();
  const n = parsed.records.length;
  expect(n).toBe(all.length);
  await expect(friend.getByTestId("backup-status")).toContainText(`Added ${n} games to the games played here`);
  expect(asked).toBe(0);
  await expect.poll(async () => (await listed(friend)).map((r) => r.id).sort()).toEqual(parsed.records.map((r) => r.id).sort());
  await importIt();
  await expect(friend.getByTestId("backup-status")).toContainText("were here already");
  expect((await listed(friend)).length).toBe(n);
  // Deleting asks first: dismissed, nothing goes; accepted, that one goes.
  await friend.getByTestId("game-played-0").getByTestId("played-delete").click();
  expect(asked).toBe(1);
  expect((await listed(friend)).length).toBe(n);
  friend.removeAllListeners("dialog");
  friend.once("dialog", (d) => d.accept());
  await friend.getByTestId("game-played-0").getByTestId("played-delete").click();
  await expect.poll(async () => (await listed(friend)).length).toBe(n - 1);
  await friend.reload();
  await friend.getByTestId("home").click();
  await expect(friend.getByTestId("game-played-0")).toBeVisible();
  await expect.poll(async () => (await listed(friend)).length).toBe(n - 1);
  await other.close();
});

test("where the phone has a share sheet, the report goes to it", async ({ page }) => {
  await page.addInitScript(() => {
    window.__shared = [];
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: function (data) {
        window.__shared.push({ title: data.title, text: data.text, files: (data.files || []).length });
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, "canShare", { configurable: true, value: () => false });
  });
  await startGame(page, { seats: ["bot-basic", "bot-random"], seed: "17" });
  await expect(page.getByTestId("game-over")).toBeVisible({ timeout: 30_000 });
  await page.getByTestId("gameover-report").click();
  await expect(page.getByTestId("gameover-report-status")).toContainText("ready to share");
  const shared = await page.evaluate(() => window.__shared);
  expect(shared).toHaveLength(1);
  expect(shared[0].title).toBe("card-keeper-17.md");
  expect(shared[0].text).toContain("# Card Keeper playtest report");
});

test("storage that refuses writes: the table plays on and says what to do; storage nearly full says so first", async ({ page }) => {
  await page.addInitScript(() => {
    const full = () => new DOMException("The quota has been exceeded.", "QuotaExceededError");
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (String(key).endsWith(".game")) throw full();
      return setItem.call(this, key, value);
    };
    IDBObjectStore.prototype.put = function () {
      throw full();
    };
    navigator.storage.estimate = () => Promise.resolve({ usage: 95_000_000, quota: 100_000_000 });
  });
  await page.goto("/");
  await page.getByTestId("home").click();
  await expect(page.getByTestId("games-played-problem")).toContainText("nearly full");
  await startGame(page, { seats: ["human", "bot-basic"], seed: "4545" });
  await expect(page.getByTestId("notice")).toContainText("could not be saved");
  await playToEnd(page);
  await expect(page.getByTestId("game-over")).toBeVisible();
  await expect(page.getByTestId("notice")).toContainText("could not be kept");
  await expect(page.getByTestId("notice")).toContainText("export a backup");
  await expect(page.getByTestId("app-error")).toHaveCount(0);
});
