// A playtest campaign, the designer's side (issue 57's first step): the lab
// makes a campaign whose key pair is made in the browser, shows its link and
// QR code, backs its key up as a file, and opens it on another device from
// that file. An independent implementation (nostr-tools) checks that the
// backed-up secret key is the campaign's public key.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { readFileSync, writeFileSync } from "node:fs";
import { inflateRawSync } from "node:zlib";
import { getPublicKey } from "nostr-tools";
import { saveShot } from "./helpers.mjs";

// Never a public relay in a test: an address on this machine nobody serves.
const RELAY = "ws://127.0.0.1:9";

async function openCampaigns(page, game) {
  await page.goto("/");
  await page.getByTestId("home").click();
  await page.locator(`[data-testid="lab-open"][data-game="${game}"]`).click();
  await expect(page.locator(`[data-testid="lab"][data-game="${game}"]`)).toBeVisible();
  const section = page.getByTestId("campaign");
  if (!(await section.evaluate((d) => d.open))) await section.locator("summary").click();
  return section;
}

/** The campaign a link carries (its `#campaign=` fragment, read as the app writes it). */
function campaignOf(link) {
  const value = new URL(link).hash.replace(/^#campaign=/, "");
  return JSON.parse(inflateRawSync(Buffer.from(value, "base64url")).toString("utf8"));
}

test("a designer makes a campaign: its link, QR code and key backup, opened on another device", async ({ page, browser }, info) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const section = await openCampaigns(page, "star-crew");
  // Without a name, nothing is made, and the page says why.
  await page.getByTestId("campaign-relays").fill(RELAY);
  await page.getByTestId("campaign-new").click();
  await expect(page.getByTestId("campaign-message")).toHaveText("The campaign was not made: the campaign has no name.");
  await expect(page.getByTestId("campaign-card")).toHaveCount(0);

  await page.getByTestId("campaign-name").fill("Spring test");
  await page.getByTestId("campaign-players-5").uncheck();
  await page.getByTestId("campaign-tag-too_random").uncheck();
  await page.getByTestId("campaign-question").fill("Which rule did you look up?");
  await page.getByTestId("campaign-new").click();
  await expect(page.getByTestId("campaign-message")).toContainText("Campaign “Spring test” made. Back up its key");
  const card = page.getByTestId("campaign-card");
  await expect(card).toHaveCount(1);
  const link = await page.getByTestId("campaign-link").getAttribute("data-link");
  expect(link).toMatch(/\/play-star-crew\.html#campaign=[A-Za-z0-9_-]+$/);
  const campaign = campaignOf(link);
  expect(campaign).toMatchObject({
    name: "Spring test",
    game: "star-crew",
    relays: [RELAY],
    players: [2, 3, 4],
    tags: ["fun", "too_long", "unclear_rule"],
    question: "Which rule did you look up?",
  });
  expect(campaign.key).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(campaign)).not.toContain("secret");
  await expect(page.locator('[data-testid="campaign-qr"] svg[data-testid="campaign-qr-svg"]')).toBeVisible();
  await expect(page.getByTestId("campaign-sending")).toContainText("an inbox here that fetches them");
  // Every control of the card is in view at 360 px wide.
  for (const id of ["campaign-link", "campaign-copy", "campaign-key-backup", "campaign-qr"]) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box.x + box.width, id).toBeLessThanOrEqual(361);
  }
  await saveShot(page, "campaign-made-360");
  // The section, unfolded with a campaign, is accessible (axe: no serious or critical finding).
  const axe = await new AxeBuilder({ page }).include('[data-testid="campaign"]').analyze();
  expect(axe.violations.filter((v) => ["serious", "critical"].includes(v.impact)).map((v) => v.id)).toEqual([]);
  // Every control is reachable by keyboard: Tab from the name reaches Make the campaign.
  await page.getByTestId("campaign-name").focus();
  for (let i = 0; i < 20 && !(await page.getByTestId("campaign-new").evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(page.getByTestId("campaign-new")).toBeFocused();

  // The key backup: the secret key is the campaign's (checked by nostr-tools).
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("campaign-key-backup").click()]);
  expect(download.suggestedFilename()).toBe("keep-table-campaign-spring-test.json");
  const file = info.outputPath("key.json");
  await download.saveAs(file);
  const backup = JSON.parse(readFileSync(file, "utf8"));
  expect(backup.format).toBe("keep-table-campaign-key");
  expect(backup.campaign).toEqual(campaign);
  expect(getPublicKey(Uint8Array.from(Buffer.from(backup.secret, "hex")))).toBe(campaign.key);

  // The campaign is still there after a reload.
  await page.reload();
  const again = await openCampaigns(page, "star-crew");
  await expect(again.getByTestId("campaign-card")).toHaveCount(1);

  // Another device: a damaged file is refused with why; the backup opens it.
  const other = await browser.newContext();
  const phone = await other.newPage();
  const mine = await openCampaigns(phone, "star-crew");
  await expect(mine.getByTestId("campaign-card")).toHaveCount(0);
  const broken = info.outputPath("broken.json");
  writeFileSync(broken, JSON.stringify({ ...backup, secret: "00".repeat(31) + "01" }));
  await phone.getByTestId("campaign-key-import").setInputFiles(broken);
  await expect(phone.getByTestId("campaign-message")).toHaveText("broken.json was not opened: its secret key is not the campaign's.");
  await phone.getByTestId("campaign-key-import").setInputFiles(file);
  await expect(phone.getByTestId("campaign-message")).toHaveText("Campaign “Spring test” opened on this device.");
  await expect(phone.getByTestId("campaign-link")).toHaveAttribute("data-link", link.replace(new URL(link).origin, new URL(phone.url()).origin));
  // A campaign of another game opens too, and says where to find it.
  const keep = await openCampaigns(phone, "keep");
  await expect(keep.getByTestId("campaign-card")).toHaveCount(0);
  await other.close();
  await expect(section).toHaveAttribute("open", "");
});
