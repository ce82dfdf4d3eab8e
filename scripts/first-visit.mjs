// What a visitor pays on a first visit, counted at the server (issue 56),
// for tests/e2e/firstvisit.spec.mjs (which holds the budgets) and
// scripts/bench-web.mjs (which prints the figures): a static server of its
// own that counts the gzipped bytes of every response, the service worker's
// own requests included, and lets browsers keep files (`max-age`), as
// GitHub Pages does; and each visit, in a phone's fresh browser.
import { spawn } from "node:child_process";

/** A counting server on `port` (tests/e2e/serve.mjs with COUNT=1 and
 * MAX_AGE=600) serving `dist`: its base address, the bytes counted since the
 * last reset, a reset, and `kill()`. */
export async function countingServer(port, dist = "dist") {
  const server = spawn("node", ["tests/e2e/serve.mjs"], {
    env: { ...process.env, PORT: String(port), DIST: dist, COUNT: "1", MAX_AGE: "600" },
    stdio: "ignore",
  });
  const at = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${at}/__bytes`).then(() => true, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `${at}/`,
    bytes: async () => (await fetch(`${at}/__bytes`)).json(),
    reset: async () => fetch(`${at}/__bytes/reset`),
    kill: () => server.kill(),
  };
}

/** A phone's fresh browser (its own cache and service worker). */
const phone = (browser) => browser.newContext({ viewport: { width: 360, height: 740 } });

/**
 * Opens the app's address, picks `game`, starts a table against bots (the
 * setup as it comes: seat 1 a person, the others bots), waits `settleMs`
 * more: the bytes counted, the requests, and the page (for a second visit).
 */
export async function firstVisit(browser, server, game, settleMs) {
  const context = await phone(browser);
  const page = await context.newPage();
  await server.reset();
  await page.goto(server.base);
  await page.getByTestId(`game-${game}`).click();
  await page.getByTestId("start-game").click();
  await page.locator(`[data-testid="table"][data-game="${game}"]`).waitFor();
  await page.waitForTimeout(settleMs);
  return { ...(await server.bytes()), page, context };
}

/** Opens `game`'s page again in the same browser (its table saved there),
 * and waits 6 s for whatever the page and its service worker do next. */
export async function secondVisit(server, page, game) {
  await server.reset();
  await page.goto(`${server.base}play-${game}.html`);
  await page.locator(`[data-testid="table"][data-game="${game}"]`).waitFor();
  await page.waitForTimeout(6000);
  return server.bytes();
}

/** An invitation to Card Keeper's seat 2 through relays nobody runs: its
 * guest page, to the guest's waiting table, then `settleMs` more. */
export async function guestVisit(browser, server, settleMs) {
  const invitation = "join=card-keeper&seat=2&key=k3y&meet=kt-test&mk=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&relays=ws%3A%2F%2F127.0.0.1%3A9";
  const context = await phone(browser);
  const page = await context.newPage();
  await server.reset();
  await page.goto(`${server.base}guest-card-keeper.html#${invitation}`);
  await page.getByTestId("net-status").waitFor();
  await page.waitForTimeout(settleMs);
  const counted = await server.bytes();
  await context.close();
  return counted;
}
