// Figures for the README (not a test: skipped unless NET_FIGURES=1; run with
// `NET_FIGURES=1 scripts/net-test.sh figures`). Prints, for Card Keeper with
// the host, two guests and a bot, through each path: the time from a guest
// opening an invitation to seeing its table, a guest's click to its table
// updated (median and p95), and the bytes on the wire per move.
import { test } from "@playwright/test";
import { device, hostGame, playAll } from "./net-helpers.mjs";

test.skip(!process.env.NET_FIGURES, "figures only with NET_FIGURES=1");

/** Records, in every page of `context`, when an action goes out and when each message arrives. */
async function clock(context) {
  await context.addInitScript(() => {
    window.__sends = [];
    window.__tables = [];
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (d) {
      if (typeof d === "string" && d.startsWith('{"act"')) window.__sends.push(performance.now());
      return send.call(this, d);
    };
    const desc = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, "onmessage");
    Object.defineProperty(RTCDataChannel.prototype, "onmessage", {
      set(f) {
        desc.set.call(this, f && ((e) => {
          const r = f.call(this, e);
          // The table is drawn by the next frame.
          const bytes = typeof e.data === "string" ? e.data.length : 0;
          try {
            const seq = JSON.parse(e.data).table?.seq;
            if (seq !== undefined) window.__lastSeq = seq;
          } catch {}
          requestAnimationFrame(() => window.__tables.push({ at: performance.now(), bytes }));
          return r;
        }));
      },
      get() {
        return desc.get.call(this);
      },
    });
  });
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

for (const server of [false, true]) {
  test(`figures, ${server ? "room" : "no server"}`, async ({ browser }) => {
    const host = await device(browser);
    const guests = [];
    await hostGame(host.page, { seats: ["human", "remote", "remote", "bot-basic"], seed: "2024", server: server ? "ws://127.0.0.1:3536" : "" });
    const joins = [];
    for (const seat of [1, 2]) {
      const g = await device(browser);
      await clock(g.context);
      const row = host.page.getByTestId(`net-invite-${seat}`);
      await row.locator("xpath=.").getAttribute("data-link");
      await test.expect(row).toHaveAttribute("data-link", /join=/);
      const link = await row.getAttribute("data-link");
      const t0 = Date.now();
      await g.page.goto(link);
      let replyAt = null;
      if (!server) {
        const reply = g.page.getByTestId("net-reply");
        await test.expect(reply).toHaveAttribute("data-code", /~/);
        replyAt = Date.now() - t0;
        await host.page.getByTestId(`net-reply-input-${seat}`).fill(await reply.getAttribute("data-code"));
        await host.page.getByTestId(`net-reply-accept-${seat}`).click();
      }
      await test.expect(g.page.getByTestId("hand")).toBeVisible();
      joins.push({ seat, reply_ms: replyAt, table_ms: Date.now() - t0 });
      guests.push(g.page);
    }
    await playAll("card-keeper", [host.page, ...guests]);
    const moves = await host.page.getByTestId("log").locator("li").count();
    const actions = await guests[0].evaluate(() => {
      const t = window.__lastSeq;
      return t;
    });
    const lat = [];
    let bytes = 0;
    for (const g of guests) {
      const { sends, tables } = await g.evaluate(() => ({ sends: window.__sends, tables: window.__tables }));
      for (const s of sends) {
        const t = tables.find((x) => x.at > s);
        if (t) lat.push(t.at - s);
      }
      bytes += tables.reduce((a, t) => a + t.bytes, 0);
    }
    console.log(JSON.stringify({
      path: server ? "room" : "no server",
      joins,
      click_to_table_ms: { median: +pct(lat, 50).toFixed(1), p95: +pct(lat, 95).toFixed(1), n: lat.length },
      log_lines: moves,
      bytes_to_two_guests: bytes,
      bytes_per_guest_per_log_line: Math.round(bytes / guests.length / moves),
      moves: actions,
      bytes_per_guest_per_move: Math.round(bytes / guests.length / actions),
    }));
  });
}
