// Networked end-to-end tests (several devices at one game): run inside a
// network namespace of their own by scripts/net-test.sh, which gives it a
// veth pair (10.200.0.1) so that Chromium gathers a WebRTC candidate; the
// static server, matchbox_server and two Nostr relays listen on 127.0.0.1
// inside it. No STUN
// or TURN address, no outside host. The browser and its flags are the main
// suite's (playwright.config.mjs), plus the one WebRTC needs here.
import { defineConfig } from "@playwright/test";
import main from "./playwright.config.mjs";

const port = Number(process.env.PORT || 8091);

export default defineConfig({
  ...main,
  testDir: "tests/net",
  timeout: 120_000,
  workers: 1,
  outputDir: "target/net-results",
  use: {
    ...main.use,
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1000, height: 800 },
    launchOptions: {
      ...main.use.launchOptions,
      args: [...main.use.launchOptions.args, "--disable-features=WebRtcHideLocalIpsWithMdns"],
    },
  },
  webServer: [
    { ...main.webServer, url: `http://127.0.0.1:${port}/`, env: { PORT: String(port) } },
    { command: `matchbox_server 127.0.0.1:3536`, port: 3536, reuseExistingServer: false, timeout: 30_000 },
    // Two real Nostr relays (PyPI's nostr-relay, which checks signatures).
    { command: `scripts/nostr-relay.sh 7447`, port: 7447, reuseExistingServer: false, timeout: 60_000 },
    { command: `scripts/nostr-relay.sh 7448`, port: 7448, reuseExistingServer: false, timeout: 60_000 },
  ],
});
