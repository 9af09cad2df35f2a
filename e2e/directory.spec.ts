import { shopPageSize } from "../apps/web/src/features/listing/page-size.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { expect, test } from "./support/test.ts";

interface ApiCategory {
  id: number;
  name: string;
  children: ApiCategory[];
}
interface ApiVendor {
  id: number;
  name: string;
}

const texts = {
  en: { categories: "Categories", vendors: "Vendors" },
  ar: { categories: "الأقسام", vendors: "البائعون" },
} as const;

for (const language of languages) {
  const text = texts[language.locale];
  const headers = { "Accept-Language": language.locale };

  test.describe(`categories and vendors in ${language.locale}`, () => {
    test("the categories page lists the tree, each leading to its listing", async ({ page }) => {
      const tree = (await (
        await page.request.get(`${apiUrl}/1/api/marketplace/categories`, { headers })
      ).json()) as { categories: ApiCategory[] };
      await page.goto(`${language.prefix}/pages/categories`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.categories);
      const directory = page.getByTestId("category-directory");
      await expect(directory.getByRole("heading", { level: 2 })).toHaveText(
        tree.categories.map((category) => category.name),
      );
      await expectNoSeriousA11yViolations(page);
      const child = tree.categories[0]?.children[0];
      if (!child) throw new Error("the first category has no subcategories");
      await directory.getByRole("link", { name: new RegExp(`^${child.name}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/pages/shop\\?category_id=${child.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(child.name);
    });

    test("the vendors page lists every vendor and opens a store", async ({ page }) => {
      const list = (await (
        await page.request.get(`${apiUrl}/1/api/marketplace/vendors?per_page=24`, { headers })
      ).json()) as { data: ApiVendor[] };
      await page.goto(`${language.prefix}/pages/vendors`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.vendors);
      const cards = page.getByTestId("vendor-card");
      await expect(cards).toHaveCount(list.data.length);
      await expectNoSeriousA11yViolations(page);

      const vendor = list.data[0];
      if (!vendor) throw new Error("no vendors");
      await page.getByRole("link", { name: vendor.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/pages/vendors/${vendor.id}$`));
      await expect(page.getByTestId("vendor-header").getByRole("heading", { level: 1 })).toHaveText(
        vendor.name,
      );
      const products = await page.request.get(
        `${apiUrl}/1/api/marketplace/products?vendor_id=${vendor.id}&per_page=${shopPageSize}`,
        { headers },
      );
      const names = ((await products.json()) as Array<{ name: string }>).map((item) => item.name);
      await expect(page.getByTestId("product-list").getByRole("heading", { level: 3 })).toHaveText(
        names,
      );
      await expect(page.getByTestId("result-count")).toContainText(
        products.headers()["x-total-count"] ?? "",
      );
      await expectNoSeriousA11yViolations(page);
    });

    test("a store's filters stay in the store", async ({ page }) => {
      const list = (await (
        await page.request.get(`${apiUrl}/1/api/marketplace/vendors`, { headers })
      ).json()) as { data: ApiVendor[] };
      const vendor = list.data[0];
      if (!vendor) throw new Error("no vendors");
      await page.goto(`${language.prefix}/pages/vendors/${vendor.id}?sort=price_desc`);
      const api = await page.request.get(
        `${apiUrl}/1/api/marketplace/products?vendor_id=${vendor.id}&sort=price_desc&per_page=${shopPageSize}`,
        { headers },
      );
      const names = ((await api.json()) as Array<{ name: string }>).map((item) => item.name);
      await expect(page.getByTestId("product-list").getByRole("heading", { level: 3 })).toHaveText(
        names,
      );
      await page.getByTestId("view-switch").getByRole("link").nth(1).click();
      await expect(page).toHaveURL(
        new RegExp(`/pages/vendors/${vendor.id}\\?sort=price_desc&view=list$`),
      );
    });

    test("an unknown or malformed vendor is not found", async ({ page }) => {
      for (const id of ["999999", "abc"]) {
        const response = await page.goto(`${language.prefix}/pages/vendors/${id}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.notFoundTitle);
      }
    });
  });
}
