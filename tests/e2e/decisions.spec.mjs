// Every decision in view on a phone: a walk through every kind of decision
// of every game at 360x740, 390x844 and 740x360 (a phone turned sideways),
// checking at each that every enabled control of the decision (the dock's
// prompt and hand, and the table's own targets: Keep's Commons, Card
// Keeper's discard pile) lies inside the screen and is what a tap at its
// centre reaches, that the dock leaves the table most of the screen, and
// that axe finds every word at 4.5 : 1 contrast at least.
// A screenshot of each kind at each size goes to
// target/e2e-screenshots/decision-<game>-<kind>-<w>.png.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { startGame } from "./helpers.mjs";
import { players } from "./players.mjs";

const SIZES = [[360, 740], [390, 844], [740, 360]];

/**
 * What keeps the viewer from the decision now, in words (empty: nothing):
 * each enabled control of the dock and each element of `targets` (a
 * selector of the table's own choices) must be inside the screen, and a
 * tap at its centre must reach it; a dock at the screen's bottom takes at
 * most 42% of its height, a dock at its side at most half its width. Each
 * element of `texts` (what the decision must show: a pile's help, who won
 * the round) must be in view and uncovered too.
 */
export function decisionProblems(page, targets = "", texts = "") {
  return page.evaluate(({ targets, texts }) => {
    const W = window.innerWidth;
    const H = window.innerHeight;
    const out = [];
    const name = (e) =>
      e ? `${e.tagName.toLowerCase()}${e.dataset?.testid ? `[${e.dataset.testid}]` : ""} "${(e.textContent || e.value || "").trim().slice(0, 30)}"` : "nothing";
    const enabled = (e) =>
      !e.disabled && e.getAttribute("aria-disabled") !== "true" && !e.closest("[hidden], .visually-hidden") && e.getClientRects().length > 0;
    const dock = document.querySelector('[data-testid="dock"]');
    const controls = [
      ...(dock ? dock.querySelectorAll("button, input, select, textarea, summary, a[href]") : []),
      ...(targets ? document.querySelectorAll(targets) : []),
    ].filter(enabled);
    if (controls.length === 0) out.push("no enabled control for the decision");
    const words = texts ? [...document.querySelectorAll(texts)] : [];
    if (texts && words.length === 0) out.push(`nothing shows ${texts}`);
    for (const c of [...controls, ...words]) {
      const r = c.getBoundingClientRect();
      if (r.top < -0.5 || r.left < -0.5 || r.bottom > H + 0.5 || r.right > W + 0.5) {
        out.push(`${name(c)} is outside the screen (${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)})`);
        continue;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === c || c.contains(hit))) out.push(`a tap on ${name(c)} reaches ${name(hit)}`);
    }
    if (dock) {
      const d = dock.getBoundingClientRect();
      const side = d.left > W * 0.3;
      if (side && d.width > W * 0.5 + 0.5) out.push(`the dock at the side is ${Math.round(d.width)} of ${W} px wide`);
      if (!side && d.height > H * 0.42 + 0.5) out.push(`the dock is ${Math.round(d.height)} of ${H} px tall`);
    }
    return out;
  }, { targets, texts });
}

// A small seeded generator, so every run takes the same choices.
function seeded(seed) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const click = (page, id) => page.getByTestId(id).first().click();

/**
 * Each game's walk: its seats and seed, the kinds of decision it must reach,
 * the table's own targets, what kind of decision the table shows now, and a
 * step that takes it (choosing at random among what the decision offers, so
 * that every kind comes up).
 */
