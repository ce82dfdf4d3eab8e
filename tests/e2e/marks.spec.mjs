// "We argued about this" (issue "The designer's loop", part 3): a moment
// marked at the table is saved with the game, survives a reload, reaches the
// report with a link that opens the replay viewer at that moment, and the
// replay viewer's bar steps to each mark.
import { test, expect } from "@playwright/test";
import { startGame, act, snapshot, humanStep } from "./helpers.mjs";

test("a marked moment is saved, reaches the report, and its link opens the replay at it", async ({ page, browser }) => {
  await startGame(page, { seats: ["human", "human", "bot-basic"], seed: "808" });
  await act(page, { snap: snapshot, step: humanStep }, 3);
  const moves = async () =>
    page.evaluate(() => JSON.parse(localStorage.getItem("keep-table.card-keeper.game")));
  await page.getByTestId("mark-moment").click();
  await page.getByTestId("mark-note").fill("Should a burn reveal the colour?");
  await page.getByTestId("mark-save").click();
  const mark = page.getByTestId("mark-0");
  await expect(mark).toContainText("Should a burn reveal the colour?");
  const step = Number(await mark.getAttribute("data-step"));
  expect(step).toBeGreaterThan(0);
  // Pass-and-play: the mark is words and a move number, no card of a hand.
  await expect(mark.locator('[data-testid="card"]')).toHaveCount(0);
  // It is saved with the game and survives a reload.
  await page.reload();
  await expect(page.getByTestId("mark-0")).toHaveAttribute("data-step", String(step));
  expect(JSON.stringify(await moves())).toContain("Should a burn reveal the colour?");
  // The report lists it with a link to the replay at that moment.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-report").click()]);
  const report = Buffer.concat(await (await download.createReadStream()).toArray()).toString();
  expect(report).toContain("## Marked moments");
  const line = report.split("\n").find((l) => l.includes("Should a burn reveal the colour?"));
  expect(line).toContain(`Move ${step}`);
  const link = line.match(/\((http[^)]+)\)\)?$/)[1];
  expect(link).toContain(`step=${step}`);
  // The link opens the replay viewer at that moment, in a fresh browser.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await expect(fresh.getByTestId("replay-step")).toHaveAttribute("data-step", String(step));
  const chip = fresh.getByTestId("replay-mark-0");
  await expect(chip).toHaveAttribute("data-step", String(step));
  await fresh.getByTestId("replay-first").click();
  await expect(fresh.getByTestId("replay-step")).toHaveAttribute("data-step", "0");
  await chip.click();
  await expect(fresh.getByTestId("replay-step")).toHaveAttribute("data-step", String(step));
  await other.close();
});
