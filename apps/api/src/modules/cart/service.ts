import type {
  AddCartItemRequest,
  Cart,
  CartResponse,
  UpdateCartProductsRequest,
} from "@souq/contract/cart";
import type { Locale } from "@souq/contract/locale";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { computeTotals, freeDeliveryOf, toRiyals, unitPriceOf } from "../pricing/public.ts";
import {
  type LineKey,
  selectCompanyProduct,
  selectUnitPrice,
  selectVariantStock,
} from "../products/public.ts";
import { byAddress, enforceLimits, rateLimits } from "../rate-limits/public.ts";
import {
  type CartLine,
  type CartOwner,
  deleteCart,
  deleteExpiredGuestCarts,
  deleteLine,
  deleteOwnCartLine,
  hasCart,
  lockCart,
  lockGuestCart,
  selectCartLines,
  selectLineQuantity,
  selectLines,
  type Transaction,
  writeLine,
} from "./repository.ts";

export type { CartOwner };

/** The most of one product (or variant) a cart line may hold. */
export const maxLineQuantity = 99;

/** How many expired guest carts one new guest cart clears away. */
const expiredCartsPerSweep = 20;

export interface CartContext {
  db: Database;
  companyId: number;
  /** A signed-in shopper's or a guest's cart; null for a guest who has none yet. */
  owner: CartOwner | null;
  locale: Locale;
  publicUrl: string;
  /** The client's address: new guest carts are counted per address. */
  clientIp: string;
}

/** A cart as the storefront reads it: lines with prices and flags, and totals computed in halalas. */
export function toCart(lines: CartLine[]): Cart {
  const totals = computeTotals(
    lines.map((line) => ({
      unitPrice: unitPriceOf(line.price, line.salePrice),
      quantity: line.quantity,
    })),
  );
  const free = freeDeliveryOf(totals.subtotal - totals.discount);
  return {
    items: lines.map((line) => {
      const unitPrice = unitPriceOf(line.price, line.salePrice);
      const priceChanged = line.unitPriceSeen !== null && line.unitPriceSeen !== unitPrice;
      return {
        id: line.id,
        product_id: line.productId,
        variant_id: line.variantId,
        name: line.name,
        variant_name: line.variantName,
        picture: line.picture,
        qty: line.quantity,
        price: toRiyals(line.price),
        sale_price: line.salePrice === null ? null : toRiyals(line.salePrice),
        max_qty: Math.min(Math.max(line.stock, 0), maxLineQuantity),
        available: line.stock > 0,
        short: line.quantity > line.stock,
        price_changed: priceChanged,
        previous_price:
          priceChanged && line.unitPriceSeen !== null ? toRiyals(line.unitPriceSeen) : null,
      };
    }),
    subtotal: toRiyals(totals.subtotal),
    discount: toRiyals(totals.discount),
    shipping: toRiyals(totals.shipping),
    tax: toRiyals(totals.tax),
    total: toRiyals(totals.total),
    item_count: totals.itemCount,
    free_delivery: free && {
      threshold: toRiyals(free.threshold),
      remaining: toRiyals(free.remaining),
    },
  };
}

export async function getCart(context: CartContext): Promise<CartResponse> {
  const { db, companyId, owner, locale, publicUrl } = context;
  const lines =
    owner === null ? [] : await selectCartLines(db, companyId, owner, locale, publicUrl);
  return { data: toCart(lines) };
}

/**
 * Not enough stock for the quantity asked: 422 with the message on top and beside the field.
 * `available` is 0 when the product (or variant) is sold out.
 */
export class StockShortage extends Error {
  constructor(
    readonly available: number,
    readonly field = "item_quantity",
  ) {
    super(available === 0 ? "out of stock" : `only ${available} left`);
    this.name = "StockShortage";
  }
}

/** The line a request names and its stock, after checking the product and variant belong together. */
async function stockOf(
  db: Database | Transaction,
  companyId: number,
  request: { item_id: number; variant_id?: number | undefined },
  variantField = "variant_id",
): Promise<{ key: LineKey; stock: number }> {
  const product = await selectCompanyProduct(db, companyId, request.item_id);
  // Another marketplace's product is answered as if it did not exist.
  if (!product) throw new AppError("not_found", "not_found");
  const variantId = request.variant_id ?? null;
  const key = { productId: product.id, variantId };
  if (product.variantCount === 0) {
    if (variantId !== null) throw AppError.fields({ [variantField]: "field_no_variants" });
    return { key, stock: product.stock };
  }
  if (variantId === null) throw AppError.fields({ [variantField]: "field_choose_variant" });
  const stock = await selectVariantStock(db, product.id, variantId);
  if (stock === null) throw AppError.fields({ [variantField]: "field_choose_variant" });
  return { key, stock };
}

