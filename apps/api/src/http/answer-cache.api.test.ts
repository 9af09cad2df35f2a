import { pagingHeaders, productDetailResponse, productList } from "@souq/contract/catalog";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, productVariants } from "../db/schema.ts";
import { bearer } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { type Desk, signInDesk } from "../test/vendor-desks.ts";

// The catalog's answers are kept for a moment in the API's process (ADR 57): the same question
// gets the same bytes without the database, and any write the API answers is read at once.

let t: TestApp;
let desk: Desk;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  desk = await signInDesk(t, "riyadh-digital-hub", 1);
  // One of the vendor's products sold without variants, so its price is the product's own.
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(products.vendorId, desk.vendorId),
        eq(products.status, "published"),
        isNull(productVariants.id),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error("the vendor sells nothing without variants");
  productId = row.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, language = "en") =>
  t.app.inject({ method: "GET", url, headers: { "accept-language": language } });

/** How many statements the database ran while `work` ran. */
async function queriesDuring(work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const stop = t.database.watchQueries(() => {
    count += 1;
  });
  try {
    await work();
  } finally {
    stop();
  }
  return count;
}

const listUrl = "/1/api/marketplace/products?per_page=12&sort=newest";

describe("the catalog's answers", () => {
  it("are the same bytes and headers the second time, without asking the database", async () => {
    const first = await get(listUrl);
    expect(first.statusCode).toBe(200);
    let second = first;
    expect(await queriesDuring(async () => (second = await get(listUrl)))).toBe(0);
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
    for (const header of Object.values(pagingHeaders)) {
      expect(second.headers[header], header).toBe(first.headers[header]);
    }
    expect(productList.parse(second.json())).toHaveLength(12);
  });

  it("are kept per language", async () => {
    const english = await get(`/1/api/marketplace/products/${productId}`);
    const arabic = await get(`/1/api/marketplace/products/${productId}`, "ar");
    expect(productDetailResponse.parse(english.json()).data.name).not.toBe(
      productDetailResponse.parse(arabic.json()).data.name,
    );
  });

  it("follow a write the API answered at once, and a refused write keeps them", async () => {
    const url = `/1/api/marketplace/products/${productId}`;
    const before = productDetailResponse.parse((await get(url)).json()).data;
    const refused = await t.app.inject({
      method: "PATCH",
      url: `/1/api/vendor/products/${productId}`,
      headers: bearer(desk.token),
      payload: { price: -1 },
    });
    expect(refused.statusCode).toBe(422);
    expect(await queriesDuring(() => get(url))).toBe(0);

    const price = before.price + 7;
    const changed = await t.app.inject({
      method: "PATCH",
      url: `/1/api/vendor/products/${productId}`,
      headers: bearer(desk.token),
      payload: { price, sale_price: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = productDetailResponse.parse((await get(url)).json()).data;
    expect(after.price).toBe(price);
  });

  it("are made again once their moment has passed", async () => {
    const brief = await buildTestApp({ answerCacheMs: 200 });
    try {
      const ask = () =>
        brief.app.inject({ method: "GET", url: listUrl, headers: { "accept-language": "en" } });
      await ask();
      let count = 0;
      const stop = brief.database.watchQueries(() => {
        count += 1;
      });
      await ask();
      expect(count).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await ask();
      stop();
      expect(count).toBeGreaterThan(0);
    } finally {
      await brief.close();
    }
  });
});
