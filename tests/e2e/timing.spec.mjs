// Timing figures (printed, never asserted): time to an interactive setup
// screen, from "start" to the first playable hand, and from a click to the
// updated table over a whole game. Written to target/e2e-timing.json.
import { test, expect } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { snapshot, humanStep } from "./helpers.mjs";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const figures = {};

test("timing figures", async ({ browser }) => {
  test.setTimeout(240_000);
  const toSetup = [];
  const toHand = [];
  for (let i = 0; i < 10; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/");
    await page.getByTestId("game-card-keeper").click();
    await page.getByTestId("start-game").waitFor();
    toSetup.push(await page.evaluate(() => performance.now()));
    await page.getByTestId("seat-kind-0").selectOption("human");
    await page.getByTestId("bot-delay").selectOption("0");
    toHand.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const t0 = performance.now();
            const done = () => document.querySelector('[data-testid="hand"] [data-testid="card"]');
            const obs = new MutationObserver(() => {
              if (done()) {
                obs.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - t0));
              }
            });
            obs.observe(document.body, { subtree: true, childList: true, attributes: true });
            document.querySelector('[data-testid="start-game"]').click();
          }),
      ),
    );
    await context.close();
  }
  // A whole game against three bots: time each human play from the click to the repainted table.
  const page = await browser.newPage();
  await page.goto("/");
  await page.getByTestId("game-card-keeper").click();
  await page.getByTestId("seed").fill("31337");
  await page.getByTestId("bot-delay").selectOption("0");
  await page.getByTestId("start-game").click();
  const clicks = [];
  for (let i = 0; i < 5000; i++) {
    const s = await snapshot(page);
    if (s.over) break;
    if (!s.decision && !s.waiting && s.hand.length) {
      const code = s.playable[0] ?? s.hand[0];
      await page.locator(`[data-testid="card"][data-code="${code}"]`).first().click();
      const button = s.playable.length ? "play-selected" : "burn-selected";
      const ms = await page.evaluate(
        (button) =>
          new Promise((resolve) => {
            const t0 = performance.now();
            const obs = new MutationObserver(() => {
              obs.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - t0));
            });
            obs.observe(document.querySelector('[data-testid="table"]'), { subtree: true, childList: true, attributes: true, characterData: true });
            document.querySelector(`[data-testid="${button}"]`).click();
          }),
        button,
      );
      clicks.push(ms);
    } else if (!(await humanStep(page, s))) {
      await page.waitForTimeout(5);
    }
  }
  await expect(page.getByTestId("game-over")).toBeVisible();
  figures.navigation_to_interactive_setup_ms_median_of_10 = Math.round(median(toSetup));
  figures.start_to_first_playable_hand_ms_median_of_10 = Math.round(median(toHand) * 10) / 10;
  figures.click_to_updated_table_ms = {
    plays: clicks.length,
    median: Math.round(median(clicks) * 10) / 10,
    worst: Math.round(Math.max(...clicks) * 10) / 10,
  };
  console.log("timing figures:", JSON.stringify(figures));
  writeFileSync("target/e2e-timing.json", JSON.stringify(figures, null, 2));
});
