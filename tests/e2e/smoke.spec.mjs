// Smoke tests: the release build loads with no console errors, from `/` and
// from the GitHub Pages sub-path `/keep-table/`, on a phone and a laptop.
import { test, expect } from "@playwright/test";
import { saveShot } from "./helpers.mjs";
import { mkdirSync } from "node:fs";

mkdirSync("target/e2e-screenshots", { recursive: true });

for (const base of ["/", "/keep-table/"]) {
  for (const [w, h] of [[360, 740], [1280, 800]]) {
    test(`first screen loads cleanly from ${base} at ${w}x${h}`, async ({ page }) => {
      const errors = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("pageerror", (e) => errors.push(String(e)));
      page.on("requestfailed", (r) => errors.push(`request failed: ${r.url()}`));
      await page.setViewportSize({ width: w, height: h });
      await page.goto(base);
      await expect(page.getByTestId("game-card-keeper")).toBeVisible();
      await expect(page.getByTestId("game-star-crew")).toBeEnabled();
      await expect(page.getByTestId("game-keep-n-swap")).toBeEnabled();
      await expect(page.getByTestId("game-keep")).toBeEnabled();
      await expect(page.locator("h1")).toContainText("Keep Table");
      await expect(page.getByTestId("app-error")).toHaveCount(0);
      // Every game's setup opens from the sub-path too.
      await page.getByTestId("game-keep").click();
      await expect(page.getByTestId("start-game")).toBeVisible();
      await page.goBack().catch(() => {});
      await page.goto(base);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveShot(page, `picker-${base === "/" ? "root" : "subpath"}-${w}`);
      expect(errors).toEqual([]);
    });
  }
}

test("the manifest and favicon are served next to the page", async ({ request }) => {
  for (const base of ["/", "/keep-table/"]) {
    const manifest = await request.get(`${base}manifest.webmanifest`);
    expect(manifest.ok()).toBeTruthy();
    expect((await manifest.json()).name).toBe("Keep Table");
    expect((await request.get(`${base}favicon.svg`)).ok()).toBeTruthy();
  }
});

test("the main page runs no wasm until asked: its picker is its first paint, a game picked opens its own page, backups start the app when used", async ({ page }) => {
  const wasm = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".wasm")) wasm.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByTestId("game-card-keeper")).toBeVisible();
  await expect(page.locator("#boot")).toBeVisible();
  await page.waitForTimeout(1000);
  expect(wasm).toEqual([]);
  await expect(page.locator(".game-entry")).toHaveCount(4);
  // A game picked opens its own page.
  await page.getByTestId("game-star-crew").click();
  await expect(page).toHaveURL(/\/play-star-crew\.html#\/star-crew\/setup$/);
  await expect(page.getByTestId("start-game")).toBeVisible();
  await expect(page.locator("h2").first()).toContainText("Star Crew");
  expect(wasm.map((p) => p.replace(/-[0-9a-f]+_bg\.wasm$/, ""))).toEqual(["/play-star-crew"]);
  // Back on the picker, exporting a backup starts the main page's app (its
  // wasm, only now), which does it.
  await page.getByTestId("home").click();
  await expect(page.getByTestId("game-card-keeper")).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("backup-export").click()]);
  expect(download.suggestedFilename()).toBe("keep-table-backup.json");
  expect(wasm.some((p) => /\/keep-table-[0-9a-f]+_bg\.wasm$/.test(p))).toBe(true);
  await expect(page.locator("[data-app-started]")).toBeVisible();
  await expect(page.getByTestId("backup-status")).toContainText("Exported");
});

