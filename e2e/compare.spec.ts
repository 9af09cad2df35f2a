import type { Locator } from "@playwright/test";
import type { ProductSummary } from "../packages/contract/src/catalog.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { type APIRequestContext, expect, type Page, shown, test } from "./support/test.ts";

const marketplace = `${apiUrl}/1/api/marketplace`;

/** What the compare list says in each language (messages/{locale}/compare.json and shell.json). */
const texts = {
  en: {
    added: "Product added to compare",
    duplicate: "Product has already been in Compare.",
    removed: "Product removed from compare",
    cleared: "Compare list cleared",
    full: "You can compare up to 4 products. Remove one to add another.",
    add: (name: string) => `Add ${name} to compare`,
    inCompare: (name: string) => `${name} is in compare`,
    remove: (name: string) => `Remove ${name} from compare`,
    open: (count: number) => `Compare products (${count})`,
    title: "Compare products",
    differs: "Differs",
    empty: "No products in the compare.",
    goToShop: "Go to the shop",
    quickView: "Quick view",
  },
  ar: {
    added: "تمت إضافة المنتج إلى المقارنة",
    duplicate: "المنتج موجود بالفعل في المقارنة.",
    removed: "تمت إزالة المنتج من المقارنة",
    cleared: "تم مسح قائمة المقارنة",
    full: "يمكنك مقارنة 4 منتجات كحد أقصى. أزل منتجًا لتضيف غيره.",
    add: (name: string) => `أضف ${name} إلى المقارنة`,
    inCompare: (name: string) => `${name} موجود في المقارنة`,
    remove: (name: string) => `أزل ${name} من المقارنة`,
    open: (count: number) => `مقارنة المنتجات (${count})`,
    title: "مقارنة المنتجات",
    differs: "مختلف",
    empty: "لا توجد منتجات في المقارنة.",
    goToShop: "اذهب إلى المتجر",
    quickView: "نظرة سريعة",
  },
} as const;

/** The home page's new arrivals, as its cards show them. */
async function newArrivals(request: APIRequestContext, locale: string) {
  const response = await request.get(`${marketplace}/home-page`, {
    headers: { "Accept-Language": locale },
  });
  expect(response.status()).toBe(200);
  const products = ((await response.json()) as { new_arrival: ProductSummary[] }).new_arrival;
  if (products.length < 5) throw new Error("the seed has too few new arrivals");
  return products;
}

const headerCount = (page: Page) =>
  page.getByTestId("compare-dropdown").getByTestId("compare-count");

/** What a table cell tells a shopper: its text (also what only screen readers read) and the names of its pictures (rating stars). */
function cellText(cell: Locator) {
  return cell.evaluate((element) =>
    [
      (element.textContent ?? "").trim(),
      ...[...element.querySelectorAll("[aria-label]")].map((item) =>
        item.getAttribute("aria-label"),
      ),
    ].join(" "),
  );
}

