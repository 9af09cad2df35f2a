import {
  type ProductDetailResponse,
  productDetailResponse,
  productList,
} from "@souq/contract/catalog";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, productPictures, products } from "../../db/schema.ts";
import { hasArabic } from "../../test/accounts.ts";
import { buildTestApp, type TestApp, testPublicUrl } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

function get(url: string, language?: string) {
  return t.app.inject({
    method: "GET",
    url,
    headers: language ? { "accept-language": language } : {},
  });
}

async function detail(id: number, language?: string): Promise<ProductDetailResponse> {
  const response = await get(`/1/api/marketplace/products/${id}`, language);
  expect(response.statusCode, response.body).toBe(200);
  return productDetailResponse.parse(response.json());
}

/** A product of company 1 with colour variants (its gallery maps pictures to colours). */
async function productWithColours(): Promise<number> {
  const rows = await t.database.db
    .selectDistinct({ id: productPictures.productId })
    .from(productPictures)
    .innerJoin(products, eq(products.id, productPictures.productId))
    .where(eq(products.companyId, 1))
    .orderBy(asc(productPictures.productId));
  for (const row of rows) {
    const pictures = await t.database.db
      .select({ colourHex: productPictures.colourHex })
      .from(productPictures)
      .where(eq(productPictures.productId, row.id));
    if (new Set(pictures.map((picture) => picture.colourHex)).size > 1) return row.id;
  }
  throw new Error("no product with several colours");
}

describe("GET /{company}/api/marketplace/products/{id}", () => {
  it("answers the card fields and the details, in English by default", async () => {
    const id = await productWithColours();
    const { data } = await detail(id);
    const card = productList
      .parse((await get("/1/api/marketplace/products?per_page=60&page=1")).json())
      .concat(
        productList.parse((await get("/1/api/marketplace/products?per_page=60&page=2")).json()),
      )
      .concat(
        productList.parse((await get("/1/api/marketplace/products?per_page=60&page=3")).json()),
      )
      .find((product) => product.id === id);
    expect(card).toBeDefined();
    const {
      description,
      specifications,
      category_path,
      vendor_detail,
      gallery,
      sales_count,
      ...rest
    } = data;
    expect(rest).toEqual(card);
    expect(description.length).toBeGreaterThan(20);
    expect(hasArabic(description)).toBe(false);
    expect(specifications.length).toBeGreaterThan(0);
    expect(vendor_detail.id).toBe(data.vendor.id);
    expect(vendor_detail.name).toBe(data.vendor.name);
    const [row] = await t.database.db
      .select({ sales: products.salesCount })
      .from(products)
      .where(eq(products.id, id));
    expect(sales_count).toBe(row?.sales);
  });

  it("gives the category path from the top-level category down to the product's own", async () => {
    const { data } = await detail(await productWithColours());
    expect(data.category_path.length).toBe(2);
    expect(data.category_path.at(-1)).toEqual(data.category);
    const [leaf] = await t.database.db
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, data.category.id));
    expect(data.category_path[0]?.id).toBe(leaf?.parentId);
  });

  it("maps every gallery picture to the colour it shows, with 200 and 800 pixel sizes", async () => {
    const id = await productWithColours();
    const { data } = await detail(id);
    const stored = await t.database.db
      .select()
      .from(productPictures)
      .where(eq(productPictures.productId, id))
      .orderBy(asc(productPictures.position));
    expect(data.gallery).toHaveLength(stored.length);
    data.gallery.forEach((picture, index) => {
      const row = stored[index];
      expect(picture.colour_hex).toBe(row?.colourHex);
      expect(picture.thumbnail.width).toBe(200);
      expect(picture.large.width).toBe(800);
      expect(picture.thumbnail.url).toBe(`${testPublicUrl}/media/${row?.mediaKey}-200.webp`);
      expect(picture.large.url).toBe(`${testPublicUrl}/media/${row?.mediaKey}-800.webp`);
    });
    const variantHexes = new Set(data.variants.map((variant) => variant.colour?.hex));
    for (const picture of data.gallery)
      expect(variantHexes.has(picture.colour_hex ?? "")).toBe(true);
  });

  it("relates up to eight other in-stock products of the same category, best sellers first", async () => {
    const id = await productWithColours();
    const { data, related } = await detail(id);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(8);
    expect(related.some((product) => product.id === id)).toBe(false);
    expect(related.every((product) => product.stock > 0)).toBe(true);
    const parentId = data.category_path[0]?.id;
    const sameCategory = related.filter((product) => product.category.id === data.category.id);
    // Same-category products come first; the rest share the parent category.
    expect(related.slice(0, sameCategory.length)).toEqual(sameCategory);
    const siblings = (
      await t.database.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.parentId, parentId ?? 0))
    ).map((row) => row.id);
    for (const product of related) expect(siblings).toContain(product.category.id);
    const sales = new Map(
      (
        await t.database.db
          .select({ id: products.id, sales: products.salesCount })
          .from(products)
          .where(eq(products.companyId, 1))
      ).map((row) => [row.id, row.sales]),
    );
    const ranks = sameCategory.map((product) => sales.get(product.id) ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it("speaks Arabic, specifications included", async () => {
    const { data } = await detail(await productWithColours(), "ar");
    expect(hasArabic(data.name)).toBe(true);
    expect(hasArabic(data.description)).toBe(true);
    expect(data.specifications.every((spec) => hasArabic(spec.label))).toBe(true);
    expect(data.category_path.every((step) => hasArabic(step.name))).toBe(true);
  });

  it("answers 404 for an unknown product or another marketplace's, and 400 for a bad id", async () => {
    const unknown = await get("/1/api/marketplace/products/999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "This product does not exist." });
    const [foreign] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.companyId, 2))
      .limit(1);
    expect((await get(`/2/api/marketplace/products/${foreign?.id}`)).statusCode).toBe(200);
    const crossed = await get(`/1/api/marketplace/products/${foreign?.id}`, "ar");
    expect(crossed.statusCode).toBe(404);
    expect(hasArabic(crossed.json().message)).toBe(true);
    for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
      expect((await get(`/1/api/marketplace/products/${bad}`)).statusCode, bad).toBe(400);
    }
  });
});
