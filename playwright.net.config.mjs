// Networked end-to-end tests (several devices at one game): run inside a
// network namespace of their own by scripts/net-test.sh, which gives it a
// veth pair (10.200.0.1) so that Chromium gathers a WebRTC candidate; the
// static server and matchbox_server listen on 127.0.0.1 inside it. No STUN
// or TURN address, no outside host.
import { defineConfig } from "@playwright/test";

const port = Number(process.env.PORT || 8091);

export default defineConfig({
  testDir: "tests/net",
  timeout: 120_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  outputDir: "target/net-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1000, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-features=WebRtcHideLocalIpsWithMdns",
      ],
    },
  },
  webServer: [
    {
      command: `node tests/e2e/serve.mjs`,
      url: `http://127.0.0.1:${port}/`,
      env: { PORT: String(port) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `matchbox_server 127.0.0.1:3536`,
      port: 3536,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
