// Helpers that drive Keep Table through its data-testid hooks only.
import { expect } from "@playwright/test";

/**
 * Saves a full-page screenshot as target/e2e-screenshots/NAME.png. Chromium
 * now and then refuses one capture ("Unable to capture screenshot") and takes
 * the same picture when asked again, so that one refusal is asked again once.
 */
export async function saveShot(page, name) {
  const options = { path: `target/e2e-screenshots/${name}.png`, fullPage: true };
  try {
    await page.screenshot(options);
  } catch (e) {
    if (!String(e).includes("Unable to capture screenshot")) throw e;
    await page.screenshot(options);
  }
}

/** Unfolds the lab's run settings (they fold when a run starts). */
export async function openLabSettings(page) {
  const settings = page.getByTestId("lab-settings");
  if ((await settings.getAttribute("open")) === null) await settings.locator(":scope > summary").click();
  await expect(settings).toHaveAttribute("open", "");
}

/**
 * Opens the setup screen and starts a game (Card Keeper unless `game` names
 * another; Keep'n Swap, for two players only, has no player count), from
 * the app at `base` (`/`, or the same build served at `/keep-table/`).
 */
export async function startGame(page, { game = "card-keeper", seats, seed = "12345", delay = "0", rulings = {}, base = "/" }) {
  await page.goto(base);
  // A saved game at its table opens there: go to the picker first.
  await page.getByTestId("home").click();
  await page.getByTestId(`game-${game}`).click();
  if (game !== "keep-n-swap") await page.getByTestId("player-count").selectOption(String(seats.length));
  for (const [i, kind] of seats.entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption(kind);
  }
  await page.getByTestId("seed").fill(String(seed));
  for (const [id, value] of Object.entries(rulings)) {
    await page.getByTestId(`ruling-${id}`).selectOption(value);
  }
  await page.getByTestId("bot-delay").selectOption(delay);
  await page.getByTestId("start-game").click();
  await expect(page.locator(`[data-testid="table"][data-game="${game}"]`)).toBeVisible();
}

/**
 * Opens the app and, once it has started (and so read storage), writes
 * `entries` into localStorage for the next reload to find: written before
 * the app starts, a bad save would be found (and set aside) by this load.
 */
export async function storeAfterStart(page, entries) {
  await page.goto("/");
  await expect(page.getByTestId("game-card-keeper")).toBeVisible();
  await page.evaluate((e) => {
    for (const [key, value] of Object.entries(e)) localStorage.setItem(key, value);
  }, entries);
}

/**
 * What every game's table shows the same way: the game-over panel, the
 * prompt, the status line, whose hand is shown, the seats' data. Run in the
 * page; `q` finds a `data-testid`.
 */
const tableCommon = (q) => ({
  over: !!q("game-over"),
  winner: q("game-over")?.dataset.winner ?? null,
  decision: q("prompt")?.dataset.decision ?? null,
  waiting: !!q("status"),
  handSeat: q("hand")?.dataset.seat ?? null,
  seats: [...document.querySelectorAll('[data-testid^="seat-"]')]
    .filter((e) => /^seat-\d+$/.test(e.dataset.testid))
    .map((e) => ({ ...e.dataset })),
});

/**
 * One read of what a table shows, in a single round trip: the part every
 * game shares and what `extra(q)` reads of this game (both run in the page,
 * so they are sent as source).
 */
export const readTable = (page, extra) =>
  page.evaluate(`(() => {
    const q = (id) => document.querySelector('[data-testid="' + id + '"]');
    return { ...(${tableCommon})(q), ...(${extra})(q) };
  })()`);

/** One read of what Card Keeper's table shows, in a single round trip. */
export const snapshot = (page) =>
  readTable(page, (q) => ({
    hands: document.querySelectorAll('[data-testid="hand"]').length,
    hand: [...document.querySelectorAll('[data-testid="card"]')].map((c) => c.dataset.code),
    playable: [...document.querySelectorAll('[data-testid="card"][data-playable="true"]')].map((c) => c.dataset.code),
    cardsOutsideHand: [...document.querySelectorAll('[data-testid="card"]')].filter((c) => !c.closest('[data-testid="hand"]')).length,
    draw: q("draw-pile")?.dataset.count,
    burn: q("burn-pile")?.dataset.count,
    top: q("discard-top")?.dataset.code,
    colour: q("active-colour")?.dataset.colour,
    direction: q("direction")?.dataset.direction,
    log: q("log")?.children.length ?? 0,
  }));

