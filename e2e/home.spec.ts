import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { expect, test } from "./support/test.ts";

interface ApiCategory {
  name: string;
}
interface ApiHome {
  new_arrival: Array<{ name: string }>;
  popular_categories: ApiCategory[];
  vendors: unknown[];
}

for (const language of languages) {
  test.describe(`home page in ${language.locale}`, () => {
    test("is server-rendered in the right language and direction", async ({ request }) => {
      const response = await request.get(language.home);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(
        new RegExp(`<html[^>]*lang="${language.locale}"[^>]*dir="${language.dir}"`),
      );
      // The sections are in the server's HTML, not filled in later by the browser.
      expect(html).toContain(language.newArrivals);
    });

    test("shows new arrivals and popular categories from the API, in the page's language", async ({
      page,
      request,
    }) => {
      const home = (await (
        await request.get(`${apiUrl}/1/api/marketplace/home-page`, {
          headers: { "Accept-Language": language.locale },
        })
      ).json()) as ApiHome;
      await page.goto(language.home);

      const arrivals = page.getByTestId("home-new_arrival");
      await expect(arrivals.getByRole("heading", { level: 2 })).toHaveText(language.newArrivals);
      // One row of the newest products; "See all" leads to the whole listing, newest first.
      await expect(arrivals.getByRole("heading", { level: 3 })).toHaveText(
        home.new_arrival.slice(0, 4).map((product) => product.name),
      );
      const seeAll = arrivals.getByRole("link", { name: language.seeAll });
      await expect(seeAll).toHaveAttribute("href", `${language.prefix}/pages/shop`);
      await expect(page.getByTestId("home-vendors").getByRole("article")).toHaveCount(
        Math.min(4, home.vendors.length),
      );
      await expect(
        page.getByTestId("home-vendors").getByRole("link", { name: language.seeAll }),
      ).toHaveAttribute("href", `${language.prefix}/pages/vendors`);

      const categories = page.getByTestId("home-popular_categories");
      await expect(categories.getByRole("heading", { level: 2 })).toHaveText(
        language.popularCategories,
      );
      for (const category of home.popular_categories.slice(0, 3)) {
        await expect(categories.getByText(category.name, { exact: true })).toBeVisible();
      }
      const firstCategory = categories.getByRole("link").first();
      await expect(firstCategory).toHaveAttribute(
        "href",
        new RegExp(`^${language.prefix}/pages/shop\\?category_id=\\d+$`),
      );
    });

    test("prices carry the riyal sign and two decimals", async ({ page }) => {
      await page.goto(language.home);
      const sign = page
        .getByTestId("home-new_arrival")
        .getByRole("img", { name: language.currency })
        .first();
      await expect(sign).toBeVisible();
      const amount = sign.locator("xpath=following-sibling::span[1]");
      await expect(amount).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    });

    test("uses the language's own font", async ({ page }) => {
      await page.goto(language.home);
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(family.split(",")[0]?.replaceAll('"', "").trim()).toBe(language.font);
      const loaded = await page.evaluate(
        async ({ font, sample }) => {
          await document.fonts.load(`16px "${font}"`, sample);
          return document.fonts.check(`16px "${font}"`, sample);
        },
        { font: language.font, sample: language.fontSample },
      );
      expect(loaded).toBe(true);
    });

    test("passes an accessibility scan", async ({ page }) => {
      await page.goto(language.home);
      await expect(page.getByTestId("home-vendors").getByRole("article").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("an unknown address shows the not-found page with status 404", async ({ page }) => {
      const response = await page.goto(`${language.prefix}/no/such/page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.notFoundTitle);
      await expect(page.getByText(language.notFoundMessage)).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
      await expectNoSeriousA11yViolations(page);
    });

    test("the language switch opens the same page in the other language", async ({ page }) => {
      await page.goto(language.home);
      await page.getByTestId("language-switch").click();
      const other = languages.find((candidate) => candidate.locale !== language.locale);
      await expect(page).toHaveURL(other?.home ?? "/");
      await expect(page.locator("html")).toHaveAttribute("lang", other?.locale ?? "");
      await expect(page.locator("html")).toHaveAttribute("dir", other?.dir ?? "");
    });
  });
}
