// Several devices at one game (issue "Play together from several devices"):
// the host's page keeps the game; each guest opens an invitation in a
// browser context of its own and plays its seat from its own table.
import { test, expect } from "@playwright/test";
import { saveShot } from "../e2e/helpers.mjs";
import { device, hostGame, join, checkPrivacy, playAll, invitation, lastTable, sendRaw } from "./net-helpers.mjs";

test("no server: a Card Keeper game, host + two guests + a bot, to the end, nothing hidden crosses the wire", async ({ browser }) => {
  const host = await device(browser);
  const ana = await device(browser, { record: true, viewport: { width: 360, height: 740 } });
  const bo = await device(browser, { record: true });
  await hostGame(host.page, { seats: ["human", "remote", "remote", "bot-basic"], seed: "4242" });
  await join(host.page, ana.page, 1);
  await join(host.page, bo.page, 2);
  // Every table says who plays at their own device.
  await expect(host.page.getByTestId("presence-1")).toHaveText("own device");
  await expect(ana.page.getByTestId("presence-2")).toHaveText("own device");
  await expect(ana.page.getByTestId("net-status")).toHaveAttribute("data-seat", "1");
  await saveShot(host.page, "net-host-table");
  await saveShot(ana.page, "net-guest-360");
  await playAll("card-keeper", [host.page, ana.page, bo.page], {
    onRound: async () => {
      await checkPrivacy(ana.page, 1);
      await checkPrivacy(bo.page, 2);
    },
  });
  const winner = await host.page.getByTestId("game-over").getAttribute("data-winner");
  await expect(ana.page.getByTestId("game-over")).toHaveAttribute("data-winner", winner);
  await expect(bo.page.getByTestId("game-over")).toHaveAttribute("data-winner", winner);
  expect(await checkPrivacy(ana.page, 1)).toBeGreaterThan(5);
  await checkPrivacy(bo.page, 2);
});

