// What the browser benchmarks share (bench-web.mjs, bench-worker.mjs,
// click-floor.mjs): reading `--name value` arguments, serving a build to
// Debian's Chromium, timing a click inside the page, and printing (and with
// `--json FILE` writing) the figures.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";

/** The value after `--name` on the command line, or `fallback`. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

/**
 * Serves `dist` on 127.0.0.1:`port` (as tests/e2e/serve.mjs serves it,
 * gzipped like GitHub Pages), runs `use(browser)` in Chromium, and stops both.
 */
export async function withServedBrowser(port, dist, use) {
  const server = spawn("node", ["tests/e2e/serve.mjs"], { env: { ...process.env, PORT: String(port), DIST: dist }, stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 500));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
    server.kill();
  }
}

/** Prints the figures as JSON, and writes them to `--json FILE` when given. */
export function printFigures(figures) {
  const text = JSON.stringify(figures, null, 2);
  console.log(text);
  const out = arg("json", "");
  if (out) writeFileSync(out, text);
}

/**
 * Clicks `el` in the page and records, when the click changed the page:
 * `script`, the time from the click until its changes are in the page
 * (the click's task and the reactive updates it queues); `work`, that plus
 * laying the page out (a forced layout: what must happen before the
 * browser can paint); and `frame`, the time until the frame showing the
 * change has been painted (which also waits for the display's next frame
 * slot, up to 16.7 ms at 60 Hz); and `changes`, the DOM changes (mutation
 * records) the click made up to the layout: unlike the times, the same on
 * every machine and every run (`always`: recorded even when nothing
 * changed). Run inside one evaluation, so that nothing
 * the test driver asks of the page runs in between.
 */
export async function timedClick(el, always = false) {
  const next = () => new Promise((r) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = r;
    ch.port2.postMessage(0);
  });
  let changed = false;
  let changes = 0;
  // BENCH_DOM_DETAIL=TESTID: what each click of that control changed.
  const detail = window.__domDetail === el.dataset.testid ? [] : null;
  const describe = (r) => {
    const name = (n) => (n.nodeType === 1 ? n.tagName.toLowerCase() + (n.className && typeof n.className === "string" ? "." + n.className.split(" ")[0] : "") : n.nodeType === 3 ? "#text" : "#" + n.nodeType);
    let t = r.target;
    while (t && !(t.dataset && t.dataset.testid) && t.parentNode) t = t.parentNode;
    const where = `${t && t.dataset ? t.dataset.testid ?? "" : ""} > ${name(r.target.nodeType === 1 ? r.target : r.target.parentNode ?? r.target)}`;
    if (r.type === "childList") return `${where}: +[${[...r.addedNodes].map(name)}] -[${[...r.removedNodes].map(name)}]`;
    return `${where}: ${r.type}${r.attributeName ? " " + r.attributeName : ""}`;
  };
  const observer = new MutationObserver((records) => {
    changed = true;
    changes += records.length;
    if (detail) detail.push(...records.map(describe));
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const profiled = window.__profile && (window.__profile === true || window.__profile === el.dataset.testid);
  if (profiled) console.profile("click");
  performance.mark("click-start");
  const t0 = performance.now();
  el.click();
  await next();
  const script = performance.now() - t0;
  document.body.getBoundingClientRect();
  const work = performance.now() - t0;
  performance.mark("click-end");
  if (profiled) console.profileEnd("click");
  const lateRecords = observer.takeRecords();
  const late = lateRecords.length;
  if (detail) detail.push(...lateRecords.map(describe));
  changes += late;
  changed ||= late > 0;
  observer.disconnect();
  await new Promise((r) => requestAnimationFrame(r));
  await next();
  if ((changed || always) && el.isConnected !== undefined) (window.__clicks ||= []).push({ id: el.dataset.testid, script, work, frame: performance.now() - t0, changes, detail });
}
