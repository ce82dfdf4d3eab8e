// A playtest campaign's table (issue 57): a campaign link opens a game's
// page with the campaign's line and the players' consent; the finished
// game, with its answers, is sealed to the designer's key and stored on the
// test's own relays (PyPI's nostr-relay, inside the tests' network
// namespace, never a public one); nostr-tools, an independent reader, opens
// it with the designer's secret and finds the game; the relays hold no name,
// note or card in clear, and no two records share a sender key.
import { test, expect } from "@playwright/test";
import { spawn } from "node:child_process";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { finalizeEvent, generateSecretKey, getPublicKey, nip59 } from "nostr-tools";
import AxeBuilder from "@axe-core/playwright";
import { device } from "./net-helpers.mjs";
import { playToEnd, saveShot } from "../e2e/helpers.mjs";

const RELAYS = ["ws://127.0.0.1:7447", "ws://127.0.0.1:7448"];

/** A campaign's link, made as the lab makes it (keep-net's Campaign). */
function campaignLink(campaign) {
  return `/play-${campaign.game}.html#campaign=${deflateRawSync(Buffer.from(JSON.stringify(campaign))).toString("base64url")}`;
}

/** Publishes `event` on `relay` from `page`; resolves with the relay's OK. */
async function publish(page, relay, event) {
  return page.evaluate(
    ([url, e]) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(url);
        ws.onopen = () => ws.send(JSON.stringify(["EVENT", e]));
        ws.onmessage = (m) => {
          const v = JSON.parse(m.data);
          if (v[0] === "OK") {
            ws.close();
            resolve(v[2]);
          }
        };
        ws.onerror = () => reject(new Error(`${url} could not be reached`));
      }),
    [relay, event],
  );
}

/** The campaign worker's answer to `job`, asked from `page`. */
async function askSender(page, job) {
  return page.evaluate(
    (j) =>
      new Promise((resolve) => {
        const w = new Worker(document.querySelector("link[rel=keep-sender]").getAttribute("data-start"));
        w.onmessage = (e) => {
          if (e.data === "ready") return w.postMessage(JSON.stringify({ id: 1, job: j }));
          w.terminate();
          resolve(JSON.parse(e.data));
        };
      }),
    job,
  );
}

/** Every event a relay stores for `key` (kind 1059, tagged `p`). */
async function storedFor(page, relay, key) {
  return page.evaluate(
    ([url, p]) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(url);
        const got = [];
        ws.onopen = () => ws.send(JSON.stringify(["REQ", "t", { kinds: [1059], "#p": [p] }]));
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m[0] === "EVENT") got.push(m[2]);
          if (m[0] === "EOSE") {
            ws.close();
            resolve(got);
          }
        };
        ws.onerror = () => reject(new Error(`${url} could not be reached`));
      }),
    [relay, key],
  );
}

