import {
  pagingHeaders,
  productList,
  vendorListResponse,
  vendorResponse,
} from "@souq/contract/catalog";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, vendors } from "../../db/schema.ts";
import { hasArabic } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

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

describe("GET /{company}/api/marketplace/vendors", () => {
  it("lists the marketplace's vendors, best rated first then by name, with paging", async () => {
    const response = await get("/1/api/marketplace/vendors");
    expect(response.statusCode).toBe(200);
    const body = vendorListResponse.parse(response.json());
    const stored = await t.database.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.companyId, 1));
    expect(body.meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 24,
      total: stored.length,
    });
    expect(body.data).toHaveLength(stored.length);
    for (let index = 1; index < body.data.length; index += 1) {
      const before = body.data[index - 1];
      const after = body.data[index];
      expect(before?.rating).toBeGreaterThanOrEqual(after?.rating ?? 0);
    }
    const products = body.data.reduce((sum, vendor) => sum + vendor.product_count, 0);
    expect(products).toBe(150);
  });

  it("answers the second page", async () => {
    const first = vendorListResponse.parse(
      (await get("/1/api/marketplace/vendors?per_page=4")).json(),
    );
    const second = vendorListResponse.parse(
      (await get("/1/api/marketplace/vendors?per_page=4&page=2")).json(),
    );
    expect(second.meta.current_page).toBe(2);
    expect(second.meta.last_page).toBe(Math.ceil(first.meta.total / 4));
    expect(second.data).toHaveLength(4);
    const all = vendorListResponse.parse(
      (await get("/1/api/marketplace/vendors?per_page=8")).json(),
    );
    expect([...first.data, ...second.data].map((vendor) => vendor.id)).toEqual(
      all.data.map((vendor) => vendor.id),
    );
  });

  it("speaks Arabic and keeps companies apart", async () => {
    const arabic = vendorListResponse.parse((await get("/1/api/marketplace/vendors", "ar")).json());
    expect(arabic.data.every((vendor) => hasArabic(vendor.name) && hasArabic(vendor.city))).toBe(
      true,
    );
    const second = vendorListResponse.parse((await get("/2/api/marketplace/vendors")).json());
    const firstIds = new Set(arabic.data.map((vendor) => vendor.id));
    expect(second.data.length).toBeGreaterThan(0);
    expect(second.data.some((vendor) => firstIds.has(vendor.id))).toBe(false);
  });

  it("answers 400 for a bad page", async () => {
    expect((await get("/1/api/marketplace/vendors?page=0")).statusCode).toBe(400);
    expect((await get("/1/api/marketplace/vendors?per_page=101")).statusCode).toBe(400);
  });
});

describe("GET /{company}/api/marketplace/vendors/{id}", () => {
  it("answers the vendor with review count, colour and joining date", async () => {
    const list = vendorListResponse.parse((await get("/1/api/marketplace/vendors")).json());
    const summary = list.data[0];
    const response = await get(`/1/api/marketplace/vendors/${summary?.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = vendorResponse.parse(response.json());
    const { review_count, colour, joined_at, ...rest } = data;
    expect(rest).toEqual(summary);
    const rows = await t.database.db
      .select({ count: products.ratingCount })
      .from(products)
      .where(eq(products.vendorId, data.id));
    expect(review_count).toBe(rows.reduce((sum, row) => sum + row.count, 0));
    expect(review_count).toBeGreaterThan(0);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(Date.parse(joined_at)).toBeLessThanOrEqual(Date.now());
    // Each vendor's own start, not the day the marketplace was set up.
    const joined = await Promise.all(
      list.data.map(
        async (vendor) =>
          vendorResponse.parse((await get(`/1/api/marketplace/vendors/${vendor.id}`)).json()).data
            .joined_at,
      ),
    );
    expect(new Set(joined.map((date) => date.slice(0, 7))).size).toBe(joined.length);
    expect(joined.every((date) => Date.parse(date) < Date.now() - 365 * 24 * 3600 * 1000)).toBe(
      true,
    );

    const listing = await get(`/1/api/marketplace/products?vendor_id=${data.id}&per_page=60`);
    expect(Number(listing.headers[pagingHeaders.total])).toBe(data.product_count);
    expect(
      productList.parse(listing.json()).every((product) => product.vendor.id === data.id),
    ).toBe(true);
  });

  it("answers 404 for an unknown vendor or another marketplace's, 400 for a bad id", async () => {
    const unknown = await get("/1/api/marketplace/vendors/999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "This vendor does not exist." });
    const second = vendorListResponse.parse((await get("/2/api/marketplace/vendors")).json());
    const crossed = await get(`/1/api/marketplace/vendors/${second.data[0]?.id}`, "ar");
    expect(crossed.statusCode).toBe(404);
    expect(hasArabic(crossed.json().message)).toBe(true);
    expect((await get("/1/api/marketplace/vendors/abc")).statusCode).toBe(400);
  });
});
