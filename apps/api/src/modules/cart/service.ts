import type { AddCartItemRequest, Cart, CartResponse } from "@souq/contract/cart";
import type { Locale } from "@souq/contract/locale";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { computeTotals, toRiyals, unitPriceOf } from "../pricing/public.ts";
import {
  type CartLine,
  deleteShopperCartLine,
  lockShopperCart,
  selectCompanyProduct,
  selectLineQuantity,
  selectShopperCartLines,
  selectVariantStock,
  writeLineQuantity,
} from "./repository.ts";

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

/** The signed-in shopper changing their cart. */
export interface ShopperCartContext extends CartContext {
  userId: number;
}

/**
 * Not enough stock for the quantity asked: 422 with the message on top and beside
 * `item_quantity`. `available` is 0 when the product (or variant) is sold out.
 */
export class StockShortage extends Error {
  constructor(readonly available: number) {
    super(available === 0 ? "out of stock" : `only ${available} left`);
    this.name = "StockShortage";
  }
}

/** The stock of what the shopper asked for, after checking the product and variant belong together. */
async function stockOf(
  db: Database,
  companyId: number,
  request: AddCartItemRequest,
): Promise<{ variantId: number | null; stock: number }> {
  const product = await selectCompanyProduct(db, companyId, request.item_id);
  // Another marketplace's product is answered as if it did not exist.
  if (!product) throw new AppError("not_found", "not_found");
  const variantId = request.variant_id ?? null;
  if (product.variantCount === 0) {
    if (variantId !== null) throw AppError.fields({ variant_id: "field_no_variants" });
    return { variantId: null, stock: product.stock };
  }
  if (variantId === null) throw AppError.fields({ variant_id: "field_choose_variant" });
  const stock = await selectVariantStock(db, product.id, variantId);
  if (stock === null) throw AppError.fields({ variant_id: "field_choose_variant" });
  return { variantId, stock };
}

/**
 * Adds to the shopper's cart in this marketplace (making the cart if needed); a line that is
 * already there grows by the quantity. Prices are read from the database when the cart is shown.
 */
export async function addToCart(
  context: ShopperCartContext,
  request: AddCartItemRequest,
): Promise<CartResponse> {
  const { db, companyId, userId } = context;
  const { variantId, stock } = await stockOf(db, companyId, request);
  if (stock === 0) throw new StockShortage(0);
  const key = { productId: request.item_id, variantId };
  await db.transaction(async (tx) => {
    const cartId = await lockShopperCart(tx, companyId, userId);
    const quantity = (await selectLineQuantity(tx, cartId, key)) + request.item_quantity;
    if (quantity > stock) throw new StockShortage(stock);
    await writeLineQuantity(tx, cartId, key, quantity);
  });
  return getCart(context);
}

/** Removes one line of the shopper's own cart; any other line id answers 404. */
export async function removeFromCart(
  context: ShopperCartContext,
  lineId: number,
): Promise<CartResponse> {
  const { db, companyId, userId } = context;
  const removed = await deleteShopperCartLine(db, companyId, userId, lineId);
  if (!removed) throw new AppError("not_found", "not_found");
  return getCart(context);
}
