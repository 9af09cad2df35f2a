import { cartResponse } from "@souq/contract/cart";
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, carts, productPictures, products, productVariants } from "../../db/schema.ts";
import {
  bearer,
  freshAddress,
  hasArabic,
  registerShopper,
  type TestShopper,
} from "../../test/accounts.ts";
import { buildTestApp, type TestApp, testPublicUrl } from "../../test/test-app.ts";
import { computeTotals, toRiyals, unitPriceOf } from "../pricing/public.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const getCart = (company: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/${company}/api/marketplace/cart`, headers });

const emptyCart = {
  data: {
    items: [],
    subtotal: 0,
    discount: 0,
    shipping: 0,
    tax: 0,
    total: 0,
    item_count: 0,
    // Standard delivery is free from 200.00: the whole of it is left to add.
    free_delivery: { threshold: 200, remaining: 200 },
  },
};

describe("GET /{company}/api/marketplace/cart", () => {
  it("answers an empty cart with zero totals to a guest", async () => {
    const response = await getCart(1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(emptyCart);
    expect(response.headers["cache-control"]).toContain("no-store");
  });

  it("answers an empty cart to a shopper who has none yet", async () => {
    const shopper = await registerShopper(t.app, { company_id: 1 });
    const response = await getCart(1, bearer(shopper.token));
    expect(response.json()).toEqual(emptyCart);
  });

  describe("with lines written to the shopper's cart", () => {
    let shopper: TestShopper;
    let plain: {
      id: number;
      nameEn: string;
      nameAr: string;
      price: number;
      salePrice: number | null;
    };
    let variant: { id: number; productId: number; price: number; salePrice: number | null };

    beforeAll(async () => {
      shopper = await registerShopper(t.app, { company_id: 1 });
      const db = t.database.db;
      // A product on sale without variants, and a variant of another product.
      const withoutVariants = sql`not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;
      const [onSale] = await db
        .select({
          id: products.id,
          nameEn: products.nameEn,
          nameAr: products.nameAr,
          price: products.price,
          salePrice: products.salePrice,
        })
        .from(products)
        .where(and(eq(products.companyId, 1), isNotNull(products.salePrice), withoutVariants))
        .orderBy(asc(products.id))
        .limit(1);
      const [someVariant] = await db
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          price: productVariants.price,
          salePrice: productVariants.salePrice,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.companyId, 1), isNull(productVariants.salePrice)))
        .orderBy(asc(productVariants.id))
        .limit(1);
      if (!onSale || !someVariant) throw new Error("the seed has no product to put in a cart");
      plain = onSale;
      variant = someVariant;

      const [cart] = await db
        .insert(carts)
        .values({ companyId: 1, userId: shopper.user.id })
        .returning({ id: carts.id });
      if (!cart) throw new Error("no cart");
      await db.insert(cartItems).values([
        {
          cartId: cart.id,
          productId: plain.id,
          quantity: 2,
          createdAt: new Date(Date.now() - 60_000),
        },
        { cartId: cart.id, productId: variant.productId, variantId: variant.id, quantity: 1 },
      ]);
    });

    it("shows each line with its own product's first picture", async () => {
      const response = await getCart(1, bearer(shopper.token));
      const { data } = cartResponse.parse(response.json());
      const firstPictures = await t.database.db
        .select({ productId: productPictures.productId, key: productPictures.mediaKey })
        .from(productPictures)
        .where(inArray(productPictures.productId, [plain.id, variant.productId]))
        .orderBy(asc(productPictures.position), asc(productPictures.id));
      const firstOf = (productId: number) =>
        firstPictures.find((picture) => picture.productId === productId)?.key;
      expect(firstOf(plain.id)).not.toBe(firstOf(variant.productId));
      expect(data.items.map((line) => line.picture)).toEqual([
        `${testPublicUrl}/media/${firstOf(plain.id)}-200.webp`,
        `${testPublicUrl}/media/${firstOf(variant.productId)}-200.webp`,
      ]);
    });

    it("lists the lines with names in Arabic when asked, and totals from the pricing module", async () => {
      const response = await getCart(1, { ...bearer(shopper.token), "accept-language": "ar" });
      expect(response.statusCode).toBe(200);
      const { data } = cartResponse.parse(response.json());
      expect(data.items).toHaveLength(2);
      const [first, second] = data.items;
      expect(first).toMatchObject({
        product_id: plain.id,
        variant_id: null,
        name: plain.nameAr,
        qty: 2,
        price: toRiyals(plain.price),
        sale_price: toRiyals(plain.salePrice ?? 0),
      });
      expect(hasArabic(first?.name ?? "")).toBe(true);
      expect(first?.picture).toMatch(new RegExp(`^${testPublicUrl}/media/.+-200\\.webp$`));
      expect(second).toMatchObject({
        product_id: variant.productId,
        variant_id: variant.id,
        qty: 1,
        price: toRiyals(variant.price),
        sale_price: null,
      });

      const totals = computeTotals([
        { unitPrice: unitPriceOf(plain.price, plain.salePrice), quantity: 2 },
        { unitPrice: unitPriceOf(variant.price, variant.salePrice), quantity: 1 },
      ]);
      expect(data).toMatchObject({
        subtotal: toRiyals(totals.subtotal),
        discount: toRiyals(totals.discount),
        shipping: toRiyals(totals.shipping),
        tax: toRiyals(totals.tax),
        total: toRiyals(totals.total),
        item_count: 3,
      });
      expect(data.total).toBeGreaterThan(0);
    });

    it("names the lines in English by default", async () => {
      const { data } = cartResponse.parse((await getCart(1, bearer(shopper.token))).json());
      expect(data.items[0]?.name).toBe(plain.nameEn);
    });

    it("shows the cart to nobody else", async () => {
      const other = await registerShopper(t.app, { company_id: 1 });
      expect((await getCart(1, bearer(other.token))).json()).toEqual(emptyCart);
      expect((await getCart(1)).json()).toEqual(emptyCart);
    });
  });

  it("refuses a token bound to another marketplace, and a bad token, with 401", async () => {
    const shopper = await registerShopper(t.app, { company_id: 1 });
    const elsewhere = await getCart(2, bearer(shopper.token));
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect(elsewhere.json()).toEqual({ message: "Your session has ended. Please sign in again." });
    // Signing in to that marketplace gives a token that works there.
    const there = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: freshAddress(),
      payload: { email: shopper.email, password: shopper.password, company_id: 2 },
    });
    const token = there.json().access_token.accessToken as string;
    expect((await getCart(2, bearer(token))).statusCode).toBe(200);
    expect((await getCart(1, bearer(token))).statusCode).toBe(401);
    expect((await getCart(1, bearer("not-a-real-token"))).statusCode).toBe(401);
  });

  it("answers 404 for a marketplace that does not exist", async () => {
    expect((await getCart(999)).statusCode).toBe(404);
  });
});