/**
 * Takes the viewing player's next decision like a simple person would.
 * Returns false when there was nothing to do (a bot is moving).
 */
export async function humanStep(page, s) {
  const click = (id) => page.getByTestId(id).first().click();
  // Selects a card (a tap on the selected one would drop it again).
  const select = async (card) => {
    if ((await card.getAttribute("aria-pressed")) !== "true") await card.click();
  };
  switch (s.decision) {
    case "pass_device":
      await click("ready");
      return true;
    case "name_colour":
      await click("colour-R");
      return true;
    case "chaos_burn":
      await select(page.getByTestId("card").first());
      await click("burn-selected");
      return true;
    case "choose_target":
    case "choose_targets":
      await page.locator('[data-testid^="target-"]').first().click();
      return true;
  }
  if (s.waiting || s.hand.length === 0) return false;
  if (s.playable.length > 0) {
    await select(page.locator('[data-testid="card"][data-playable="true"]').first());
    await click("play-selected");
  } else {
    await select(page.getByTestId("card").first());
    await click("burn-selected");
  }
  return true;
}

/**
 * Takes `n` of the viewing human's decisions, read with `snap` and taken
 * with `step` (fewer if the game ends first), waiting while bots move, and
 * returns when the human must decide again (or the game is over).
 */
export async function act(page, { snap, step }, n) {
  for (let i = 0; n > 0 && i < 2000; i++) {
    const s = await snap(page);
    if (s.over) return;
    if (await step(page, s)) n--;
    else await page.waitForTimeout(10);
  }
  if (n > 0) throw new Error("the human never got a turn");
  // Then the bots' moves, up to the human's next decision or the end.
  await expect.poll(async () => {
    const s = await snap(page);
    return s.over || !s.waiting;
  }).toBe(true);
}

/** Plays until the game is over; `onStep` sees every snapshot. */
export async function playToEnd(page, { onStep, maxSteps = 5000 } = {}) {
  return drive(page, { snap: snapshot, step: humanStep, onStep, maxSteps });
}

/**
 * Plays any game to its end: reads the table with `snap`, lets `onStep`
 * check it, and takes the viewer's decision with `step` (which returns
 * false while a bot moves). Returns the last read.
 */
export async function drive(page, { snap, step, onStep, maxSteps = 4000 }) {
  for (let i = 0; i < maxSteps; i++) {
    const s = await snap(page);
    if (onStep) await onStep(s);
    if (s.over) return s;
    if (!(await step(page, s))) await page.waitForTimeout(10);
  }
  throw new Error("the game did not end");
}

/**
 * Takes up to `steps` reads of the table (the viewer deciding with `step`,
 * bots moving), reloads the page mid-game, and checks that `game`'s table
 * comes back asking the same and that `fields` of `snap`'s read are the same.
 */
export async function reloadKeepsTable(page, { game, snap, step, steps, fields }) {
  for (let i = 0; i < steps; i++) {
    const s = await snap(page);
    if (s.over) break;
    if (!(await step(page, s))) await page.waitForTimeout(20);
  }
  await expect(page.getByTestId("prompt")).toBeVisible();
  const before = await snap(page);
  await page.reload();
  await expect(page.locator(`[data-testid="table"][data-game="${game}"]`)).toBeVisible();
  await expect(page.getByTestId("prompt")).toBeVisible();
  const after = await snap(page);
  for (const field of ["decision", ...fields]) expect(after[field], field).toEqual(before[field]);
}

/** A valid Keep card list of the designer's kind: two characters, two items. */
export const customList = {
  name: "Playtest list B",
  characters: [
    { name: "Banker", copies: 8, ability: [{ step: "gain_coins", n: 2 }], score: [{ score: "per_item_type", type: "Jewel", n: 1 }] },
    { name: "Thief", copies: 6, ability: [{ step: "tax", n: 2 }], score: [] },
  ],
  items: [
    { name: "Ruby", type: "Jewel", value: 4, copies: 20 },
    { name: "Bread", type: "Food", value: 1, copies: 20 },
  ],
};
