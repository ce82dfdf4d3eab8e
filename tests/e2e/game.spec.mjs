// Whole games of Card Keeper through the UI.
import { test, expect } from "@playwright/test";
import { startGame, playToEnd, snapshot } from "./helpers.mjs";

for (const players of [2, 4, 6]) {
  test(`a ${players}-player game against bots plays to the end`, async ({ page }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    const seats = ["human", ...Array(players - 1).fill(0).map((_, i) => (i % 2 ? "bot-random" : "bot-basic"))];
    await startGame(page, { seats, seed: 1000 + players });
    const end = await playToEnd(page, {
      onStep: async (s) => {
        expect(s.seats).toHaveLength(players);
        expect(s.cardsOutsideHand).toBe(0);
        if (s.handSeat !== null) expect(s.handSeat).toBe("0");
      },
    });
    expect(end.winner === "draw" || Number(end.winner) < players).toBeTruthy();
    const inSeats = end.seats.filter((x) => x.out === "false");
    if (end.winner !== "draw") expect(inSeats.map((x) => x.testid)).toEqual([`seat-${end.winner}`]);
    expect(await page.getByTestId("log-entry").count()).toBeGreaterThan(players * 5);
    expect(errors).toEqual([]);
  });
}

test("pass-and-play never shows the other human's hand", async ({ page }) => {
  await startGame(page, { seats: ["human", "human", "bot-basic"], seed: 4242 });
  let handoffs = 0;
  const seen = { 0: new Set(), 1: new Set() };
  await playToEnd(page, {
    onStep: async (s) => {
      if (s.over) return;
      if (s.decision === "pass_device") {
        handoffs++;
        // Behind the privacy screen no hand is in the page at all (read in
        // the same snapshot: a bot may move on right after it).
        expect(s.hand).toEqual([]);
        expect(s.hands).toBe(0);
      }
      if (s.handSeat !== null) {
        // Only one hand is ever in the page, and every card in it belongs to it.
        expect(s.hands).toBe(1);
        expect(s.cardsOutsideHand).toBe(0);
        const me = Number(s.handSeat);
        s.hand.forEach((c) => seen[me].add(c));
        const seatCount = Number(s.seats[me].handCount);
        expect(s.hand.length).toBe(seatCount);
      }
      // The log never names a card burned by someone else.
      const hidden = await page.evaluate((me) => {
        const names = ["Ana", "Bo", "Cy"];
        return [...document.querySelectorAll('[data-testid="log-entry"]')]
          .map((e) => e.textContent)
          .filter((t) => /burned (?!a card)/.test(t) && !t.startsWith("You"));
      }, s.handSeat);
      expect(hidden).toEqual([]);
    },
  });
  expect(handoffs).toBeGreaterThan(2);
});

test("the hand stays where it is from turn to turn: one status line says whose turn it is", async ({ page }) => {
  await startGame(page, { seats: ["human", "bot-basic", "bot-basic"], seed: 777, delay: "600" });
  const handTop = async () => (await page.getByTestId("hand").boundingBox()).y;
  for (let turn = 0; turn < 3; turn++) {
    await expect(page.getByTestId("your-turn")).toContainText("Your turn");
    await expect(page.getByTestId("status")).toHaveCount(0);
    const mine = await handTop();
    const s = await snapshot(page);
    if (s.over) break;
    if (s.playable.length > 0) {
      await page.locator('[data-testid="card"][data-playable="true"]').first().click();
      await page.getByTestId("play-selected").click();
    } else {
      await page.getByTestId("card").first().click();
      await page.getByTestId("burn-selected").click();
    }
    // A Wild or a Capture asks more in a prompt: this deal's first turns do not.
    await expect(page.getByTestId("status")).toBeVisible();
    await expect(page.getByTestId("your-turn")).toHaveCount(0);
    // (Within 2 px: a hand a row shorter may leave the dock's sticky place
    // at the screen's bottom for its own place in the page, a pixel or so
    // away; a status line that came and went moved it by its 35 px height.)
    expect(Math.abs((await handTop()) - mine)).toBeLessThanOrEqual(2);
  }
});
