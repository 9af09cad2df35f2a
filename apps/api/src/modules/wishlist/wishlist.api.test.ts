import {
  maxWishlistProducts,
  wishListMergeResponse,
  wishListResponse,
  wishListToggleResponse,
} from "@souq/contract/wishlist";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, wishlistItems } from "../../db/schema.ts";
import { bearer, hasArabic, registerShopper, type TestShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
/** Products of marketplace 1, by id, and one of marketplace 2. */
let ids: number[];
let elsewhere: number;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.companyId, 1))
    .orderBy(asc(products.id));
  ids = rows.map((row) => row.id);
  const [other] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.companyId, 2))
    .limit(1);
  if (!other || ids.length <= maxWishlistProducts) {
    throw new Error("the seed needs more products in marketplace 1 and one in marketplace 2");
  }
  elsewhere = other.id;
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const nth = (index: number) => ids[index] as number;

const listUrl = (company = 1) => `/${company}/api/marketplace/wish-list`;
const toggleUrl = (id: number | string, company = 1) =>
  `/${company}/api/marketplace/add-remove-wish-list/${id}`;
const mergeUrl = (company = 1) => `/${company}/api/marketplace/wish-list/merge`;
const productsUrl = (query: string, company = 1) =>
  `/${company}/api/marketplace/wish-list/products?${query}`;

const toggle = (id: number | string, headers: Headers, company = 1) =>
  t.app.inject({ method: "GET", url: toggleUrl(id, company), headers });

const merge = (payload: unknown, headers: Headers, company = 1) =>
  t.app.inject({
    method: "POST",
    url: mergeUrl(company),
    headers,
    payload: payload as Record<string, unknown>,
  });

async function listIds(headers: Headers, company = 1): Promise<number[]> {
  const response = await t.app.inject({ method: "GET", url: listUrl(company), headers });
  expect(response.statusCode).toBe(200);
  return wishListResponse.parse(response.json()).wish_list.map((product) => product.id);
}

async function shopper(): Promise<{ who: TestShopper; auth: Headers }> {
  const who = await registerShopper(t.app);
  return { who, auth: bearer(who.token) };
}

