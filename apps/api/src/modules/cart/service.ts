import type { Cart, CartResponse } from "@souq/contract/cart";
import type { Locale } from "@souq/contract/locale";
import type { Database } from "../../db/client.ts";
import { computeTotals, toRiyals, unitPriceOf } from "../pricing/totals.ts";
import { type CartLine, selectShopperCartLines } from "./repository.ts";

export interface CartContext {
  db: Database;
  companyId: number;
  /** The signed-in shopper; null for a guest (whose cart is empty until guest carts exist). */
  userId: number | null;
  locale: Locale;
  publicUrl: string;
}

/** A cart as the storefront reads it: lines with prices, and totals computed in halalas. */
export function toCart(lines: CartLine[]): Cart {
  const totals = computeTotals(
    lines.map((line) => ({
      unitPrice: unitPriceOf(line.price, line.salePrice),
      quantity: line.quantity,
    })),
  );
  return {
    items: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      variant_id: line.variantId,
      name: line.name,
      picture: line.picture,
      qty: line.quantity,
      price: toRiyals(line.price),
      sale_price: line.salePrice === null ? null : toRiyals(line.salePrice),
    })),
    subtotal: toRiyals(totals.subtotal),
    discount: toRiyals(totals.discount),
    shipping: toRiyals(totals.shipping),
    tax: toRiyals(totals.tax),
    total: toRiyals(totals.total),
    item_count: totals.itemCount,
  };
}

export async function getCart(context: CartContext): Promise<CartResponse> {
  const { db, companyId, userId, locale, publicUrl } = context;
  const lines =
    userId === null ? [] : await selectShopperCartLines(db, companyId, userId, locale, publicUrl);
  return { data: toCart(lines) };
}
