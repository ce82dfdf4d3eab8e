// Feedback from every seat (issue 42): at the end of a game each human
// seat at the device is asked "What did you argue about?" with one-tap
// tags; the answers are saved with the game, survive a reload and reach the
// report under each player's name. (A guest's answer from their own device:
// tests/net/devices.spec.mjs.)
import { test, expect } from "@playwright/test";
import { startGame, playToEnd, saveShot } from "./helpers.mjs";

test("every human seat at the device answers at the end, and the report lists each under their name", async ({ page }) => {
  await startGame(page, { seats: ["human", "human", "bot-basic"], seed: "606" });
  await playToEnd(page);
  const form = page.getByTestId("feedback");
  await expect(form).toBeVisible();
  // Two players at this device: the first answers, then the second.
  const who = page.getByTestId("feedback-seat");
  await expect(who.locator("option")).toHaveCount(2);
  await expect(who).toHaveValue("0");
  const fun = page.getByTestId("feedback-tag-fun");
  await fun.click();
  await expect(fun).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("feedback-tag-unclear_rule").click();
  await page.getByTestId("feedback-note").fill("Does a Shield count as a card?");
  await page.getByTestId("feedback-send").click();
  await expect(page.getByTestId("feedback-sent")).toContainText("your answer is in the report");
  // The form moves on to the seat that has not answered, empty.
  await expect(who).toHaveValue("1");
  await expect(page.getByTestId("feedback-note")).toHaveValue("");
  await expect(fun).toHaveAttribute("aria-pressed", "false");
  await page.getByTestId("feedback-tag-too_long").click();
  await page.getByTestId("feedback-send").click();
  await expect(who.locator("option", { hasText: "(answered)" })).toHaveCount(2);
  // Saved with the game: a reload finds both answers.
  await page.reload();
  await expect(page.getByTestId("feedback")).toBeVisible();
  await page.getByTestId("feedback-seat").selectOption("0");
  await expect(page.getByTestId("feedback-note")).toHaveValue("Does a Shield count as a card?");
  await expect(page.getByTestId("feedback-tag-unclear_rule")).toHaveAttribute("aria-pressed", "true");
  // Keyboard: the tags and the send button are reached by Tab and pressed by Space.
  await page.getByTestId("feedback-tag-too_random").focus();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("feedback-tag-too_random")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("feedback-send").focus();
  await page.keyboard.press("Enter");
  await page.setViewportSize({ width: 360, height: 740 });
  // On a phone the game-over panel is part of the page, not a box that
  // scrolls inside the dock: no ancestor of Send clips it.
  const clipped = await page.evaluate(() => {
    let e = document.querySelector("[data-testid=feedback-send]").parentElement;
    for (; e && e !== document.body; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (e.scrollHeight > e.clientHeight + 1 && s.overflowY !== "visible") return e.className || e.tagName;
    }
    return null;
  });
  expect(clipped).toBeNull();
  await page.getByTestId("feedback").scrollIntoViewIfNeeded();
  await saveShot(page, "feedback-360");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-report").click()]);
  const report = Buffer.concat(await (await download.createReadStream()).toArray()).toString();
  expect(report).toContain("## Feedback from every seat, at the end");
  expect(report).toContain("- **Ana** (seat 1): Fun, Too random, Unclear rule. “Does a Shield count as a card?”");
  expect(report).toContain("- **Bo** (seat 2): Too long");
  expect(report).not.toContain("(seat 3");
});

test("a table of bots asks nobody", async ({ page }) => {
  await startGame(page, { seats: ["bot-basic", "bot-random"], seed: "17" });
  await expect(page.getByTestId("game-over")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("feedback")).toHaveCount(0);
});
