import { shopPageSize } from "../apps/web/src/features/listing/page-size.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { expect, type Page, shown, test } from "./support/test.ts";

interface Facets {
  categories: Array<{ id: number; name: string; parent_id: number | null; count: number }>;
  colours: Array<{ key: string; name: string; count: number }>;
}

const texts = {
  en: {
    shop: "Shop",
    sort: "Sort by",
    lowToHigh: "Price: low to high",
    list: "List view",
    small: "Compact view",
    grid: "Grid view",
    empty: "No products found",
    clear: "Clear all filters",
    next: "Next page",
    apply: "Apply",
  },
  ar: {
    shop: "المتجر",
    sort: "ترتيب حسب",
    lowToHigh: "السعر: من الأقل إلى الأعلى",
    list: "عرض قائمة",
    small: "عرض مختصر",
    grid: "عرض شبكي",
    empty: "لم نعثر على منتجات",
    clear: "مسح كل عوامل التصفية",
    next: "الصفحة التالية",
    apply: "تطبيق",
  },
} as const;

/** The same listing straight from the API: its product names in order and its total. */
async function fromApi(page: Page, locale: string, query: string) {
  const response = await page.request.get(`${apiUrl}/1/api/marketplace/products?${query}`, {
    headers: { "Accept-Language": locale },
  });
  expect(response.status()).toBe(200);
  const products = (await response.json()) as Array<{ name: string }>;
  return {
    names: products.map((product) => product.name),
    total: Number(response.headers()["x-total-count"]),
  };
}

async function facetsFromApi(page: Page, locale: string, query = ""): Promise<Facets> {
  const response = await page.request.get(`${apiUrl}/1/api/marketplace/products/facets?${query}`, {
    headers: { "Accept-Language": locale },
  });
  return (await response.json()) as Facets;
}

/** The filters: the sidebar on wide screens, the drawer (opened here) on phones. */
async function openFilters(page: Page) {
  const drawer = shown(page, "filter-drawer");
  // The drawer stays open while the shopper ticks one choice after another.
  if (await drawer.isVisible()) return drawer;
  const button = shown(page, "open-filters");
  if (await button.isVisible()) {
    await button.click();
    await expect(drawer).toBeVisible();
    return drawer;
  }
  return shown(page, "filter-sidebar");
}

function cardTitles(page: Page) {
  return shown(page, "product-list").getByRole("heading", { level: 3 });
}

