// Helpers for the networked tests: devices (one browser context each), a
// host that sets up a game with remote seats, guests that open invitations,
// and the record of every message a guest's page received.
import { expect } from "@playwright/test";
import { players } from "../e2e/players.mjs";

/**
 * Wraps RTCDataChannel in every page of `context` so that each text message
 * the page receives is kept in `window.__netIn` (what a guest's device was
 * sent, drawn or not).
 */
export async function recordMessages(context) {
  await context.addInitScript(() => {
    window.__netIn = [];
    const add = EventTarget.prototype.addEventListener;
    const desc = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, "onmessage");
    Object.defineProperty(RTCDataChannel.prototype, "onmessage", {
      set(f) {
        window.__channel = this;
        desc.set.call(this, f && ((e) => {
          if (typeof e.data === "string") window.__netIn.push(e.data);
          return f.call(this, e);
        }));
      },
      get() {
        return desc.get.call(this);
      },
    });
    RTCDataChannel.prototype.addEventListener = function (type, f, o) {
      if (type === "message") {
        window.__channel = this;
        const g = (e) => {
          if (typeof e.data === "string") window.__netIn.push(e.data);
          return f.call(this, e);
        };
        return add.call(this, type, g, o);
      }
      return add.call(this, type, f, o);
    };
  });
}

/** A new device: its own browser context (storage, connections) and page. */
export async function device(browser, { record = false, viewport, name = "" } = {}) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  if (record) await recordMessages(context);
  const page = await context.newPage();
  page.setDefaultTimeout(4000);
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  if (process.env.NET_DEBUG) page.on("console", (m) => console.log(name, m.text().slice(0, 150)));
  return { context, page };
}

/**
 * The host sets up `game` with `seats` (`human`, `remote`, `bot-basic`…),
 * the test's `relays` (comma-separated) or signalling `server` (neither:
 * reply codes), no STUN server and, if given, a `turn` server, and starts it.
 */
export async function hostGame(page, { game = "card-keeper", seats, seed = "777", server = "", relays = "", turn = null, variant = {} }) {
  await page.goto("/");
  await page.getByTestId("home").click();
  await page.getByTestId(`game-${game}`).click();
  if (game !== "keep-n-swap") await page.getByTestId("player-count").selectOption(String(seats.length));
  // The game's own page has no hosting: its first remote seat opens the
  // game's host page with the form as typed, where the rest is set.
  const first = seats.indexOf("remote");
  for (const [i, kind] of seats.slice(0, first + 1).entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption(kind);
  }
  await expect(page).toHaveURL(new RegExp(`/host-${game}\\.html#/${game}/setup$`));
  await expect(page.getByTestId("net-connect")).toBeVisible();
  for (const [i, kind] of seats.entries()) {
    await expect(page.getByTestId(`seat-kind-${i}`)).toBeVisible();
    await page.getByTestId(`seat-kind-${i}`).selectOption(kind);
  }
  // The way: the test's own relays, its own server, or reply codes
  // (never the app's default public relays).
  const way = relays ? "relays" : server ? "server" : "codes";
  await page.getByTestId("net-connect").selectOption(way);
  if (way === "relays") await page.getByTestId("net-relays").fill(relays);
  if (way === "server") await page.getByTestId("net-server").fill(server);
  await page.getByTestId("net-stun").fill("");
  if (turn) {
    await page.locator(".net-turn summary").click();
    await page.getByTestId("net-turn").fill(turn.url);
    await page.getByTestId("net-turn-user").fill(turn.user);
    await page.getByTestId("net-turn-credential").fill(turn.credential);
    await page.getByTestId("net-turn-only").setChecked(!!turn.only);
  }
  await page.getByTestId("seed").fill(seed);
  await page.getByTestId("bot-delay").selectOption("0");
  if (Object.keys(variant).length) await page.getByTestId("variant-open").click();
  for (const [field, value] of Object.entries(variant)) {
    const input = page.getByTestId(`variant-${field}`);
    await input.fill(String(value));
    await input.blur();
  }
  await page.getByTestId("start-game").click();
  await expect(page.locator(`[data-testid="table"][data-game="${game}"]`)).toBeVisible();
}

