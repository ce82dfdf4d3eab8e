// Accessibility (axe-core) and layout at phone and laptop sizes, with screenshots.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { startGame, playToEnd, snapshot, humanStep, saveShot, openLabSettings } from "./helpers.mjs";


async function noSeriousViolations(page, where) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => ["serious", "critical"].includes(v.impact));
  expect(bad.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

for (const [w, h] of [[360, 740], [1280, 800]]) {
  test(`setup, table and game over at ${w}x${h}: accessible and no sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto("/");
    await page.getByTestId("game-card-keeper").click();
    await noSeriousViolations(page, "setup");
    await saveShot(page, `setup-${w}`);
    await startGame(page, { seats: ["human", "bot-basic", "bot-random", "bot-basic"], seed: 2024 });
    // Wait for the human's turn, then select a card so the selection shows.
    // (A colour to name first, if the first card is a Wild: the hand is no
    // choice until then.)
    for (let i = 0; i < 300; i++) {
      const s = await snapshot(page);
      if (!s.waiting && s.hand.length && s.decision === null) break;
      if (s.decision === "name_colour") await humanStep(page, s);
      else await page.waitForTimeout(10);
    }
    await page.getByTestId("card").first().click();
    await noSeriousViolations(page, "table");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveShot(page, `table-${w}`);
    await playToEnd(page);
    await expect(page.getByTestId("game-over")).toBeVisible();
    await noSeriousViolations(page, "game over");
    await saveShot(page, `game-over-${w}`);
  });
}

test("a turn can be played with the keyboard alone", async ({ page }) => {
  await startGame(page, { seats: ["human", "bot-basic"], seed: 55 });
  for (let i = 0; i < 300; i++) {
    const s = await snapshot(page);
    if (!s.waiting && s.hand.length && !s.decision) break;
    if (s.decision) await humanStep(page, s);
    await page.waitForTimeout(10);
  }
  const before = await snapshot(page);
  await page.getByTestId("card").first().focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("card").first()).toHaveAttribute("aria-pressed", "true");
  // Tab to the burn button (any card may be burned) and press it.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const id = await page.evaluate(() => document.activeElement?.dataset?.testid);
    if (id === "burn-selected") break;
  }
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await snapshot(page)).burn).not.toBe(before.burn);
});

// Each game's table at a phone's width and a desktop's: its setup and its
// table after the first human move, checked by axe, with no sideways
// scrolling. `first` takes that move.
const tables = [
  {
    game: "star-crew",
    title: "Star Crew",
    seed: "99",
    first: async (page) => {
      await page.getByTestId("keep-hand").click();
      await expect(page.getByTestId("hand")).toBeVisible();
    },
  },
  {
    game: "keep-n-swap",
    title: "Keep'n Swap",
    seed: "12",
    first: async (page) => {
      await page.locator('[data-testid="card"]:not([aria-disabled="true"])').first().click();
      await page.getByTestId("commit-choice").click();
      await expect(page.locator('[data-testid="revealed-0"]')).toBeVisible();
    },
  },
];

for (const { game, title, seed, first } of tables) {
  for (const [w, h] of [[360, 740], [1280, 800]]) {
    test(`the ${title} table at ${w}x${h}: accessible and no sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await page.goto("/");
      await page.getByTestId(`game-${game}`).click();
      await noSeriousViolations(page, `${title} setup`);
      await page.getByTestId("seed").fill(seed);
      await page.getByTestId("bot-delay").selectOption("0");
      await page.getByTestId("start-game").click();
      await first(page);
      await noSeriousViolations(page, `${title} table`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveShot(page, `${game}-${w}`);
    });
  }
}

for (const [w, h] of [[360, 740], [1280, 800]]) {
  test(`the lab and the replay viewer at ${w}x${h}: accessible and no sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    const noOverflow = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.goto("/");
    await page.locator('[data-testid="lab-open"][data-game="card-keeper"]').click();
    await page.getByTestId("lab-games").fill("300");
    await page.getByTestId("lab-run").click();
    await expect(page.getByTestId("lab-result")).toBeVisible({ timeout: 60_000 });
    await page.getByTestId("lab-keep-a").click();
    await openLabSettings(page);
    await page.getByTestId("lab-seat-kind-0").selectOption("bot-random");
    await page.getByTestId("lab-run").click();
    await expect(page.getByTestId("lab-compare")).toBeVisible({ timeout: 60_000 });
    await noSeriousViolations(page, "lab");
    await noOverflow();
    await saveShot(page, `lab-${w}`);
    // A sweep's form and its charts, unfolded, fit and read too.
    await page.getByTestId("lab-sweep").locator(":scope > summary").click();
    const field = page.getByTestId("lab-sweep-field");
    await field.selectOption(await field.locator("option", { hasText: "(shield)" }).getAttribute("value"));
    await page.getByTestId("lab-sweep-from").fill("3");
    await page.getByTestId("lab-sweep-to").fill("5");
    await noOverflow();
    await page.getByTestId("lab-sweep-run").click();
    await expect(page.getByTestId("lab-sweep-result")).toBeVisible({ timeout: 60_000 });
    await noSeriousViolations(page, "lab sweep");
    await noOverflow();
    await saveShot(page, `lab-sweep-${w}`);
    await page.getByTestId("replay-open").click();
    await expect(page.getByTestId("replay-step")).toBeVisible();
    // Stepping by keyboard alone: the forward button takes the focus and Enter.
    await page.getByTestId("replay-forward").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("replay-step")).toHaveAttribute("data-step", "1");
    await noSeriousViolations(page, "replay");
    await noOverflow();
    await saveShot(page, `replay-${w}`);
  });
}