for (const language of languages) {
  const text = texts[language.locale];
  const shop = `${language.prefix}/pages/shop`;

  test.describe(`shop listing in ${language.locale}`, () => {
    test("lists the newest products first with the total, server-rendered", async ({ page }) => {
      const api = await fromApi(page, language.locale, `sort=newest&per_page=${shopPageSize}`);
      await page.goto(shop);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.shop);
      await expect(cardTitles(page)).toHaveText(api.names);
      await expect(shown(page, "result-count")).toContainText(String(api.total));
      await expectNoSeriousA11yViolations(page);
    });

    test("combines filters in the address, and Back undoes them one by one", async ({ page }) => {
      const facets = await facetsFromApi(page, language.locale);
      const category = facets.categories.find((item) => item.parent_id === null && item.count > 0);
      if (!category) throw new Error("the seed has no category with products");
      await page.goto(shop);

      let filters = await openFilters(page);
      await filters
        .getByRole("link", { name: new RegExp(`^${category.name}`) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`category_id=${category.id}(&|$)`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
      const inCategory = await fromApi(page, language.locale, `category_id=${category.id}`);
      await expect(shown(page, "result-count")).toContainText(String(inCategory.total));

      const colourFacets = await facetsFromApi(page, language.locale, `category_id=${category.id}`);
      const colour = colourFacets.colours.find((item) => item.count > 0);
      if (!colour) throw new Error(`no colours in ${category.name}`);
      filters = await openFilters(page);
      await filters.getByRole("checkbox", { name: new RegExp(colour.name) }).check();
      await expect(page).toHaveURL(new RegExp(`colours=${colour.key}`));
      expect(page.url()).toContain(`category_id=${category.id}`);
      const both = await fromApi(
        page,
        language.locale,
        `category_id=${category.id}&colours=${colour.key}`,
      );
      expect(both.total).toBe(colour.count);
      await expect(shown(page, "result-count")).toContainText(String(both.total));
      await expect(cardTitles(page)).toHaveText(both.names);
      await expect(shown(page, "active-filters")).toContainText(colour.name);

      filters = await openFilters(page);
      await filters.getByRole("radio").first().check();
      await expect(page).toHaveURL(/rating=4/);
      const rated = await fromApi(
        page,
        language.locale,
        `category_id=${category.id}&colours=${colour.key}&rating=4`,
      );
      await expect(shown(page, "result-count")).toContainText(
        rated.total === 0 ? "" : String(rated.total),
      );
      await expectNoSeriousA11yViolations(page);

      await page.goBack();
      await expect(page).not.toHaveURL(/rating=/);
      await expect(page).toHaveURL(new RegExp(`colours=${colour.key}`));
      await expect(cardTitles(page)).toHaveText(both.names);
      await page.goBack();
      await expect(page).not.toHaveURL(/colours=/);
      await expect(shown(page, "result-count")).toContainText(String(inCategory.total));
    });

    test("on a phone, the filter drawer stays open from one choice to the next, and the page stays usable after it", async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== "phone", "the drawer is the phone's way to the filters");
      const facets = await facetsFromApi(page, language.locale);
      const [first, second] = facets.colours.filter((item) => item.count > 0);
      if (!first || !second) throw new Error("the seed has fewer than two colours");
      await page.goto(shop);
      await shown(page, "open-filters").click();
      const drawer = shown(page, "filter-drawer");
      await drawer.getByRole("checkbox", { name: new RegExp(first.name) }).check();
      await expect(page).toHaveURL(new RegExp(`colours=${first.key}`));
      // The new address is a new page; the drawer is open on it, with the choice ticked.
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("checkbox", { name: new RegExp(first.name) })).toBeChecked();
      await drawer.getByRole("checkbox", { name: new RegExp(second.name) }).check();
      await expect(page).toHaveURL(new RegExp(`colours=${first.key}(%2C|,)${second.key}`));
      await expect(drawer).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      // Nothing left open on the pages before blocks this one: Back, then a card opens.
      await page.goBack();
      await expect(page).not.toHaveURL(new RegExp(`${second.key}`));
      await expect(shown(page, "filter-drawer")).toBeHidden();
      await cardTitles(page).first().getByRole("link").click();
      await expect(page).toHaveURL(/\/product\/\d+/);
    });

    test("filters by a price range and keeps it in the address", async ({ page }) => {
      await page.goto(shop);
      const filters = await openFilters(page);
      const price = filters.getByTestId("filter-price");
      await price.getByRole("spinbutton").first().fill("100");
      await price.getByRole("spinbutton").last().fill("300");
      await price.getByRole("button", { name: text.apply }).click();
      await expect(page).toHaveURL(/min_price=100&max_price=300/);
      const api = await fromApi(
        page,
        language.locale,
        `min_price=100&max_price=300&per_page=${shopPageSize}`,
      );
      await expect(shown(page, "result-count")).toContainText(String(api.total));
      await expect(cardTitles(page)).toHaveText(api.names);
    });

    test("sorts by price from low to high", async ({ page }) => {
      await page.goto(shop);
      await page.getByLabel(text.sort).selectOption({ label: text.lowToHigh });
      await expect(page).toHaveURL(/sort=price_asc/);
      const api = await fromApi(page, language.locale, `sort=price_asc&per_page=${shopPageSize}`);
      await expect(cardTitles(page)).toHaveText(api.names);
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=/);
    });

    test("shows the grid, list and compact views, each its own address", async ({ page }) => {
      await page.goto(shop);
      await expect(shown(page, "product-card").first()).toHaveAttribute("data-view", "grid");
      await page.getByRole("link", { name: text.list }).click();
      await expect(page).toHaveURL(/view=list/);
      const listCard = shown(page, "product-card").first();
      await expect(listCard).toHaveAttribute("data-view", "list");
      await expect(listCard.getByTestId("product-excerpt")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("link", { name: text.small }).click();
      await expect(page).toHaveURL(/view=small/);
      await expect(shown(page, "product-card").first()).toHaveAttribute("data-view", "small");
      await page.getByRole("link", { name: text.grid }).click();
      await expect(page).not.toHaveURL(/view=/);
    });

    test("pages through the products", async ({ page }) => {
      const second = await fromApi(
        page,
        language.locale,
        `sort=newest&per_page=${shopPageSize}&page=2`,
      );
      await page.goto(shop);
      await shown(page, "pagination").getByRole("link", { name: text.next }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(cardTitles(page)).toHaveText(second.names);
      await expect(shown(page, "result-count")).toContainText(String(shopPageSize + 1));
      await expect(shown(page, "pagination").locator('[aria-current="page"]')).toHaveText("2");
    });

    test("explains an empty result and offers a way back", async ({ page }) => {
      await page.goto(`${shop}?min_price=999999`);
      const empty = shown(page, "empty-listing");
      await expect(empty).toContainText(text.empty);
      await expectNoSeriousA11yViolations(page);
      await empty.getByRole("link", { name: text.clear }).click();
      await expect(page).not.toHaveURL(/min_price/);
      await expect(shown(page, "product-card").first()).toBeVisible();
    });

    test("ignores a malformed address instead of failing", async ({ page }) => {
      const response = await page.goto(`${shop}?sort=cheapest&page=abc&category_id=x`);
      expect(response?.status()).toBe(200);
      await expect(shown(page, "product-card").first()).toBeVisible();
    });

    test("an unknown category is not found", async ({ page }) => {
      const response = await page.goto(`${shop}?category_id=999999`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.notFoundTitle);
    });
  });
}
