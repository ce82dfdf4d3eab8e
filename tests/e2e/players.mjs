// How the end-to-end tests read and play each game's table: for each game,
// `…Snap(page)` reads what the table shows in one round trip and
// `…Step(page, snap)` takes the viewing human's next decision like a simple
// person would (false when there is nothing to do: a bot is moving).
// Card Keeper's are `snapshot` and `humanStep` in helpers.mjs.
import { expect } from "@playwright/test";
import { readTable, snapshot, humanStep } from "./helpers.mjs";

// ---- Star Crew ----

/** One step for the viewing human: privacy, keep/flip, place a take, or launch/take. */
export const starCrewSnap = (page) =>
  readTable(page, (q) => ({
    hand: [...document.querySelectorAll('[data-testid="card"]')].map((c) => c.dataset.code),
    launchable: [...document.querySelectorAll('[data-testid="card"]')].map((c) => c.dataset.launchable === "true"),
    canTake: q("take-left") ? !q("take-left").disabled : false,
    formation: q("formation")?.dataset.codes ?? "",
  }));

export async function starCrewStep(page, s, flipHands = false) {
  const click = (id) => page.getByTestId(id).first().click();
  if (s.decision === "pass_device") return click("ready").then(() => true);
  if (s.decision === "keep_or_flip") return click(flipHands ? "flip-hand" : "keep-hand").then(() => true);
  if (s.decision === "insert_card") {
    await click("flip-card");
    await page.locator('[data-testid^="insert-"]:not([disabled])').first().click();
    return true;
  }
  if (s.waiting || s.handSeat === null) return false;
  // Try a single launchable card, then a pair of neighbours, else take.
  const single = s.launchable.indexOf(true);
  if (single >= 0) {
    await page.getByTestId("card").nth(single).click();
    await click("launch");
    return true;
  }
  for (let i = 0; i + 1 < s.hand.length; i++) {
    await page.getByTestId("card").nth(i).click();
    await page.getByTestId("card").nth(i + 1).click();
    if (await page.getByTestId("launch").isEnabled()) {
      await click("launch");
      return true;
    }
    // Tapping the left end drops it, then the one card left: no selection.
    await page.getByTestId("card").nth(i).click();
    await page.getByTestId("card").nth(i + 1).click();
  }
  if (s.decision === "warp_launch") throw new Error("a Warp must be finished with a launch");
  if (s.canTake) {
    await click("take-right");
    return true;
  }
  throw new Error(`no move found: ${JSON.stringify(s)}`);
}

// ---- Keep'n Swap ----

export const keepNSwapSnap = (page) =>
  readTable(page, (q) => {
    const codes = [...document.querySelectorAll("[data-code]")];
    return {
      hand: [...document.querySelectorAll('[data-testid="card"]')].map((c) => c.dataset.code),
      // Every card code shown anywhere outside the hand.
      shownElsewhere: codes.filter((e) => !e.closest('[data-testid="hand"]')).map((e) => e.dataset.code).filter(Boolean),
      // Codes shown outside the hand and outside the last revealed pair.
      shownNotRevealed: codes
        .filter((e) => !e.closest('[data-testid="hand"]') && !/^revealed-/.test(e.dataset.testid || ""))
        .map((e) => e.dataset.code)
        .filter(Boolean),
      // The bot's latest action, read from the save (the test's own knowledge, not the page's).
      lastAction: (() => {
        try {
          const save = JSON.parse(localStorage.getItem("keep-table.keep-n-swap.game"));
          return save.session.game.actions.at(-1) ?? null;
        } catch {
          return null;
        }
      })(),
      discardTop: q("discard-top")?.dataset.code ?? "",
    };
  });

export async function keepNSwapStep(page, s) {
  const click = (id) => page.getByTestId(id).first().click();
  const firstCard = () => page.locator('[data-testid="card"]:not([aria-disabled="true"])').first().click();
  switch (s.decision) {
    case "pass_device":
      await click("ready");
      return true;
    case "choose_card":
      await firstCard();
      await click("commit-choice");
      return true;
    case "king_claim":
      await click("claim-played");
      return true;
    case "queen_purge":
      if (await page.getByTestId("purge-stop").count()) await click("purge-stop");
      else {
        await firstCard();
        await click("confirm");
      }
      return true;
    case "equalize":
      await firstCard();
      await click("confirm");
      return true;
  }
  return false;
}

// ---- Keep ----

export const keepSnap = (page) =>
  readTable(page, () => ({
    hand: [...document.querySelectorAll('[data-testid="hand"] [data-testid="card"]')].map((c) => c.dataset.name),
    commons: [...document.querySelectorAll('[data-testid^="commons-card-"]')].map((c) => `${c.dataset.name}:${c.dataset.coins}`),
    // Face-down characters named in each Cloister (only the viewer's own, or all at the end).
    namedFaceDown: [...document.querySelectorAll('[data-testid^="cloister-"]')]
      .filter((e) => /^cloister-\d+$/.test(e.dataset.testid))
      .map((e) => [...e.querySelectorAll('[data-testid="cloister-facedown"]')].filter((c) => c.dataset.name).length),
  }));

// A small seeded generator, so every run takes the same choices.
let state = 12345;
const rand = () => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state / 2147483648;
};

export async function keepStep(page, s) {
  const click = (id) => page.getByTestId(id).first().click();
  // What cannot be undone waits, pressed, for its confirm, which says what it does.
  const confirm = async () => {
    await expect(page.getByTestId("confirm-choice")).toBeVisible();
    await click("confirm-choice");
  };
  switch (s.decision) {
    case "pass_device":
      await click("ready");
      return true;
    case "decree_order":
      await click(rand() < 0.5 ? "decree-first" : "decree-last");
      return true;
    case "turn": {
      if (await page.getByTestId("pass-turn").count()) {
        await click("pass-turn");
        return true;
      }
      if (await page.getByTestId("bonus-action").count()) {
        await click("bonus-action");
        await click("bonus-card-0");
        await confirm();
        return true;
      }
      const playable = page.locator('[data-testid="hand"] [data-testid="card"][data-playable="true"]');
      const n = await playable.count();
      const commons = s.commons.length;
      if (n > 0 && (commons === 0 || rand() < 0.75)) await playable.nth(Math.floor(rand() * n)).click();
      else await page.getByTestId(`commons-card-${Math.floor(rand() * commons)}`).click();
      const ways = page.locator('[data-testid^="way-"]');
      await expect(ways.first()).toBeVisible();
      const w = await ways.count();
      await ways.nth(Math.floor(rand() * w)).click();
      // (A take from the Commons waits for its confirm.)
      if (await page.getByTestId("confirm-choice").count()) await confirm();
      return true;
    }
    case "keep_character":
      await click("choice-0");
      await confirm();
      return true;
    case "replace":
    case "sell":
    case "add":
    case "discard_item":
    case "swap_items":
      await click("choice-0");
      return true;
  }
  return false;
}

/** Every game's reader and stepper, by the game's id. */
export const players = {
  "card-keeper": { snap: snapshot, step: humanStep },
  "star-crew": { snap: starCrewSnap, step: starCrewStep },
  "keep-n-swap": { snap: keepNSwapSnap, step: keepNSwapStep },
  keep: { snap: keepSnap, step: keepStep },
};
