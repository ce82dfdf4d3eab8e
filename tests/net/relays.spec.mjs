// Invitations through Nostr relays (issue "Sit down in one tap, and get back
// in after any reload"): real relays (PyPI's nostr-relay, which checks every
// event's signature) inside the tests' network namespace, never a public
// one. What the pages send the relays is recorded (WebSocket wrapped in an
// init script) and checked: sealed bytes under a random-looking topic, no
// description, no name, no card, and nothing once everyone is connected.
import { test, expect } from "@playwright/test";
import { spawn } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { device, hostGame, checkPrivacy, playAll, invitation } from "./net-helpers.mjs";
import { saveShot } from "../e2e/helpers.mjs";
import { players } from "../e2e/players.mjs";

const RELAYS = "ws://127.0.0.1:7447, ws://127.0.0.1:7448";

/** Records every frame a page's WebSockets send, in `window.__wsOut`. */
async function recordFrames(context) {
  await context.addInitScript(() => {
    window.__wsOut = [];
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      window.__wsOut.push({ url: this.url, data: String(data), t: Date.now() });
      return send.call(this, data);
    };
  });
}

async function relayDevice(browser, opts = {}) {
  const d = await device(browser, { record: true, ...opts });
  await recordFrames(d.context);
  return d;
}

const frames = (page) => page.evaluate(() => window.__wsOut || []);
/** The events a page published (each goes to every relay: counted once). */
const events = (fs) => [...new Set(fs.filter((f) => f.data.startsWith('["EVENT"')).map((f) => JSON.parse(f.data)[1].id))];

/**
 * What a page told the relays gives nothing away: every frame is a
 * subscription, its end or a signed event whose only tag is the topic and
 * whose content is opaque link-safe bytes; no session description, no
 * name, no card code anywhere.
 */
function checkFrames(fs, { names, codes }) {
  for (const f of fs) {
    const m = JSON.parse(f.data);
    expect(["REQ", "EVENT", "CLOSE"]).toContain(m[0]);
    if (m[0] === "EVENT") {
      const e = m[1];
      expect(Object.keys(e).sort()).toEqual(["content", "created_at", "id", "kind", "pubkey", "sig", "tags"]);
      expect(e.kind).toBeGreaterThanOrEqual(20000);
      expect(e.kind).toBeLessThan(30000);
      expect(e.tags.length).toBe(1);
      expect(e.tags[0][0]).toBe("x");
      expect(e.tags[0][1]).toMatch(/^[0-9a-f]{64}$/);
      expect(e.content).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    }
    // (The content is checked above to be opaque bytes; a short name can
    // turn up in them by chance, so the words are looked for elsewhere.)
    const clear = m[0] === "EVENT" ? JSON.stringify([m[0], { ...m[1], content: "" }]) : f.data;
    for (const bad of ["v=0", "a=fingerprint", "candidate", "ice-ufrag"]) expect(f.data).not.toContain(bad);
    // (The room's name, "kt-…", is short enough to turn up in sealed bytes too.)
    expect(clear).not.toContain("kt-");
    for (const n of names) expect(clear).not.toContain(n);
    for (const c of codes) expect(f.data).not.toContain(`"${c}"`);
  }
}

/** Every word on the page at 4.5 : 1 contrast at least (axe). */
async function readable(page) {
  const axe = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  expect(axe.violations.map((v) => v.nodes.map((n) => `${n.target} ${n.any[0]?.message ?? ""}`)).flat()).toEqual([]);
}

/** The players' names and the card codes a guest's tables showed it. */
async function secrets(page) {
  return page.evaluate(() => {
    const tables = (window.__netIn || []).map((m) => JSON.parse(m)).filter((m) => m.table).map((m) => m.table);
    const names = tables[0]?.names ?? [];
    const codes = new Set();
    for (const t of tables) for (const c of JSON.stringify(t.view).match(/"[a-z]+[0-9]+"/g) ?? []) codes.add(c.slice(1, -1));
    return { names, codes: [...codes] };
  });
}

