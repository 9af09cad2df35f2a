import type { ProductFacets } from "../packages/contract/src/catalog.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { expect, type Locator, type Page, shown, test } from "./support/test.ts";

// Slips a reviewer met browsing (issue 24): the size filter, vendors' start dates, the review
// count in Arabic on phones, the back-to-top button over the footer, prices on the shipping page.

const say = {
  en: {
    storage: "Storage",
    shoes: "Shoe sizes (EU)",
    showMore: (count: number) => `Show ${count} more`,
    showFewer: "Show fewer",
    noReviews: "(No reviews)",
    currency: "Saudi riyals",
    writtenCurrency: /\d\s*SAR|SAR\s*\d/,
  },
  ar: {
    storage: "السعة التخزينية",
    shoes: "مقاسات الأحذية (الأوروبية)",
    showMore: (count: number) => `عرض المزيد (${count})`,
    showFewer: "عرض أقل",
    noReviews: "(لا توجد تقييمات)",
    currency: "ريال سعودي",
    writtenCurrency: /\d\s*(?:ريال|ر\.س)/,
  },
} as const;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

/** The reviewer's widths: 390 px on phones (320 px where said), 1440 px on the desktop. */
async function atWidth(page: Page, phoneWidth = 390) {
  if (isPhone(page)) await page.setViewportSize({ width: phoneWidth, height: 844 });
}

/** The listing's filters as the shopper reaches them: the column, or the drawer on phones. */
async function filters(page: Page): Promise<Locator> {
  if (isPhone(page)) await shown(page, "open-filters").click();
  return shown(page, "filters");
}

async function apiJson<T>(path: string, locale: string): Promise<T> {
  const response = await fetch(`${apiUrl}/1/api/marketplace/${path}`, {
    headers: { "Accept-Language": locale },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

for (const language of languages) {
  const words = say[language.locale];

  test.describe(`listing slips in ${language.locale}`, () => {
    test("the size filter shows the listing's kinds of size, a few each with Show more", async ({
      page,
    }) => {
      await atWidth(page);
      const all = await apiJson<ProductFacets>("products/facets", language.locale);
      const phones = all.categories.find((category) => category.key === "phones");
      // A listing of phones has storage sizes only.
      await page.goto(`${language.prefix}/pages/shop?category_id=${phones?.id}`);
      const phoneKinds = (await filters(page)).getByTestId("size-kind");
      await expect(phoneKinds).toHaveCount(1);
      await expect(phoneKinds.locator("legend")).toHaveText(words.storage);

      // The whole shop: shoe sizes show six, the rest behind a button that says how many.
      await page.goto(`${language.prefix}/pages/shop`);
      const shoes = (await filters(page)).getByRole("group", { name: words.shoes });
      const shoeCount = all.sizes.filter((size) => size.kind === "shoe").length;
      expect(shoeCount).toBeGreaterThan(6);
      await expect(shoes.getByRole("checkbox")).toHaveCount(6);
      const more = shoes.getByRole("button", { name: words.showMore(shoeCount - 6) });
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await more.click();
      await expect(shoes.getByRole("checkbox")).toHaveCount(shoeCount);
      await expect(shoes.getByRole("button", { name: words.showFewer })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
    });

    test("each vendor sells since its own month, not this one", async ({ page }) => {
      await atWidth(page);
      const { data } = await apiJson<{ data: Array<{ id: number }> }>("vendors", language.locale);
      const seen: string[] = [];
      for (const vendor of data.slice(0, 2)) {
        await page.goto(`${language.prefix}/pages/vendors/${vendor.id}`);
        // The last fact of the vendor's header: "Selling since …".
        seen.push((await shown(page, "vendor-header").locator("dd").last().textContent()) ?? "");
      }
      const thisMonth = await page.evaluate(
        (locale) =>
          new Intl.DateTimeFormat(locale, {
            year: "numeric",
            month: "long",
            numberingSystem: "latn",
          }).format(new Date()),
        language.locale === "ar" ? "ar-SA" : "en-SA",
      );
      expect(seen[0]).not.toBe(seen[1]);
      for (const since of seen) expect(since).not.toBe(thisMonth);
    });

    test("a card's review count stays whole inside its parentheses on small phones", async ({
      page,
    }) => {
      test.skip(!isPhone(page), "seen on phones");
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${language.prefix}/pages/shop`);
        const counts = shown(page, "product-list").getByText(words.noReviews, { exact: true });
        await expect(counts.first()).toBeVisible();
        for (const count of await counts.all()) {
          const box = await count.boundingBox();
          // One line of the card's 16 px rating row.
          expect(box?.height, `${width}px`).toBeLessThanOrEqual(20);
        }
      }
    });

    test("the back-to-top button leaves the footer's last line readable on phones", async ({
      page,
    }) => {
      test.skip(!isPhone(page), "seen on phones");
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${language.prefix}/pages/about`);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const button = shown(page, "back-to-top");
        await expect(button).toBeVisible();
        const over = await button.boundingBox();
        for (const testId of ["copyright", "provider-link"]) {
          const line = await shown(page, testId).boundingBox();
          if (!over || !line) throw new Error(`no box for ${testId}`);
          const overlaps =
            over.x < line.x + line.width &&
            line.x < over.x + over.width &&
            over.y < line.y + line.height &&
            line.y < over.y + over.height;
          expect(overlaps, `${testId} at ${width}px`).toBe(false);
        }
      }
    });

    test("the shipping page writes its charges with the riyal sign, as every price", async ({
      page,
    }) => {
      await atWidth(page);
      await page.goto(`${language.prefix}/pages/shipping`);
      const charges = shown(page, "content-page-shipping")
        .locator("section ul")
        .first()
        .locator("li");
      await expect(charges).toHaveCount(3);
      for (const charge of await charges.all()) {
        await expect(charge.getByRole("img", { name: words.currency })).toHaveCount(1);
        expect(await charge.textContent()).not.toMatch(words.writtenCurrency);
      }
      await expect(charges.first()).toContainText("25.00");
    });
  });
}