test("an invitation link opens its game's guest page, whose wasm the main page never loads", async ({ page }) => {
  const wasm = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".wasm")) wasm.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByTestId("game-card-keeper")).toBeVisible();
  expect(wasm.some((p) => /keep-table-/.test(p))).toBe(false);
  expect(wasm.some((p) => /guest-/.test(p))).toBe(false);
  // An invitation to a game this version does not know stays here, explained.
  await page.goto("/?join=nonsense");
  await expect(page.getByTestId("notice")).toContainText("This invitation could not be used");
  await expect(page).toHaveURL(/\/$/);
  expect(wasm.some((p) => /guest-/.test(p))).toBe(false);
  // A link of the main page's form (as links were made before) goes to its
  // game's guest page, query and all; a broken invitation is explained there,
  // and that page loads its own game's guest wasm and no other.
  wasm.length = 0;
  await page.goto("/?join=card-keeper&seat=x&key=k");
  await expect(page).toHaveURL(/\/guest-card-keeper\.html\?join=card-keeper&seat=x&key=k$/);
  await expect(page.getByTestId("notice")).toContainText("This invitation could not be used");
  expect(wasm.filter((p) => /_bg\.wasm$/.test(p)).map((p) => p.replace(/-[0-9a-f]+_bg\.wasm$/, ""))).toEqual(["/guest-card-keeper"]);
  // An older link to guest.html goes to its game's page too.
  await page.goto("/guest.html#join=keep&seat=x&key=k");
  await expect(page).toHaveURL(/\/guest-keep\.html#join=keep&seat=x&key=k$/);
  await expect(page.getByTestId("notice")).toContainText("This invitation could not be used");
  // Each game's guest page paints "joining" first, not the picker.
  for (const game of ["card-keeper", "star-crew", "keep-n-swap", "keep"]) {
    const html = await (await page.request.get(`/guest-${game}.html`)).text();
    expect(html, game).toContain("Joining the table");
    expect(html, game).not.toContain("Choose a game");
  }
  // Its home button is the main page's picker.
  await page.getByTestId("home").click();
  await expect(page.getByTestId("game-card-keeper")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a game opens its own page, whose wasm holds that game alone; its links and addresses lead there", async ({ page }) => {
  const wasm = [];
  page.on("request", (r) => {
    if (r.url().endsWith("_bg.wasm")) wasm.push(new URL(r.url()).pathname.replace(/-[0-9a-f]+_bg\.wasm$/, ""));
  });
  await page.goto("/");
  await page.getByTestId("home").click();
  await expect(page.getByTestId("game-keep")).toBeVisible();
  wasm.length = 0;
  await page.getByTestId("game-keep").click();
  await expect(page).toHaveURL(/\/play-keep\.html#\/keep\/setup$/);
  await expect(page.getByTestId("start-game")).toBeVisible();
  expect(wasm).toEqual(["/play-keep"]);
  // Its home button is the main page's picker, and Back returns here.
  await page.getByTestId("home").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("game-star-crew")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/play-keep\.html#\/keep\/setup$/);
  await expect(page.getByTestId("start-game")).toBeVisible();
  // A screen's address or a share link on the main page opens the game's
  // page before the main page's wasm loads; another game's address on a
  // game's page opens that game's page.
  for (const [from, to, loaded] of [
    ["/#/card-keeper/setup", /\/play-card-keeper\.html#\/card-keeper\/setup$/, "/play-card-keeper"],
    ["/keep-table/?play=keep-n-swap&seed=4&seats=human,bot-basic", /\/keep-table\/play-keep-n-swap\.html/, "/keep-table/play-keep-n-swap"],
    ["/play-keep.html#/star-crew/setup", /\/play-star-crew\.html#\/star-crew\/setup$/, "/play-star-crew"],
  ]) {
    wasm.length = 0;
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByTestId("start-game")).toBeVisible();
    expect(wasm, from).toEqual([loaded]);
    if (from.includes("seed=4")) await expect(page.getByTestId("seed")).toHaveValue("4");
  }
  // Each game's page paints "opening" first, not the picker.
  for (const game of ["card-keeper", "star-crew", "keep-n-swap", "keep"]) {
    const html = await (await page.request.get(`/play-${game}.html`)).text();
    expect(html, game).toContain("Opening the game");
    expect(html, game).not.toContain("Choose a game");
  }
});

test("a game's own page holds no hosting: a seat at another device opens its host page with the form as typed, and a hosted table goes back there", async ({ page, request }) => {
  // The hosting code is in the host page's files, not the game's own: its
  // fields' and invitations' hooks in the wasm, WebRTC in the JS glue.
  const filesOf = async (file) => {
    const html = await (await request.get(`/${file}`)).text();
    const glue = /from '(?:\.\/)?([^']+\.js)'/.exec(html)?.[1];
    const wasm = /module_or_path: '(?:\.\/)?([^']+_bg\.wasm)'/.exec(html)?.[1];
    expect(glue && wasm, file).toBeTruthy();
    const text = async (name) => Buffer.from(await (await request.get(`/${name}`)).body()).toString("latin1");
    const [js, bin] = [await text(glue), await text(wasm)];
    return { hosting: bin.includes("net-connect") && bin.includes("net-invite"), webrtc: js.includes("RTCPeerConnection") };
  };
  for (const game of ["card-keeper", "star-crew", "keep-n-swap", "keep"]) {
    expect(await filesOf(`play-${game}.html`), game).toEqual({ hosting: false, webrtc: false });
    expect(await filesOf(`host-${game}.html`), game).toEqual({ hosting: true, webrtc: true });
  }
  const wasm = [];
  page.on("request", (r) => {
    if (r.url().endsWith("_bg.wasm")) wasm.push(new URL(r.url()).pathname.replace(/-[0-9a-f]+_bg\.wasm$/, ""));
  });
  await page.goto("/");
  await page.getByTestId("home").click();
  await page.getByTestId("game-card-keeper").click();
  await expect(page).toHaveURL(/\/play-card-keeper\.html#\/card-keeper\/setup$/);
  await page.getByTestId("player-count").selectOption("3");
  await page.getByTestId("name-0").fill("Ana");
  await page.getByTestId("seed").fill("4242");
  await page.getByTestId("seat-kind-2").selectOption("bot-basic");
  wasm.length = 0;
  await page.getByTestId("seat-kind-1").selectOption("remote");
  // The host page, in the game's page's place, with the form as typed.
  await expect(page).toHaveURL(/\/host-card-keeper\.html#\/card-keeper\/setup$/);
  await expect(page.getByTestId("net-connect")).toBeVisible();
  expect(wasm).toEqual(["/host-card-keeper"]);
  await expect(page.getByTestId("name-0")).toHaveValue("Ana");
  await expect(page.getByTestId("seed")).toHaveValue("4242");
  await expect(page.getByTestId("seat-kind-1")).toHaveValue("remote");
  await expect(page.getByTestId("seat-kind-2")).toHaveValue("bot-basic");
  await page.getByTestId("net-connect").selectOption("codes");
  await page.getByTestId("net-stun").fill("");
  await page.getByTestId("start-game").click();
  await expect(page.getByTestId("net-invite-1")).toBeVisible();
  // A reload stays on the host page, hosting.
  await page.reload();
  await expect(page).toHaveURL(/\/host-card-keeper\.html#\/card-keeper\/table$/);
  await expect(page.getByTestId("net-invite-1")).toBeVisible();
  // The hosted table reached from the main page (its Resume button opens
  // the game's own page) is the host page's again.
  await page.getByTestId("home").click();
  await expect(page.getByTestId("game-card-keeper")).toBeVisible();
  await page.getByTestId("resume-game").click();
  await expect(page).toHaveURL(/\/host-card-keeper\.html#\/card-keeper\/table$/);
  await expect(page.getByTestId("net-invite-1")).toBeVisible();
  // A table with no seat at another device stays on the game's own page.
  await page.getByTestId("home").click();
  await page.getByTestId("game-keep").click();
  await page.getByTestId("start-game").click();
  await expect(page.locator('[data-testid="table"][data-game="keep"]')).toBeVisible();
  await expect(page).toHaveURL(/\/play-keep\.html#\/keep\/table$/);
});

test("the lab and the replay viewer are the lab page's, whose wasm the main page never loads", async ({ page }) => {
  const wasm = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".wasm")) wasm.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await page.getByTestId("home").click();
  await page.getByTestId("game-star-crew").click();
  await page.getByTestId("seat-kind-1").selectOption("bot-random");
  expect(wasm.some((p) => /keep-lab-page-/.test(p))).toBe(false);
  // The setup's Lab button opens the lab page, with the setup's seats (the
  // person's seat gets the basic bot) and no notice: it is not a shared run.
  await page.getByTestId("lab-open").click();
  await expect(page).toHaveURL(/\/lab\.html#\/star-crew\/lab$/);
  await expect(page.locator('[data-testid="lab"][data-game="star-crew"]')).toBeVisible();
  await expect(page.getByTestId("lab-seat-kind-0")).toHaveValue("bot-basic");
  await expect(page.getByTestId("lab-seat-kind-1")).toHaveValue("bot-random");
  await expect(page.getByTestId("notice")).toHaveCount(0);
  expect(wasm.some((p) => /keep-lab-page-/.test(p))).toBe(true);
  // Back returns to the game's setup, as it was.
  await page.goBack();
  await expect(page).toHaveURL(/\/play-star-crew\.html#\/star-crew\/setup$/);
  await expect(page.getByTestId("seat-kind-1")).toHaveValue("bot-random");
  // A lab or replay viewer's address on the main page (a bookmark from
  // before) goes to the lab page.
  await page.goto("/#/keep/lab");
  await expect(page).toHaveURL(/\/lab\.html#\/keep\/lab$/);
  await expect(page.locator('[data-testid="lab"][data-game="keep"]')).toBeVisible();
  // The lab page is the whole app: its picker, a game's setup.
  await page.getByTestId("home").click();
  await page.getByTestId("game-keep").click();
  await expect(page.getByTestId("start-game")).toBeVisible();
});

