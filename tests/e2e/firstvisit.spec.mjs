// A first visit costs only its game (issue 56): counted at a server of the
// test's own that logs the bytes of every response (gzipped, with a
// max-age cache header, as GitHub Pages serves), the service worker's own
// requests included (scripts/first-visit.mjs). The budgets are
// `scripts/test.sh`'s (the defaults below are the same): a visitor opening
// the app's address, picking a game and starting a table against bots, then
// 30 s more; an invitation to the guest's table, then 30 s; a second visit
// to a game already opened.
import { test, expect } from "@playwright/test";
import { countingServer, firstVisit, secondVisit, guestVisit } from "../../scripts/first-visit.mjs";

const FIRST = Number(process.env.FIRST_VISIT_BUDGET || 472500);
const GUEST = Number(process.env.GUEST_VISIT_BUDGET || 360000);
const SECOND = Number(process.env.SECOND_VISIT_BUDGET || 15000);
const GAMES = ["card-keeper", "star-crew", "keep-n-swap", "keep"];
const SETTLE_MS = 30_000;
/** The wasm files of `requests`, without their hashes. */
const wasmOf = (requests) => requests.map(([p]) => p).filter((p) => /_bg\.wasm$/.test(p)).map((p) => p.replace(/-[0-9a-f]+_bg\.wasm$/, ""));

test("a first visit to each game costs only its game; a second visit costs its page's check", async ({ browser }) => {
  test.setTimeout(180_000);
  const servers = await Promise.all(GAMES.map((_, i) => countingServer(8096 + i)));
  try {
    const runs = await Promise.all(GAMES.map((game, i) => firstVisit(browser, servers[i], game, SETTLE_MS)));
    const first = {};
    const second = {};
    for (const [i, game] of GAMES.entries()) {
      const { total, requests } = runs[i];
      first[game] = total;
      // The main page downloads no wasm, nor does any page but the game's.
      expect(wasmOf(requests), game).toEqual([`/play-${game}`]);
      expect(total, `${game}: ${JSON.stringify(requests)}`).toBeLessThanOrEqual(FIRST);
    }
    for (const [i, game] of GAMES.entries()) {
      const { total, requests } = await secondVisit(servers[i], runs[i].page, game);
      second[game] = total;
      expect(total, `${game}: ${JSON.stringify(requests)}`).toBeLessThanOrEqual(SECOND);
    }
    console.log(`first-visit figures: ${JSON.stringify({ first_visit_bytes: first, second_visit_bytes: second })}`);
    await Promise.all(runs.map((r) => r.context.close()));
  } finally {
    servers.forEach((s) => s.kill());
  }
});

test("opening an invitation costs only the guest's page", async ({ browser }) => {
  test.setTimeout(120_000);
  const server = await countingServer(8100);
  try {
    const { total, requests } = await guestVisit(browser, server, SETTLE_MS);
    expect(wasmOf(requests)).toEqual(["/guest-card-keeper"]);
    expect(total, JSON.stringify(requests)).toBeLessThanOrEqual(GUEST);
    console.log(`guest first-visit figures: ${JSON.stringify({ guest_first_visit_bytes: total })}`);
  } finally {
    server.kill();
  }
});
