import { languages } from "./support/languages.ts";
import { freePort, startStorefront } from "./support/own-servers.ts";
import { expect, test as shared } from "./support/test.ts";

/** What the error page says in each language (messages/{locale}/shell.json, Common and ErrorPage). */
const errorPage = {
  en: {
    title: "An Error Ocurred",
    retry: "Try again",
    home: "Back to the home page",
    noCategories: "Categories are not available right now.",
  },
  ar: {
    title: "حدث خطأ",
    retry: "حاول مرة أخرى",
    home: "العودة إلى الصفحة الرئيسية",
    noCategories: "الأقسام غير متاحة حاليًا.",
  },
} as const;

/**
 * A second storefront of the same build, started as the suites' own is (playwright.config.ts),
 * but pointed at an API address where nothing listens: the API is down for it from the start, so
 * none of its pages are cached, while the shared API the other suites use keeps running.
 */
const test = shared.extend<object, { outage: string }>({
  outage: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter.
    async ({}, use) => {
      const storefront = await startStorefront(`http://127.0.0.1:${await freePort()}`);
      try {
        await use(storefront.origin);
      } finally {
        await storefront.stop();
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
      const html = await response.text();
      // Internals stay in the server's log; the answer carries only a digest.
      expect(html).not.toMatch(/ECONNREFUSED|fetch failed|catalog read|127\.0\.0\.1/);
      // The HTML itself says it, before any script runs: language, direction, message, the way home.
      expect(html).toMatch(
        new RegExp(`<html[^>]* lang="${language.locale}" dir="${language.dir}"`),
      );
      expect(html).toContain(`>${words.title}</h1>`);
      expect(html).toContain(`<a href="${language.home}"`);
    });

    // Next.js answers a failure outside every Suspense boundary with its error document and the
    // page's data, which the storefront's server fills with the message (ADR 43); the browser
    // then draws the error boundary in its place, in the address's language.
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

    // The frame's categories are not cached either: the frame goes without them, not the page.
    test("a page that needs no catalog read is served in the frame, its menu without categories", async ({
      outage,
      page,
    }) => {
      const response = await page.goto(`${outage}${language.prefix}/pages/faq`);
      expect(response?.status()).toBe(200);
      const categoryMenu = page.getByTestId("site-header").getByTestId("category-menu");
      await categoryMenu.getByRole("button").click();
      await expect(categoryMenu.getByText(words.noCategories)).toBeVisible();
      await expect(categoryMenu.getByRole("link")).toHaveCount(0);
    });
  });
}