const WALKS = {
  "card-keeper": {
    seats: ["human", "bot-basic", "bot-basic", "bot-basic"],
    seed: 31,
    wanted: ["turn", "card_selected", "name_colour", "choose_targets", "chaos_burn", "discard_help"],
    targets: '[data-testid="discard-help"]',
    texts: { discard_help: '[data-testid="pile-help"]' },
    kind: (s) => s.decision ?? (s.waiting || s.hand.length === 0 ? null : "turn"),
    // A card selected: its Play and Burn in view; then it is played.
    finish: { card_selected: (page) => click(page, "play-selected") },
    async step(page, s, rand, seen) {
      if (s.decision !== null || s.waiting || s.hand.length === 0) return players["card-keeper"].step(page, s);
      const plain = s.playable.find((c) => c !== "cap2" && c !== "wild" && !c.startsWith("cap"));
      if (plain && (!seen.has("card_selected") || rand() < 0.2)) {
        const card = page.locator(`[data-testid="hand"] [data-testid="card"][data-code="${plain}"]`).first();
        if ((await card.getAttribute("aria-pressed")) !== "true") await card.click();
        await expect(page.getByTestId("play-selected")).toBeEnabled();
        return "card_selected";
      }
      // Once, the discard pile's help: it must show where the viewer looks.
      if (!seen.has("discard_help") && (await page.getByTestId("discard-help").count())) {
        await click(page, "discard-help");
        return "discard_help";
      }
      // A Capture +2 or Wild when the hand holds one, else a simple play.
      const special = s.playable.find((c) => c === "cap2" || c === "wild") ?? (rand() < 0.3 ? s.playable.find((c) => c.startsWith("cap")) : undefined);
      if (special) {
        const card = page.locator(`[data-testid="hand"] [data-testid="card"][data-code="${special}"]`).first();
        if ((await card.getAttribute("aria-pressed")) !== "true") await card.click();
        await click(page, "play-selected");
        return true;
      }
      return players["card-keeper"].step(page, s);
    },
  },
  "star-crew": {
    seats: ["human", "bot-basic", "bot-basic"],
    seed: 4242,
    wanted: ["keep_or_flip", "turn", "card_selected", "insert_card", "warp_launch"],
    targets: "",
    kind: (s) => s.decision ?? (s.waiting || s.handSeat === null ? null : "turn"),
    // A card selected: Launch, the takes and Warp in view; then it is launched.
    finish: { card_selected: (page) => click(page, "launch") },
    async step(page, s, rand, seen) {
      const p = players["star-crew"];
      if (s.decision === "warp_launch" || s.decision === "insert_card" || s.decision !== null || s.waiting || s.handSeat === null)
        return p.step(page, s);
      const single = s.launchable.indexOf(true);
      if (single >= 0 && (!seen.has("card_selected") || rand() < 0.2)) {
        await page.getByTestId("card").nth(single).click();
        await expect(page.getByTestId("launch")).toBeEnabled();
        return "card_selected";
      }
      // A turn: sometimes a Warp, sometimes a take, else a launch.
      const warp = page.getByTestId("warp");
      if (!seen.has("warp_launch") && (await warp.count()) && (await warp.isEnabled()) && rand() < 0.5) {
        await warp.click();
        await click(page, "take-left");
        return true;
      }
      if (!seen.has("insert_card") && s.canTake && rand() < 0.5) {
        await click(page, "take-right");
        return true;
      }
      return p.step(page, s);
    },
  },
  "keep-n-swap": {
    // (A random opponent plays its Queens, so the Purge comes up.)
    seats: ["human", "bot-random"],
    seed: 4242,
    wanted: ["choose_card", "round_result", "king_claim", "queen_purge"],
    targets: "",
    texts: { round_result: '[data-testid="round-result"]' },
    kind: (s) => s.decision,
    async step(page, s) {
      return players["keep-n-swap"].step(page, s);
    },
  },
  keep: {
    seats: ["human", "bot-basic", "bot-basic"],
    seed: 4242,
    wanted: ["keep_character", "keep_confirm", "decree_order", "turn", "commons_play", "way", "confirm"],
    targets: '[data-testid^="commons-card-"]',
    kind: (s) => s.decision,
    async step(page, s, rand, seen) {
      // A character tapped waits for its confirm: look at it, then confirm.
      if (s.decision === "keep_character") {
        await click(page, "choice-0");
        await expect(page.getByTestId("confirm-choice")).toBeVisible();
        return "keep_confirm";
      }
      if (s.decision !== "turn") return players.keep.step(page, s);
      if (await page.getByTestId("pass-turn").count()) return click(page, "pass-turn").then(() => true);
      // Select from the Commons (sometimes) or the hand, then look at the
      // ways to play it before taking one.
      const playable = page.locator('[data-testid="hand"] [data-testid="card"][data-playable="true"]');
      const n = await playable.count();
      const fromCommons = s.commons.length > 0 && (n === 0 || !seen.has("commons_play") || rand() < 0.4);
      if (fromCommons) await click(page, `commons-card-${Math.floor(rand() * s.commons.length)}`);
      else await playable.nth(Math.floor(rand() * n)).click();
      await expect(page.locator('[data-testid^="way-"]').first()).toBeVisible();
      return fromCommons ? "commons_play" : "way";
    },
  },
};

