// Keep through the UI: whole games for 2 and 5 players, pass-and-play
// privacy, reload, the card-list editor with a valid and an invalid list,
// a share link carrying a custom list, and axe at phone and laptop sizes.
import { test, expect } from "@playwright/test";
import { customList, drive, reloadKeepsTable, startGame, saveShot, storeAfterStart } from "./helpers.mjs";
import AxeBuilder from "@axe-core/playwright";
import { keepSnap as snap, keepStep as step } from "./players.mjs";


const start = (page, seats, seed) => startGame(page, { game: "keep", seats, seed });

const playToEnd = (page, onStep) => drive(page, { snap, step, onStep });

for (const [players, seed] of [[2, 77], [5, 5150]]) {
  test(`a ${players}-player game against bots plays to the end through the UI`, async ({ page }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    const seats = ["human", ...Array.from({ length: players - 1 }, (_, i) => (i % 2 ? "bot-random" : "bot-basic"))];
    await start(page, seats, seed);
    let steps = 0;
    // Each round's end is shown on the table for a moment, in words.
    const roundEnds = new Set();
    const end = await playToEnd(page, async (s) => {
      steps++;
      if (s.over) return;
      const notice = page.getByTestId("round-end-notice");
      if (await notice.count()) {
        const text = (await notice.textContent()) ?? "";
        const m = text.match(/Round (\d+) ended\./);
        if (m) {
          expect(text).toContain("passed their hand to the left");
          expect(text).toMatch(/Royal Decree passed to/);
          roundEnds.add(m[1]);
        }
      }
      // Only the viewer's own face-down characters are ever named.
      s.namedFaceDown.forEach((n, seat) => {
        if (seat !== 0) expect(n).toBe(0);
      });
      if (s.handSeat !== null) expect(s.handSeat).toBe("0");
      expect(s.seats.length).toBe(players);
      for (const seat of s.seats) {
        expect(Number(seat.bonusLeft)).toBeLessThanOrEqual(2);
        expect(Number(seat.coins)).toBeGreaterThanOrEqual(0);
      }
    });
    expect(end.winner).toMatch(/^\d(,\d)*$/);
    for (const w of end.winner.split(",")) expect(Number(w)).toBeLessThan(players);
    // The scoring, line by line, for every player.
    await expect(page.locator('[data-testid^="score-sheet-"]')).toHaveCount(players);
    await expect(page.getByTestId("score-sheet-0").locator("tr")).not.toHaveCount(0);
    expect(steps).toBeGreaterThan(5);
    expect(roundEnds.size, "a round's end was shown").toBeGreaterThan(0);
    // The winner's line gives the total the winner's score sheet adds up.
    const winner = end.winner.split(",")[0];
    const total = await page.getByTestId(`score-sheet-${winner}`).getAttribute("data-total");
    await expect(page.getByTestId("game-over").locator(".headline")).toContainText(`a total of ${total}`);
    expect(errors).toEqual([]);
  });
}

test("Keep's first screen says what is asked first, and its rules begin with the goal, in words", async ({ page }) => {
  await start(page, ["human", "bot-basic", "bot-basic"], 7);
  await expect(page.getByTestId("round-order")).toContainText("everyone keeps one of their three characters");
  // The rules text (after the one line of this game's numbers): the goal
  // is its first paragraph, and no ruling code nor data word is in it.
  const rules = page.getByTestId("rules-panel").locator(".rules-text");
  await expect(rules.locator(":scope > p").first()).toContainText("The goal");
  const text = await rules.evaluate((e) => [...e.children].filter((c) => c.tagName !== "DETAILS").map((c) => c.textContent).join("\n"));
  expect(text).not.toMatch(/\b(P\d|KR\d|KP-)\b|up_to/);
});