test("a campaign's table sends its finished game to the designer, sealed, through the relays", async ({ browser }) => {
  test.setTimeout(180_000);
  const secret = generateSecretKey();
  const key = getPublicKey(secret);
  const campaign = {
    name: "Six Shields, spring",
    game: "card-keeper",
    key,
    relays: RELAYS,
    players: [2],
    tags: ["fun", "too_long"],
    question: "What did the table argue about?",
  };
  const { context, page } = await device(browser, { viewport: { width: 360, height: 740 } });
  page.setDefaultTimeout(10_000);
  await page.goto(campaignLink(campaign));
  // The campaign's line, in people's words, with the players' switch on.
  const line = page.getByTestId("campaign-table");
  await expect(line).toContainText("Playtest: Six Shields, spring");
  await expect(line).toContainText("sealed so that only the designer can read them");
  await expect(line).toContainText("for 2 players");
  await expect(page.getByTestId("campaign-consent")).toBeChecked();
  await expect(page.getByTestId("notice")).toContainText("a playtest");
  // A campaign's table plays on the game's host page.
  await expect(page).toHaveURL(/\/host-card-keeper\.html#\/card-keeper\/setup$/);
  await saveShot(page, "campaign-table-setup-360");
  const axe = await new AxeBuilder({ page }).include("[data-testid=campaign-table]").analyze();
  expect(axe.violations).toEqual([]);
  // The consent is a keyboard control.
  await page.getByTestId("campaign-consent").focus();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("campaign-consent")).not.toBeChecked();
  await expect(line).toContainText("stay on this device");
  await page.keyboard.press("Space");
  await expect(page.getByTestId("campaign-consent")).toBeChecked();

  // One person against a bot, to the end; then their answer.
  await page.getByTestId("name-0").fill("Ada Lovelace");
  await page.getByTestId("seat-kind-1").selectOption("bot-basic");
  await page.getByTestId("seed").fill("4242");
  await page.getByTestId("bot-delay").selectOption("0");
  await page.getByTestId("start-game").click();
  await playToEnd(page);
  await page.getByTestId("feedback-tag-fun").click();
  await page.getByTestId("feedback-note").fill("Shields felt far too strong");
  await page.getByTestId("feedback-send").click();
  await expect(page.getByTestId("feedback-sent")).toBeVisible();
  // The record waits a moment for the answers, then both relays keep it.
  const count = page.locator("#notes-panel [data-testid=outbox-count]");
  await expect(count).toHaveAttribute("data-count", "0", { timeout: 40_000 });
  await expect(count).toContainText("reached the designer");

  const stored = [];
  for (const relay of RELAYS) {
    const events = await storedFor(page, relay, key);
    expect(events.length, `${relay} keeps the record`).toBeGreaterThan(0);
    stored.push(...events);
  }
  // The relays learn nothing: no name, note or card in clear; throwaway
  // sender keys, one per sealed record.
  for (const e of stored) {
    const text = JSON.stringify(e);
    expect(text).not.toContain("Ada");
    expect(text).not.toContain("Shields felt");
    expect(text).not.toContain("card-keeper");
    expect(e.tags).toEqual([["p", key]]);
  }
  const senders = new Map(stored.map((e) => [e.id, e.pubkey]));
  expect(new Set(senders.values()).size).toBe(senders.size);
  // nostr-tools opens it with the designer's secret: the game, its answer.
  const records = stored.map((e) => {
    const rumor = nip59.unwrapEvent(e, secret);
    expect(rumor.kind).toBe(7171);
    return JSON.parse(inflateRawSync(Buffer.from(rumor.content, "base64")).toString("utf8"));
  });
  const latest = records.reduce((a, b) => (b.answers.length >= a.answers.length ? b : a));
  expect(latest.game).toBe("card-keeper");
  expect(latest.finished).toBe(true);
  expect(latest.seats.map((s) => s.kind)).toEqual(["human", "bot-basic"]);
  expect(latest.answers[0].note).toBe("Shields felt far too strong");
  expect(latest.answers[0].tags).toEqual(["fun"]);
  expect(latest.moves).toBeGreaterThan(5);
  // The campaign worker's inbox fetch (the lab's, to come) finds the same
  // record on both relays, counted once, and refuses a junk event sealed to
  // nobody with its reason.
  const junk = finalizeEvent({ kind: 1059, created_at: Math.floor(Date.now() / 1000), tags: [["p", key]], content: "junk" }, generateSecretKey());
  expect(await publish(page, RELAYS[0], junk)).toBe(true);
  const fetched = (await askSender(page, { fetch: { key, secret: Buffer.from(secret).toString("hex"), relays: RELAYS } })).ok;
  expect(fetched.records.length).toBe(senders.size);
  expect(fetched.records.map((r) => JSON.parse(r.text).id)).toContain(latest.id);
  expect(fetched.refused.map((r) => r.event)).toEqual([junk.id]);
  expect(fetched.refused[0].why.length).toBeGreaterThan(0);
  expect(fetched.junk).toBe(0);
  expect(fetched.relays.map((r) => [r.relay, r.events, r.why])).toEqual([
    [RELAYS[0], senders.size + 1, ""],
    [RELAYS[1], senders.size, ""],
  ]);
  // Nothing waits: the picker says nothing of the outbox.
  await page.goto("/#/");
  await expect(page.getByTestId("game-card-keeper")).toBeVisible();
  await expect(page.getByTestId("outbox-count")).toHaveCount(0);
  await context.close();
});