/** What the Keep'n Swap table shows of the last round, when it shows one. */
const roundShown = (page) => page.evaluate(() => !!document.querySelector('[data-testid="round-result"]'));

// The longest spec (12 whole walks): its tests share nothing, so both
// workers take them, and the run does not wait on one worker's queue.
test.describe.configure({ mode: "parallel" });

for (const [w, h] of SIZES) {
  for (const [game, walk] of Object.entries(WALKS)) {
    test(`${game} at ${w}x${h}: every choice of every decision in view and tappable`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: w, height: h });
      const { snap } = players[game];
      const rand = seeded(walk.seed);
      const seen = new Set();
      const problems = [];
      const look = async (kind) => {
        const found = await decisionProblems(page, walk.targets, walk.texts?.[kind] ?? "");
        for (const p of found) problems.push(`${kind}: ${p}`);
        // The first time a kind has a problem, what the screen showed.
        if (found.length && !problems.some((p, i) => i < problems.length - found.length && p.startsWith(`${kind}:`)))
          await page.screenshot({ path: `target/e2e-screenshots/problem-${game}-${kind}-${w}.png` });
        if (!seen.has(kind)) {
          await page.screenshot({ path: `target/e2e-screenshots/decision-${game}-${kind}-${w}.png` });
          // Every word readable: axe's colour contrast (4.5 : 1) on the screen as it is.
          const axe = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
          for (const v of axe.violations) problems.push(`${kind}: ${v.id} ${v.nodes.map((n) => `${n.target} (${n.any[0]?.message ?? ""})`).join("; ")}`);
        }
        seen.add(kind);
      };
      // Games from the walk's seed on, until every kind has come up.
      let seed = walk.seed;
      await startGame(page, { game, seats: walk.seats, seed });
      for (let i = 0; i < 6000 && walk.wanted.some((k) => !seen.has(k)); i++) {
        const s = await snap(page);
        if (s.over) {
          if (seed >= walk.seed + 8) break;
          await startGame(page, { game, seats: walk.seats, seed: ++seed });
          continue;
        }
        const kind = walk.kind(s);
        if (kind === null || kind === "pass_device") {
          await page.waitForTimeout(10);
          continue;
        }
        await look(kind);
        if (game === "keep-n-swap" && kind === "choose_card" && (await roundShown(page))) await look("round_result");
        const took = await walk.step(page, s, rand, seen);
        // A step that stops at a half-made choice is a decision of its own
        // (the ways to play a selected card, the pile's help): look at it,
        // then finish it.
        if (typeof took === "string") {
          await look(took);
          if (walk.finish?.[took]) await walk.finish[took](page);
          else if (took === "keep_confirm") await click(page, "confirm-choice");
          else if (took !== "discard_help") await page.locator('[data-testid^="way-"]').first().click();
          // A choice that waits for its confirm: the confirm is a decision too.
          if (took !== "keep_confirm" && (await page.getByTestId("confirm-choice").count())) {
            await look("confirm");
            await click(page, "confirm-choice");
          }
        } else if (!took) await page.waitForTimeout(10);
      }
      expect(walk.wanted.filter((k) => !seen.has(k)), "decisions the walk did not reach").toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}
