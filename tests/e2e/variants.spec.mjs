import { openLabSettings } from "./helpers.mjs";
// Variants (issue "The designer's loop", parts 1–2): a game's numbers set on
// the setup screen reach the table (its badge and rules panel), the share
// link, the save, the playtest report and the lab (a run and an A/B against
// the rules); a variant that cannot be played is refused naming its field.
import { test, expect } from "@playwright/test";

/** Sets a number of the setup (or lab) form's variant. */
async function setNumber(page, field, value) {
  const input = page.getByTestId(`variant-${field}`);
  await input.fill(String(value));
  await input.blur();
  await expect(input).toHaveValue(String(value));
}

async function openSetup(page, game) {
  await page.goto("/");
  await page.getByTestId("home").click();
  await page.getByTestId(`game-${game}`).click();
}

test("a Card Keeper variant reaches the table, the link, the save, the report and the lab", async ({ page, browser }) => {
  await openSetup(page, "card-keeper");
  await page.getByTestId("player-count").selectOption("3");
  for (const i of [0, 1, 2]) await page.getByTestId(`seat-kind-${i}`).selectOption("bot-basic");
  await page.getByTestId("seed").fill("4242");
  await page.getByTestId("bot-delay").selectOption("0");
  await page.getByTestId("variant-open").click();
  await expect(page.getByTestId("variant-shield")).toHaveValue("4");
  await setNumber(page, "shield", 6);
  await setNumber(page, "hand", 8);
  await expect(page.locator(".variant-summary")).toHaveText("2 numbers changed");
  await page.getByTestId("start-game").click();
  await expect(page.locator('[data-testid="table"][data-game="card-keeper"]')).toBeVisible();
  const badge = page.getByTestId("variant-badge");
  await expect(badge).toContainText("Shields 6 (rules 4)");
  expect(JSON.parse(await badge.getAttribute("data-json"))).toEqual({ shield: 6, hand: 8 });
  await expect(page.getByTestId("rules-variant")).toContainText("a variant (2 changed");
  // Saved with the game: a reload keeps it.
  const saved = await page.evaluate(() => localStorage.getItem("keep-table.card-keeper.game"));
  expect(saved).toContain('"variant":{');
  await page.reload();
  await expect(page.getByTestId("variant-badge")).toHaveAttribute("data-json", /"shield":6/);
  // The share link deals the same game under the same variant elsewhere.
  const link = await page.getByTestId("share-link").inputValue();
  expect(link).toContain("variant=");
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await fresh.getByTestId("start-game").click().catch(() => {});
  await expect(fresh.getByTestId("variant-badge")).toHaveAttribute("data-json", /"hand":8/);
  await other.close();
  // The report names each number that differs.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-report").click()]);
  const report = Buffer.concat(await (await download.createReadStream()).toArray()).toString();
  expect(report).toContain("Variant, Shields: 6 (the rules: 4)");
  expect(report).toContain("Variant, Cards dealt to each player: 8 (the rules: 10)");
  // The lab opened from setup runs the variant; then A/B against the rules.
  await page.getByTestId("new-game").click();
  await page.getByTestId("lab-open").click();
  await expect(page.getByTestId("variant-shield")).toHaveValue("6");
  await page.getByTestId("lab-games").fill("200");
  await page.getByTestId("lab-run").click();
  await expect(page.getByTestId("lab-result")).toBeVisible({ timeout: 60_000 });
  // A game of the run, in the replay viewer, plays the same variant.
  await page.getByTestId("replay-open").click();
  await expect(page.getByTestId("replay")).toBeVisible();
  expect(JSON.parse(await page.getByTestId("variant-badge").getAttribute("data-json"))).toEqual({ shield: 6, hand: 8 });
  await page.goBack();
  await expect(page.getByTestId("lab-result")).toBeVisible();
  await page.getByTestId("lab-keep-a").click();
  await openLabSettings(page);
  // The variant form stays folded until opened.
  await expect(page.getByTestId("variant-reset")).toBeHidden();
  await page.getByTestId("variant-open").click();
  await page.getByTestId("variant-reset").click();
  await expect(page.getByTestId("variant-shield")).toHaveValue("4");
  await page.getByTestId("lab-run").click();
  const compare = page.getByTestId("lab-compare");
  await expect(compare).toBeVisible({ timeout: 60_000 });
  await expect(compare).toContainText("Shields: 6");
});

