import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, productVariants } from "../../db/schema.ts";
import { bearer, registerShopper, type TestShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { unitPriceOf } from "../pricing/public.ts";
import { emptyShopperCart, selectCartForCheckout } from "./public.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const addToCart = (token: string, payload: Record<string, number>) =>
  t.app.inject({
    method: "POST",
    url: "/1/api/marketplace/cart",
    headers: bearer(token),
    payload,
  });

describe("the cart as checkout reads and empties it", () => {
  let shopper: TestShopper;
  let other: TestShopper;
  let product: { id: number; vendorId: number; price: number; salePrice: number | null };
  let variant: { id: number; productId: number; price: number; salePrice: number | null };

  beforeAll(async () => {
    shopper = await registerShopper(t.app, { company_id: 1 });
    other = await registerShopper(t.app, { company_id: 1 });
    const db = t.database.db;
    const withoutVariants = sql`not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;
    const [plain] = await db
      .select({
        id: products.id,
        vendorId: products.vendorId,
        price: products.price,
        salePrice: products.salePrice,
      })
      .from(products)
      .where(and(eq(products.companyId, 1), withoutVariants))
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
      .where(eq(products.companyId, 1))
      .orderBy(asc(productVariants.id))
      .limit(1);
    if (!plain || !someVariant) throw new Error("the seed has no product to put in a cart");
    product = plain;
    variant = someVariant;
    await db.update(products).set({ stock: 20 }).where(eq(products.id, product.id));
    await db.update(productVariants).set({ stock: 20 }).where(eq(productVariants.id, variant.id));
    for (const token of [shopper.token, other.token]) {
      expect((await addToCart(token, { item_id: product.id, item_quantity: 2 })).statusCode).toBe(
        200,
      );
    }
    const withVariant = await addToCart(shopper.token, {
      item_id: variant.productId,
      variant_id: variant.id,
      item_quantity: 1,
    });
    expect(withVariant.statusCode).toBe(200);
  });

  it("reads the shopper's lines with today's prices, vendor and stock", async () => {
    // A price change after the lines were added is what the order takes.
    await t.database.db
      .update(products)
      .set({ price: product.price + 100 })
      .where(eq(products.id, product.id));
    const lines = await t.database.db.transaction((tx) =>
      selectCartForCheckout(tx, 1, shopper.user.id),
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      productId: product.id,
      variantId: null,
      vendorId: product.vendorId,
      quantity: 2,
      price: product.price + 100,
      salePrice: product.salePrice,
      unitPrice: unitPriceOf(product.price + 100, product.salePrice),
      stock: 20,
    });
    expect(lines[1]).toMatchObject({
      productId: variant.productId,
      variantId: variant.id,
      quantity: 1,
      price: variant.price,
      unitPrice: unitPriceOf(variant.price, variant.salePrice),
      stock: 20,
    });
    expect(lines[0]?.nameEn).not.toBe("");
    expect(lines[0]?.nameAr).not.toBe("");
  });

  it("reads nothing for another marketplace or a shopper without a cart", async () => {
    const stranger = await registerShopper(t.app, { company_id: 1 });
    await t.database.db.transaction(async (tx) => {
      expect(await selectCartForCheckout(tx, 2, shopper.user.id)).toEqual([]);
      expect(await selectCartForCheckout(tx, 1, stranger.user.id)).toEqual([]);
    });
  });

  it("empties only the shopper's cart, and only when the transaction commits", async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await emptyShopperCart(tx, 1, shopper.user.id);
        throw new Error("the order failed");
      }),
    ).rejects.toThrow("the order failed");
    const cartOf = async (token: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: "/1/api/marketplace/cart",
          headers: bearer(token),
        })
      ).json().data.item_count;
    expect(await cartOf(shopper.token)).toBe(3);

    await t.database.db.transaction((tx) => emptyShopperCart(tx, 1, shopper.user.id));
    expect(await cartOf(shopper.token)).toBe(0);
    expect(await cartOf(other.token)).toBe(2);
  });
});
