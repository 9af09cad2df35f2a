import { cartResponse } from "@souq/contract/cart";
import { and, asc, eq, gt, ne, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, products, productVariants } from "../../db/schema.ts";
import { bearer, freshAddress, registerShopper, type TestShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { computeTotals, toRiyals, unitPriceOf } from "../pricing/public.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const cartUrl = (company: number) => `/${company}/api/marketplace/cart`;

const addToCart = (
  company: number,
  payload: Record<string, string | number>,
  headers: Record<string, string> = {},
) => t.app.inject({ method: "POST", url: cartUrl(company), headers, payload });

const removeLine = (company: number, id: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "DELETE", url: `${cartUrl(company)}/${id}`, headers });

const getCart = async (company: number, headers: Record<string, string>) =>
  cartResponse.parse((await t.app.inject({ method: "GET", url: cartUrl(company), headers })).json())
    .data;

interface Priced {
  id: number;
  price: number;
  salePrice: number | null;
}

const hasVariants = sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;
const withoutVariants = sql`not ${hasVariants}`;

/** Products of a marketplace, oldest first, chosen by a condition; each with its prices in halalas. */
async function productsWhere(companyId: number, condition: SQL | undefined, limit: number) {
  return t.database.db
    .select({ id: products.id, price: products.price, salePrice: products.salePrice })
    .from(products)
    .where(and(eq(products.companyId, companyId), condition))
    .orderBy(asc(products.id))
    .limit(limit);
}

async function setProductStock(productId: number, stock: number) {
  await t.database.db.update(products).set({ stock }).where(eq(products.id, productId));
}