describe("GET /{company}/api/marketplace/add-remove-wish-list/{id}", () => {
  it("adds a product that is absent and removes it the second time, back to the start", async () => {
    const { auth } = await shopper();
    expect(await listIds(auth)).toEqual([]);
    const added = await toggle(nth(0), auth);
    expect(added.statusCode).toBe(200);
    expect(added.headers["cache-control"]).toBe("private, no-store");
    expect(wishListToggleResponse.parse(added.json())).toEqual({
      message: "Product added to wishlist",
      status: "added",
      product_id: nth(0),
      product_ids: [nth(0)],
    });
    expect(await listIds(auth)).toEqual([nth(0)]);
    const removed = await toggle(nth(0), { ...auth, "accept-language": "ar" });
    expect(removed.statusCode).toBe(200);
    const body = wishListToggleResponse.parse(removed.json());
    expect(body).toMatchObject({ status: "removed", product_id: nth(0), product_ids: [] });
    expect(body.message).toBe("تمت إزالة المنتج من المفضلة");
    expect(await listIds(auth)).toEqual([]);
  });

  it("lists the saved products as cards, the last saved first, in the request's language", async () => {
    const { auth } = await shopper();
    await toggle(nth(1), auth);
    await toggle(nth(2), auth);
    expect(await listIds(auth)).toEqual([nth(2), nth(1)]);
    const arabic = await t.app.inject({
      method: "GET",
      url: listUrl(),
      headers: { ...auth, "accept-language": "ar" },
    });
    const [first] = wishListResponse.parse(arabic.json()).wish_list;
    expect(first?.id).toBe(nth(2));
    expect(hasArabic(first?.name ?? "")).toBe(true);
    expect(first).toHaveProperty("stock");
    expect(first).toHaveProperty("variants");
    expect(first?.sm_pictures.length).toBeGreaterThan(0);
  });

  it("refuses another marketplace's product and an unknown one with 404, changing nothing", async () => {
    const { auth } = await shopper();
    await toggle(nth(3), auth);
    const other = await toggle(elsewhere, { ...auth, "accept-language": "ar" });
    expect(other.statusCode).toBe(404);
    expect(hasArabic(other.json().message)).toBe(true);
    const unknown = await toggle(2_000_000_000, auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "This product does not exist." });
    expect(await listIds(auth)).toEqual([nth(3)]);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999", "٣"])(
    "answers 400 to the malformed id %j",
    async (id) => {
      const { auth } = await shopper();
      const response = await toggle(encodeURIComponent(id), auth);
      expect(response.statusCode).toBe(400);
      expect(await listIds(auth)).toEqual([]);
    },
  );

  it("answers 401 without a token, or with another marketplace's token", async () => {
    const response = await toggle(nth(0), {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect((await t.app.inject({ method: "GET", url: listUrl() })).statusCode).toBe(401);
    expect((await merge({ product_ids: [nth(0)] }, {})).statusCode).toBe(401);
    const { auth } = await shopper();
    expect((await toggle(nth(0), auth, 2)).statusCode).toBe(401);
    expect((await toggle(nth(0), bearer("not-a-real-token"))).statusCode).toBe(401);
  });

  it("keeps each shopper's list their own", async () => {
    const first = await shopper();
    const second = await shopper();
    await toggle(nth(4), first.auth);
    expect(await listIds(second.auth)).toEqual([]);
    // The second shopper's toggle of the same product saves it for them, not removes the first's.
    const theirs = await toggle(nth(4), second.auth);
    expect(theirs.json().status).toBe("added");
    await toggle(nth(4), second.auth);
    expect(await listIds(first.auth)).toEqual([nth(4)]);
    expect(await listIds(second.auth)).toEqual([]);
  });

  it(`holds at most ${maxWishlistProducts} products, and says so in the request's language`, async () => {
    const { who, auth } = await shopper();
    const now = Date.now();
    await t.database.db.insert(wishlistItems).values(
      ids.slice(0, maxWishlistProducts).map((productId, index) => ({
        userId: who.user.id,
        companyId: 1,
        productId,
        createdAt: new Date(now - index),
      })),
    );
    const refused = await toggle(nth(maxWishlistProducts), { ...auth, "accept-language": "ar" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("تتسع المفضلة لـ 100 منتج كحد أقصى. أزل منتجًا لتحفظ غيره.");
    const english = await toggle(nth(maxWishlistProducts), auth);
    expect(english.json().message).toBe(
      "Your wishlist can hold up to 100 products. Remove one to save another.",
    );
    expect(await listIds(auth)).toHaveLength(maxWishlistProducts);
    // Removing one still works at the limit, and makes room for another.
    expect((await toggle(nth(0), auth)).json().status).toBe("removed");
    expect((await toggle(nth(maxWishlistProducts), auth)).json().status).toBe("added");
    expect(await listIds(auth)).toHaveLength(maxWishlistProducts);
  });
});

describe("POST /{company}/api/marketplace/wish-list/merge", () => {
  it("adds a guest's products in their order, once each, after those already saved", async () => {
    const { auth } = await shopper();
    await toggle(nth(5), auth);
    const response = await merge({ product_ids: [nth(6), nth(5), nth(7), nth(6)] }, auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(wishListMergeResponse.parse(response.json())).toEqual({
      product_ids: [nth(6), nth(7), nth(5)],
      added: [nth(6), nth(7)],
      ignored: [nth(5), nth(6)],
    });
    expect(await listIds(auth)).toEqual([nth(6), nth(7), nth(5)]);
  });

  it("takes form data as the storefront of the spec sends lists", async () => {
    const { auth } = await shopper();
    const response = await t.app.inject({
      method: "POST",
      url: mergeUrl(),
      headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
      payload: `product_ids[]=${nth(8)}&product_ids[]=${nth(9)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(await listIds(auth)).toEqual([nth(8), nth(9)]);
  });

  it("ignores unknown and other marketplaces' products, saving the rest", async () => {
    const { auth } = await shopper();
    const response = await merge({ product_ids: [elsewhere, 2_000_000_000, nth(10)] }, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      added: [nth(10)],
      ignored: [elsewhere, 2_000_000_000],
    });
    expect(await listIds(auth)).toEqual([nth(10)]);
  });

  it("saves up to the limit and ignores the rest", async () => {
    const { auth } = await shopper();
    await toggle(nth(0), auth);
    const given = ids.slice(1, maxWishlistProducts + 1);
    const response = await merge({ product_ids: given }, auth);
    expect(response.statusCode).toBe(200);
    const body = wishListMergeResponse.parse(response.json());
    expect(body.added).toEqual(given.slice(0, maxWishlistProducts - 1));
    expect(body.ignored).toEqual([given[maxWishlistProducts - 1]]);
    expect(await listIds(auth)).toHaveLength(maxWishlistProducts);
  });

  it.each([
    ["no list", {}],
    ["an empty list", { product_ids: [] }],
    ["a malformed id", { product_ids: [1, "abc"] }],
    ["a negative id", { product_ids: [-4] }],
    ["too many ids", { product_ids: Array.from({ length: maxWishlistProducts + 1 }, () => 1) }],
  ])("refuses %s with 422 and changes nothing", async (_name, payload) => {
    const { auth } = await shopper();
    const response = await merge(payload, { ...auth, "accept-language": "ar" });
    expect(response.statusCode).toBe(422);
    expect(hasArabic(response.json().message)).toBe(true);
    expect(Object.keys(response.json().errors)[0]).toMatch(/^product_ids/);
    expect(await listIds(auth)).toEqual([]);
  });
});

describe("GET /{company}/api/marketplace/wish-list/products", () => {
  it("answers a guest's products in the order given, leaving out unknown and other marketplaces'", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: productsUrl(`product_ids=${nth(12)},${elsewhere},${nth(11)},2000000000`),
      headers: { "accept-language": "ar" },
    });
    expect(response.statusCode).toBe(200);
    const list = wishListResponse.parse(response.json()).wish_list;
    expect(list.map((product) => product.id)).toEqual([nth(12), nth(11)]);
    expect(hasArabic(list[0]?.name ?? "")).toBe(true);
  });

  it("refuses malformed and too many ids with 400, as every bad query", async () => {
    const bad = await t.app.inject({ method: "GET", url: productsUrl("product_ids=1,x") });
    expect(bad.statusCode).toBe(400);
    const many = Array.from({ length: maxWishlistProducts + 1 }, (_, index) => index + 1).join(",");
    const tooMany = await t.app.inject({ method: "GET", url: productsUrl(`product_ids=${many}`) });
    expect(tooMany.statusCode).toBe(400);
    const none = await t.app.inject({ method: "GET", url: productsUrl("") });
    expect(none.statusCode).toBe(400);
  });
});

describe("the wishlist table", () => {
  it("keeps one row per shopper, marketplace and product", async () => {
    const { who, auth } = await shopper();
    await toggle(nth(13), auth);
    const rows = await t.database.db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, who.user.id), eq(wishlistItems.companyId, 1)));
    expect(rows.map((row) => row.productId)).toEqual([nth(13)]);
  });
});

describe("the OpenAPI document", () => {
  it("documents the wishlist calls under their own tag, the shopper's behind a bearer token", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    expect(document.tags.map((tag: { name: string }) => tag.name)).toContain("Wishlist");
    const operations = [
      ["/{company}/api/marketplace/wish-list", "get"],
      ["/{company}/api/marketplace/add-remove-wish-list/{id}", "get"],
      ["/{company}/api/marketplace/wish-list/merge", "post"],
      ["/{company}/api/marketplace/wish-list/products", "get"],
    ] as const;
    for (const [path, method] of operations) {
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(["Wishlist"]);
    }
    for (const [path, method] of operations.slice(0, 3)) {
      expect(paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
    expect(paths["/{company}/api/marketplace/wish-list/products"]?.get?.security).toBeUndefined();
  });
});
