import { type Cart, cartResponse } from "@souq/contract/cart";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, products, productVariants } from "../../db/schema.ts";
import {
  bearer,
  freshAddress,
  login,
  registerShopper,
  signUp,
  uniqueEmail,
} from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { toRiyals, unitPriceOf } from "../pricing/public.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const cartUrl = "/1/api/marketplace/cart";
const tokenHeaders = (token: string): Headers => ({ "x-cart-token": token });

const add = (payload: Record<string, string | number>, headers: Headers = {}) =>
  t.app.inject({ method: "POST", url: cartUrl, headers, payload });

const update = (payload: string | Record<string, unknown>, headers: Headers = {}) =>
  t.app.inject({
    method: "POST",
    url: `${cartUrl}/update-cart-products`,
    headers:
      typeof payload === "string"
        ? { ...headers, "content-type": "application/x-www-form-urlencoded" }
        : headers,
    payload,
  });

const merge = (headers: Headers) =>
  t.app.inject({ method: "POST", url: `${cartUrl}/merge`, headers });

async function cartOf(headers: Headers): Promise<Cart> {
  const response = await t.app.inject({ method: "GET", url: cartUrl, headers });
  return cartResponse.parse(response.json()).data;
}

const quantities = (cart: Cart) =>
  Object.fromEntries(
    cart.items.map((item) => [`${item.product_id}:${item.variant_id ?? ""}`, item.qty]),
  );

interface Plain {
  id: number;
  price: number;
  salePrice: number | null;
}

/** Products of marketplace 1 without variants, each given a stock of its own for these tests. */
let plain: Plain[];
let variant: { id: number; productId: number };

async function setStock(productId: number, stock: number) {
  await t.database.db.update(products).set({ stock }).where(eq(products.id, productId));
}