describe("POST /{company}/api/marketplace/cart", () => {
  let shopper: TestShopper;
  let auth: Record<string, string>;
  /** Products of marketplace 1 without variants, each with plenty of stock. */
  let plain: Priced[];
  let withVariants: { productId: number; variantId: number; otherVariantId: number };

  beforeAll(async () => {
    shopper = await registerShopper(t.app, { company_id: 1 });
    auth = bearer(shopper.token);
    plain = await productsWhere(1, withoutVariants, 5);
    if (plain.length < 5) throw new Error("the seed has too few products without variants");
    for (const product of plain) await setProductStock(product.id, 50);

    const [variant] = await t.database.db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.companyId, 1), gt(productVariants.stock, 0)))
      .orderBy(asc(productVariants.id))
      .limit(1);
    if (!variant) throw new Error("the seed has no variant in stock");
    const [other] = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(ne(productVariants.productId, variant.productId))
      .limit(1);
    if (!other) throw new Error("the seed has no second product with variants");
    withVariants = {
      productId: variant.productId,
      variantId: variant.id,
      otherVariantId: other.id,
    };
  });

  it("adds a product without variants and totals it with the database's prices", async () => {
    const [product] = plain as [Priced];
    const response = await addToCart(1, { item_id: product.id, item_quantity: 2 }, auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    const { data } = cartResponse.parse(response.json());
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({
      product_id: product.id,
      variant_id: null,
      qty: 2,
      price: toRiyals(product.price),
      sale_price: product.salePrice === null ? null : toRiyals(product.salePrice),
    });
    const totals = computeTotals([
      { unitPrice: unitPriceOf(product.price, product.salePrice), quantity: 2 },
    ]);
    expect(data).toMatchObject({
      subtotal: toRiyals(totals.subtotal),
      discount: toRiyals(totals.discount),
      shipping: toRiyals(totals.shipping),
      tax: toRiyals(totals.tax),
      total: toRiyals(totals.total),
      item_count: 2,
    });
    // The answer is the cart as GET shows it.
    expect(await getCart(1, auth)).toEqual(data);
  });

  it("adds to the quantity of a line that is already there, from form data too", async () => {
    const [product] = plain as [Priced];
    const response = await t.app.inject({
      method: "POST",
      url: cartUrl(1),
      headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
      payload: `item_id=${product.id}&item_quantity=3&variant_id=`,
    });
    expect(response.statusCode).toBe(200);
    const { data } = cartResponse.parse(response.json());
    expect(data.items).toHaveLength(1);
    expect(data.items[0]?.qty).toBe(5);
    expect(data.item_count).toBe(5);
  });

  it("adds a variant as a line of its own, priced from the variant", async () => {
    const response = await addToCart(
      1,
      { item_id: withVariants.productId, variant_id: withVariants.variantId, item_quantity: 1 },
      auth,
    );
    expect(response.statusCode).toBe(200);
    const line = cartResponse
      .parse(response.json())
      .data.items.find((item) => item.variant_id === withVariants.variantId);
    const [variant] = await t.database.db
      .select({ price: productVariants.price, salePrice: productVariants.salePrice })
      .from(productVariants)
      .where(eq(productVariants.id, withVariants.variantId));
    expect(line).toMatchObject({
      product_id: withVariants.productId,
      qty: 1,
      price: toRiyals(variant?.price ?? -1),
    });
  });

  it("ignores a price sent by the client", async () => {
    const [, product] = plain as [Priced, Priced];
    const response = await addToCart(
      1,
      { item_id: product.id, item_quantity: 1, price: 0.01, sale_price: 0.01, unit_price: 1 },
      auth,
    );
    expect(response.statusCode).toBe(200);
    const line = cartResponse
      .parse(response.json())
      .data.items.find((item) => item.product_id === product.id);
    expect(line?.price).toBe(toRiyals(product.price));
    expect(line?.sale_price).toBe(product.salePrice === null ? null : toRiyals(product.salePrice));
  });

  it("asks for a variant of a product that has variants", async () => {
    const response = await addToCart(
      1,
      { item_id: withVariants.productId, item_quantity: 1 },
      auth,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Some of the information given is not valid.",
      errors: { variant_id: ["Choose one of this product's options."] },
    });
  });

  it("refuses a variant of another product", async () => {
    const response = await addToCart(
      1,
      {
        item_id: withVariants.productId,
        variant_id: withVariants.otherVariantId,
        item_quantity: 1,
      },
      auth,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.variant_id).toEqual(["Choose one of this product's options."]);
  });

  it("refuses a variant for a product without variants", async () => {
    const [product] = plain as [Priced];
    const response = await addToCart(
      1,
      { item_id: product.id, variant_id: withVariants.variantId, item_quantity: 1 },
      auth,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.variant_id).toEqual([
      "This product has no options to choose from.",
    ]);
  });

  it("refuses more than the stock, counting what is already in the cart, in both languages", async () => {
    const [, , product] = plain as [Priced, Priced, Priced];
    await setProductStock(product.id, 3);
    const tooMany = await addToCart(1, { item_id: product.id, item_quantity: 4 }, auth);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({
      message: "Only 3 left in stock",
      errors: { item_quantity: ["Only 3 left in stock"] },
    });

    expect((await addToCart(1, { item_id: product.id, item_quantity: 2 }, auth)).statusCode).toBe(
      200,
    );
    const inArabic = await addToCart(
      1,
      { item_id: product.id, item_quantity: 2 },
      { ...auth, "accept-language": "ar" },
    );
    expect(inArabic.statusCode).toBe(422);
    expect(inArabic.json()).toEqual({
      message: "لم يتبقَّ في المخزون سوى 3",
      errors: { item_quantity: ["لم يتبقَّ في المخزون سوى 3"] },
    });
    const line = (await getCart(1, auth)).items.find((item) => item.product_id === product.id);
    expect(line?.qty).toBe(2);
  });

  it("refuses a product that is out of stock, in both languages", async () => {
    const [, , , product] = plain as [Priced, Priced, Priced, Priced];
    await setProductStock(product.id, 0);
    const response = await addToCart(1, { item_id: product.id, item_quantity: 1 }, auth);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "This product is out of stock",
      errors: { item_quantity: ["This product is out of stock"] },
    });
    const inArabic = await addToCart(
      1,
      { item_id: product.id, item_quantity: 1 },
      { ...auth, "accept-language": "ar" },
    );
    expect(inArabic.json().message).toBe("هذا المنتج غير متوفر في المخزون");
  });

  it("checks the quantity and the product id", async () => {
    const [product] = plain as [Priced];
    const response = await addToCart(1, { item_id: "", item_quantity: 100 }, auth);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      item_id: ["This field is required."],
      item_quantity: ["Enter a number of at most 99."],
    });
    const zero = await addToCart(1, { item_id: product.id, item_quantity: 0 }, auth);
    expect(zero.json().errors.item_quantity).toEqual(["Enter a number of at least 1."]);
  });

  it("answers 404 for a product of another marketplace, or one that does not exist", async () => {
    const [elsewhere] = await productsWhere(2, withoutVariants, 1);
    if (!elsewhere) throw new Error("the seed has no product in marketplace 2");
    const response = await addToCart(1, { item_id: elsewhere.id, item_quantity: 1 }, auth);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "The page or record you asked for does not exist.",
    });
    expect(
      (await addToCart(1, { item_id: 2_000_000_000, item_quantity: 1 }, auth)).statusCode,
    ).toBe(404);
  });

  it("makes a guest cart for a guest, and answers 401 to a token of another marketplace", async () => {
    const [product] = plain as [Priced];
    const guest = await addToCart(1, { item_id: product.id, item_quantity: 1 });
    expect(guest.statusCode).toBe(200);
    const token = guest.headers["x-cart-token"];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cartResponse.parse(guest.json())).toMatchObject({
      cart_token: token,
      data: { item_count: 1 },
    });
    const elsewhere = await addToCart(2, { item_id: product.id, item_quantity: 1 }, auth);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual({
      message: "Your session has ended. Please sign in again.",
    });
  });

  it("makes the cart of a shopper who signs in with the demo account", async () => {
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: freshAddress(),
      payload: { email: "demo@example.com", password: "demo1234", company_id: 1 },
    });
    expect(signIn.statusCode).toBe(200);
    const demo = bearer(signIn.json().access_token.accessToken as string);
    const [, , , , product] = plain as [Priced, Priced, Priced, Priced, Priced];
    const response = await addToCart(1, { item_id: product.id, item_quantity: 1 }, demo);
    expect(response.statusCode).toBe(200);
    expect((await getCart(1, demo)).items.map((item) => item.product_id)).toContain(product.id);
  });
});

