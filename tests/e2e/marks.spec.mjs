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

test("a tap on a log line marks that line's moment, the one the replay viewer shows it at", async ({ page, browser }) => {
  await startGame(page, { seats: ["human", "bot-basic"], seed: "4242" });
  await act(page, { snap: snapshot, step: humanStep }, 4);
  const steps = async () =>
    page.getByTestId("log-entry").evaluateAll((es) => es.map((e) => Number(e.getAttribute("data-step"))));
  const before = await steps();
  // Every line knows its move: the deal first, in the order played.
  expect(before[0]).toBe(0);
  expect(before.every((s, i) => Number.isInteger(s) && (i === 0 || s >= before[i - 1]))).toBe(true);
  const now = before[before.length - 1];
  expect(now).toBeGreaterThan(2);
  // A reload finds each line's move by replaying the game: the same moves.
  await page.reload();
  await expect(page.getByTestId("log-entry")).toHaveCount(before.length);
  expect(await steps()).toEqual(before);
  // Tapping an earlier line opens the form at its moment, its note focused.
  const i = before.findIndex((s) => s > 0 && s < now);
  const at = before[i];
  await page.getByTestId("log-entry").nth(i).click();
  await expect(page.getByTestId("mark-at")).toHaveValue(String(at));
  await expect(page.getByTestId("mark-note")).toBeFocused();
  await page.keyboard.type("Was this play legal?");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("mark-0")).toHaveAttribute("data-step", String(at));
  await expect(page.getByTestId("mark-0")).toContainText(`Move ${at}`);
  // The form chooses a moment too (the deal here), and opens at "now" again.
  await page.getByTestId("mark-moment").click();
  await expect(page.getByTestId("mark-at")).toHaveValue(String(now));
  await page.getByTestId("mark-at").selectOption("0");
  await page.getByTestId("mark-note").fill("The deal looked unfair");
  await page.getByTestId("mark-save").click();
  await expect(page.getByTestId("mark-1")).toHaveAttribute("data-step", "0");
  // The report's link opens the replay at the tapped line's moment: the
  // log there ends with the lines of that line's move.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-report").click()]);
  const report = Buffer.concat(await (await download.createReadStream()).toArray()).toString();
  const line = report.split("\n").find((l) => l.includes("Was this play legal?"));
  const link = line.match(/\((http[^)]+)\)\)?$/)[1];
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await expect(fresh.getByTestId("replay-step")).toHaveAttribute("data-step", String(at));
  await expect(fresh.getByTestId("log-entry")).toHaveCount(before.filter((s) => s <= at).length);
  await expect(fresh.locator('[data-testid="log-entry"].current')).toHaveCount(before.filter((s) => s === at).length);
  await other.close();
});