test("pass-and-play: the privacy screen hides every hand, and nobody sees another's face-down characters", async ({ page }) => {
  await start(page, ["human", "human", "bot-basic"], 3003);
  let privacy = 0;
  await playToEnd(page, async (s) => {
    if (s.over) return;
    if (s.decision === "pass_device") {
      privacy++;
      expect(await page.locator('[data-testid="hand"]').count()).toBe(0);
      s.namedFaceDown.forEach((n) => expect(n).toBe(0));
    }
    if (s.handSeat !== null) {
      const me = Number(s.handSeat);
      s.namedFaceDown.forEach((n, seat) => {
        if (seat !== me) expect(n).toBe(0);
      });
    }
  });
  expect(privacy).toBeGreaterThan(4);
});

test("a reload mid-game keeps the Keep table, hand and Commons", async ({ page }) => {
  await start(page, ["human", "bot-basic", "bot-basic"], 31);
  await reloadKeepsTable(page, { game: "keep", snap, step, steps: 12, fields: ["hand", "commons", "seats"] });
});


test("the card-list editor refuses an invalid list with every error's place, and plays a valid one", async ({ page, browser }) => {
  await page.goto("/");
  await page.getByTestId("game-keep").click();
  await page.getByTestId("edit-card-list").click();
  await expect(page.getByTestId("card-list-editor")).toBeVisible();
  // The starter set is shown as readable cards and as JSON, and labelled as the app's own.
  await expect(page.getByTestId("card-list-cards").locator('[data-name="Knight"]')).toBeVisible();
  await expect(page.getByTestId("card-list-editor")).toContainText("not the designer");
  expect(JSON.parse(await page.getByTestId("card-list-json").inputValue()).items.length).toBe(8);
  // An invalid list: two problems, each named with its card and field.
  const bad = structuredClone(customList);
  bad.characters[0].ability[0].step = "print_money";
  bad.items[1].value = "one";
  await page.getByTestId("card-list-json").fill(JSON.stringify(bad));
  await page.getByTestId("card-list-apply").click();
  const errors = page.getByTestId("card-list-errors");
  await expect(errors).toBeVisible();
  await expect(errors).toContainText('characters[0] "Banker" › ability[0] › step');
  await expect(errors).toContainText("print_money");
  await expect(errors).toContainText('items[1] "Bread" › value');
  await expect(page.getByTestId("card-list-cards").locator('[data-name="Knight"]')).toBeVisible();
  // A valid list is applied, saved, and used by the next game.
  await page.getByTestId("card-list-json").fill(JSON.stringify(customList));
  await page.getByTestId("card-list-apply").click();
  await expect(page.getByTestId("card-list-errors")).toHaveCount(0);
  await expect(page.getByTestId("card-list-cards").locator('[data-name="Banker"]')).toBeVisible();
  // A reload stays on the editor (its address), with the list applied.
  await page.reload();
  await expect(page.getByTestId("card-list-editor")).toBeVisible();
  await page.getByTestId("home").click();
  await page.getByTestId("game-keep").click();
  await expect(page.getByTestId("card-list-active")).toContainText("Playtest list B");
  await page.getByTestId("player-count").selectOption("2");
  await page.getByTestId("seat-kind-1").selectOption("bot-basic");
  await page.getByTestId("seed").fill("4444");
  await page.getByTestId("bot-delay").selectOption("0");
  await page.getByTestId("start-game").click();
  await expect(page.locator('[data-testid="table"][data-game="keep"]')).toBeVisible();
  const names = new Set(["Banker", "Thief", "Ruby", "Bread"]);
  for (let i = 0; i < 200; i++) {
    const s = await snap(page);
    if (s.hand.length) {
      for (const n of s.hand) expect(names.has(n)).toBeTruthy();
      break;
    }
    if (!(await step(page, s))) await page.waitForTimeout(10);
  }
  // The share link carries the list: a fresh browser gets the same cards.
  const link = await page.getByTestId("share-link").evaluate((e) => e.value || e.href);
  expect(link).toContain("cards=");
  const other = await browser.newContext();
  const p2 = await other.newPage();
  await p2.goto(link);
  await expect(p2.getByTestId("card-list-active")).toContainText("Playtest list B");
  await expect(p2.getByTestId("seed")).toHaveValue("4444");
  await other.close();
});

