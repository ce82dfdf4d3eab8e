// Offline (issue 56): the service worker keeps what was used, so a game
// opened before plays offline and one never opened says it needs the network
// once; "Keep every game for offline" then makes every page work offline; at
// `/` and under the sub-path `/keep-table/`. And a page left open offers a
// reload when a new version has been deployed.
import { test, expect } from "@playwright/test";
import { act, snapshot, humanStep, startGame, openLabSettings } from "./helpers.mjs";

const cardKeeper = { snap: snapshot, step: humanStep };

/** Waits until the service worker controls the page and keeps `pages` (each
 * page and its own wasm). */
async function untilStored(page, pages) {
  await expect
    .poll(() =>
      page.evaluate(async (pages) => {
        if (!navigator.serviceWorker.controller) return "not controlled yet";
        const names = (await (await caches.open("keep-table")).keys()).map((r) => r.url);
        const missing = pages.filter((p) => !names.some((u) => u.endsWith("/" + p)) || (p.endsWith(".html") && !names.some((u) => new RegExp(`/${p.replace(".html", "")}-[0-9a-f]+_bg\\.wasm$`).test(u))));
        return missing.length ? `missing ${missing} in ${names.join(" ")}` : "stored";
      }, pages),
    )
    .toBe("stored");
}

for (const base of ["/", "/keep-table/"]) {
  test(`offline at ${base}: a game opened before plays offline, one never opened says it needs the network once`, async ({ page, context }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await startGame(page, { base, seats: ["human", "bot-basic", "bot-random"], seed: 2468 });
    await untilStored(page, ["play-card-keeper.html"]);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('[data-testid="table"][data-game="card-keeper"]')).toBeVisible();
    await act(page, cardKeeper, 2);
    const log = await page.getByTestId("log").textContent();
    // The picker, kept when it was opened: the games never opened say so.
    await page.getByTestId("home").click();
    await expect(page.getByTestId("game-card-keeper")).toBeVisible();
    await expect(page.locator('[data-game-entry="card-keeper"] [data-testid="offline-unavailable"]')).toHaveCount(0);
    for (const game of ["star-crew", "keep-n-swap", "keep"]) {
      await expect(page.locator(`[data-game-entry="${game}"] [data-testid="offline-unavailable"]`)).toContainText("Needs the network once");
    }
    // Opened anyway: its page says so, never the browser's error.
    await page.getByTestId("game-star-crew").click();
    await expect(page.getByTestId("offline-unavailable")).toContainText("needs the network once");
    // The game opened before plays on.
    await page.goto(`${base}play-card-keeper.html#/card-keeper/table`);
    expect(await page.getByTestId("log").textContent()).toBe(log);
    expect(errors).toEqual([]);
  });

  test(`offline at ${base}: "Keep every game for offline", then every game, the lab and the replay work offline`, async ({ page, context }) => {
    test.setTimeout(180_000);
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(base);
    const keep = page.getByTestId("keep-offline");
    await expect(keep).toBeVisible();
    // It says how much it downloads before it does.
    const bytes = Number(await keep.getAttribute("data-bytes"));
    expect(bytes).toBeGreaterThan(1_000_000);
    await expect(keep).toContainText(`about ${(bytes / 1e6).toFixed(1)} MB`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await keep.click();
    await expect(page.getByTestId("keep-offline-status")).toContainText("Every game now works offline", { timeout: 60_000 });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId("game-card-keeper")).toBeVisible();
    await expect(page.getByTestId("offline-unavailable")).toHaveCount(0);
    await startGame(page, { base, seats: ["human", "bot-basic", "bot-random"], seed: 2468 });
    await act(page, cardKeeper, 3);
    const log = await page.getByTestId("log").textContent();
    expect(log.length).toBeGreaterThan(0);
    // Closed and opened again, still offline: the same game, to play on.
    await page.reload();
    await expect(page.locator('[data-testid="table"][data-game="card-keeper"]')).toBeVisible();
    expect(await page.getByTestId("log").textContent()).toBe(log);
    await act(page, cardKeeper, 1);
    // A share link opened offline deals its game too.
    await page.goto(`${base}?play=star-crew&seed=77&seats=human,bot-basic`);
    await expect(page.getByTestId("seed")).toHaveValue("77");
    await page.getByTestId("start-game").click();
    await expect(page.locator('[data-testid="table"][data-game="star-crew"]')).toBeVisible();
    // A search bot decides offline too: its worker was kept.
    await page.goto(`${base}?play=keep-n-swap&seed=5&seats=bot-strong,bot-basic`);
    await page.getByTestId("bot-delay").selectOption("0");
    await page.getByTestId("start-game").click();
    await expect(page.getByTestId("game-over")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/could not decide/)).toHaveCount(0);
    await expect(page.getByTestId("app-error")).toHaveCount(0);
    // The lab page was kept too: the lab opens and runs offline, and the
    // game over's Replay button opens the replay viewer there.
    await page.getByTestId("replay-open").click();
    await expect(page).toHaveURL(/\/lab\.html#\/keep-n-swap\/replay$/);
    await expect(page.locator('[data-testid="replay"][data-game="keep-n-swap"]')).toBeVisible();
    await page.getByTestId("home").click();
    await page.locator('[data-testid="lab-open"][data-game="card-keeper"]').click();
    await openLabSettings(page);
    await page.getByTestId("lab-games").fill("50");
    await page.getByTestId("lab-run").click();
    await expect(page.getByTestId("lab-result")).toBeVisible({ timeout: 60_000 });
    expect(errors).toEqual([]);
  });
}

test.describe("a page left open", () => {
  // The page's own check for a new version is answered here, not by the service worker.
  test.use({ serviceWorkers: "block" });
  test("offers a reload once a new version is deployed", async ({ page }) => {
    let deployed = false;
    await page.route(/\/$/, async (route) => {
      const res = await route.fetch();
      let body = await res.text();
      if (deployed && route.request().resourceType() === "fetch") body = body.replaceAll(/keep-table-[0-9a-f]+/g, "keep-table-00000000");
      const headers = { ...res.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ status: res.status(), headers, body });
    });
    // The lab page checks its own page: no false alarm there.
    await page.goto("/lab.html");
    await expect(page.getByTestId("game-card-keeper")).toBeVisible();
    await page.waitForTimeout(5500);
    await expect(page.getByTestId("update-ready")).toHaveCount(0);
    await page.goto("/");
    await expect(page.getByTestId("game-card-keeper")).toBeVisible();
    await page.waitForTimeout(5500);
    await expect(page.getByTestId("update-ready")).toHaveCount(0);
    deployed = true;
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(page.getByTestId("update-ready")).toBeVisible({ timeout: 10_000 });
    await page.getByTestId("update-ready").getByRole("button", { name: "Reload" }).click();
    await expect(page.getByTestId("game-card-keeper")).toBeVisible();
  });
});