test("a room on matchbox_server: one click to join, a guest's and the host's reloads mid-game, forged and junk messages refused, a second device takes a seat over", async ({ browser }) => {
  const server = "ws://127.0.0.1:3536";
  const host = await device(browser, { name: "host" });
  const ana = await device(browser, { record: true, name: "ana" });
  const bo = await device(browser, { record: true, name: "bo" });
  await hostGame(host.page, { seats: ["remote", "human", "remote"], seed: "99", server });
  await expect(host.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected");
  // No reply code to paste: the invitation is the room.
  await join(host.page, ana.page, 0, { server: true });
  await join(host.page, bo.page, 2, { server: true });
  await expect(ana.page.getByTestId("net-reply")).toHaveCount(0);
  const pages = [host.page, ana.page, bo.page];
  // A few moves, then Ana reloads: she is back in her seat, at the same table.
  await playAll("card-keeper", pages, { maxRounds: 6 }).catch(() => {});
  const log = async (p) => p.getByTestId("log").locator("li").count();
  await ana.page.reload();
  await expect(ana.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected");
  await expect.poll(() => log(ana.page)).toBe(await log(host.page));
  // The host reloads: the game comes back from its save, and the guests
  // see the host away, then reconnect by themselves.
  const before = await log(host.page);
  await host.page.reload();
  await expect(host.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected");
  await expect(host.page.getByTestId("net-invite-0")).toHaveAttribute("data-state", "connected", { timeout: 15_000 });
  await expect(host.page.getByTestId("net-invite-2")).toHaveAttribute("data-state", "connected", { timeout: 15_000 });
  expect(await log(host.page)).toBe(before);
  await expect(bo.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected");
  // Bo's device forges actions for Ana's seat: with Bo's key, then with
  // Ana's (copied); and sends junk and an oversized message. Each is
  // dropped or refused, logged on the host, and changes nothing.
  await expect.poll(async () => (await lastTable(ana.page))?.stage?.decide !== undefined).toBe(true);
  const at = await lastTable(ana.page);
  const moves = await log(host.page);
  const key = (p) => p.evaluate(() => new URLSearchParams(location.search).get("key"));
  const forge = (secret) => JSON.stringify({ act: { v: at.v, seat: 0, secret, n: 500, at: at.seq, action: at.legal[0] } });
  await sendRaw(bo.page, forge(await key(bo.page)));
  await sendRaw(bo.page, forge(await key(ana.page)));
  await sendRaw(bo.page, "{");
  await sendRaw(bo.page, "x".repeat(70_000));
  await expect(host.page.getByTestId("net-log").locator("li").filter({ hasText: /^(Refused|Dropped)/ })).toHaveCount(4);
  expect(await log(host.page)).toBe(moves);
  expect((await lastTable(ana.page)).seq).toBe(at.seq);
  await playAll("card-keeper", pages);
  expect(await log(host.page)).toBeGreaterThan(moves);
  await checkPrivacy(ana.page, 0);
  await checkPrivacy(bo.page, 2);
  // Ana's invitation opened on a second device takes the seat over: the
  // first is told and let go, the second is told it plays the seat now.
  const ana2 = await device(browser, { record: true });
  await ana2.page.goto(await invitation(host.page, 0));
  await expect(ana2.page.getByTestId("game-over")).toBeVisible();
  await expect(ana.page.getByTestId("net-status")).toHaveAttribute("data-state", "closed");
  await expect(ana.page.getByTestId("net-problem")).toContainText("another device");
  await expect(ana2.page.getByTestId("notice")).toContainText("now plays seat 1");
  await checkPrivacy(ana2.page, 0);
});

test("no server: a reload gets a fresh invitation in one click; a closed tab is away and a bot can play for them; a spectator; notes and a marked moment in the host's report; a rematch keeps the seats", async ({ browser }) => {
  const host = await device(browser);
  let ana = await device(browser, { record: true });
  const eve = await device(browser, { record: true });
  await hostGame(host.page, { seats: ["human", "remote", "bot-basic"], seed: "31" });
  await join(host.page, ana.page, 1);
  await join(host.page, eve.page, null);
  // The spectator sees the table as every player does: no hand at all.
  await checkPrivacy(eve.page, null);
  await expect(eve.page.getByTestId("hand")).toHaveCount(0);
  // Ana's notes reach the host's report, under her name.
  await ana.page.getByTestId("notes").fill("Capture +2 felt too strong");
  await ana.page.getByTestId("notes").blur();
  // Ana marks the moment from her phone: it joins the host's marks, under her seat's name.
  await expect(eve.page.getByTestId("mark-moment")).toHaveCount(0);
  await ana.page.getByTestId("mark-moment").click();
  await ana.page.getByTestId("mark-note").fill("Was that Shield fair?");
  await ana.page.getByTestId("mark-save").click();
  const marked = ana.page.getByTestId("mark-0");
  await expect(marked).toContainText("Was that Shield fair?");
  const hostMark = host.page.getByTestId("mark-0");
  await expect(hostMark).toContainText("Was that Shield fair?");
  await expect(hostMark).toHaveAttribute("data-step", await marked.getAttribute("data-step"));
  // The same words on both: the same move and the same name (her seat's).
  await expect(hostMark).toHaveText(await marked.innerText());
  // Ana reloads: her old connection is gone, the host makes a new invitation in one click.
  await ana.page.reload();
  await expect(host.page.getByTestId("net-invite-1")).toHaveAttribute("data-state", "away");
  await expect(host.page.getByTestId("presence-1")).toHaveText("away");
  await expect(eve.page.getByTestId("presence-1")).toHaveText("away");
  const old = await invitation(host.page, 1);
  await host.page.getByTestId("net-reinvite-1").click();
  await expect(host.page.getByTestId("net-invite-1")).not.toHaveAttribute("data-link", old);
  await join(host.page, ana.page, 1);
  await playAll("card-keeper", [host.page, ana.page], { maxRounds: 10 }).catch(() => {});
  // Ana closes her tab: away on every table; a bot plays for her, then gives the seat back.
  await ana.context.close();
  await expect(host.page.getByTestId("net-invite-1")).toHaveAttribute("data-state", "away", { timeout: 20_000 });
  await host.page.getByTestId("net-hand-1").click();
  await expect(host.page.getByTestId("seat-1").locator(".badge.bot")).toBeVisible();
  await playAll("card-keeper", [host.page], { maxRounds: 30 }).catch(() => {});
  await host.page.getByTestId("net-hand-1").click();
  ana = await device(browser, { record: true });
  await host.page.getByTestId("net-reinvite-1").click();
  await join(host.page, ana.page, 1);
  await playAll("card-keeper", [host.page, ana.page]);
  await checkPrivacy(ana.page, 1);
  await checkPrivacy(eve.page, null);
  await expect(eve.page.getByTestId("game-over")).toBeVisible();
  // Feedback from every seat: the host's human and Bo on her own phone
  // answer the end-of-game question; the spectator is asked nothing.
  await expect(eve.page.getByTestId("feedback")).toHaveCount(0);
  await expect(ana.page.getByTestId("feedback-seat")).toHaveCount(0);
  await ana.page.getByTestId("feedback-tag-too_random").click();
  await ana.page.getByTestId("feedback-note").fill("Chaos ended it again");
  await ana.page.getByTestId("feedback-send").click();
  await expect(ana.page.getByTestId("feedback-sent")).toContainText("Thanks, Bo");
  await host.page.getByTestId("feedback-tag-fun").click();
  await host.page.getByTestId("feedback-send").click();
  // The host's table keeps Bo's answer (saved with the game).
  await expect.poll(() => host.page.evaluate(() => localStorage.getItem("keep-table.card-keeper.game"))).toContain("Chaos ended it again");
  const [download] = await Promise.all([host.page.waitForEvent("download"), host.page.getByTestId("export-report").click()]);
  const report = await (await download.createReadStream()).toArray().then((b) => Buffer.concat(b).toString());
  expect(report).toContain("Capture +2 felt too strong");
  expect(report).toMatch(/\*\*Bo\*\* \(seat 2, at their own device\)/);
  expect(report).toContain("- **Ana** (seat 1): Fun");
  expect(report).toContain("- **Bo** (seat 2, at their own device): Too random. “Chaos ended it again”");
  // A rematch with the same seats: Ana's device gets the new deal's table.
  const before = (await lastTable(ana.page)).seq;
  expect(before).toBeGreaterThan(0);
  await host.page.getByTestId("play-again").click();
  await expect.poll(async () => (await lastTable(ana.page)).seq).toBeLessThan(Math.min(before, 3));
  await expect(ana.page.getByTestId("game-over")).toHaveCount(0);
  await playAll("card-keeper", [host.page, ana.page]);
});

for (const [game, seats, server] of [
  ["star-crew", ["remote", "human", "bot-basic"], false],
  ["star-crew", ["human", "remote", "remote"], true],
  ["keep-n-swap", ["remote", "human"], false],
  ["keep-n-swap", ["human", "remote"], true],
  ["keep", ["human", "remote", "bot-basic"], false],
  ["keep", ["remote", "human"], true],
]) {
  test(`${game} from several devices, ${server ? "through a room" : "no server"}`, async ({ browser }) => {
    // A whole game over the network, checking each guest's page every
    // round: 0.3 to 1.6 minutes here, on a machine whose speed varies twofold.
    test.setTimeout(240_000);
    const host = await device(browser);
    // One of them plays a variant: the guests see its badge too.
    const variant = game === "keep-n-swap" && !server ? { hand: 5 } : {};
    await hostGame(host.page, { game, seats, seed: "5", server: server ? "ws://127.0.0.1:3536" : "", variant });
    const pages = [host.page];
    const guests = [];
    for (const [seat, kind] of seats.entries()) {
      if (kind !== "remote") continue;
      const g = await device(browser, { record: true });
      await join(host.page, g.page, seat, { server });
      if (Object.keys(variant).length) {
        await expect(g.page.getByTestId("variant-badge")).toHaveAttribute("data-json", JSON.stringify(variant));
      } else {
        await expect(g.page.getByTestId("variant-badge")).toHaveCount(0);
      }
      pages.push(g.page);
      guests.push([g.page, seat]);
    }
    await playAll(game, pages, {
      onRound: async () => {
        for (const [p, s] of guests) await checkPrivacy(p, s);
      },
    });
    const winner = await host.page.getByTestId("game-over").getAttribute("data-winner");
    for (const [p, s] of guests) {
      await expect(p.getByTestId("game-over")).toHaveAttribute("data-winner", winner);
      await checkPrivacy(p, s);
    }
  });
}

test("a guest on another version of the app is told to reload, and changes nothing", async ({ browser }) => {
  const host = await device(browser, { viewport: { width: 360, height: 740 } });
  const old = await device(browser);
  // This device's page says it is another version in every message it sends.
  await old.context.addInitScript(() => {
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (d) {
      return send.call(this, typeof d === "string" ? d.replace(/"v":"[^"]*"/, '"v":"0.0.0/p0"') : d);
    };
  });
  await hostGame(host.page, { seats: ["human", "remote"], seed: "12", server: "ws://127.0.0.1:3536" });
  await old.page.goto(await invitation(host.page, 1));
  await expect(old.page.getByTestId("net-problem")).toContainText("another version");
  await expect(old.page.getByTestId("hand")).toHaveCount(0);
  await expect(host.page.getByTestId("net-invite-1")).toHaveAttribute("data-state", "waiting");
  await saveShot(host.page, "net-host-360");
});