/** The invitation link of `seat` (or the spectators'), once made. */
export async function invitation(host, seat) {
  const hook = seat === null ? "net-spectator" : `net-invite-${seat}`;
  const row = host.getByTestId(hook);
  await expect(row).toHaveAttribute("data-link", /join=/);
  return row.getAttribute("data-link");
}

/**
 * A guest opens `seat`'s invitation; with no server, the reply code goes
 * back to the host, who pastes it. Returns when the guest sees its table.
 */
export async function join(host, guest, seat, { server = false } = {}) {
  const link = await invitation(host, seat);
  await guest.goto(link);
  if (!server) {
    const reply = guest.getByTestId("net-reply");
    await expect(reply).toHaveAttribute("data-code", /~/);
    const code = await reply.getAttribute("data-code");
    const key = seat === null ? "spectator" : String(seat);
    // Once every seat is here the panel is one line: the host opens it.
    const panel = host.getByTestId("net-panel");
    if (!(await panel.evaluate((d) => d.open))) await panel.locator("summary").click();
    await host.getByTestId(`net-reply-input-${key}`).fill(code);
    await host.getByTestId(`net-reply-accept-${key}`).click();
  }
  await expect(guest.getByTestId("net-status")).toHaveAttribute("data-state", "connected");
  await expect(guest.getByTestId("guest")).toBeVisible();
  if (seat !== null) await expect(host.getByTestId(`net-invite-${seat}`)).toHaveAttribute("data-state", "connected");
}

/**
 * Checks what a guest of `seat` (null: a spectator) was sent and shows:
 * every table is its own seat's, built from its own view (never the
 * position: no `hands` of every seat, no draw pile's cards), and its page
 * shows no hand but its own.
 */
export async function checkPrivacy(page, seat) {
  const msgs = await page.evaluate(() => window.__netIn || []);
  for (const text of msgs) {
    const m = JSON.parse(text);
    if (!m.table) continue;
    expect(m.table.seat ?? null).toBe(seat);
    expect(m.table.view.seat ?? null).toBe(seat);
    expect(text).not.toMatch(/"hands"\s*:/);
    expect(text).not.toMatch(/"(draw|deck|stock)"\s*:\s*\[/);
  }
  const hands = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="hand"]')].map((h) => h.dataset.seat ?? null));
  for (const h of hands) if (h !== null && h !== undefined) expect(Number(h)).toBe(seat);
  return msgs.length;
}

/**
 * Plays `game` to its end on several devices at once: each page takes its
 * own decisions with the game's stepper; `onRound` runs every few rounds.
 */
export async function playAll(game, pages, { onRound, maxRounds = 6000 } = {}) {
  const { snap, step } = players[game];
  let stuck = 0;
  for (let round = 0; round < maxRounds; round++) {
    let over = true;
    let moved = false;
    for (const page of pages) {
      const s = await snap(page);
      if (!s.over) over = false;
      else continue;
      // A guest's read can be a moment old (its move is on its way to the
      // host): a click the new table no longer offers gives up after a
      // short wait, and the next round reads the table again.
      try {
        if (await step(page, s)) moved = true;
      } catch (e) {
        if (!String(e).includes("Timeout")) throw e;
      }
    }
    if (over) return;
    if (onRound && round % 25 === 0) await onRound(round);
    if (!moved) {
      stuck++;
      await pages[0].waitForTimeout(15);
      if (stuck > 400) {
        const snaps = [];
        for (const p of pages) snaps.push({ ...(await snap(p)), status: await p.getByTestId("net-status").getAttribute("data-state").catch(() => null), notice: await p.getByTestId("notice").textContent().catch(() => null) });
        throw new Error(`nobody can move: ${JSON.stringify(snaps)}`);
      }
    } else stuck = 0;
  }
  throw new Error("the game did not end");
}

/** The newest table a recording guest's page received. */
export const lastTable = (page) =>
  page.evaluate(() => {
    const t = (window.__netIn || []).map((m) => JSON.parse(m)).filter((m) => m.table).map((m) => m.table);
    return t[t.length - 1] ?? null;
  });

/** Sends `text` on a recording guest's data channel, as its page would. */
export const sendRaw = (page, text) => page.evaluate((t) => window.__channel.send(t), text);