describe("DELETE /{company}/api/marketplace/cart/{id}", () => {
  let owner: TestShopper;
  let product: Priced;
  let lineId: number;

  beforeAll(async () => {
    owner = await registerShopper(t.app, { company_id: 1 });
    const [found] = await productsWhere(1, and(withoutVariants, gt(products.stock, 1)), 1);
    if (!found) throw new Error("the seed has no product in stock without variants");
    product = found;
    const added = await addToCart(
      1,
      { item_id: product.id, item_quantity: 1 },
      bearer(owner.token),
    );
    lineId = cartResponse.parse(added.json()).data.items[0]?.id ?? 0;
  });

  it("answers 404 for a line of another shopper's cart, and leaves it there", async () => {
    const other = await registerShopper(t.app, { company_id: 1 });
    const response = await removeLine(1, lineId, bearer(other.token));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "The page or record you asked for does not exist.",
    });
    const [line] = await t.database.db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(eq(cartItems.id, lineId));
    expect(line).toBeDefined();
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const auth = bearer(owner.token);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      expect((await removeLine(1, id, auth)).statusCode, id).toBe(400);
    }
    expect((await removeLine(1, 2_000_000_000, auth)).statusCode).toBe(404);
  });

  it("answers 404 to a guest, with or without a cart of their own, and leaves the line", async () => {
    const without = await removeLine(1, lineId);
    expect(without.statusCode).toBe(404);
    expect(without.json()).toEqual({ message: "The page or record you asked for does not exist." });
    const guestAdd = await addToCart(1, { item_id: product.id, item_quantity: 1 });
    const guestToken = String(guestAdd.headers["x-cart-token"]);
    expect((await removeLine(1, lineId, { "x-cart-token": guestToken })).statusCode).toBe(404);
    expect((await getCart(1, bearer(owner.token))).items.map((item) => item.id)).toContain(lineId);
  });

  it("removes a line of the shopper's own cart and answers the cart without it", async () => {
    const auth = bearer(owner.token);
    const response = await removeLine(1, lineId, auth);
    expect(response.statusCode).toBe(200);
    const { data } = cartResponse.parse(response.json());
    expect(data.items).toEqual([]);
    expect(data).toMatchObject({ subtotal: 0, total: 0, item_count: 0 });
    expect((await getCart(1, auth)).items).toEqual([]);
    expect((await removeLine(1, lineId, auth)).statusCode).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("describes the cart calls, for guests and signed-in shoppers, and the merge for shoppers", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const add = document.paths["/{company}/api/marketplace/cart"].post;
    const remove = document.paths["/{company}/api/marketplace/cart/{id}"].delete;
    const update = document.paths["/{company}/api/marketplace/cart/update-cart-products"].post;
    const merge = document.paths["/{company}/api/marketplace/cart/merge"].post;
    for (const operation of [add, remove, update]) {
      expect(operation.tags).toEqual(["Cart"]);
      expect(operation.security).toEqual([{}, { bearerAuth: [] }]);
      expect(operation.description).toContain("X-Cart-Token");
    }
    expect(merge.security).toEqual([{ bearerAuth: [] }]);
    expect(merge.description).toContain("X-Cart-Token");
    expect(Object.keys(add.requestBody.content).sort()).toEqual([
      "application/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
    ]);
  });
});
