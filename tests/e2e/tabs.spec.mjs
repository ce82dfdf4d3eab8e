// Two tabs of one browser on one saved game: every move made in either tab
// is kept, a tab follows the other's moves live, and a tab that missed the
// other's saves never writes its older game over them. For every game,
// against bots and in pass-and-play.
import { test, expect } from "@playwright/test";
import { act, startGame } from "./helpers.mjs";
import { players } from "./players.mjs";

const games = [
  ["card-keeper", "Card Keeper", ["human", "bot-basic", "bot-random"], ["human", "human", "bot-basic"]],
  ["star-crew", "Star Crew", ["human", "bot-basic"], ["human", "human"]],
  ["keep-n-swap", "Keep'n Swap", ["human", "bot-basic"], ["human", "human"]],
  ["keep", "Keep", ["human", "bot-basic"], ["human", "human", "bot-basic"]],
];

/** What a tab shows of the game: its log, prompt and hand, in one read. */
const shown = (page) =>
  page.evaluate(() =>
    JSON.stringify({
      log: document.querySelector('[data-testid="log"]')?.textContent ?? null,
      decision: document.querySelector('[data-testid="prompt"]')?.dataset.decision ?? null,
      hand: [...document.querySelectorAll('[data-testid="hand"] [data-testid="card"]')].map((c) => c.dataset.code || c.dataset.name),
      over: !!document.querySelector('[data-testid="game-over"]'),
    }),
  );

/** Waits until tabs `a` and `b` show the same game. */
async function agree(a, b) {
  await expect
    .poll(async () => {
      const [x, y] = await Promise.all([shown(a), shown(b)]);
      return x === y ? "same" : `${x}\n  differs from\n${y}`;
    })
    .toBe("same");
}

/** The number of log lines a tab shows. */
const lines = (page) => page.getByTestId("log").locator("li").count();

/** Opens the app in a new tab of the same browser; it resumes the game at its table. */
async function openTab(context, game) {
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator(`[data-testid="table"][data-game="${game}"]`)).toBeVisible();
  return page;
}

for (const [game, title, bots, together] of games) {
  for (const [mode, seats] of [["against bots", bots], ["pass-and-play", together]]) {
    test(`${title} ${mode}: two tabs follow each other's moves and lose none`, async ({ context }) => {
      const errors = [];
      context.on("weberror", (e) => errors.push(String(e.error())));
      const play = players[game];
      const a = await context.newPage();
      await startGame(a, { game, seats, seed: 4242 });
      await act(a, play, 2);
      // A second tab resumes the same game.
      const b = await openTab(context, game);
      await agree(a, b);
      // Three moves there: the first tab follows them live, and says so.
      await act(b, play, 3);
      await agree(a, b);
      await expect(a.getByTestId("notice")).toContainText("moved on in another tab");
      // One move in the first tab: the second follows it.
      const before = await lines(b);
      await act(a, play, 1);
      await agree(a, b);
      expect(await lines(b)).toBeGreaterThan(before);
      // A fresh tab finds every move of both.
      const c = await openTab(context, game);
      await agree(a, c);
      expect(errors).toEqual([]);
    });
  }
}

test("a tab that missed the other tab's saves follows them instead of writing its older game over them", async ({ context }) => {
  const play = players["card-keeper"];
  const a = await context.newPage();
  // This tab never hears of the other's saves (as a tab asleep in the
  // background may not, for a while).
  await a.addInitScript(() => {
    const listen = window.addEventListener;
    window.addEventListener = function (type, ...rest) {
      if (type !== "storage") return listen.call(this, type, ...rest);
    };
  });
  await startGame(a, { game: "card-keeper", seats: ["human", "bot-basic", "bot-random"], seed: 9090 });
  await act(a, play, 1);
  const b = await openTab(context, "card-keeper");
  await agree(a, b);
  const stale = await shown(a);
  await act(b, play, 3);
  const newer = JSON.parse(await shown(b)).log;
  await a.waitForTimeout(300);
  expect(await shown(a)).toBe(stale);
  // A note typed on the older table (notes are saved with the game): it is
  // not saved over the newer game; the tab shows the newer game instead, and
  // says why. (A card picked alone writes nothing.)
  await a.getByTestId("notes").fill("x");
  await expect(a.getByTestId("notice")).toContainText("moved on in another tab");
  await agree(a, b);
  const c = await openTab(context, "card-keeper");
  await agree(b, c);
  // Every line the second tab had written is there, first to last.
  expect(JSON.parse(await shown(c)).log.startsWith(newer)).toBe(true);
});
