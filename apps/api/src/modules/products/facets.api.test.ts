import {
  type ProductFacets,
  pagingHeaders,
  priceRangeOf,
  productFacets,
  sizeKinds,
} from "@souq/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasArabic } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function facets(query = "", language?: string): Promise<ProductFacets> {
  const response = await t.app.inject({
    method: "GET",
    url: `/1/api/marketplace/products/facets${query ? `?${query}` : ""}`,
    headers: language ? { "accept-language": language } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return productFacets.parse(response.json());
}

/** How many products the listing finds for a query (from its total header). */
async function listed(query: string): Promise<number> {
  const response = await t.app.inject({
    method: "GET",
    url: `/1/api/marketplace/products?per_page=1&${query}`,
  });
  expect(response.statusCode).toBe(200);
  return Number(response.headers[pagingHeaders.total]);
}

const countOf = <T extends { key: string; count: number }>(list: T[], key: string) =>
  list.find((value) => value.key === key)?.count ?? 0;

describe("GET /{company}/api/marketplace/products/facets", () => {
  it("counts everything with no filters, and every count equals the listing's total", async () => {
    const all = await facets();
    expect(all.total).toBe(150);
    const roots = all.categories.filter((category) => category.parent_id === null);
    expect(roots.reduce((sum, category) => sum + category.count, 0)).toBe(150);
    for (const category of all.categories.slice(0, 6)) {
      expect(await listed(`category_id=${category.id}`)).toBe(category.count);
    }
    for (const colour of all.colours.slice(0, 4)) {
      expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/i);
      expect(await listed(`colours=${colour.key}`)).toBe(colour.count);
    }
    for (const size of all.sizes.slice(0, 4)) {
      expect(await listed(`sizes=${encodeURIComponent(size.key)}`)).toBe(size.count);
    }
    for (const { rating, count } of all.ratings) {
      expect(await listed(`rating=${rating}`)).toBe(count);
    }
    expect(all.ratings.map((entry) => entry.rating)).toEqual([4, 3, 2, 1]);
    expect(await listed("on_sale=1")).toBe(all.on_sale);
    expect(await listed("in_stock=1")).toBe(all.in_stock);
    expect(all.price.min).toBeLessThan(all.price.max);
    expect(await listed(`min_price=${all.price.min}&max_price=${all.price.max}`)).toBe(150);
  });

  it("lists every category of the marketplace with its parent, counting subcategories", async () => {
    const all = await facets();
    const categories = (await t.app.inject({ url: "/1/api/marketplace/categories" })).json()
      .categories as Array<{ id: number; children: Array<{ id: number }> }>;
    const treeSize = categories.reduce((sum, root) => sum + 1 + root.children.length, 0);
    expect(all.categories).toHaveLength(treeSize);
    for (const root of all.categories.filter((category) => category.parent_id === null)) {
      const children = all.categories.filter((category) => category.parent_id === root.id);
      expect(root.count).toBe(children.reduce((sum, child) => sum + child.count, 0));
    }
  });

  it("leaves a kind's own counts alone when one of its values is chosen, and narrows the others", async () => {
    const all = await facets();
    const black = await facets("colours=black");
    expect(black.colours).toEqual(all.colours);
    expect(black.total).toBe(countOf(all.colours, "black"));
    expect(black.total).toBeLessThan(all.total);
    const narrowed = black.categories.filter((category, index) => {
      const before = all.categories[index];
      expect(category.id).toBe(before?.id);
      expect(category.count).toBeLessThanOrEqual(before?.count ?? 0);
      return category.count < (before?.count ?? 0);
    });
    expect(narrowed.length).toBeGreaterThan(0);
    const roots = black.categories.filter((category) => category.parent_id === null);
    expect(roots.reduce((sum, category) => sum + category.count, 0)).toBe(black.total);
    expect(black.in_stock).toBeLessThanOrEqual(all.in_stock);
    expect(await listed("colours=black&in_stock=1")).toBe(black.in_stock);
  });

  it("keeps category counts when a category is chosen and narrows colours to it", async () => {
    const all = await facets();
    const leaf = all.categories.find(
      (category) => category.parent_id !== null && category.count > 0,
    ) as ProductFacets["categories"][number];
    const inLeaf = await facets(`category_id=${leaf.id}`);
    expect(inLeaf.categories).toEqual(all.categories);
    expect(inLeaf.total).toBe(leaf.count);
    for (const colour of inLeaf.colours) {
      expect(await listed(`category_id=${leaf.id}&colours=${colour.key}`)).toBe(colour.count);
    }
  });

  it("says how each size is measured, kinds in the filter's order, each listing only its own kinds", async () => {
    const all = await facets();
    const kindOf = (key: string) => all.sizes.find((size) => size.key === key)?.kind;
    expect(["m", "one size", "56", "42", "256 gb", "50 ml", "1 kg", "24 cm"].map(kindOf)).toEqual([
      "clothing",
      "clothing",
      "garment_length",
      "shoe",
      "storage",
      "volume",
      "weight",
      "dimension",
    ]);
    const kinds = [...new Set(all.sizes.map((size) => size.kind))];
    expect(kinds).toEqual(sizeKinds.filter((kind) => kinds.includes(kind)));
    // Within a kind, as a shopper reads them.
    expect(all.sizes.filter((size) => size.kind === "clothing").map((size) => size.key)).toEqual([
      "s",
      "m",
      "l",
      "xl",
      "one size",
    ]);
    const idOf = (key: string) => all.categories.find((category) => category.key === key)?.id;
    const kindsIn = async (query: string) => [
      ...new Set((await facets(query)).sizes.map((size) => size.kind)),
    ];
    expect(await kindsIn(`category_id=${idOf("phones")}`)).toEqual(["storage"]);
    expect(await kindsIn(`category_id=${idOf("shoes")}`)).toEqual(["shoe"]);
    expect(await kindsIn(`category_id=${idOf("men")}`)).toEqual(["clothing", "garment_length"]);
  });

  it("keeps the size counts disjunctive: a chosen size leaves its kind's list, narrows the rest", async () => {
    const fashion = `category_id=${(await facets()).categories.find((c) => c.key === "fashion")?.id}`;
    const before = await facets(fashion);
    const chosen = await facets(`${fashion}&sizes=42`);
    expect(chosen.sizes).toEqual(before.sizes);
    expect(chosen.total).toBe(countOf(before.sizes, "42"));
    expect(chosen.total).toBe(await listed(`${fashion}&sizes=42`));
    for (const colour of chosen.colours)
      expect(await listed(`${fashion}&sizes=42&colours=${colour.key}`)).toBe(colour.count);
    // Two sizes of different kinds widen the list; a colour narrows the sizes' counts.
    expect((await facets(`${fashion}&sizes=42,m`)).total).toBe(
      await listed(`${fashion}&sizes=42,m`),
    );
    const black = await facets(`${fashion}&colours=black`);
    for (const size of black.sizes)
      expect(await listed(`${fashion}&colours=black&sizes=${encodeURIComponent(size.key)}`)).toBe(
        size.count,
      );
  });

  it("ignores the price and rating filters in their own facets", async () => {
    const all = await facets();
    const cheap = await facets(`max_price=${Math.ceil(all.price.max / 4)}`);
    expect(cheap.price).toEqual(all.price);
    expect(cheap.total).toBeLessThan(all.total);
    const rated = await facets("rating=4");
    expect(rated.ratings).toEqual(all.ratings);
    expect(rated.total).toBe(
      countOf(
        all.ratings.map((entry) => ({ key: String(entry.rating), count: entry.count })),
        "4",
      ),
    );
    const onSale = await facets("on_sale=1&in_stock=1");
    expect(onSale.on_sale).toBe(await listed("in_stock=1&on_sale=1"));
    expect(onSale.in_stock).toBe(await listed("on_sale=1&in_stock=1"));
    expect(onSale.total).toBe(await listed("on_sale=1&in_stock=1"));
  });

  it("reports the price range of the matching products' minimum prices", async () => {
    const leafFacets = await facets();
    const leaf = leafFacets.categories.find((category) => category.parent_id !== null);
    const narrowed = await facets(`category_id=${leaf?.id}`);
    const response = await t.app.inject({
      url: `/1/api/marketplace/products?per_page=60&category_id=${leaf?.id}`,
    });
    const prices = (response.json() as Parameters<typeof priceRangeOf>[0][]).map(
      (product) => priceRangeOf(product).min,
    );
    expect(narrowed.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it("names colours and sizes in the request's language", async () => {
    const arabic = await facets("", "ar");
    const english = await facets();
    expect(arabic.colours.map((colour) => colour.key)).toEqual(
      english.colours.map((colour) => colour.key),
    );
    expect(arabic.colours.every((colour) => hasArabic(colour.name))).toBe(true);
    expect(arabic.categories.every((category) => hasArabic(category.name))).toBe(true);
    expect(english.colours.some((colour) => colour.name === "Black")).toBe(true);
  });

  it("answers 400 for a bad filter and 404 for another marketplace's category", async () => {
    const bad = await t.app.inject({ url: "/1/api/marketplace/products/facets?rating=0" });
    expect(bad.statusCode).toBe(400);
    const second = productFacets.parse(
      (await t.app.inject({ url: "/2/api/marketplace/products/facets" })).json(),
    );
    expect(second.total).toBe(12);
    const foreign = second.categories[0]?.id;
    const response = await t.app.inject({
      url: `/1/api/marketplace/products/facets?category_id=${foreign}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