/** Starts a relay of the test's own on `port`; resolves once it answers. */
async function ownRelay(port) {
  const relay = spawn("scripts/nostr-relay.sh", [String(port)], { stdio: "ignore", detached: true });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`, { headers: { Accept: "application/nostr+json" } }).then(() => true, () => false);
    if (up) return relay;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the relay on ${port} did not start`);
}

/** Opens `campaign`'s link and plays its game (a person and a bot) to the end. */
async function playCampaignGame(page, campaign, seed) {
  await page.goto(campaignLink(campaign));
  await expect(page.getByTestId("campaign-consent")).toBeChecked();
  await page.getByTestId("seat-kind-1").selectOption("bot-basic");
  await page.getByTestId("seed").fill(seed);
  await page.getByTestId("bot-delay").selectOption("0");
  await page.getByTestId("start-game").click();
  await playToEnd(page);
}

test("a record no relay answered waits in the outbox, and goes when a page opens again; one relay down, the other keeps it", async ({ browser }) => {
  test.setTimeout(240_000);
  const secret = generateSecretKey();
  const key = getPublicKey(secret);
  const base = { game: "card-keeper", key, players: [], tags: ["fun"], question: "What did the table argue about?" };
  const { context, page } = await device(browser);
  page.setDefaultTimeout(10_000);
  // The campaign's only relay is not up yet while the table plays.
  await playCampaignGame(page, { ...base, name: "Later", relays: ["ws://127.0.0.1:7450"] }, "99");
  const count = page.locator("#notes-panel [data-testid=outbox-count]");
  await expect(count).toHaveAttribute("data-count", "1", { timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("keep-table.outbox")).items[0].tries), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.close();
  // The picker says a game waits (it sends nothing itself).
  const picker = await context.newPage();
  await picker.goto("/");
  await expect(picker.getByTestId("outbox-count")).toHaveAttribute("data-count", "1");
  await expect(picker.getByTestId("outbox-count")).toContainText("1 game is waiting to reach the designer");
  await picker.close();
  const relay = await ownRelay(7450);
  try {
    // The game's page opens again: what waits is sent at once.
    const again = await context.newPage();
    await again.goto("/play-card-keeper.html");
    await expect.poll(() => again.evaluate(() => localStorage.getItem("keep-table.outbox")), { timeout: 30_000 }).toBeNull();
    const events = await storedFor(again, "ws://127.0.0.1:7450", key);
    expect(events.length).toBe(1);
    const record = JSON.parse(inflateRawSync(Buffer.from(nip59.unwrapEvent(events[0], secret).content, "base64")).toString("utf8"));
    expect(record.finished).toBe(true);
    expect(record.play.seed).toBe(99);
    await again.close();
  } finally {
    try { process.kill(-relay.pid, "SIGKILL"); } catch {}
  }
  // One relay down: the record reaches the designer through the other,
  // and waits for a second relay.
  const down = await context.newPage();
  down.setDefaultTimeout(10_000);
  await playCampaignGame(down, { ...base, name: "Half", relays: ["ws://127.0.0.1:7447", "ws://127.0.0.1:7451"] }, "98");
  await expect.poll(async () => (await storedFor(down, "ws://127.0.0.1:7447", key)).length, { timeout: 30_000 }).toBe(1);
  const waiting = down.locator("#notes-panel [data-testid=outbox-count]");
  await expect(waiting).toHaveAttribute("data-count", "1");
  const item = await down.evaluate(() => JSON.parse(localStorage.getItem("keep-table.outbox")).items[0]);
  expect(item.stored).toEqual(["ws://127.0.0.1:7447"]);
  expect(item.why).toContain("ws://127.0.0.1:7451");
  await context.close();
});

test("a damaged campaign link says so and the game plays as usual", async ({ browser }) => {
  const { context, page } = await device(browser);
  await page.goto("/play-card-keeper.html#campaign=AAAAbroken");
  await expect(page.getByTestId("notice")).toContainText("could not be used");
  await expect(page.getByTestId("start-game")).toBeVisible();
  await expect(page.getByTestId("campaign-table")).toHaveCount(0);
  await context.close();
});
