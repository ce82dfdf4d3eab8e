// node scripts/click-floor.mjs [--dist DIR] [--rounds N]
//
// How long the browser itself takes for a click that changes one card's
// class, against the app's own card selection, timed the same way
// (bench-web.mjs's `timedClick`, shared: click, a MessageChannel hop, a
// forced layout), CPU slowed 4x, on the same Card Keeper table: `app` is a tap on
// a hand card (the app selects it), `plain` a button whose listener only
// toggles one card's class (the browser's share of such a change: event,
// style, layout), `empty` a button whose listener does nothing. Alternated
// click by click; prints median and p95 of each. Nothing is asserted.
import { arg, timedClick, withServedBrowser } from "./bench-browser.mjs";
const ROUNDS = Number(arg("rounds", "40"));
await withServedBrowser(8097, arg("dist", "dist"), async (browser) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto("http://127.0.0.1:8097/");
  await page.getByTestId("game-card-keeper").click();
  await page.getByTestId("player-count").selectOption("2");
  await page.getByTestId("seat-kind-0").selectOption("human");
  await page.getByTestId("seat-kind-1").selectOption("bot-basic");
  await page.getByTestId("seed").fill("7");
  await page.getByTestId("bot-delay").selectOption("0");
  await page.getByTestId("start-game").click();
  await page.waitForSelector('[data-testid="hand"] [data-testid="card"]');
  await page.waitForTimeout(500);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // One evaluation for every click (the clicks follow each other as a
  // person's would, nothing from the test driver in between), each timed by
  // bench-web.mjs's own `timedClick`, given as source.
  const out = await page.evaluate(`(async (rounds) => {
    const timedClick = ${timedClick};
    const cards = () => [...document.querySelectorAll('[data-testid="hand"] [data-testid="card"]')];
    // A plain button beside the hand: its click toggles one class on one card.
    const plain = document.createElement("button");
    plain.dataset.testid = "floor-plain";
    plain.textContent = "x";
    document.querySelector('[data-testid="hand"]').after(plain);
    plain.addEventListener("click", () => cards()[0].classList.toggle("hand-card--selected"));
    const empty = document.createElement("button");
    empty.dataset.testid = "floor-empty";
    empty.textContent = "y";
    plain.after(empty);
    empty.addEventListener("click", () => {});
    window.__clicks = [];
    for (let i = 0; i < rounds; i++) {
      await timedClick(cards()[i % 2], true);
      await timedClick(plain, true);
      await timedClick(empty, true);
    }
    const res = { app: [], plain: [], empty: [] };
    const names = { card: "app", "floor-plain": "plain", "floor-empty": "empty" };
    for (const c of window.__clicks) res[names[c.id]].push(c);
    return res;
  })(${ROUNDS})`);
  const q = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]; };
  const r = (x) => Math.round(x * 10) / 10;
  for (const [k, v] of Object.entries(out)) {
    const w = v.map((x) => x.work), s = v.map((x) => x.script);
    console.log(`${k}: work median ${r(q(w, 0.5))} p95 ${r(q(w, 0.95))} ms; script median ${r(q(s, 0.5))} p95 ${r(q(s, 0.95))} ms (${v.length})`);
  }
});