test("a variant that cannot be played is refused naming its field, and reset", async ({ page }) => {
  await openSetup(page, "card-keeper");
  await page.getByTestId("player-count").selectOption("6");
  await page.getByTestId("variant-open").click();
  await setNumber(page, "hand", 20);
  await expect(page.getByTestId("variant-error")).toContainText("variant `hand`");
  // Start is off while the variant cannot be played, and says why.
  await expect(page.getByTestId("start-game")).toBeDisabled();
  await expect(page.getByTestId("start-blocked")).toContainText("variant `hand`");
  // A number outside its range is said, not applied.
  const shield = page.getByTestId("variant-shield");
  await shield.fill("40");
  await shield.blur();
  await expect(page.getByTestId("variant-error")).toContainText("from 0 to 12");
  await page.getByTestId("variant-reset").click();
  await expect(page.getByTestId("variant-hand")).toHaveValue("10");
  await expect(page.getByTestId("variant-error")).toHaveText("");
  await expect(page.getByTestId("start-game")).toBeEnabled();
  await expect(page.getByTestId("start-blocked")).toHaveCount(0);
  // A number typed out of range holds Start back too, until mended.
  await shield.fill("40");
  await shield.blur();
  await expect(page.getByTestId("start-game")).toBeDisabled();
  await shield.fill("5");
  await shield.blur();
  await expect(page.getByTestId("start-game")).toBeEnabled();
});

test("a shared link opens on what it deals and Start, on a phone's first screen", async ({ page, browser }) => {
  await openSetup(page, "card-keeper");
  await page.getByTestId("player-count").selectOption("3");
  await page.getByTestId("bot-delay").selectOption("0");
  await page.getByTestId("variant-open").click();
  await setNumber(page, "shield", 6);
  await page.getByTestId("start-game").click();
  const link = await page.getByTestId("share-link").inputValue();
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const fresh = await other.newPage();
  await fresh.goto(link);
  const start = fresh.getByTestId("start-game");
  await expect(start).toBeVisible();
  // Start and the summary are on the first screen: no scrolling.
  const box = await start.boundingBox();
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  expect(await fresh.evaluate(() => window.scrollY)).toBe(0);
  const summary = fresh.getByTestId("shared-deal");
  await expect(summary).toContainText("3 players");
  await expect(summary).toContainText("Variant, Shields: 6 (the rules: 4)");
  // The setup is folded below it, the variant form with it.
  await expect(fresh.getByTestId("seed")).toBeHidden();
  await fresh.getByTestId("setup-details").click();
  await expect(fresh.getByTestId("seed")).toBeVisible();
  await expect(fresh.getByTestId("variant-shield")).toBeHidden();
  await start.click();
  await expect(fresh.getByTestId("variant-badge")).toHaveAttribute("data-json", /"shield":6/);
  // Once played, the next setup is the usual form again.
  await fresh.getByTestId("new-game").click();
  await expect(fresh.getByTestId("shared-deal")).toHaveCount(0);
  await expect(fresh.getByTestId("seed")).toBeVisible();
  await other.close();
});

for (const [game, field, value, players] of [
  ["star-crew", "rounds", 2, 3],
  ["keep-n-swap", "hand", 5, 2],
  ["keep", "sell", 4, 3],
]) {
  test(`${game}: a variant reaches the table and its link`, async ({ page }) => {
    await openSetup(page, game);
    if (game !== "keep-n-swap") await page.getByTestId("player-count").selectOption(String(players));
    for (let i = 0; i < players; i++) await page.getByTestId(`seat-kind-${i}`).selectOption("bot-basic");
    await page.getByTestId("bot-delay").selectOption("0");
    await page.getByTestId("variant-open").click();
    await setNumber(page, field, value);
    await page.getByTestId("start-game").click();
    await expect(page.locator(`[data-testid="table"][data-game="${game}"]`)).toBeVisible();
    expect(JSON.parse(await page.getByTestId("variant-badge").getAttribute("data-json"))).toEqual({ [field]: value });
    expect(await page.getByTestId("share-link").inputValue()).toContain(`variant=${field}:${value}`);
  });
}
