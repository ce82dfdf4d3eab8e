// Whole games of Star Crew through the UI, for 2, 3, 4 and 5 players.
import { test, expect } from "@playwright/test";
import { drive, startGame } from "./helpers.mjs";
import { starCrewSnap as snap, starCrewStep as step } from "./players.mjs";

const start = (page, seats, seed) => startGame(page, { game: "star-crew", seats, seed });

const playToEnd = (page, { onStep, flipHands = false } = {}) =>
  drive(page, { snap, step: (p, s) => step(p, s, flipHands), onStep });

for (const players of [2, 3, 4, 5]) {
  test(`a ${players}-player Star Crew game plays to the end`, async ({ page }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    const seats = ["human", ...Array(players - 1).fill(0).map((_, i) => (i % 2 ? "bot-random" : "bot-basic"))];
    await start(page, seats, 500 + players);
    let sawRoundOver = false;
    const end = await playToEnd(page, {
      flipHands: players % 2 === 0,
      onStep: async (s) => {
        expect(s.seats).toHaveLength(players);
        if (await page.getByTestId("round-over").count()) sawRoundOver = true;
      },
    });
    expect(sawRoundOver).toBeTruthy();
    const scores = end.seats.map((x) => Number(x.score));
    const best = Math.max(...scores);
    const winners = end.winner.split(",").map(Number);
    expect(winners.every((w) => scores[w] === best)).toBeTruthy();
    expect(errors).toEqual([]);
  });
}

test("Star Crew pass-and-play hides the other hand, and a reload keeps the table", async ({ page }) => {
  await start(page, ["human", "human"], 77);
  let handoffs = 0;
  let reloaded = false;
  await playToEnd(page, {
    onStep: async (s) => {
      if (s.decision === "pass_device") {
        handoffs++;
        expect(await page.locator('[data-testid="hand"]').count()).toBe(0);
        expect(await page.locator('[data-testid="card"]').count()).toBe(0);
      }
      if (s.handSeat !== null) {
        expect(await page.locator('[data-testid="hand"]').count()).toBe(1);
        expect(s.hand.length).toBe(Number(s.seats[Number(s.handSeat)].handCount));
      }
      if (!reloaded && handoffs === 3) {
        reloaded = true;
        await page.reload();
        await expect(page.locator('[data-testid="table"][data-game="star-crew"]')).toBeVisible();
        const after = await snap(page);
        expect(after.decision).toBe(s.decision);
        expect(after.formation).toBe(s.formation);
        expect(after.seats).toEqual(s.seats);
      }
    },
  });
  expect(handoffs).toBeGreaterThan(3);
});

test("a Star Crew share link deals the same hand in a fresh browser", async ({ page, browser }) => {
  await start(page, ["human", "bot-basic", "bot-random"], 4321);
  await expect(page.getByTestId("prompt")).toHaveAttribute("data-decision", "keep_or_flip");
  const first = await snap(page);
  const link = await page.getByTestId("share-link").inputValue();
  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(link.replace(/^https?:\/\/[^/]+/, test.info().project.use.baseURL));
  await friend.getByTestId("bot-delay").selectOption("0");
  await friend.getByTestId("start-game").click();
  await expect(friend.getByTestId("prompt")).toHaveAttribute("data-decision", "keep_or_flip");
  expect((await snap(friend)).hand).toEqual(first.hand);
  await other.close();
});