for (const language of languages) {
  const say = texts[language.locale];

  test.describe(`compare list in ${language.locale}`, () => {
    test("adds from a card, the quick view and a product page, refuses a duplicate, compares side by side, removes, survives a reload and clears", async ({
      page,
      request,
    }) => {
      // Three ways in, four pages and four accessibility scans: more than one step's time.
      test.slow();
      const [first, second, third] = await newArrivals(request, language.locale);
      if (!first || !second || !third) throw new Error("the seed has too few new arrivals");
      await page.goto(language.home);
      const section = page.getByTestId("home-new_arrival");
      const cardOf = (product: ProductSummary) =>
        section
          .getByRole("article")
          .filter({ has: page.getByRole("heading", { name: product.name, exact: true }) })
          .first();

      // From a card: added, and the button now says the product is in compare.
      const card = cardOf(first);
      await card.hover();
      const cardButton = card.getByTestId("card-add-to-compare");
      await expect(cardButton).toHaveAccessibleName(say.add(first.name));
      await cardButton.click();
      await expect(shown(page, "toast-success")).toHaveText(say.added);
      await expect(headerCount(page)).toHaveText("1");
      await expect(cardButton).toHaveAccessibleName(say.inCompare(first.name));
      await expect(cardButton).toHaveAttribute("data-in-compare", "true");
      // Success notices leave after 1.5 s.
      await expect(shown(page, "toast-success")).toHaveCount(0, { timeout: 4_000 });

      // A second press is refused with the spec's notice, which stays 2 s; the list is unchanged.
      await cardButton.click();
      await expect(shown(page, "toast-error")).toHaveText(say.duplicate);
      await expect(headerCount(page)).toHaveText("1");
      await expect(shown(page, "toast-error")).toHaveCount(0, { timeout: 4_000 });

      // The quick view of that product knows it is there too, and refuses it.
      await card.hover();
      await card.getByRole("button", { name: say.quickView }).click();
      let quickView = page.getByRole("dialog", { name: first.name });
      const quickButton = quickView.getByTestId("add-to-compare");
      await expect(quickButton).toHaveAccessibleName(say.inCompare(first.name));
      await quickButton.click();
      await expect(shown(page, "toast-error")).toHaveText(say.duplicate);
      await page.keyboard.press("Escape");
      await expect(quickView).toBeHidden();

      // From the quick view of another product.
      const secondCard = cardOf(second);
      await secondCard.hover();
      await secondCard.getByRole("button", { name: say.quickView }).click();
      quickView = page.getByRole("dialog", { name: second.name });
      await quickView.getByTestId("add-to-compare").click();
      await expect(shown(page, "toast-success")).toHaveText(say.added);
      await expect(headerCount(page)).toHaveText("2");
      await expect(quickView.getByTestId("add-to-compare")).toHaveAccessibleName(
        say.inCompare(second.name),
      );
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press("Escape");
      await expect(quickView).toBeHidden();

      // From a product page.
      await page.goto(`${language.prefix}/product/${third.id}`);
      const pageButton = page.getByTestId("purchase-buttons").getByTestId("add-to-compare");
      await expect(pageButton).toHaveAccessibleName(say.add(third.name));
      await pageButton.click();
      await expect(shown(page, "toast-success")).toHaveText(say.added);
      await expect(headerCount(page)).toHaveText("3");
      await expect(pageButton).toHaveAccessibleName(say.inCompare(third.name));
      await expectNoSeriousA11yViolations(page);

      // The header's list leads to the compare page.
      const dropdown = page.getByTestId("compare-dropdown");
      await dropdown.getByRole("button").first().click();
      await dropdown.getByRole("link", { name: say.open(3) }).click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/pages/compare$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.title);

      // Side by side, in the order they were added, with prices in riyals.
      const table = page.getByTestId("compare-table");
      const columns = table.getByTestId("compare-product");
      await expect(columns).toHaveCount(3);
      for (const [index, product] of [first, second, third].entries())
        await expect(columns.nth(index)).toContainText(product.name);
      await expect(table.getByRole("img", { name: language.currency }).first()).toBeVisible();
      // On a phone the table scrolls inside its own region; the page itself never gets wider.
      const width = page.viewportSize()?.width ?? 0;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      // Rows whose values differ are marked, in words a screen reader reads with the row, and
      // only those: every marked row shows different values, every other row the same.
      const rows = table.getByTestId("compare-row");
      const differing = table.locator('[data-testid="compare-row"][data-differs="true"]');
      expect(await differing.count()).toBeGreaterThan(0);
      await expect(differing.first().getByRole("rowheader")).toContainText(say.differs);
      for (const row of await rows.all()) {
        const values = await Promise.all((await row.getByRole("cell").all()).map(cellText));
        expect(values).toHaveLength(3);
        const marked = (await row.getAttribute("data-differs")) === "true";
        if (marked) expect(new Set(values).size, values.join(" | ")).toBeGreaterThan(1);
        else await expect(row.getByRole("rowheader")).not.toContainText(say.differs);
      }
      await expectNoSeriousA11yViolations(page);

      // Remove one.
      await table.getByRole("button", { name: say.remove(second.name) }).click();
      await expect(shown(page, "toast-success")).toHaveText(say.removed);
      await expect(columns).toHaveCount(2);
      await expect(headerCount(page)).toHaveText("2");

      // The list lives in the browser: a reload shows the same two.
      await page.reload();
      await expect(columns).toHaveCount(2);
      await expect(columns.nth(0)).toContainText(first.name);
      await expect(columns.nth(1)).toContainText(third.name);
      await expect(headerCount(page)).toHaveText("2");

      // Clear all: the page says so and leads back to the shop.
      await page.getByTestId("compare-clear").click();
      await expect(shown(page, "toast-success")).toHaveText(say.cleared);
      const empty = page.getByTestId("compare-page-empty");
      await expect(empty).toContainText(say.empty);
      await expect(empty.getByRole("link", { name: say.goToShop })).toHaveAttribute(
        "href",
        `${language.prefix}/pages/shop`,
      );
      await expect(headerCount(page)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test("holds four products and refuses a fifth with a notice", async ({ page, request }) => {
      const products = await newArrivals(request, language.locale);
      const [fifth, ...four] = products.slice(0, 5);
      if (!fifth) throw new Error("the seed has too few new arrivals");
      await page.goto(language.home);
      await page.evaluate(
        (stored) => {
          localStorage.setItem(
            "souq-store",
            JSON.stringify({ version: 4, compare: stored, wishlist: [] }),
          );
        },
        four.map((product) => ({
          id: product.id,
          name: product.name,
          picture: null,
          price: product.price,
          sale_price: product.sale_price,
        })),
      );
      await page.reload();
      await expect(headerCount(page)).toHaveText("4");
      const card = page
        .getByTestId("home-new_arrival")
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: fifth.name, exact: true }) })
        .first();
      await card.hover();
      await card.getByTestId("card-add-to-compare").click();
      await expect(shown(page, "toast-error")).toHaveText(say.full);
      await expect(headerCount(page)).toHaveText("4");
      await expect(card.getByTestId("card-add-to-compare")).toHaveAccessibleName(
        say.add(fifth.name),
      );
    });

    test("an empty compare page leads to the shop and is kept out of search results", async ({
      page,
    }) => {
      const response = await page.goto(`${language.prefix}/pages/compare`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByTestId("compare-page-empty")).toContainText(say.empty);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("link", { name: say.goToShop }).click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/pages/shop$`));
    });
  });
}

test("the storefront's compare route answers only a bounded list of valid product ids", async ({
  request,
}) => {
  const [first, second] = await newArrivals(request, "en");
  if (!first || !second) throw new Error("the seed has too few new arrivals");
  const ok = await request.get(`/api/compare?ids=${first.id},${second.id}&locale=ar`);
  expect(ok.status()).toBe(200);
  const body = (await ok.json()) as { data: { id: number }[]; missing: number[] };
  expect(body.data.map((product) => product.id)).toEqual([first.id, second.id]);
  expect(body.missing).toEqual([]);
  // A product that does not exist is reported, so the page can drop it from the list.
  const gone = await request.get(`/api/compare?ids=${first.id},2147483647&locale=en`);
  expect(((await gone.json()) as { missing: number[] }).missing).toEqual([2147483647]);
  for (const query of [
    `ids=${first.id},${first.id}&locale=en`,
    "ids=1,2,3,4,5&locale=en",
    "ids=abc&locale=en",
    "ids=&locale=en",
    `ids=${first.id}&locale=fr`,
  ])
    expect((await request.get(`/api/compare?${query}`)).status(), query).toBe(400);
});
