// The replay viewer steps through a game of each game, from one seat's view
// (never another seat's hidden cards), from game over, the lab and a link.
import { test, expect } from "@playwright/test";
import { startGame } from "./helpers.mjs";

const GAMES = [
  ["card-keeper", ["bot-basic", "bot-random", "bot-basic"]],
  ["star-crew", ["bot-basic", "bot-random", "bot-basic"]],
  ["keep-n-swap", ["bot-basic", "bot-random"]],
  ["keep", ["bot-basic", "bot-random", "bot-basic"]],
];

/** Every hand in the page belongs to `seat`. */
async function handsOf(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="hand"]')].map((h) => h.dataset.seat));
}

for (const [game, seats] of GAMES) {
  test(`${game}: a finished game steps move by move from one seat's view`, async ({ page }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await startGame(page, { game, seats, seed: 31 });
    await expect(page.getByTestId("game-over")).toBeVisible({ timeout: 60_000 });
    await page.getByTestId("replay-open").click();
    const step = page.getByTestId("replay-step");
    const total = Number(await step.getAttribute("data-total"));
    expect(total).toBeGreaterThan(3);
    await expect(step).toHaveAttribute("data-step", String(total));
    await page.getByTestId("replay-first").click();
    await expect(step).toHaveAttribute("data-step", "0");
    for (const seat of [1, 0]) {
      await page.getByTestId("replay-seat").selectOption(String(seat));
      for (let i = 0; i < Math.min(total, 12); i++) {
        const hands = await handsOf(page);
        expect(hands.every((h) => h === String(seat)), `hands ${hands} seen by seat ${seat}`).toBeTruthy();
        await page.getByTestId("replay-forward").click();
      }
    }
    // The keys step too, and the log marks the step's lines.
    const at = Number(await step.getAttribute("data-step"));
    await page.keyboard.press("ArrowLeft");
    await expect(step).toHaveAttribute("data-step", String(at - 1));
    await page.keyboard.press("ArrowRight");
    await expect(step).toHaveAttribute("data-step", String(at));
    expect(await page.locator('[data-testid="log-entry"][aria-current="step"]').count()).toBeGreaterThan(0);
    await page.getByTestId("replay-last").click();
    await expect(step).toHaveAttribute("data-step", String(total));
    // Once over, the open view: the table as every player sees it, and
    // every hand listed (nothing is secret any more).
    await expect(page.getByTestId("replay-hands")).toHaveCount(0);
    await page.getByTestId("replay-seat").selectOption("open");
    expect(await handsOf(page)).toEqual([]);
    await expect(page.getByTestId("replay-hands").locator("li")).toHaveCount(seats.length);
    // Stepping back leaves the open view: mid-game every seat's cards are secret again.
    await page.getByTestId("replay-back").click();
    await expect(page.getByTestId("replay-hands")).toHaveCount(0);
    await expect(page.getByTestId("replay-seat")).toHaveValue("0");
    await page.getByTestId("replay-last").click();
    await expect(page.getByTestId("game-over")).toBeVisible();
    await expect(page.getByTestId("play-again")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test("a replay link opens the same moment; a broken one says why", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await startGame(page, { seats: ["bot-basic", "bot-basic"], seed: 8 });
  await expect(page.getByTestId("game-over")).toBeVisible({ timeout: 60_000 });
  await page.getByTestId("replay-open").click();
  await page.getByTestId("replay-first").click();
  for (let i = 0; i < 5; i++) await page.getByTestId("replay-forward").click();
  const log = await page.getByTestId("log").innerText();
  await page.getByTestId("replay-link").click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain("replay=card-keeper");
  expect(link).toContain("step=5");
  await page.goto(link);
  await expect(page.getByTestId("replay-step")).toHaveAttribute("data-step", "5");
  expect(await page.getByTestId("log").innerText()).toBe(log);
  await page.goto(link.replace(/moves=[^&]*/, "moves=____"));
  await expect(page.getByTestId("notice")).toContainText("could not be read");
});

test("a game of a lab run opens in the replay viewer", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("home").click();
  await page.locator('[data-testid="lab-open"][data-game="star-crew"]').click();
  await page.getByTestId("lab-games").fill("20");
  await page.getByTestId("lab-run").click();
  await expect(page.getByTestId("lab-result")).toBeVisible({ timeout: 60_000 });
  await page.getByTestId("lab-replay-index").fill("4");
  await page.getByTestId("replay-open").click();
  await expect(page.locator('[data-testid="replay"][data-game="star-crew"]')).toBeVisible();
  await page.getByTestId("replay-last").click();
  await expect(page.getByTestId("game-over")).toBeVisible();
});
