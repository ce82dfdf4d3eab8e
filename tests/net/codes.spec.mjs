// The no-server codes path (a LAN with no internet), fixed (issue "Sit down
// in one tap, and get back in after any reload"): a reloaded guest's page and
// the host's row agree on what to do, and a bad reply code says what is
// wrong in people's words.
import { test, expect } from "@playwright/test";
import { device, hostGame, join, invitation, checkPrivacy, playAll } from "./net-helpers.mjs";

const openPanel = async (host) => {
  const panel = host.getByTestId("net-panel");
  if (!(await panel.evaluate((d) => d.open))) await panel.locator("summary").click();
};

test("codes: a guest's reload says to ask for a new invitation, the host's row has it and its paste box at once, and the seat comes back", async ({ browser }) => {
  const host = await device(browser, { name: "host" });
  const ana = await device(browser, { record: true, name: "ana" });
  await hostGame(host.page, { seats: ["human", "remote"], seed: "12" });
  await expect(host.page.getByTestId("net-status")).toHaveAttribute("data-via", "codes");
  await join(host.page, ana.page, 1);
  await playAll("card-keeper", [host.page, ana.page], { maxRounds: 4 }).catch(() => {});
  const used = await invitation(host.page, 1);
  await ana.page.reload();
  // Her page does not offer a reply code that cannot work: it says what to do.
  await expect(ana.page.getByTestId("net-problem")).toContainText("ask the host for one");
  await expect(ana.page.getByTestId("net-reply")).toHaveCount(0);
  // The host's row: away, a fresh link already, and where to paste her code.
  await expect(host.page.getByTestId("net-invite-1")).toHaveAttribute("data-state", "away");
  await expect(host.page.getByTestId("net-invite-1")).not.toHaveAttribute("data-link", used);
  await openPanel(host.page);
  await expect(host.page.getByTestId("net-reply-input-1")).toBeVisible();
  await join(host.page, ana.page, 1);
  await expect(ana.page.getByTestId("hand")).toBeVisible();
  await checkPrivacy(ana.page, 1);
});

test("codes: a code cut short, mistyped or answering an earlier invitation is refused saying what to do", async ({ browser }) => {
  const host = await device(browser, { name: "host" });
  const ana = await device(browser, { name: "ana" });
  await hostGame(host.page, { seats: ["human", "remote"], seed: "13" });
  await ana.page.goto(await invitation(host.page, 1));
  await expect(ana.page.getByTestId("net-reply")).toHaveAttribute("data-code", /~k..$/);
  await expect(ana.page.getByTestId("net-joining")).toContainText("seat 2");
  const code = await ana.page.getByTestId("net-reply").getAttribute("data-code");
  await openPanel(host.page);
  const paste = async (text) => {
    await host.page.getByTestId("net-reply-input-1").fill(text);
    await host.page.getByTestId("net-reply-accept-1").click();
  };
  const problem = host.page.getByTestId("net-invite-1").locator(".net-problem");
  await paste(code.slice(0, code.length - 15));
  await expect(problem).toContainText("cut short");
  await paste(code.replace(/h(\d+)\./, (m, d) => `h${(Number(d) + 1) % 256}.`));
  await expect(problem).toContainText("typo");
  // A new invitation: the code of the page opened from the old link is for an earlier one.
  const old = await invitation(host.page, 1);
  await host.page.getByTestId("net-reinvite-1").click();
  await expect(host.page.getByTestId("net-invite-1")).not.toHaveAttribute("data-link", old);
  const fresh = await invitation(host.page, 1);
  await paste(code);
  await expect(problem).toContainText("earlier invitation");
  // The right code connects.
  await ana.page.goto(fresh);
  await expect(ana.page.getByTestId("net-reply")).toHaveAttribute("data-code", /~k..$/);
  await paste(await ana.page.getByTestId("net-reply").getAttribute("data-code"));
  await expect(ana.page.getByTestId("net-status")).toHaveAttribute("data-state", "connected");
  await expect(problem).toHaveCount(0);
});
