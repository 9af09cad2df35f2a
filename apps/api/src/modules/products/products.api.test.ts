import {
  type CategoriesResponse,
  type Category,
  type ProductSummary,
  pagingHeaders,
  priceRangeOf,
  productList,
} from "@souq/contract/catalog";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, productVariants } from "../../db/schema.ts";
import { hasArabic } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let all: ProductSummary[];
beforeAll(async () => {
  t = await buildTestApp();
  all = await listAll("");
});
afterAll(async () => {
  await t?.close();
});

const base = "/1/api/marketplace/products";

function get(url: string, language?: string) {
  return t.app.inject({
    method: "GET",
    url,
    headers: language ? { "accept-language": language } : {},
  });
}

/** Every product passing the filters in `query`, across all pages. */
async function listAll(query: string): Promise<ProductSummary[]> {
  const found: ProductSummary[] = [];
  for (let page = 1; ; page += 1) {
    const response = await get(`${base}?per_page=60&page=${page}${query ? `&${query}` : ""}`);
    expect(response.statusCode).toBe(200);
    found.push(...productList.parse(response.json()));
    if (page >= Number(response.headers[pagingHeaders.lastPage])) return found;
  }
}

const minPrice = (product: ProductSummary) => priceRangeOf(product).min;
const ids = (list: ProductSummary[]) => list.map((product) => product.id).sort((a, b) => a - b);
const colourKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

