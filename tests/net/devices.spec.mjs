// Several devices at one game (issue "Play together from several devices"):
// the host's page keeps the game; each guest opens an invitation in a
// browser context of its own and plays its seat from its own table.
import { test, expect } from "@playwright/test";
import { saveShot } from "../e2e/helpers.mjs";
import { device, hostGame, join, checkPrivacy, playAll, invitation } from "./net-helpers.mjs";

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
