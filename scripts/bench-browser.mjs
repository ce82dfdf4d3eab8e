// What the browser benchmarks share (bench-web.mjs, bench-worker.mjs):
// reading `--name value` arguments, serving a build to Debian's Chromium,
// and printing (and with `--json FILE` writing) the figures.
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
