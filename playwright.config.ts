import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Playwright's own --disable-features list, read from the installed Playwright. Chromium honours only
 * the last --disable-features switch, so adding a feature of ours means repeating Playwright's (which
 * changes between releases); when the list cannot be found the journeys stop here instead of quietly
 * dropping it.
 */
function playwrightDisabledFeatures(): string[] {
  const bundle = path.join(path.dirname(createRequire(import.meta.url).resolve("playwright-core/package.json")), "lib/coreBundle.js");
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(readFileSync(bundle, "utf8"))?.[1];
  const features = [...(list ?? "").replace(/\/\/.*$/gm, "").matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  if (features.length === 0) throw new Error(`Playwright's --disable-features list was not found in ${bundle}: update playwright.config.ts`);
  return features;
}
// Chromium 156 opens two hidden top-chrome pages per browser context (chrome://omnibox-popup.top-chrome/
// and its AI-mode twin), each in a renderer of its own, for an address bar no journey has: turning them
// off saved about a sixth of the browser's CPU in a page-loading probe (docs/decisions/engineering.md).
const disabledFeatures = [...playwrightDisabledFeatures(), "WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

// Journeys run in Debian's Chromium (Playwright's own browser download is unreachable here).
const port = Number(process.env.E2E_PORT ?? 3100);
// Not localhost (issue #29): the servers listen on every interface while Next names them localhost
// to their handlers, so a redirect or link built from the listen address leaves the journey's origin.
// All of 127.0.0.0/8 is this machine on Linux, and Chromium counts it a secure context (camera,
// service worker, crypto.subtle). E2E_HOST=localhost where 127.0.0.2 does not answer (macOS), or
// under E2E_DEV (next dev refuses /_next requests from origins outside allowedDevOrigins).
const host = process.env.E2E_HOST ?? "127.0.0.2";
const baseURL = process.env.E2E_BASE_URL ?? `http://${host}:${port}`;
// The S3 journey runs on a second server of the same build, with its uploads on an s3rver.
const s3BaseURL = process.env.E2E_S3_BASE_URL ?? `http://${host}:${port + 1}`;
const S3_JOURNEY = /s3-uploads\.spec\.ts/;
// One journey runs behind a local reverse proxy (scripts/e2e-proxy-server.sh): the app of the same build
// on 127.0.0.1:<port + 2> with NIJI_TRUSTED_PROXIES=1 and NIJI_PUBLIC_URL naming the proxy, which
// members reach at 127.0.0.2:<port + 3>. E2E_PROXY_PORT / E2E_PROXY_APP_PORT move them.
const proxyBaseURL = `http://${process.env.E2E_PROXY_HOST ?? "127.0.0.2"}:${process.env.E2E_PROXY_PORT ?? port + 3}`;
const PROXY_JOURNEY = /behind-proxy\.spec\.ts/;
// The accounts journeys (issue #31) need mail on: a server of the same build on <port + 4> whose
// SMTP_URL is a local receiver (scripts/e2e-accounts-server.sh). The others keep mail off. The push
// journey (issue #32) runs there too: that server's pushes may go to a receiver on 127.0.0.1.
const accountsBaseURL = `http://${host}:${process.env.E2E_ACCOUNTS_PORT ?? port + 4}`;
const ACCOUNTS_JOURNEY = /[\\/](accounts|push)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // A failed journey keeps its trace: actions, DOM snapshots and sources. The screencast (a picture
    // every frame) cost an eighth of the journeys' CPU; E2E_TRACE=full records it too. npm test sets
    // E2E_TRACE=off: it only prints, so a trace would be written for nobody (recording it cost about
    // a sixth of the browser's CPU); rerun the failed journey alone to get one.
    trace: process.env.E2E_TRACE === "off" ? "off" : { mode: "retain-on-failure", screenshots: process.env.E2E_TRACE === "full", snapshots: true, sources: true },
    screenshot: "only-on-failure",
    viewport: { width: 390, height: 844 },
    // Service workers are blocked in every journey but the one about installing Niji
    // (e2e/tags.spec.ts, which allows them): under the DevTools protocol, a worker that updates while
    // a page navigates can hang that navigation (a CI run waited 5 minutes on page.goto, "frame was
    // detached", right after a language switch registered the worker anew).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        `--disable-features=${disabledFeatures.join(",")}`,
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: [S3_JOURNEY, PROXY_JOURNEY, ACCOUNTS_JOURNEY], use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 } },
    { name: "s3", testMatch: S3_JOURNEY, use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, baseURL: s3BaseURL } },
    { name: "proxy", testMatch: PROXY_JOURNEY, use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, baseURL: proxyBaseURL } },
    { name: "accounts", testMatch: ACCOUNTS_JOURNEY, use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, baseURL: accountsBaseURL } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: "bash scripts/e2e-server.sh",
          url: `${baseURL}/login`,
          timeout: 600_000,
          reuseExistingServer: !process.env.CI,
          stdout: "pipe",
          gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
          stderr: "pipe",
        },
        {
          command: "bash scripts/e2e-s3-server.sh",
          url: `${s3BaseURL}/login`,
          timeout: 600_000,
          reuseExistingServer: !process.env.CI,
          stdout: "pipe",
          gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
          stderr: "pipe",
        },
        {
          command: "bash scripts/e2e-proxy-server.sh",
          url: `${proxyBaseURL}/login`,
          timeout: 600_000,
          reuseExistingServer: !process.env.CI,
          stdout: "pipe",
          gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
          stderr: "pipe",
        },
        {
          command: "bash scripts/e2e-accounts-server.sh",
          url: `${accountsBaseURL}/login`,
          timeout: 600_000,
          reuseExistingServer: !process.env.CI,
          stdout: "pipe",
          gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
          stderr: "pipe",
        },
      ],
});
