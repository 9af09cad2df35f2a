import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { storefrontHeapMb } from "./apps/web/src/lib/cache/memory-cache-store.mjs";

// End-to-end suites run against the production build, on ports of their own and a fresh database.
// E2E_WEB_PORT and E2E_API_PORT (with NEXT_DIST_DIR for a second build) let two runs share a machine.
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
// Chromium's headless shell first: without the browser's own interface (its extra renderer and
// GPU processes), the suites run about a third faster on two cores; the full browser otherwise.
const systemChromium = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].find((path) => existsSync(path));
const executablePath = process.env.CHROMIUM_PATH ?? systemChromium;

/**
 * An English test of a suite other than the phone-layout ones: its title (project, file, suites,
 * test) names the language as a word, "in en" or "(en)", as every two-language suite's does.
 */
const phoneSkipsEnglish = /^(?!.*\b(shell|home|shop|product)\.spec\.ts).*(^|[ (])en([ ),]|$)/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey takes 10–30 s on two cores with two browsers at once; the limit leaves it room on a
  // slower machine (an expectation still waits at most 10 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: `.cache/reports/e2e${webPort === 3100 ? "" : `-${webPort}`}.json` }],
  ],
  outputDir: `.cache/test-results${webPort === 3100 ? "" : `-${webPort}`}`,
  use: {
    baseURL: `http://localhost:${webPort}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 } },
      // Every journey runs in both languages on the desktop. On the phone, suites written for
      // both languages run in Arabic (right to left, the harder layout), but for the frame and
      // the catalog pages (shell, home, shop, product), whose phone layout is their subject and
      // which run in both: a phone run of each journey in each language made the browser suites
      // most of an hour on two cores (ADR 60).
      grepInvert: phoneSkipsEnglish,
    },
  ],
  webServer: [
    {
      command: "node e2e/support/start-api.mjs",
      url: `http://localhost:${apiPort}/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(apiPort),
        PUBLIC_URL: `http://localhost:${apiPort}`,
        STOREFRONT_URL: `http://localhost:${webPort}`,
      },
    },
    {
      // The storefront's own server, as `npm start` runs it (NEXT_DIST_DIR passes through).
      command: `node --max-old-space-size=${storefrontHeapMb()} server.mjs --port ${webPort}`,
      cwd: "apps/web",
      url: `http://localhost:${webPort}`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        API_URL: `http://localhost:${apiPort}`,
        COMPANY_ID: "1",
        // Canonical links and sitemaps name this run's own address, so suites can compare them exactly.
        SITE_URL: `http://localhost:${webPort}`,
        // The coming-soon page counts down to this: three days and a few hours after the start.
        COMING_SOON_AT: new Date(Date.now() + (3 * 24 + 5) * 3_600_000).toISOString(),
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  ],
});
