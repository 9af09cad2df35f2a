import { randomBytes } from "node:crypto";
import { type OrderDetail, orderResponse } from "@souq/contract/orders";
import { and, asc, eq, gt } from "drizzle-orm";
import { productVariants } from "../db/schema.ts";
import { bearer, shopperWithAddress, type TestShopper } from "./accounts.ts";
import type { TestApp } from "./test-app.ts";

/** A variant of the product with stock, when it has variants (the cart needs one then). */
async function variantInStock(t: TestApp, productId: number): Promise<number | undefined> {
  const [variant] = await t.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), gt(productVariants.stock, 0)))
    .orderBy(asc(productVariants.id))
    .limit(1);
  return variant?.id;
}

/** Puts one of a product (or of its variant) in the shopper's cart; the cart's answer. */
export function addToCart(
  t: TestApp,
  shopper: TestShopper,
  productId: number,
  variantId?: number | null,
) {
  return t.app.inject({
    method: "POST",
    url: "/1/api/marketplace/cart",
    headers: bearer(shopper.token),
    payload: {
      item_id: productId,
      item_quantity: 1,
      ...(variantId ? { variant_id: variantId } : {}),
    },
  });
}

/**
 * Places an order of one of each product as the shopper does (cart, then checkout with cash on
 * delivery to their first address), and answers it.
 */
export async function placeOrder(
  t: TestApp,
  shopper: TestShopper & { addressId: number },
  productIds: number[],
): Promise<OrderDetail> {
  for (const productId of productIds) {
    const added = await addToCart(t, shopper, productId, await variantInStock(t, productId));
    if (added.statusCode !== 200) throw new Error(`add to cart answered ${added.body}`);
  }
  const placed = await t.app.inject({
    method: "POST",
    url: "/1/api/marketplace/checkout",
    headers: { ...bearer(shopper.token), "idempotency-key": randomBytes(12).toString("hex") },
    payload: {
      address_id: shopper.addressId,
      delivery_option: "standard",
      payment_method: "cash_on_delivery",
    },
  });
  if (placed.statusCode !== 201) throw new Error(`checkout answered ${placed.body}`);
  return orderResponse.parse(placed.json()).data;
}

/** Moves every shipment of the order through the operator's route until it reaches `step`. */
export async function advanceOrder(
  t: TestApp,
  order: OrderDetail,
  step: "confirmed" | "shipped" | "delivered",
): Promise<void> {
  const moves = { confirmed: 1, shipped: 2, delivered: 3 }[step];
  for (const shipment of order.shipments) {
    for (let move = 0; move < moves; move += 1) {
      const moved = await t.app.inject({
        method: "POST",
        url: "/api/dev/orders/advance",
        payload: { order: order.number, vendor_id: shipment.vendor_id },
      });
      if (moved.statusCode !== 200) throw new Error(`advance answered ${moved.body}`);
    }
  }
}

/**
 * A new shopper of company 1 who bought one of each product and received them: the order placed
 * through the cart and checkout, and every shipment moved to delivered by the operator's route.
 */
export async function shopperWhoReceived(
  t: TestApp,
  productIds: number[],
): Promise<TestShopper & { addressId: number; order: OrderDetail }> {
  const shopper = await shopperWithAddress(t.app);
  const order = await placeOrder(t, shopper, productIds);
  await advanceOrder(t, order, "delivered");
  return { ...shopper, order };
}