async function unitPriceNow(tx: Transaction, key: LineKey): Promise<number> {
  const { price, salePrice } = await selectUnitPrice(tx, key);
  return unitPriceOf(price, salePrice);
}

/**
 * Counts a change to the cart against the owner's cart (the account's, or the guest cart's token)
 * and the client's address, before any work: past a limit it answers 429 with Retry-After.
 */
async function limitChanges(context: CartContext, owner: CartOwner | null): Promise<void> {
  const keys = [byAddress(rateLimits.cartChangeAddress, context.clientIp)];
  if (owner !== null && "userId" in owner) {
    keys.push({ limit: rateLimits.cartChangeAccount, value: String(owner.userId) });
  } else if (owner !== null) {
    keys.push({ limit: rateLimits.cartChangeGuestCart, value: owner.guestTokenHash });
  }
  await enforceLimits(context.db, keys, new Date(), "cart_changes_too_fast");
}

/**
 * The cart a change writes to: the owner's, or a new guest cart (with a fresh token) for a
 * guest who has none or whose cart has expired.
 */
async function cartToChange(
  context: CartContext,
  newGuestToken: () => { token: string; hash: string },
): Promise<{ owner: CartOwner; issuedToken?: string }> {
  const { db, companyId, owner } = context;
  if (owner !== null && ("userId" in owner || (await hasCart(db, companyId, owner)))) {
    return { owner };
  }
  await enforceLimits(db, [byAddress(rateLimits.guestCartAddress, context.clientIp)], new Date());
  const { token, hash } = newGuestToken();
  return { owner: { guestTokenHash: hash }, issuedToken: token };
}

/** Makes or locks the cart in a transaction, sweeping a few expired guest carts when one is made. */
async function openCart(
  tx: Transaction,
  companyId: number,
  target: { owner: CartOwner; issuedToken?: string },
): Promise<number> {
  if (target.issuedToken !== undefined) await deleteExpiredGuestCarts(tx, expiredCartsPerSweep);
  return lockCart(tx, companyId, target.owner);
}

async function answer(
  context: CartContext,
  target: { owner: CartOwner; issuedToken?: string },
): Promise<CartResponse> {
  const cart = await getCart({ ...context, owner: target.owner });
  return target.issuedToken === undefined ? cart : { ...cart, cart_token: target.issuedToken };
}

/**
 * Adds to the cart in this marketplace (making the cart if needed); a line that is already there
 * grows by the quantity, up to the stock and 99.
 */
export async function addToCart(
  context: CartContext,
  request: AddCartItemRequest,
  newGuestToken: () => { token: string; hash: string },
): Promise<CartResponse> {
  const { db, companyId } = context;
  await limitChanges(context, context.owner);
  const { key, stock } = await stockOf(db, companyId, request);
  if (stock <= 0) throw new StockShortage(0);
  const target = await cartToChange(context, newGuestToken);
  await db.transaction(async (tx) => {
    const cartId = await openCart(tx, companyId, target);
    const quantity = (await selectLineQuantity(tx, cartId, key)) + request.item_quantity;
    if (quantity > stock) throw new StockShortage(stock);
    if (quantity > maxLineQuantity) {
      throw AppError.fields({ item_quantity: "field_line_at_most" }, "field_line_at_most");
    }
    await writeLine(tx, cartId, key, quantity, await unitPriceNow(tx, key));
  });
  return answer(context, target);
}

/**
 * Sets the quantity of each named line (0 removes it). Every item is checked before anything is
 * written, in one transaction, so a refusal changes nothing.
 */
export async function updateCartProducts(
  context: CartContext,
  request: UpdateCartProductsRequest,
  newGuestToken: () => { token: string; hash: string },
): Promise<CartResponse> {
  const { db, companyId } = context;
  await limitChanges(context, context.owner);
  const target = await cartToChange(context, newGuestToken);
  await db.transaction(async (tx) => {
    const checked = [];
    for (const [index, item] of request.items.entries()) {
      const { key, stock } = await stockOf(tx, companyId, item, `items.${index}.variant_id`);
      if (item.item_quantity > stock) {
        throw new StockShortage(Math.max(stock, 0), `items.${index}.item_quantity`);
      }
      checked.push({ key, quantity: item.item_quantity });
    }
    const cartId = await openCart(tx, companyId, target);
    for (const { key, quantity } of checked) {
      if (quantity === 0) await deleteLine(tx, cartId, key);
      else await writeLine(tx, cartId, key, quantity, await unitPriceNow(tx, key));
    }
  });
  return answer(context, target);
}

