import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { storefrontHeapMb } from "../apps/web/src/lib/cache/memory-cache-store.mjs";
import { languages } from "./support/languages.ts";
import { expect, test as shared } from "./support/test.ts";

/** What the error page says in each language (messages/{locale}/shell.json, Common and ErrorPage). */
const errorPage = {
  en: { title: "An Error Ocurred", retry: "Try again", home: "Back to the home page" },
  ar: { title: "حدث خطأ", retry: "حاول مرة أخرى", home: "العودة إلى الصفحة الرئيسية" },
} as const;

/** A port nothing listens on: taken from the system, then let go. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("no port was given");
  return address.port;
}

/** Waits until the storefront answers at all (any status), or gives up after a minute. */
async function waitForAnswer(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the storefront exited with ${server.exitCode}`);
    try {
      await fetch(`${origin}/pages/about`, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the storefront at ${origin} did not answer within a minute`);
}

/**
 * A second storefront of the same build, started as the suites' own is (playwright.config.ts),
 * but pointed at an API address where nothing listens: the API is down for it from the start, so
 * none of its pages are cached, while the shared API the other suites use keeps running.
 */
const test = shared.extend<object, { outage: string }>({
  outage: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter.
    async ({}, use) => {
      const [webPort, apiPort] = [await freePort(), await freePort()];
      const origin = `http://localhost:${webPort}`;
      const server = spawn(
        process.execPath,
        [`--max-old-space-size=${storefrontHeapMb()}`, "server.mjs", "--port", String(webPort)],
        {
          cwd: "apps/web",
          env: {
            ...process.env,
            API_URL: `http://127.0.0.1:${apiPort}`,
            COMPANY_ID: "1",
            SITE_URL: origin,
            NEXT_TELEMETRY_DISABLED: "1",
          },
          stdio: "ignore",
        },
      );
      try {
        await waitForAnswer(origin, server);
        await use(origin);
      } finally {
        server.kill("SIGTERM");
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

// One project is enough: the outage does not depend on the screen.
test.skip(({ isMobile }) => isMobile, "runs on the desktop project");

for (const language of languages) {
  const words = errorPage[language.locale];

  test.describe(`with the API down (${language.locale})`, () => {
    test("a product page answers 5xx and shows nothing of the failure", async ({
      outage,
      request,
    }) => {
      const response = await request.get(`${outage}${language.prefix}/product/1`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBeGreaterThanOrEqual(500);
      expect(response.status()).toBeLessThan(600);
      // Internals stay in the server's log; the answer carries only a digest.
      expect(await response.text()).not.toMatch(
        /ECONNREFUSED|fetch failed|catalog read|127\.0\.0\.1/,
      );
    });

    // Next.js answers a failure outside every Suspense boundary with its fixed error document and
    // the page's data; the browser then draws the error boundary, in the address's language.
    test("the error page shows the message, a retry and the way home", async ({ outage, page }) => {
      const response = await page.goto(`${outage}${language.prefix}/product/1`);
      expect(response?.status()).toBeGreaterThanOrEqual(500);
      await expect(page.locator("html")).toHaveAttribute("lang", language.locale);
      await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
      await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
      await expect(page.getByRole("button", { name: words.retry })).toBeVisible();
      const home = page.getByRole("link", { name: words.home });
      await expect(home).toHaveAttribute("href", language.home);
    });
  });
}
