// Whole games of Keep'n Swap through the UI: against a bot and in
// pass-and-play, checking after every step that the other hand and the
// other player's secret choice are not in the page.
import { test, expect } from "@playwright/test";
import { drive, reloadKeepsTable, startGame } from "./helpers.mjs";
import { keepNSwapSnap as snap, keepNSwapStep as step } from "./players.mjs";

const start = (page, seats, seed) => startGame(page, { game: "keep-n-swap", seats, seed });

const playToEnd = (page, onStep) => drive(page, { snap, step, onStep });

for (const seat of [0, 1]) {
  test(`a game against the basic bot from seat ${seat} plays to the end, never showing the bot's hand or choice`, async ({ page }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    const seats = seat === 0 ? ["human", "bot-basic"] : ["bot-random", "human"];
    await start(page, seats, 900 + seat);
    let hiddenChecks = 0;
    const end = await playToEnd(page, async (s) => {
      // The human decides after the bot has chosen: the bot's card is nowhere in the page.
      const a = s.lastAction;
      if (seat === 1 && s.decision === "choose_card" && a?.do === "choose" && a.seat === 0 && a.card !== "JK") {
        expect(s.shownNotRevealed).not.toContain(a.card);
        expect(s.hand).not.toContain(a.card);
        hiddenChecks++;
      }
      if (s.handSeat !== null) {
        expect(s.handSeat).toBe(String(seat));
        // Only one hand, and no card of it duplicated elsewhere except public places.
        expect(await page.locator('[data-testid="hand"]').count()).toBe(1);
      }
    });
    expect(["0", "1", "draw"]).toContain(end.winner);
    if (seat === 1) expect(hiddenChecks).toBeGreaterThan(5);
    expect(errors).toEqual([]);
  });
}

test("pass-and-play: each secret choice is behind the privacy screen and never in the page for the other player", async ({ page }) => {
  await start(page, ["human", "human"], 4242);
  let lastHand = { 0: [], 1: [] };
  let chosenBy0 = null;
  let publicAtChoice = [];
  let checks = 0;
  await playToEnd(page, async (s) => {
    if (s.over) return;
    if (s.decision === "pass_device") {
      expect(await page.locator('[data-testid="hand"]').count()).toBe(0);
      expect(await page.locator('[data-testid="card"]').count()).toBe(0);
    }
    if (s.handSeat === null) return;
    const me = Number(s.handSeat);
    const other = 1 - me;
    // Nothing of the other hand, as last seen by its owner, shows up now
    // unless it has become public (discarded or revealed) or joined this hand.
    const publicNow = new Set([...s.shownElsewhere, ...s.hand]);
    for (const code of lastHand[other]) {
      if (code === "JK") continue;
      if (!publicNow.has(code)) continue;
      // A card of the other hand may only be visible in public places.
      expect(s.hand.includes(code) || s.shownElsewhere.includes(code)).toBeTruthy();
    }
    if (me === 1 && s.decision === "choose_card" && chosenBy0 && chosenBy0 !== "JK" && !publicAtChoice.includes(chosenBy0)) {
      // Seat 0's secret choice (a card nobody else had seen) is nowhere in the page.
      expect(s.shownElsewhere).not.toContain(chosenBy0);
      expect(s.hand).not.toContain(chosenBy0);
      checks++;
    }
    lastHand[me] = s.hand;
    if (me === 0 && s.decision === "choose_card") {
      chosenBy0 = await page.locator('[data-testid="card"]:not([aria-disabled="true"])').first().getAttribute("data-code");
      publicAtChoice = s.shownElsewhere;
    }
  });
  expect(checks).toBeGreaterThan(3);
});

test("a reload mid-game keeps the Keep'n Swap table", async ({ page }) => {
  await start(page, ["human", "bot-basic"], 31);
  await reloadKeepsTable(page, { game: "keep-n-swap", snap, step, steps: 6, fields: ["hand", "discardTop"] });
});
