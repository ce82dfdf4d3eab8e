// What a person sees, at a phone's 360x740 and a laptop's 1280x800, for every
// game: on your turn the hand and what you are asked are on screen, nothing
// is wider than the screen, text on cards and controls is at least 12 px,
// tap targets are at least 44 px, one copy of a card is selected at a time;
// every screen has an address (Back, Forward, reload); axe finds no serious
// or critical violation. Screenshots of every screen at both sizes go to
// target/e2e-screenshots/look-*.png.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { startGame, saveShot } from "./helpers.mjs";
import { players } from "./players.mjs";

const SIZES = [[360, 740], [1280, 800]];
const GAMES = {
  "card-keeper": ["human", "bot-basic", "bot-basic", "bot-random"],
  "star-crew": ["human", "bot-basic", "bot-basic"],
  "keep-n-swap": ["human", "bot-basic"],
  keep: ["human", "bot-basic", "bot-basic"],
};

async function noSeriousViolations(page, where) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => ["serious", "critical"].includes(v.impact));
  expect(bad.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

/** What a person would trip over on the page now, in words (empty: nothing). */
function problems(page, { handInView }) {
  return page.evaluate(({ handInView }) => {
    const out = [];
    const W = window.innerWidth;
    const H = window.innerHeight;
    if (document.documentElement.scrollWidth > W) out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${W}`);
    const shown = (e) => {
      if (e.closest(".visually-hidden, [hidden]")) return false;
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== "hidden";
    };
    const name = (e) => `${e.tagName.toLowerCase()}${e.dataset.testid ? `[${e.dataset.testid}]` : ""}.${e.className}`.slice(0, 90);
    // Wider than the screen, unless inside something that scrolls sideways.
    for (const e of document.querySelectorAll("main *")) {
      if (!shown(e)) continue;
      const r = e.getBoundingClientRect();
      if (r.right <= W + 0.5 && r.left >= -0.5) continue;
      // (The dock scrolls up and down only: something wider in it is cut off.)
      let p = e.parentElement, scrolls = false;
      while (p && p !== document.body) {
        const o = getComputedStyle(p).overflowX;
        if ((o === "auto" || o === "scroll") && !p.matches(".dock")) { scrolls = true; break; }
        p = p.parentElement;
      }
      if (!scrolls) out.push(`${name(e)} is outside the screen (${Math.round(r.left)}–${Math.round(r.right)})`);
    }
    // Text on cards and controls: 12 px at least.
    const texts = document.querySelectorAll('main button, main select, main input, main label, main summary, main [data-testid="hand"] *, main .centre *, main .seat *, main .prompt *, main .chart *');
    for (const e of texts) {
      if (!shown(e)) continue;
      const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!own && !["SELECT", "INPUT"].includes(e.tagName)) continue;
      const size = parseFloat(getComputedStyle(e).fontSize);
      if (size < 11.99) out.push(`${name(e)} "${e.textContent.trim().slice(0, 20)}" is ${size.toFixed(1)} px`);
    }
    // A menu shows its whole choice (setup's "who plays" menus were cut to "H").
    const measure = document.createElement("canvas").getContext("2d");
    for (const e of document.querySelectorAll("main select")) {
      if (!shown(e)) continue;
      const st = getComputedStyle(e);
      measure.font = `${st.fontWeight} ${st.fontSize} ${st.fontFamily}`;
      const text = e.selectedOptions[0]?.textContent ?? "";
      const room = e.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight) - 16;
      if (measure.measureText(text).width > room && e.closest(".setup-seats, .lab fieldset, .table-bar, .replay-bar"))
        out.push(`${name(e)} shows "${text}" cut to ${Math.round(room)} px`);
    }
    // Tap targets: 44 px each way.
    for (const e of document.querySelectorAll("button, select, input:not([type=file]), summary, textarea")) {
      if (!shown(e)) continue;
      const r = e.getBoundingClientRect();
      if (r.height < 43.5 || r.width < 43.5) out.push(`${name(e)} is a ${Math.round(r.width)}x${Math.round(r.height)} target`);
    }
    if (handInView) {
      const inView = (e) => {
        const r = e.getBoundingClientRect();
        return r.top >= -0.5 && r.bottom <= H + 0.5;
      };
      const hand = document.querySelector('[data-testid="hand"]');
      const card = hand?.querySelector('[data-testid="card"]');
      const ask = document.querySelector('[data-testid="prompt"], [data-testid="your-turn"]');
      // A prompt that names the cards to choose from as its own buttons (Keep:
      // which card goes onto the Commons) is the choice itself: then every
      // one of them must be on screen, and the hand may sit below it.
      const choices = [...(ask?.querySelectorAll("button") ?? [])];
      const asksForCard = choices.length > 1 && choices.every((b) => /^[♟◆]/.test(b.textContent.trim()));
      if (!hand) out.push("no hand on your turn");
      else if (asksForCard) {
        if (!choices.every(inView)) out.push("a card the prompt offers is not on screen on your turn");
      } else if (card && !inView(card)) out.push("the hand's first card is not on screen on your turn");
      if (!ask || !inView(ask)) out.push("what you are asked is not on screen on your turn");
    }
    return out;
  }, { handInView });
}

/** Waits for the viewing human's decision (a prompt, or the hand to play from). */
async function yourTurn(page) {
  await expect
    .poll(() => page.evaluate(() => !!document.querySelector('[data-testid="hand"]') && !!document.querySelector('[data-testid="prompt"], [data-testid="your-turn"]')), { timeout: 30_000 })
    .toBe(true);
}

for (const [w, h] of SIZES) {
  for (const [game, seats] of Object.entries(GAMES)) {
    test(`${game} at ${w}x${h}: your hand and choice on screen, readable, nothing too wide or too small`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await page.goto("/");
      await page.getByTestId(`game-${game}`).click();
      // The game's own page, once its app has started.
      await expect(page.getByTestId("start-game")).toBeVisible();
      expect(await problems(page, { handInView: false })).toEqual([]);
      await noSeriousViolations(page, `${game} setup`);
      await saveShot(page, `look-${game}-setup-${w}`);
      await startGame(page, { game, seats, seed: 4242 });
      // The table opens at its top.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await yourTurn(page);
      await page.screenshot({ path: `target/e2e-screenshots/look-${game}-table-${w}.png` });
      expect(await problems(page, { handInView: true })).toEqual([]);
      await noSeriousViolations(page, `${game} table`);
      // A few of your moves later, the hand is still where you look.
      const { snap, step } = players[game];
      for (let moves = 0; moves < 3; ) {
        const s = await snap(page);
        if (s.over) break;
        if (await step(page, s)) {
          moves++;
          await yourTurn(page).catch(() => {});
        } else await page.waitForTimeout(20);
      }
      if (!(await snap(page)).over) {
        await yourTurn(page);
        await page.screenshot({ path: `target/e2e-screenshots/look-${game}-later-${w}.png` });
        expect(await problems(page, { handInView: true })).toEqual([]);
      }
    });
  }

  test(`picker, lab and replay at ${w}x${h}: readable and accessible`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto("/");
    await expect(page.getByTestId("game-card-keeper")).toBeVisible();
    expect(await problems(page, { handInView: false })).toEqual([]);
    await noSeriousViolations(page, "picker");
    await saveShot(page, `look-picker-${w}`);
    await page.locator(`[data-testid="lab-open"][data-game="card-keeper"]`).click();
    await page.getByTestId("lab-games").fill("400");
    await page.getByTestId("lab-run").click();
    await expect(page.getByTestId("lab-result")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("lab-verdict")).toHaveCount(4);
    await expect(page.getByTestId("lab-verdict").first()).toContainText(/Seat 1 \(\w+\) wins \d+\.\d% \[/);
    await expect(page.getByTestId("lab-length-spread")).toContainText("Mean");
    // Opened from the picker with no game at the table: no dead ends.
    await expect(page.getByTestId("lab-to-notes")).toHaveCount(0);
    await expect(page.getByTestId("lab-back")).toHaveText("Set up a game");
    await expect(page.getByTestId("lab-result")).not.toContainText("first_player");
    expect(await problems(page, { handInView: false })).toEqual([]);
    await noSeriousViolations(page, "lab");
    await saveShot(page, `look-lab-${w}`);
    await page.getByTestId("replay-open").click();
    await expect(page.getByTestId("replay")).toBeVisible();
    await page.getByTestId("replay-last").click();
    await page.getByTestId("replay-seat").selectOption("1");
    // The replay names every player: nobody watching it is "you".
    await expect(page.getByTestId("log")).not.toContainText(/\bYou\b|\byou\b/);
    await expect(page.locator(".replay [data-testid=play-selected]:visible")).toHaveCount(0);
    expect(await problems(page, { handInView: false })).toEqual([]);
    await noSeriousViolations(page, "replay");
    await saveShot(page, `look-replay-${w}`);
  });
}

test("every screen has an address: Back and Forward move between screens, a reload stays", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await page.getByTestId("home").click();
  await page.getByTestId("game-star-crew").click();
  await expect(page).toHaveURL(/#\/star-crew\/setup$/);
  await startGame(page, { game: "star-crew", seats: ["human", "bot-basic"], seed: 9 });
  await expect(page).toHaveURL(/#\/star-crew\/table$/);
  await page.goBack();
  await expect(page.getByTestId("start-game")).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId("game-card-keeper")).toBeVisible();
  await page.goForward();
  await expect(page.getByTestId("start-game")).toBeVisible();
  await page.goForward();
  await expect(page.locator('[data-testid="table"][data-game="star-crew"]')).toBeVisible();
  // A reload stays at the table, and on the lab.
  await page.reload();
  await expect(page.locator('[data-testid="table"][data-game="star-crew"]')).toBeVisible();
  await page.getByTestId("home").click();
  await page.locator(`[data-testid="lab-open"][data-game="keep"]`).click();
  await expect(page).toHaveURL(/#\/keep\/lab$/);
  await page.reload();
  await expect(page.getByTestId("lab-run")).toBeVisible();
  // Under the sub-path build too.
  await page.goto("/keep-table/#/keep-n-swap/setup");
  await expect(page.getByTestId("start-game")).toBeVisible();
  await page.getByTestId("home").click();
  await expect(page).toHaveURL(/\/keep-table\/$/);
  await page.goBack();
  await expect(page.getByTestId("start-game")).toBeVisible();
});

test("tapping one of two identical cards selects that copy only", async ({ page }) => {
  // Seed 7 deals seat 1 two copies of one card (checked below).
  for (const seed of [7, 8, 9, 10, 11, 12, 13, 14, 15, 16]) {
    await startGame(page, { seats: ["human", "bot-basic"], seed, delay: "0" });
    await yourTurn(page);
    const codes = await page.locator('[data-testid="hand"] [data-testid="card"]').evaluateAll((cs) => cs.map((c) => c.dataset.code));
    const twice = codes.find((c, i) => codes.indexOf(c) !== i);
    if (!twice) continue;
    const copies = page.locator(`[data-testid="hand"] [data-testid="card"][data-code="${twice}"]`);
    await copies.nth(1).click();
    await expect(copies.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(copies.nth(0)).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator('[data-testid="hand"] [aria-pressed="true"]')).toHaveCount(1);
    // The hand's help line says what the card does.
    await expect(page.getByTestId("card-help")).not.toBeEmpty();
    return;
  }
  throw new Error("no seed from 7 to 16 dealt a card twice");
});

test("in Keep too, tapping one of two identical cards selects that copy only", async ({ page }) => {
  const { snap, step } = players.keep;
  await startGame(page, { game: "keep", seats: ["human", "bot-basic"], seed: 4242 });
  for (let i = 0; i < 400; i++) {
    const s = await snap(page);
    if (s.over) break;
    const playable = s.decision === "turn"
      ? await page.locator('[data-testid="hand"] [data-testid="card"][data-playable="true"]').evaluateAll((cs) => cs.map((c) => c.dataset.name))
      : [];
    const twice = playable.find((n, k) => playable.indexOf(n) !== k);
    if (twice) {
      const copies = page.locator(`[data-testid="hand"] [data-testid="card"][data-name="${twice}"]`);
      await copies.nth(1).click();
      await expect(copies.nth(1)).toHaveAttribute("aria-pressed", "true");
      await expect(copies.nth(0)).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByTestId("card-help")).toContainText(twice);
      return;
    }
    if (!(await step(page, s))) await page.waitForTimeout(20);
  }
  throw new Error("no turn with a card held twice");
});