test("a malformed Keep link explains itself and keeps the page usable", async ({ page }) => {
  await page.goto("/?play=keep&seed=1&seats=human,bot-basic&cards=AAAA");
  await expect(page.getByTestId("notice")).toContainText("could not be read");
  await expect(page.getByTestId("start-game")).toBeVisible();
});

for (const [w, h] of [[360, 740], [1280, 800]]) {
  test(`Keep setup, editor, table and game over at ${w}x${h}: accessible, no sideways scrolling`, async ({ page }) => {
    const axe = async (where) => {
      const r = await new AxeBuilder({ page }).analyze();
      const bad = r.violations.filter((v) => ["serious", "critical"].includes(v.impact));
      expect(bad.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, where).toBeLessThanOrEqual(0);
    };
    await page.setViewportSize({ width: w, height: h });
    await page.goto("/");
    await page.getByTestId("game-keep").click();
    await axe("setup");
    await page.getByTestId("edit-card-list").click();
    await axe("editor");
    await saveShot(page, `keep-editor-${w}`);
    await start(page, ["human", "bot-basic", "bot-random"], 808);
    for (let i = 0; i < 300; i++) {
      const s = await snap(page);
      if (s.decision === "turn") break;
      if (!(await step(page, s))) await page.waitForTimeout(10);
    }
    await page.locator('[data-testid="hand"] [data-testid="card"]').first().click();
    await axe("table");
    await saveShot(page, `keep-table-${w}`);
    await playToEnd(page);
    await axe("game over");
    await saveShot(page, `keep-game-over-${w}`);
  });
}

test("a Keep turn can be played with the keyboard alone", async ({ page }) => {
  await start(page, ["human", "bot-basic"], 6061);
  for (let i = 0; i < 300; i++) {
    const s = await snap(page);
    if (s.decision === "turn") break;
    if (s.decision === "keep_character") {
      await page.getByTestId("choice-0").focus();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("choice-0")).toHaveAttribute("aria-pressed", "true");
      // The confirm takes the focus: Enter commits.
      await expect(page.getByTestId("confirm-choice")).toBeFocused();
      await page.keyboard.press("Enter");
    } else if (s.decision === "decree_order") {
      await page.getByTestId("decree-last").focus();
      await page.keyboard.press("Enter");
    } else await page.waitForTimeout(10);
  }
  await expect(page.getByTestId("log")).not.toContainText("You played");
  await page.locator('[data-testid="hand"] [data-testid="card"]').first().focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("selected-card")).toBeVisible();
  // Tab forward to the first way to play it, and press it.
  for (let i = 0; i < 60; i++) {
    const id = await page.evaluate(() => document.activeElement?.dataset?.testid);
    if (id && id.startsWith("way-")) break;
    await page.keyboard.press("Shift+Tab");
  }
  await page.keyboard.press("Enter");
  // The play happened (bots may already have moved on to the human's next turn).
  await expect(page.getByTestId("log")).toContainText("You played");
});

test("a corrupt Keep save and a corrupt saved card list are set aside with a notice", async ({ page }) => {
  await storeAfterStart(page, {
    "keep-table.keep.game": '{"format":"keep-table","version":1,"game":"keep","session":{"oops":1}}',
    "keep-table.keep.cards": '{"characters": [{"name": "X"}]}',
  });
  await page.reload();
  const notice = page.getByTestId("notice");
  await expect(notice).toContainText("Keep game could not be read");
  await expect(notice).toContainText("Keep card list could not be read");
  const kept = await page.evaluate(() => [localStorage.getItem("keep-table.keep.unreadable"), localStorage.getItem("keep-table.keep.cards-unreadable")]);
  expect(kept[0]).toContain("oops");
  expect(kept[1]).toContain('"X"');
  await page.getByTestId("game-keep").click();
  await expect(page.getByTestId("card-list-active")).toContainText("starter set");
  await expect(page.getByTestId("start-game")).toBeVisible();
  await expect(page.getByTestId("app-error")).toHaveCount(0);
});