/** Removes one line of the cart; any other line id (or no cart) answers 404. */
export async function removeFromCart(context: CartContext, lineId: number): Promise<CartResponse> {
  const { db, companyId, owner } = context;
  await limitChanges(context, owner);
  const removed = owner !== null && (await deleteOwnCartLine(db, companyId, owner, lineId));
  if (!removed) throw new AppError("not_found", "not_found");
  return getCart(context);
}

/** A line of an earlier order to put back in the cart (buy again). */
export interface LineToAddAgain {
  /** Null when the product has since been deleted. */
  productId: number | null;
  variantId: number | null;
  /** The line was of a variant: only that variant will do, not the product without it. */
  ofVariant: boolean;
  quantity: number;
}

/** How many units of a line went into the cart, and why fewer than asked (null when all did). */
export interface LineAddedAgain {
  added: number;
  shortfall: "gone" | "sold_out" | "limited" | null;
}

async function addLineAgain(
  tx: Transaction,
  companyId: number,
  cartId: number,
  line: LineToAddAgain,
): Promise<LineAddedAgain> {
  const gone = { added: 0, shortfall: "gone" } as const;
  if (line.productId === null || (line.ofVariant && line.variantId === null)) return gone;
  const found = await stockOf(tx, companyId, {
    item_id: line.productId,
    variant_id: line.variantId ?? undefined,
  }).catch((error: unknown) => {
    // The product or its variant is no longer sold (or the product now asks for a variant).
    if (error instanceof AppError) return null;
    throw error;
  });
  if (found === null) return gone;
  if (found.stock <= 0) return { added: 0, shortfall: "sold_out" };
  const had = await selectLineQuantity(tx, cartId, found.key);
  const quantity = Math.max(had, Math.min(had + line.quantity, found.stock, maxLineQuantity));
  if (quantity > had) {
    await writeLine(tx, cartId, found.key, quantity, await unitPriceNow(tx, found.key));
  }
  const added = quantity - had;
  return { added, shortfall: added < line.quantity ? "limited" : null };
}

/**
 * Puts an earlier order's lines back in the signed-in shopper's cart (buy again): each line's
 * quantity is added to what the cart holds of it, up to the stock and 99, priced from the catalog
 * now; a product or variant no longer sold, or sold out, is left out. One cart change against the
 * limits, in one transaction under the cart's lock; answers the cart and what each line gave.
 */
export async function addLinesAgain(
  context: CartContext & { owner: { userId: number } },
  lines: readonly LineToAddAgain[],
): Promise<{ cart: Cart; lines: LineAddedAgain[] }> {
  const { db, companyId, owner } = context;
  await limitChanges(context, owner);
  const added = await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, companyId, owner);
    const results: LineAddedAgain[] = [];
    for (const line of lines) results.push(await addLineAgain(tx, companyId, cartId, line));
    return results;
  });
  return { cart: (await getCart(context)).data, lines: added };
}

/**
 * Moves a guest cart into the signed-in shopper's: quantities add up, capped by the stock and by
 * 99, never lowering what the account's line had; the guest cart is deleted.
 */
export async function mergeGuestCart(
  context: CartContext & { owner: { userId: number } },
  guestTokenHash: string | null,
): Promise<CartResponse> {
  const { db, companyId, owner } = context;
  if (guestTokenHash !== null) {
    await db.transaction(async (tx) => {
      const guestCartId = await lockGuestCart(tx, companyId, guestTokenHash);
      if (guestCartId === null) return;
      const cartId = await lockCart(tx, companyId, owner);
      const keyOf = (key: LineKey) => `${key.productId}:${key.variantId ?? ""}`;
      const accountLines = new Map(
        (await selectLines(tx, cartId)).map((line) => [keyOf(line), line]),
      );
      for (const line of await selectLines(tx, guestCartId)) {
        const { stock } = await stockOf(tx, companyId, {
          item_id: line.productId,
          variant_id: line.variantId ?? undefined,
        }).catch(() => ({ stock: 0 }));
        const had = accountLines.get(keyOf(line));
        const before = had?.quantity ?? 0;
        const merged = Math.max(before, Math.min(before + line.quantity, stock, maxLineQuantity));
        if (merged === before) continue;
        // A line the account already had keeps the price its shopper saw; a new one the guest's.
        await writeLine(tx, cartId, line, merged, had ? had.unitPriceSeen : line.unitPriceSeen);
      }
      await deleteCart(tx, guestCartId);
    });
  }
  return getCart(context);
}