describe("GET /{company}/api/marketplace/products", () => {
  it("answers a bare array of cards with paging in the headers", async () => {
    const response = await get(`${base}?per_page=10`);
    expect(response.statusCode).toBe(200);
    const body = productList.parse(response.json());
    expect(body).toHaveLength(10);
    expect(response.headers[pagingHeaders.total]).toBe("150");
    expect(response.headers[pagingHeaders.page]).toBe("1");
    expect(response.headers[pagingHeaders.lastPage]).toBe("15");
    expect(response.headers[pagingHeaders.perPage]).toBe("10");
    expect(all).toHaveLength(150);
    expect(new Set(all.map((product) => product.id)).size).toBe(150);
  });

  it("answers the next slice on page 2, and an empty array past the last page", async () => {
    const first = productList.parse((await get(`${base}?per_page=7`)).json());
    const second = await get(`${base}?per_page=7&page=2`);
    expect(second.headers[pagingHeaders.page]).toBe("2");
    const secondBody = productList.parse(second.json());
    expect(secondBody).toHaveLength(7);
    expect(secondBody.some((product) => first.some((other) => other.id === product.id))).toBe(
      false,
    );
    expect(ids([...first, ...secondBody])).toEqual(
      ids(productList.parse((await get(`${base}?per_page=14`)).json())),
    );
    const past = await get(`${base}?per_page=60&page=4`);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(past.headers[pagingHeaders.lastPage]).toBe("3");
  });

  it("sorts newest first by default", async () => {
    const rows = await t.database.db
      .select({ id: products.id, createdAt: products.createdAt })
      .from(products)
      .where(eq(products.companyId, 1));
    const created = new Map(rows.map((row) => [row.id, row.createdAt.getTime()]));
    const times = all.map((product) => created.get(product.id) ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("sorts by minimum price both ways", async () => {
    const ascending = await listAll("sort=price_asc");
    const prices = ascending.map(minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await listAll("sort=price_desc")).map(minPrice);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(prices[0]).toBeLessThan(prices.at(-1) ?? 0);
  });

  it("sorts by popularity (sales) and by rating then review count", async () => {
    const rows = await t.database.db
      .select({ id: products.id, sales: products.salesCount })
      .from(products)
      .where(eq(products.companyId, 1));
    const sales = new Map(rows.map((row) => [row.id, row.sales]));
    const popular = (await listAll("sort=popularity")).map((product) => sales.get(product.id) ?? 0);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));

    const rated = await listAll("sort=rating");
    for (let index = 1; index < rated.length; index += 1) {
      const before = rated[index - 1] as ProductSummary;
      const after = rated[index] as ProductSummary;
      expect(before.rating).toBeGreaterThanOrEqual(after.rating);
      if (before.rating === after.rating) {
        expect(before.review_count).toBeGreaterThanOrEqual(after.review_count);
      }
    }
  });

  it("sorts the deals page's way: running deals first, the soonest to end first, then best sellers", async () => {
    const onSale = await listAll("on_sale=1&sort=ending_soon");
    expect(onSale.length).toBe((await listAll("on_sale=1")).length);
    const withDeal = onSale.filter((product) => product.deal_ends_at !== null);
    expect(withDeal.length).toBeGreaterThan(3);
    // Every product with a countdown comes before every one without.
    expect(onSale.slice(0, withDeal.length)).toEqual(withDeal);
    const ends = withDeal.map((product) => Date.parse(product.deal_ends_at ?? ""));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    const rows = await t.database.db
      .select({ id: products.id, sales: products.salesCount })
      .from(products)
      .where(eq(products.companyId, 1));
    const sales = new Map(rows.map((row) => [row.id, row.sales ?? 0]));
    const rest = onSale.slice(withDeal.length).map((product) => sales.get(product.id) ?? 0);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  it("keeps the stored minimum price equal to priceRangeOf for every product", async () => {
    const rows = await t.database.db
      .select({ id: products.id, minPrice: products.minPrice })
      .from(products);
    const stored = new Map(rows.map((row) => [row.id, row.minPrice / 100]));
    for (const product of all) expect(stored.get(product.id)).toBe(minPrice(product));
  });

  it("filters by price range on the minimum price, inclusive", async () => {
    const found = await listAll("min_price=100&max_price=300");
    expect(found.length).toBeGreaterThan(0);
    for (const product of found) {
      expect(minPrice(product)).toBeGreaterThanOrEqual(100);
      expect(minPrice(product)).toBeLessThanOrEqual(300);
    }
    const expected = all.filter((product) => minPrice(product) >= 100 && minPrice(product) <= 300);
    expect(ids(found)).toEqual(ids(expected));
  });

  it("filters by category, including its subcategories", async () => {
    const tree = ((await get("/1/api/marketplace/categories")).json() as CategoriesResponse)
      .categories;
    const root = tree[0] as Category;
    const leaf = root.children[0] as Category;
    const inLeaf = await listAll(`category_id=${leaf.id}`);
    expect(inLeaf.length).toBe(leaf.product_count);
    expect(inLeaf.every((product) => product.category.id === leaf.id)).toBe(true);
    const inRoot = await listAll(`category_id=${root.id}`);
    expect(inRoot.length).toBe(root.product_count);
    const childIds = new Set(root.children.map((child) => child.id));
    expect(inRoot.every((product) => childIds.has(product.category.id))).toBe(true);
  });

  it("filters by vendor", async () => {
    const vendorId = all[0]?.vendor.id ?? 0;
    const found = await listAll(`vendor_id=${vendorId}`);
    expect(ids(found)).toEqual(ids(all.filter((product) => product.vendor.id === vendorId)));
  });

  it("filters by colour keys (any variant), several colours widening the list", async () => {
    const hasColour = (product: ProductSummary, key: string) =>
      product.variants.some((variant) => variant.colour && colourKey(variant.colour.name) === key);
    const black = await listAll("colours=black");
    expect(black.length).toBeGreaterThan(0);
    expect(ids(black)).toEqual(ids(all.filter((product) => hasColour(product, "black"))));
    // A second colour that some product without black has, so that OR visibly widens the list.
    const other = all
      .filter((product) => !hasColour(product, "black"))
      .flatMap((product) => product.variants)
      .map((variant) => (variant.colour ? colourKey(variant.colour.name) : ""))
      .find(Boolean) as string;
    const either = await listAll(`colours=black,${other}`);
    expect(ids(either)).toEqual(
      ids(all.filter((product) => hasColour(product, "black") || hasColour(product, other))),
    );
    expect(either.length).toBeGreaterThan(black.length);
    expect(ids(await listAll(`colours=black&colours=${other}`))).toEqual(ids(either));
    const twoWords = all
      .flatMap((product) => product.variants)
      .find((variant) => variant.colour?.name.includes(" "))?.colour?.name as string;
    expect((await listAll(`colours=${colourKey(twoWords).toUpperCase()}`)).length).toBeGreaterThan(
      0,
    );
  });

  it("filters by size keys in lower case", async () => {
    const found = await listAll("sizes=M,42");
    expect(found.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(
      ids(
        all.filter((product) =>
          product.variants.some((variant) => variant.size === "M" || variant.size === "42"),
        ),
      ),
    );
  });

  it("filters by minimum rating, sale and stock, and combines kinds with AND", async () => {
    const rated = await listAll("rating=4");
    expect(ids(rated)).toEqual(ids(all.filter((product) => product.rating >= 4)));
    const onSale = await listAll("on_sale=1");
    const isOnSale = (product: ProductSummary) =>
      product.sale_price !== null ||
      product.variants.some((variant) => variant.sale_price !== null);
    expect(ids(onSale)).toEqual(ids(all.filter(isOnSale)));
    const inStock = await listAll("in_stock=true");
    expect(ids(inStock)).toEqual(ids(all.filter((product) => product.stock > 0)));
    expect(inStock.length).toBeLessThan(150);
    expect((await listAll("in_stock=0")).length).toBe(150);
    const both = await listAll("on_sale=1&in_stock=1&rating=4");
    expect(ids(both)).toEqual(
      ids(all.filter((product) => isOnSale(product) && product.stock > 0 && product.rating >= 4)),
    );
  });

  it("finds a keyword in either language, case-insensitively; wildcards alone match nothing", async () => {
    const first = all[0] as ProductSummary;
    const word = first.name.split(" ")[0]?.toUpperCase() ?? "";
    const found = await listAll(`keyword=${encodeURIComponent(word)}`);
    expect(found.some((product) => product.id === first.id)).toBe(true);
    const arabicName = productList.parse((await get(`${base}?per_page=1`, "ar")).json())[0]?.name;
    expect(hasArabic(arabicName ?? "")).toBe(true);
    const arabicWord = arabicName?.split(" ")[0] ?? "";
    const arabic = await listAll(`keyword=${encodeURIComponent(arabicWord)}`);
    expect(arabic.some((product) => product.id === first.id)).toBe(true);
    // Search is by words: a keyword of wildcards alone has none, so it matches nothing.
    expect(await listAll("keyword=%25")).toEqual([]);
    expect(await listAll("keyword=_")).toEqual([]);
    expect((await listAll("keyword=")).length).toBe(150);
  });

  it("answers 400 for malformed query values", async () => {
    for (const query of [
      "page=0",
      "per_page=61",
      "sort=cheapest",
      "min_price=-1",
      "rating=6",
      "on_sale=yes",
      "category_id=abc",
      "vendor_id=1.5",
    ]) {
      const response = await get(`${base}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe("string");
    }
  });

  it("answers 404 with a translated message for a category or vendor that is not this marketplace's", async () => {
    const unknown = await get(`${base}?category_id=999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "This category does not exist." });
    const arabic = await get(`${base}?vendor_id=999999`, "ar");
    expect(arabic.statusCode).toBe(404);
    expect(hasArabic(arabic.json().message)).toBe(true);

    const second = productList.parse(
      (await get("/2/api/marketplace/products?per_page=1")).json(),
    )[0] as ProductSummary;
    expect((await get(`${base}?category_id=${second.category.id}`)).statusCode).toBe(404);
    expect((await get(`${base}?vendor_id=${second.vendor.id}`)).statusCode).toBe(404);
  });

  it("keeps each marketplace's products to itself", async () => {
    const second = await get("/2/api/marketplace/products?per_page=60");
    expect(second.headers[pagingHeaders.total]).toBe("12");
    const mine = new Set(all.map((product) => product.id));
    expect(productList.parse(second.json()).some((product) => mine.has(product.id))).toBe(false);
  });

  it("keeps the variant-backed minimum price in step with the variants", async () => {
    const withVariants = all.find((product) => product.variants.length > 1) as ProductSummary;
    const [lowest] = await t.database.db
      .select({ price: productVariants.price })
      .from(productVariants)
      .where(eq(productVariants.productId, withVariants.id))
      .orderBy(productVariants.price)
      .limit(1);
    expect((lowest?.price ?? 0) / 100).toBe(minPrice(withVariants));
  });
});