beforeAll(async () => {
  const withoutVariants = sql`not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;
  plain = await t.database.db
    .select({ id: products.id, price: products.price, salePrice: products.salePrice })
    .from(products)
    .where(and(eq(products.companyId, 1), withoutVariants))
    .orderBy(asc(products.id))
    .limit(8);
  if (plain.length < 8) throw new Error("the seed has too few products without variants");
  for (const product of plain) await setStock(product.id, 200);
  const [found] = await t.database.db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.companyId, 1), gt(productVariants.stock, 0)))
    .orderBy(asc(productVariants.id))
    .limit(1);
  if (!found) throw new Error("the seed has no variant in stock");
  variant = found;
});

const nth = (index: number) => plain[index] as Plain;

/** A guest's first add: answers the guest's token. */
async function guestWith(productIndex: number, quantity: number): Promise<string> {
  const response = await add({ item_id: nth(productIndex).id, item_quantity: quantity });
  expect(response.statusCode).toBe(200);
  const token = String(response.headers["x-cart-token"]);
  expect(response.json().cart_token).toBe(token);
  return token;
}

describe("a guest's cart", () => {
  it("answers a cart token on the first add, and the same cart for that token", async () => {
    const token = await guestWith(0, 2);
    const again = await add({ item_id: nth(1).id, item_quantity: 1 }, tokenHeaders(token));
    expect(again.statusCode).toBe(200);
    expect(again.headers["x-cart-token"]).toBeUndefined();
    expect(again.json().cart_token).toBeUndefined();
    const cart = await cartOf(tokenHeaders(token));
    expect(quantities(cart)).toEqual({ [`${nth(0).id}:`]: 2, [`${nth(1).id}:`]: 1 });
    expect(cart.item_count).toBe(3);
    // Nobody else sees it: not another guest, not a shopper, not a forged token.
    expect((await cartOf({})).items).toEqual([]);
    expect((await cartOf(tokenHeaders("A".repeat(43)))).items).toEqual([]);
    const shopper = await registerShopper(t.app, { company_id: 1 });
    expect((await cartOf({ ...bearer(shopper.token), ...tokenHeaders(token) })).items).toEqual([]);
  });

  it("stores only the token's hash", async () => {
    const token = await guestWith(0, 1);
    const stored = await t.database.db
      .select({ hash: carts.guestTokenHash })
      .from(carts)
      .where(sql`${carts.guestTokenHash} is not null`);
    expect(stored.map((row) => row.hash)).not.toContain(token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.hash ?? ""))).toBe(true);
  });

  it("expires 30 days after its last change: the token then names no cart, and a new one is made", async () => {
    const token = await guestWith(0, 1);
    const hashes = await t.database.db
      .select({ id: carts.id, hash: carts.guestTokenHash })
      .from(carts)
      .where(sql`${carts.userId} is null`);
    await t.database.db
      .update(carts)
      .set({ updatedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(sql`${carts.userId} is null`);
    expect((await cartOf(tokenHeaders(token))).items).toEqual([]);
    const renewed = await add({ item_id: nth(0).id, item_quantity: 1 }, tokenHeaders(token));
    const newToken = renewed.headers["x-cart-token"];
    expect(newToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken).not.toBe(token);
    // Making it cleared expired guest carts away.
    const left = await t.database.db
      .select({ id: carts.id })
      .from(carts)
      .where(sql`${carts.userId} is null`);
    expect(left.filter((row) => hashes.some((old) => old.id === row.id))).toEqual([]);
  });

  it("removes its own lines, and answers 404 for a line of another cart", async () => {
    const token = await guestWith(2, 1);
    const other = await guestWith(3, 1);
    const [otherLine] = (await cartOf(tokenHeaders(other))).items;
    const [ownLine] = (await cartOf(tokenHeaders(token))).items;
    const foreign = await t.app.inject({
      method: "DELETE",
      url: `${cartUrl}/${otherLine?.id}`,
      headers: tokenHeaders(token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await cartOf(tokenHeaders(other))).items).toHaveLength(1);
    const own = await t.app.inject({
      method: "DELETE",
      url: `${cartUrl}/${ownLine?.id}`,
      headers: tokenHeaders(token),
    });
    expect(own.statusCode).toBe(200);
    expect(cartResponse.parse(own.json()).data.items).toEqual([]);
  });
});

describe("new guest carts from one address", () => {
  it("are limited to 60 an hour; other addresses and existing carts go on", async () => {
    const address = freshAddress();
    const start = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: cartUrl,
        remoteAddress,
        payload: { item_id: nth(0).id, item_quantity: 1 },
      });
    let token = "";
    for (let made = 0; made < 60; made += 1) {
      const response = await start(address);
      expect(response.statusCode).toBe(200);
      token = String(response.headers["x-cart-token"]);
    }
    const refused = await start(address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["x-cart-token"]).toBeUndefined();
    expect((await start(freshAddress())).statusCode).toBe(200);
    const existing = await t.app.inject({
      method: "POST",
      url: cartUrl,
      remoteAddress: address,
      headers: tokenHeaders(token),
      payload: { item_id: nth(1).id, item_quantity: 1 },
    });
    expect(existing.statusCode).toBe(200);
  });
});

describe("refused quantities and products change nothing", () => {
  const refusals: Array<[string, string | number]> = [
    ["zero", 0],
    ["negative", -1],
    ["a hundred", 100],
    ["a fraction", 1.5],
    ["text", "two"],
    ["blank", ""],
  ];

  it.each(refusals)("adding %s answers 422 beside item_quantity", async (_label, quantity) => {
    const token = await guestWith(4, 1);
    const before = await cartOf(tokenHeaders(token));
    const response = await add(
      { item_id: nth(4).id, item_quantity: quantity },
      { ...tokenHeaders(token), "accept-language": "ar" },
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe("بعض البيانات المدخلة غير صالحة.");
    expect(body.errors.item_quantity?.[0]).toMatch(/[\u0600-\u06FF]/);
    expect(await cartOf(tokenHeaders(token))).toEqual(before);
  });

  it.each(refusals.filter(([, quantity]) => quantity !== 0 && quantity !== 100))(
    "updating to %s answers 422 beside the item's quantity",
    async (_label, quantity) => {
      const token = await guestWith(4, 1);
      const before = await cartOf(tokenHeaders(token));
      const response = await update(
        { items: [{ item_id: nth(4).id, item_quantity: quantity }] },
        tokenHeaders(token),
      );
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(["items.0.item_quantity"]);
      expect(await cartOf(tokenHeaders(token))).toEqual(before);
    },
  );

  it("a guest refused on a first add gets no cart", async () => {
    const response = await add({ item_id: nth(4).id, item_quantity: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.headers["x-cart-token"]).toBeUndefined();
  });

  it("another marketplace's product answers 404, in the request's language", async () => {
    const [elsewhere] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.companyId, 2))
      .limit(1);
    const token = await guestWith(4, 1);
    const before = await cartOf(tokenHeaders(token));
    const added = await add(
      { item_id: elsewhere?.id ?? 0, item_quantity: 1 },
      { ...tokenHeaders(token), "accept-language": "ar" },
    );
    expect(added.statusCode).toBe(404);
    expect(added.json().message).toMatch(/[\u0600-\u06FF]/);
    const updated = await update(
      {
        items: [
          { item_id: nth(4).id, item_quantity: 5 },
          { item_id: elsewhere?.id ?? 0, item_quantity: 1 },
        ],
      },
      tokenHeaders(token),
    );
    expect(updated.statusCode).toBe(404);
    expect(await cartOf(tokenHeaders(token))).toEqual(before);
  });

  it("a line that would pass 99 is refused, and the cart stays", async () => {
    await setStock(nth(5).id, 500);
    const token = await guestWith(5, 60);
    const response = await add({ item_id: nth(5).id, item_quantity: 40 }, tokenHeaders(token));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.item_quantity).toEqual([
      "A cart can hold at most 99 of one product.",
    ]);
    expect(quantities(await cartOf(tokenHeaders(token)))).toEqual({ [`${nth(5).id}:`]: 60 });
    await setStock(nth(5).id, 200);
  });
});

describe("POST cart/update-cart-products", () => {
  it("sets quantities from form data, removes a line with 0, and answers the cart that replaces the old", async () => {
    const token = await guestWith(0, 1);
    await add({ item_id: nth(1).id, item_quantity: 4 }, tokenHeaders(token));
    const response = await update(
      `items[0][item_id]=${nth(0).id}&items[0][item_quantity]=7&items[0][variant_id]=` +
        `&items[1][item_id]=${nth(1).id}&items[1][item_quantity]=0` +
        `&items[2][item_id]=${variant.productId}&items[2][item_quantity]=1&items[2][variant_id]=${variant.id}`,
      tokenHeaders(token),
    );
    expect(response.statusCode).toBe(200);
    const { data } = cartResponse.parse(response.json());
    expect(quantities(data)).toEqual({
      [`${nth(0).id}:`]: 7,
      [`${variant.productId}:${variant.id}`]: 1,
    });
    expect(await cartOf(tokenHeaders(token))).toEqual(data);
  });

  it("ignores a price sent by the client", async () => {
    const shopper = await registerShopper(t.app, { company_id: 1 });
    const response = await update(
      {
        items: [{ item_id: nth(6).id, item_quantity: 2, price: 0.01, sale_price: 0.01 }],
        total: 1,
      },
      bearer(shopper.token),
    );
    expect(response.statusCode).toBe(200);
    const { data } = cartResponse.parse(response.json());
    expect(data.items[0]?.price).toBe(toRiyals(nth(6).price));
    expect(data.subtotal).toBe(toRiyals(unitPriceOf(nth(6).price, nth(6).salePrice) * 2));
  });

  it("refuses more than the stock beside the item, changing no other line", async () => {
    await setStock(nth(7).id, 3);
    const token = await guestWith(7, 1);
    const response = await update(
      {
        items: [
          { item_id: nth(0).id, item_quantity: 2 },
          { item_id: nth(7).id, item_quantity: 4 },
        ],
      },
      tokenHeaders(token),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Only 3 left in stock",
      errors: { "items.1.item_quantity": ["Only 3 left in stock"] },
    });
    expect(quantities(await cartOf(tokenHeaders(token)))).toEqual({ [`${nth(7).id}:`]: 1 });
    await setStock(nth(7).id, 200);
  });
});

describe("flags on the cart's lines", () => {
  it("flags a price changed since the line was set, with the old price, until it is set again", async () => {
    const token = await guestWith(6, 1);
    const product = nth(6);
    const before = unitPriceOf(product.price, product.salePrice);
    await t.database.db
      .update(products)
      .set({ price: product.price + 500, salePrice: null })
      .where(eq(products.id, product.id));
    const [line] = (await cartOf(tokenHeaders(token))).items;
    expect(line).toMatchObject({
      price: toRiyals(product.price + 500),
      sale_price: null,
      price_changed: true,
      previous_price: toRiyals(before),
    });
    const set = await update(
      { items: [{ item_id: product.id, item_quantity: 2 }] },
      tokenHeaders(token),
    );
    expect(cartResponse.parse(set.json()).data.items[0]).toMatchObject({
      price_changed: false,
      previous_price: null,
    });
    await t.database.db
      .update(products)
      .set({ price: product.price, salePrice: product.salePrice })
      .where(eq(products.id, product.id));
  });

  it("flags a line whose stock ran short, and one sold out", async () => {
    const token = await guestWith(3, 5);
    await add({ item_id: nth(2).id, item_quantity: 1 }, tokenHeaders(token));
    await setStock(nth(3).id, 2);
    await setStock(nth(2).id, 0);
    const cart = await cartOf(tokenHeaders(token));
    const short = cart.items.find((item) => item.product_id === nth(3).id);
    const out = cart.items.find((item) => item.product_id === nth(2).id);
    expect(short).toMatchObject({ qty: 5, max_qty: 2, short: true, available: true });
    expect(out).toMatchObject({ qty: 1, max_qty: 0, short: true, available: false });
    await setStock(nth(3).id, 200);
    await setStock(nth(2).id, 200);
    const fine = (await cartOf(tokenHeaders(token))).items.find(
      (item) => item.product_id === nth(3).id,
    );
    expect(fine).toMatchObject({ max_qty: 99, short: false, available: true });
  });
});

describe("merging a guest cart into the account", () => {
  it("at sign-in: quantities add up, capped by stock and by 99, and the guest cart is gone", async () => {
    const shopper = await registerShopper(t.app, { company_id: 1 });
    const auth = bearer(shopper.token);
    await setStock(nth(0).id, 200);
    await setStock(nth(1).id, 6);
    // The account already has 50 of product 0 and 2 of product 1.
    await add({ item_id: nth(0).id, item_quantity: 50 }, auth);
    await add({ item_id: nth(1).id, item_quantity: 2 }, auth);
    // The guest has 60 of product 0, 5 of product 1 and 1 of product 2.
    const token = await guestWith(0, 60);
    await setStock(nth(1).id, 200);
    await add({ item_id: nth(1).id, item_quantity: 5 }, tokenHeaders(token));
    await add({ item_id: nth(2).id, item_quantity: 1 }, tokenHeaders(token));
    await setStock(nth(1).id, 6);

    const signedIn = await login(t.app, {
      email: shopper.email,
      password: shopper.password,
      company_id: 1,
    });
    const newAuth = bearer(signedIn.json().access_token.accessToken as string);
    const response = await merge({ ...newAuth, ...tokenHeaders(token) });
    expect(response.statusCode).toBe(200);
    const { data } = cartResponse.parse(response.json());
    expect(quantities(data)).toEqual({
      [`${nth(0).id}:`]: 99,
      [`${nth(1).id}:`]: 6,
      [`${nth(2).id}:`]: 1,
    });
    expect(await cartOf(newAuth)).toEqual(data);
    expect((await cartOf(tokenHeaders(token))).items).toEqual([]);
    // A second merge with the spent token changes nothing.
    const again = await merge({ ...newAuth, ...tokenHeaders(token) });
    expect(cartResponse.parse(again.json()).data).toEqual(data);
    await setStock(nth(1).id, 200);
  });

  it("at registration: the new account gets the guest's cart", async () => {
    const token = await guestWith(3, 2);
    const email = uniqueEmail("merge");
    const registered = await signUp(t.app, {
      name: "Guest Turned Shopper",
      email,
      phone: "+966500000001",
      password: "correct horse battery",
      password_confirmation: "correct horse battery",
      company_id: 1,
    });
    const auth = bearer(registered.access_token.accessToken);
    const response = await merge({ ...auth, ...tokenHeaders(token) });
    expect(quantities(cartResponse.parse(response.json()).data)).toEqual({ [`${nth(3).id}:`]: 2 });
  });

  it("needs a signed-in shopper, and without a guest token changes nothing", async () => {
    const token = await guestWith(3, 1);
    const guest = await merge(tokenHeaders(token));
    expect(guest.statusCode).toBe(401);
    expect((await cartOf(tokenHeaders(token))).items).toHaveLength(1);
    const shopper = await registerShopper(t.app, { company_id: 1 });
    const response = await merge(bearer(shopper.token));
    expect(response.statusCode).toBe(200);
    expect(cartResponse.parse(response.json()).data.items).toEqual([]);
  });
});
