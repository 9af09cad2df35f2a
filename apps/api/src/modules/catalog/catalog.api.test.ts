import type { CategoriesResponse, Category, HomePage } from "@souq/contract/catalog";
import { categoriesResponse, homePage } from "@souq/contract/catalog";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema.ts";
import { buildTestApp, type TestApp, testPublicUrl } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, language?: string) {
  return t.app.inject({
    method: "GET",
    url,
    headers: language ? { "accept-language": language } : {},
  });
}

const flatten = (categories: Category[]): Category[] =>
  categories.flatMap((category) => [category, ...flatten(category.children)]);
const hasArabic = (text: string) => /[\u0600-\u06FF]/.test(text);

describe("GET /{company}/api/marketplace/categories", () => {
  it("answers the tree at both readings of the spec, in English by default", async () => {
    const response = await get("/1/api/marketplace/categories");
    expect(response.statusCode).toBe(200);
    const body = categoriesResponse.parse(response.json()) as CategoriesResponse;
    expect(body.data.categories).toEqual(body.categories);
    expect(body.categories.length).toBeGreaterThanOrEqual(4);
    const all = flatten(body.categories);
    expect(all.filter((category) => category.parent_id !== null).length).toBeGreaterThanOrEqual(12);
    expect(all.every((category) => !hasArabic(category.name))).toBe(true);
    expect(response.headers["content-language"]).toBe("en");
  });

  it("counts a parent's products as the sum of its subcategories'", async () => {
    const body = (await get("/1/api/marketplace/categories")).json() as CategoriesResponse;
    for (const root of body.categories) {
      expect(root.children.length).toBeGreaterThan(0);
      expect(root.product_count).toBe(
        root.children.reduce((sum, child) => sum + child.product_count, 0),
      );
    }
    const total = body.categories.reduce((sum, root) => sum + root.product_count, 0);
    expect(total).toBe(150);
  });

  it("speaks Arabic when asked with Accept-Language", async () => {
    const response = await get("/1/api/marketplace/categories", "ar-SA,ar;q=0.9,en;q=0.5");
    expect(response.headers["content-language"]).toBe("ar");
    const all = flatten((response.json() as CategoriesResponse).categories);
    expect(all.every((category) => hasArabic(category.name))).toBe(true);
  });

  it("keeps each company's categories to itself", async () => {
    const first = flatten(
      ((await get("/1/api/marketplace/categories")).json() as CategoriesResponse).categories,
    );
    const second = flatten(
      ((await get("/2/api/marketplace/categories")).json() as CategoriesResponse).categories,
    );
    expect(second.length).toBeGreaterThan(0);
    const firstIds = new Set(first.map((category) => category.id));
    expect(second.some((category) => firstIds.has(category.id))).toBe(false);
  });

  it("answers 404 in the request's language for a company that does not exist", async () => {
    const english = await get("/999/api/marketplace/categories");
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ message: "This marketplace does not exist." });
    const arabic = await get("/999/api/marketplace/categories", "ar");
    expect(arabic.statusCode).toBe(404);
    expect(hasArabic(arabic.json().message)).toBe(true);
  });

  it.each(["abc", "0", "-1", "1.5", "١"])(
    "answers 400 for the malformed company id %s",
    async (company) => {
      const response = await get(`/${encodeURIComponent(company)}/api/marketplace/categories`);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe("string");
      expect(Object.keys(response.json())).toEqual(["message"]);
    },
  );
});

describe("GET /{company}/api/marketplace/home-page", () => {
  let body: HomePage;
  beforeAll(async () => {
    const response = await get("/1/api/marketplace/home-page");
    expect(response.statusCode).toBe(200);
    body = homePage.parse(response.json());
  });

  it("fills all four sections", () => {
    expect(body.new_arrival.length).toBeGreaterThanOrEqual(8);
    expect(body.recommended_items.length).toBeGreaterThanOrEqual(8);
    expect(body.popular_categories.length).toBeGreaterThanOrEqual(4);
    expect(body.vendors.length).toBeGreaterThanOrEqual(8);
  });

  it("lists new arrivals newest first and labels the recent ones new", async () => {
    const ids = body.new_arrival.map((product) => product.id);
    const dates = await t.database.db
      .select({ id: products.id, createdAt: products.createdAt })
      .from(products)
      .where(inArray(products.id, ids));
    const byId = new Map(dates.map((row) => [row.id, row.createdAt.getTime()]));
    const times = ids.map((id) => byId.get(id) ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.new_arrival[0]?.labels).toContain("new");
  });

  it("recommends only products in stock, best rated and best selling first", () => {
    expect(body.recommended_items.every((product) => product.stock > 0)).toBe(true);
    const average =
      body.recommended_items.reduce((sum, product) => sum + product.rating, 0) /
      body.recommended_items.length;
    expect(average).toBeGreaterThanOrEqual(4.3);
  });

  it("sends prices in riyals with at most two decimals, and a sale price below the price", () => {
    for (const product of [...body.new_arrival, ...body.recommended_items]) {
      expect(Math.round(product.price * 100)).toBeCloseTo(product.price * 100, 6);
      if (product.sale_price !== null) {
        expect(product.sale_price).toBeLessThan(product.price);
        expect(product.labels).toContain("sale");
      }
    }
  });

  it("gives every product at least two pictures at absolute addresses, served with long cache headers", async () => {
    for (const product of body.new_arrival) {
      expect(product.sm_pictures.length).toBeGreaterThanOrEqual(2);
      expect(product.sm_pictures[0]?.url.startsWith(`${testPublicUrl}/media/`)).toBe(true);
    }
    const picture = body.new_arrival[0]?.sm_pictures[0];
    const response = await get(new URL(picture?.url ?? "").pathname);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("names products, categories and vendors in Arabic for Arabic requests", async () => {
    const arabic = homePage.parse((await get("/1/api/marketplace/home-page", "ar")).json());
    expect(
      arabic.new_arrival.every(
        (product) => hasArabic(product.name) && hasArabic(product.category.name),
      ),
    ).toBe(true);
    expect(arabic.vendors.every((vendor) => hasArabic(vendor.name))).toBe(true);
    expect(arabic.new_arrival.map((product) => product.id)).toEqual(
      body.new_arrival.map((product) => product.id),
    );
  });

  it("never shows one company's products or vendors on another's home page", async () => {
    const second = homePage.parse((await get("/2/api/marketplace/home-page")).json());
    expect(second.new_arrival.length).toBeGreaterThan(0);
    const firstProducts = new Set(
      [...body.new_arrival, ...body.recommended_items].map((product) => product.id),
    );
    expect(second.new_arrival.some((product) => firstProducts.has(product.id))).toBe(false);
    const firstVendors = new Set(body.vendors.map((vendor) => vendor.id));
    expect(second.vendors.some((vendor) => firstVendors.has(vendor.id))).toBe(false);
  });

  it("answers 404 for an unknown company and 400 for a malformed one", async () => {
    expect((await get("/424242/api/marketplace/home-page")).statusCode).toBe(404);
    expect((await get("/x1/api/marketplace/home-page")).statusCode).toBe(400);
  });
});
