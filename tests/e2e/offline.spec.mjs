// Offline: once the app has loaded, a reload with no network still opens
// it, a game can be started and played, and a saved game resumes; at `/`
// and under the sub-path `/keep-table/`. And a page left open offers a
// reload when a new version has been deployed.
import { test, expect } from "@playwright/test";
import { act, snapshot, humanStep, startGame, openLabSettings } from "./helpers.mjs";

const cardKeeper = { snap: snapshot, step: humanStep };

/** Waits until the service worker controls the page and holds the app's wasm. */
async function untilStored(page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return "not controlled yet";
        const names = (await (await caches.open("keep-table")).keys()).map((r) => r.url);
        const has = (end) => names.some((u) => u.endsWith(end));
        // The app, its style, the worker the search bots and the lab run in,
        // each game's own page, its host page and the lab page, with their wasm.
        const games = ["card-keeper", "star-crew", "keep-n-swap", "keep"];
        const pages = ["keep-lab-page", ...games.flatMap((g) => [`play-${g}`, `host-${g}`])];
        const all = [".wasm", ".css", "keep-worker-start.js", "keep-worker.js", "keep-worker_bg.wasm", "lab.html", "play-keep.html", "host-keep.html"];
        const wasm = pages.every((p) => names.some((u) => new RegExp(`/${p}-[0-9a-f]+_bg\\.wasm$`).test(u)));
        return all.every(has) && wasm ? "stored" : names.join(" ");
      }),
    )
    .toBe("stored");
}

for (const base of ["/", "/keep-table/"]) {
  test(`offline at ${base}: reload, start and play a game, then resume it`, async ({ page, context }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(base);
    await expect(page.getByTestId("game-card-keeper")).toBeVisible();
    await untilStored(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId("game-card-keeper")).toBeVisible();
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
    // A search bot decides offline too: its worker was stored with the app.
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