async function joinByLink(host, guest, seat) {
  await guest.goto(await invitation(host, seat));
  await expect(guest.getByTestId("net-status")).toHaveAttribute("data-via", "relays");
  await expect(guest.getByTestId("net-status")).toHaveAttribute("data-state", "connected", { timeout: 15_000 });
  await expect(guest.getByTestId("guest")).toBeVisible();
  await expect(host.getByTestId(`net-invite-${seat}`)).toHaveAttribute("data-state", "connected", { timeout: 15_000 });
}

test("through two relays: each guest joins by its link alone, a guest's reload and the host's reload come back by themselves, nothing readable goes to the relays and nothing at all once connected, to the end", async ({ browser }) => {
  test.setTimeout(240_000);
  const host = await relayDevice(browser, { name: "host" });
  const ana = await relayDevice(browser, { name: "ana", viewport: { width: 360, height: 740 } });
  const bo = await relayDevice(browser, { name: "bo" });
  await hostGame(host.page, { seats: ["human", "remote", "remote"], seed: "4242", relays: RELAYS });
  await expect(host.page.getByTestId("net-status")).toHaveAttribute("data-via", "relays");
  await expect(host.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected");
  const link = await invitation(host.page, 1);
  // The secrets travel in the fragment, which no server sees.
  expect(link).toMatch(/guest-card-keeper\.html#join=/);
  expect(link).toContain("meet=");
  let t0 = Date.now();
  await joinByLink(host.page, ana.page, 1);
  const anaMs = Date.now() - t0;
  await joinByLink(host.page, bo.page, 2);
  const perJoin = events(await frames(ana.page)).length;
  expect(perJoin).toBeGreaterThan(0);
  // A knock and an answer (a knock again only if the offer was slow).
  expect(perJoin).toBeLessThanOrEqual(3);
  // Connected, the guests have left the relays; nobody sends anything for 20 s.
  const before = [await frames(host.page), await frames(ana.page), await frames(bo.page)].map((f) => f.length);
  await host.page.waitForTimeout(20_000);
  const after = [await frames(host.page), await frames(ana.page), await frames(bo.page)].map((f) => f.length);
  expect(after).toEqual(before);
  const hostEvents = events(await frames(host.page)).length;
  // Some moves, then Ana reloads: back in her seat with nobody doing anything.
  await playAll("card-keeper", [host.page, ana.page, bo.page], { maxRounds: 8 }).catch(() => {});
  const said = await secrets(ana.page);
  expect(said.names.length).toBe(3);
  checkFrames([...(await frames(host.page)), ...(await frames(ana.page)), ...(await frames(bo.page))], said);
  t0 = Date.now();
  await ana.page.reload();
  await expect(ana.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected", { timeout: 20_000 });
  await expect(ana.page.getByTestId("hand")).toBeVisible();
  const guestBackMs = Date.now() - t0;
  await expect(host.page.getByTestId("net-invite-1")).toHaveAttribute("data-state", "connected");
  const reconnectEvents = events(await frames(ana.page)).length;
  checkFrames(await frames(ana.page), said);
  // The host reloads: every guest comes back by itself.
  t0 = Date.now();
  await host.page.reload();
  // While the host is away, the guests' words stay readable.
  await expect(bo.page.getByTestId("net-status")).toHaveAttribute("data-state", /reconnecting|connected/);
  await readable(bo.page);
  await expect(host.page.getByTestId("table")).toBeVisible();
  for (const g of [ana.page, bo.page]) await expect(g.getByTestId("net-status")).toHaveAttribute("data-state", "connected", { timeout: 30_000 });
  await expect(host.page.getByTestId("net-invite-1")).toHaveAttribute("data-state", "connected", { timeout: 20_000 });
  await expect(host.page.getByTestId("net-invite-2")).toHaveAttribute("data-state", "connected", { timeout: 20_000 });
  const hostBackMs = Date.now() - t0;
  checkFrames([...(await frames(host.page)), ...(await frames(ana.page)), ...(await frames(bo.page))], said);
  // And to the end, every table agreeing.
  await playAll("card-keeper", [host.page, ana.page, bo.page]);
  const winner = await host.page.getByTestId("game-over").getAttribute("data-winner");
  await expect(ana.page.getByTestId("game-over")).toHaveAttribute("data-winner", winner);
  await expect(bo.page.getByTestId("game-over")).toHaveAttribute("data-winner", winner);
  await checkPrivacy(ana.page, 1);
  await checkPrivacy(bo.page, 2);
  // Bo answers the end-of-game question and reloads: back at the table,
  // his answer is still there to change.
  await bo.page.getByTestId("feedback-tag-too_long").click();
  await bo.page.getByTestId("feedback-note").fill("The last two turns dragged");
  await bo.page.getByTestId("feedback-send").click();
  await expect(bo.page.getByTestId("feedback-sent")).toContainText("your answer is in the report");
  await bo.page.reload();
  await expect(bo.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected", { timeout: 20_000 });
  await expect(bo.page.getByTestId("game-over")).toHaveAttribute("data-winner", winner);
  await expect(bo.page.getByTestId("feedback-note")).toHaveValue("The last two turns dragged");
  await expect(bo.page.getByTestId("feedback-tag-too_long")).toHaveAttribute("aria-pressed", "true");
  console.log(`relay figures: ${JSON.stringify({ anaMs, eventsPerJoin: perJoin, hostEventsTwoJoins: hostEvents, guestBackMs, eventsPerReconnect: reconnectEvents, hostBackMs })}`);
});

test("a guest's notes reach the host as they are typed, each beside the others, kept on the guest's phone through reloads before and after the host has them", async ({ browser }) => {
  test.setTimeout(120_000);
  const host = await relayDevice(browser, { name: "host" });
  const bo = await relayDevice(browser, { name: "bo", viewport: { width: 360, height: 740 } });
  await hostGame(host.page, { seats: ["human", "remote"], seed: "5151", relays: RELAYS });
  await joinByLink(host.page, bo.page, 1);
  // A guest's page has the host's jumps and the dock's last move.
  await expect(bo.page.getByTestId("last-move")).not.toBeEmpty();
  await bo.page.getByTestId("jump-rules").click();
  await expect(bo.page.getByTestId("rules-panel")).toHaveAttribute("open", "");
  await expect(bo.page.getByTestId("rules-panel")).toBeInViewport();
  await bo.page.getByTestId("jump-log").click();
  await expect(bo.page.locator("#log-panel")).toBeInViewport();
  await bo.page.getByTestId("jump-notes").click();
  await expect(bo.page.locator("#notes-panel")).toBeInViewport();
  const saved = () => host.page.evaluate(() => localStorage.getItem("keep-table.card-keeper.game") || "");
  // Typed and left in the box (no blur): it reaches the host after a short pause.
  await bo.page.getByTestId("notes").fill("Not sure when I have to draw to catch up");
  await expect.poll(saved, { timeout: 5_000 }).toContain("Not sure when I have to draw to catch up");
  await expect(bo.page.getByTestId("notes-status")).toHaveText("The host has this note.");
  // A reload after the host has it: the note is listed as kept, the box is
  // free for the next one.
  await bo.page.reload();
  await expect(bo.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected", { timeout: 20_000 });
  await expect(bo.page.getByTestId("guest-note-1")).toContainText("Not sure when I have to draw to catch up");
  await expect(bo.page.getByTestId("guest-note-1")).toHaveAttribute("data-state", "kept");
  await expect(bo.page.getByTestId("notes")).toHaveValue("");
  // A second note, and a reload before it was even sent: it stays on the
  // phone and reaches the host once back, beside the first.
  await bo.page.getByTestId("notes").fill("Capture +2 felt too strong");
  await bo.page.reload();
  await expect(bo.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected", { timeout: 20_000 });
  await expect(bo.page.getByTestId("guest-note-2")).toContainText("Capture +2 felt too strong");
  await expect.poll(saved, { timeout: 10_000 }).toContain("Capture +2 felt too strong");
  await expect(bo.page.getByTestId("guest-note-2")).toHaveAttribute("data-state", "kept");
  await saveShot(bo.page, "guest-notes-360");
  // The host's report has both, in order, under Bo's name.
  const [download] = await Promise.all([host.page.waitForEvent("download"), host.page.getByTestId("export-report").click()]);
  const report = Buffer.concat(await (await download.createReadStream()).toArray()).toString();
  const first = report.indexOf("**Bo** (seat 2, at their own device), note 1:");
  const second = report.indexOf("**Bo** (seat 2, at their own device), note 2:");
  expect(first).toBeGreaterThan(0);
  expect(second).toBeGreaterThan(first);
  expect(report.indexOf("Not sure when I have to draw")).toBeGreaterThan(first);
  expect(report.indexOf("Capture +2 felt too strong")).toBeGreaterThan(second);
});

test("a guest takes back its own move through the host: the host's log and report say so, the guest decides again", async ({ browser }) => {
  test.setTimeout(120_000);
  const host = await relayDevice(browser, { name: "host" });
  const bo = await relayDevice(browser, { name: "bo", viewport: { width: 360, height: 740 } });
  await hostGame(host.page, { seats: ["human", "remote"], seed: "2121", relays: RELAYS });
  await joinByLink(host.page, bo.page, 1);
  const { snap, step } = players["card-keeper"];
  // The host plays its turns; Bo plays one move of its own that can be taken back.
  let taken = false;
  for (let i = 0; i < 200 && !taken; i++) {
    if (await host.page.getByTestId("turn-call").count()) {
      await step(host.page, await snap(host.page));
      continue;
    }
    if (!(await bo.page.getByTestId("turn-call").count())) {
      await bo.page.waitForTimeout(50);
      continue;
    }
    const lines = await bo.page.getByTestId("log-entry").count();
    expect(await step(bo.page, await snap(bo.page))).toBe(true);
    const button = bo.page.getByTestId("take-back");
    await expect(button).toBeVisible({ timeout: 10_000 });
    if (await button.isDisabled()) continue;
    await button.click();
    taken = true;
    await expect(bo.page.getByTestId("turn-call")).toBeVisible({ timeout: 10_000 });
    await expect(bo.page.getByTestId("take-back")).toHaveCount(0);
    await expect(host.page.getByTestId("log-entry").last()).toContainText("Bo took back a move: ");
    await expect(bo.page.getByTestId("log-entry").last()).toContainText("You took back a move: ");
    expect(await bo.page.getByTestId("log-entry").count()).toBe(lines + 1);
  }
  expect(taken).toBe(true);
  const [download] = await Promise.all([host.page.waitForEvent("download"), host.page.getByTestId("export-report").click()]);
  const report = Buffer.concat(await (await download.createReadStream()).toArray()).toString();
  expect(report).toContain("## Moves taken back");
  expect(report).toMatch(/- Move \d+: Bo took back a move: /);
});

test("one of two relays stopped mid-join: the guest still joins on the other", async ({ browser }) => {
  test.setTimeout(120_000);
  // A third relay of this test's own, stopped once the guest has opened its link.
  const own = spawn("scripts/nostr-relay.sh", ["7449"], { stdio: "ignore", detached: true });
  try {
    for (let i = 0; i < 60; i++) {
      const up = await fetch("http://127.0.0.1:7449/", { headers: { Accept: "application/nostr+json" } }).then(() => true, () => false);
      if (up) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const host = await relayDevice(browser, { name: "host" });
    const ana = await relayDevice(browser, { name: "ana" });
    await hostGame(host.page, { seats: ["remote", "human"], seed: "7", relays: "ws://127.0.0.1:7449, ws://127.0.0.1:7447" });
    await expect(host.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected");
    await ana.page.goto(await invitation(host.page, 0));
    process.kill(-own.pid, "SIGTERM");
    await expect(ana.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected", { timeout: 30_000 });
    await expect(ana.page.getByTestId("guest")).toBeVisible();
    await expect(host.page.getByTestId("net-invite-0")).toHaveAttribute("data-state", "connected");
    await playAll("card-keeper", [host.page, ana.page], { maxRounds: 6 }).catch(() => {});
    await checkPrivacy(ana.page, 0);
  } finally {
    try { process.kill(-own.pid, "SIGKILL"); } catch {}
  }
});

test("the guest's waiting page says whose table, which game and which seat", async ({ browser }) => {
  const host = await relayDevice(browser, { name: "host" });
  await hostGame(host.page, { seats: ["human", "remote"], seed: "5", relays: RELAYS });
  const link = await invitation(host.page, 1);
  // A page that meets nobody: the invitation with a room nobody is in.
  const lonely = await relayDevice(browser, { name: "lonely" });
  await lonely.page.goto(link.replace(/meet=[^&]+/, "meet=kt-nobody"));
  await expect(lonely.page.getByTestId("net-joining")).toContainText("Card Keeper");
  await expect(lonely.page.getByTestId("net-joining")).toContainText("seat 2");
  const names = await host.page.locator('[data-testid^="seat-name-"], [data-testid="seat-0"] .seat-name').allTextContents();
  if (names.length) await expect(lonely.page.getByTestId("net-joining")).toContainText(names[0].trim());
  await expect(lonely.page.getByTestId("net-status")).toHaveAttribute("data-state", /connecting|reconnecting/);
  await readable(lonely.page);
  await saveShot(lonely.page, "net-joining");
});

test("one link for the table (and its QR code): each guest takes a free seat by name, keeps it after a reload, a taken seat is not offered, to the end", async ({ browser }) => {
  test.setTimeout(240_000);
  const host = await relayDevice(browser, { name: "host" });
  const ana = await relayDevice(browser, { name: "ana", viewport: { width: 360, height: 740 } });
  const bo = await relayDevice(browser, { name: "bo" });
  await hostGame(host.page, { seats: ["human", "remote", "remote"], seed: "31", relays: RELAYS });
  const table = host.page.getByTestId("net-table-invite");
  await expect(table).toHaveAttribute("data-link", /#join=.*pick=1/);
  const link = await table.getAttribute("data-link");
  // The table's link comes first; the seats' own links are folded below it.
  const first = await host.page.locator('[data-testid="net-panel"] .net-invite').first().getAttribute("data-testid");
  expect(first).toBe("net-table-invite");
  await expect(host.page.getByTestId("net-seat-links")).not.toHaveAttribute("open", "");
  await expect(host.page.getByTestId("net-invite-1")).toBeHidden();
  await expect(host.page.getByTestId("presence-1")).toHaveText("not joined yet");
  // Copy says so; the QR code full screen covers the host's hand, Escape closes it.
  await host.page.getByTestId("copy-table").click();
  await expect(host.page.getByTestId("copy-table")).toHaveText("Copied ✓");
  await host.page.getByTestId("qr-show").click();
  await expect(host.page.getByTestId("qr-fullscreen")).toBeVisible();
  await expect(host.page.locator('[data-testid="qr-fullscreen"] svg[data-testid="net-qr"]')).toBeVisible();
  const covered = await host.page.evaluate(() => {
    const r = document.querySelector('[data-testid="hand"]').getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, Math.min(r.top + r.height / 2, innerHeight - 2));
    return !!hit?.closest('[data-testid="qr-fullscreen"]');
  });
  expect(covered, "the QR code covers the host's hand").toBe(true);
  await saveShot(host.page, "net-qr-fullscreen");
  await host.page.keyboard.press("Escape");
  await expect(host.page.getByTestId("qr-fullscreen")).toHaveCount(0);
  await expect(host.page.getByTestId("qr-show")).toBeFocused();
  // Ana opens the table's link: she waits for a seat (not "as a spectator"),
  // then sees the two free seats and types her name.
  await ana.page.goto(link);
  await expect(ana.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected", { timeout: 15_000 });
  await expect(ana.page.getByTestId("seat-pick-1")).toBeVisible();
  await ana.page.getByTestId("seat-pick-name").fill("  Anaïs  ");
  await expect(ana.page.getByTestId("seat-pick-2")).toBeVisible();
  await expect(ana.page.getByTestId("seat-pick-0")).toHaveCount(0);
  await readable(ana.page);
  await readable(host.page);
  await saveShot(host.page, "net-table-link-host");
  await saveShot(ana.page, "net-seat-pick-360");
  await ana.page.getByTestId("seat-pick-1").click();
  // Her page opens seat 2's own invitation: her hand, the host's row connected.
  await expect(ana.page.getByTestId("hand")).toBeVisible({ timeout: 20_000 });
  await expect(ana.page.getByTestId("net-status")).toHaveAttribute("data-seat", "1");
  await expect(host.page.getByTestId("net-invite-1")).toHaveAttribute("data-state", "connected");
  // She sits under the name she typed, at every table.
  await expect(host.page.locator('[data-testid="seat-1"] .seat-name')).toHaveText("Anaïs");
  await expect(ana.page.locator('[data-testid="seat-1"] .seat-name')).toHaveText("Anaïs");
  // Bo's copy of the same link offers only the seat still free.
  await bo.page.goto(link);
  await expect(bo.page.getByTestId("seat-pick-2")).toBeVisible({ timeout: 15_000 });
  await expect(bo.page.getByTestId("seat-pick-1")).toHaveCount(0);
  await bo.page.getByTestId("seat-pick-2").click();
  await expect(bo.page.getByTestId("hand")).toBeVisible({ timeout: 20_000 });
  await expect(host.page.getByTestId("net-invite-2")).toHaveAttribute("data-state", "connected");
  // A reload keeps Ana in her seat, by itself.
  await ana.page.reload();
  await expect(ana.page.getByTestId("net-status")).toHaveAttribute("data-seat", "1");
  await expect(ana.page.getByTestId("hand")).toBeVisible({ timeout: 20_000 });
  // And the whole game, every table agreeing at the end.
  await playAll("card-keeper", [host.page, ana.page, bo.page]);
  const winner = await host.page.getByTestId("game-over").getAttribute("data-winner");
  await expect(ana.page.getByTestId("game-over")).toHaveAttribute("data-winner", winner);
  await expect(bo.page.getByTestId("game-over")).toHaveAttribute("data-winner", winner);
  await checkPrivacy(ana.page, 1);
  await checkPrivacy(bo.page, 2);
});

test("through a TURN server only (coturn in the namespace, iceTransportPolicy relay): the guest joins and plays", async ({ browser }) => {
  test.setTimeout(120_000);
  const log = [];
  const turn = spawn("turnserver", ["-n", "-v", "--listening-ip=10.200.0.1", "--relay-ip=10.200.0.1", "--listening-port=3478", "--lt-cred-mech", "--user=kt:pw", "--realm=keep-table", "--no-tls", "--no-dtls", "--no-cli", "--log-file=stdout", "--simple-log", "--allow-loopback-peers", "--cli-password=x"], { stdio: ["ignore", "pipe", "pipe"] });
  turn.stdout.on("data", (d) => log.push(String(d)));
  turn.stderr.on("data", (d) => log.push(String(d)));
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const host = await relayDevice(browser, { name: "host" });
    const ana = await relayDevice(browser, { name: "ana" });
    await hostGame(host.page, { seats: ["human", "remote"], seed: "21", relays: RELAYS, turn: { url: "turn:10.200.0.1:3478", user: "kt", credential: "pw", only: true } });
    const link = await invitation(host.page, 1);
    expect(decodeURIComponent(link)).toContain("turn:10.200.0.1:3478");
    await joinByLink(host.page, ana.page, 1);
    await playAll("card-keeper", [host.page, ana.page], { maxRounds: 6 }).catch(() => {});
    await checkPrivacy(ana.page, 1);
    // The data went through coturn: an allocation for each page, and a
    // channel to the other through it.
    const said = log.join("");
    expect(said.match(/ALLOCATE processed, success/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(said).toContain("CHANNEL_BIND processed, success");
  } finally {
    turn.kill("SIGKILL");
  }
});
