import { guestCartLifeDays } from "@souq/contract/cart";
import type { Locale } from "@souq/contract/locale";
import { and, asc, eq, gt, inArray, isNull, lt, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { toPicture } from "../../media/pictures.ts";
import { unitPriceOf } from "../pricing/public.ts";
import { type LineKey, lineProductsView, lineVariantsView } from "../products/public.ts";
import { cartItems, carts } from "./tables.ts";

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Whose cart: a signed-in shopper's, or a guest's named by the hash of its cart token. */
export type CartOwner = { userId: number } | { guestTokenHash: string };

const guestCartLifeMs = guestCartLifeDays * 24 * 60 * 60 * 1000;

/** The live cart of an owner in one marketplace (a guest cart only until it expires). */
function cartOf(companyId: number, owner: CartOwner): SQL | undefined {
  if ("userId" in owner) return and(eq(carts.companyId, companyId), eq(carts.userId, owner.userId));
  return and(
    eq(carts.companyId, companyId),
    isNull(carts.userId),
    eq(carts.guestTokenHash, owner.guestTokenHash),
    gt(carts.updatedAt, new Date(Date.now() - guestCartLifeMs)),
  );
}

/**
 * The product and variant rows a line is shown and priced from, as the products module publishes
 * them, and the columns a line reads of them: the product's, and its variant's when it has one.
 */
function lineCatalogOf(db: Pick<Database, "select">) {
  const product = lineProductsView(db);
  const variant = lineVariantsView(db);
  return {
    product,
    variant,
    columns: {
      productPrice: product.price,
      productSalePrice: product.salePrice,
      saleRuns: product.saleRuns,
      productStock: product.stock,
      variantPrice: variant.price,
      variantSalePrice: variant.salePrice,
      variantStock: variant.stock,
    },
  };
}

/**
 * A line's price, sale price and stock in halalas and units: the variant's when it has one. The
 * product's sale price is already null outside its sale's dates.
 */
export function pricedFromCatalog(row: {
  variantId: number | null;
  productPrice: number;
  productSalePrice: number | null;
  saleRuns: boolean;
  productStock: number;
  variantPrice: number | null;
  variantSalePrice: number | null;
  variantStock: number | null;
}): { price: number; salePrice: number | null; stock: number } {
  const fromVariant = row.variantId !== null && row.variantPrice !== null;
  return {
    price: fromVariant ? (row.variantPrice ?? row.productPrice) : row.productPrice,
    // A variant's sale price applies while its product's sale runs (ADR 56).
    salePrice: fromVariant ? (row.saleRuns ? row.variantSalePrice : null) : row.productSalePrice,
    stock: fromVariant ? (row.variantStock ?? 0) : row.productStock,
  };
}

/** One line of a cart with its prices in halalas: the variant's when it has one, else the product's. */
export interface CartLine {
  id: number;
  productId: number;
  variantId: number | null;
  name: string;
  variantName: string | null;
  picture: string | null;
  quantity: number;
  price: number;
  salePrice: number | null;
  /** The product's (or variant's) stock now. */
  stock: number;
  /** The unit price shown when the line was last set; null when unknown. */
  unitPriceSeen: number | null;
}

/** The lines of a cart in one marketplace, oldest first; none when there is no cart. */
export async function selectCartLines(
  db: Database | Transaction,
  companyId: number,
  owner: CartOwner,
  locale: Locale,
  publicUrl: string,
): Promise<CartLine[]> {
  const { product, variant, columns } = lineCatalogOf(db);
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      quantity: cartItems.quantity,
      unitPriceSeen: cartItems.unitPriceSeen,
      ...columns,
      colourEn: variant.colourEn,
      colourAr: variant.colourAr,
      sizeEn: variant.sizeEn,
      sizeAr: variant.sizeAr,
      pictureKey: product.pictureKey,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(product, and(eq(product.id, cartItems.productId), eq(product.companyId, companyId)))
    .leftJoin(variant, eq(variant.id, cartItems.variantId))
    .where(cartOf(companyId, owner))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map((row) => {
    const fromVariant = row.variantId !== null && row.variantPrice !== null;
    const variantParts = (
      locale === "ar" ? [row.colourAr, row.sizeAr] : [row.colourEn, row.sizeEn]
    ).filter((part): part is string => Boolean(part));
    return {
      id: row.id,
      productId: row.productId,
      variantId: row.variantId,
      name: locale === "ar" ? row.nameAr : row.nameEn,
      variantName: fromVariant && variantParts.length > 0 ? variantParts.join(" / ") : null,
      picture: row.pictureKey ? toPicture(publicUrl, row.pictureKey, 200).url : null,
      quantity: row.quantity,
      ...pricedFromCatalog(row),
      unitPriceSeen: row.unitPriceSeen,
    };
  });
}

/** Whether the owner has a live cart in that marketplace. */
export async function hasCart(db: Database, companyId: number, owner: CartOwner): Promise<boolean> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(cartOf(companyId, owner));
  return row !== undefined;
}

/** Removes a few guest carts that have expired, oldest first, so each call's work stays small. */
export async function deleteExpiredGuestCarts(tx: Transaction, limit: number): Promise<void> {
  const expired = tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(isNull(carts.userId), lt(carts.updatedAt, new Date(Date.now() - guestCartLifeMs))))
    .orderBy(asc(carts.updatedAt))
    .limit(limit);
  await tx.delete(carts).where(inArray(carts.id, expired));
}

/**
 * The owner's cart in one marketplace, made if there is none, locked for the rest of the
 * transaction so that two changes of one cart happen one after the other. A guest cart is made
 * only for a fresh token (the service checks that an old one still names a live cart).
 */
export async function lockCart(
  tx: Transaction,
  companyId: number,
  owner: CartOwner,
): Promise<number> {
  if ("userId" in owner) {
    await tx
      .insert(carts)
      .values({ companyId, userId: owner.userId })
      .onConflictDoNothing({ target: [carts.companyId, carts.userId] });
  } else {
    await tx
      .insert(carts)
      .values({ companyId, guestTokenHash: owner.guestTokenHash })
      .onConflictDoNothing({ target: carts.guestTokenHash });
  }
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(
      "userId" in owner
        ? and(eq(carts.companyId, companyId), eq(carts.userId, owner.userId))
        : and(eq(carts.companyId, companyId), eq(carts.guestTokenHash, owner.guestTokenHash)),
    )
    .for("update");
  if (!cart) throw new Error("the cart was neither found nor made");
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  return cart.id;
}

/** A live guest cart's id, locked for the rest of the transaction; null when there is none. */
export async function lockGuestCart(
  tx: Transaction,
  companyId: number,
  guestTokenHash: string,
): Promise<number | null> {
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(cartOf(companyId, { guestTokenHash }))
    .for("update");
  return cart?.id ?? null;
}

export async function deleteCart(tx: Transaction, cartId: number): Promise<void> {
  await tx.delete(carts).where(eq(carts.id, cartId));
}

/** A cart's lines as a merge reads them. */
export async function selectLines(
  tx: Transaction,
  cartId: number,
): Promise<Array<LineKey & { quantity: number; unitPriceSeen: number | null }>> {
  return tx
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      unitPriceSeen: cartItems.unitPriceSeen,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

const lineOf = (cartId: number, { productId, variantId }: LineKey) =>
  and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, productId),
    variantId === null ? isNull(cartItems.variantId) : eq(cartItems.variantId, variantId),
  );

/** The quantity of one line of a cart; 0 when the cart has no such line. */
export async function selectLineQuantity(
  tx: Transaction,
  cartId: number,
  key: LineKey,
): Promise<number> {
  const [row] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(lineOf(cartId, key));
  return row?.quantity ?? 0;
}

/**
 * Sets the quantity of one line and the unit price the shopper saw for it, adding the line when
 * the cart has none for it.
 */
export async function writeLine(
  tx: Transaction,
  cartId: number,
  key: LineKey,
  quantity: number,
  unitPriceSeen: number | null,
): Promise<void> {
  await tx
    .insert(cartItems)
    .values({
      cartId,
      productId: key.productId,
      variantId: key.variantId,
      quantity,
      unitPriceSeen,
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.variantId],
      set: { quantity, unitPriceSeen },
    });
}

export async function deleteLine(tx: Transaction, cartId: number, key: LineKey): Promise<void> {
  await tx.delete(cartItems).where(lineOf(cartId, key));
}

/** Removes a line only from the owner's own cart in that marketplace; false when there is none. */
export async function deleteOwnCartLine(
  db: Database,
  companyId: number,
  owner: CartOwner,
  lineId: number,
): Promise<boolean> {
  const ownCart = db.select({ id: carts.id }).from(carts).where(cartOf(companyId, owner));
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), inArray(cartItems.cartId, ownCart)))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}

/** One line of a shopper's cart as an order copies it; money in halalas, read from the catalog now. */
export interface CheckoutCartLine {
  lineId: number;
  productId: number;
  variantId: number | null;
  vendorId: number;
  nameEn: string;
  nameAr: string;
  quantity: number;
  /** The catalog price of the product, or of the variant when the line has one. */
  price: number;
  salePrice: number | null;
  /** What one unit is charged: the sale price when there is one, else the price. */
  unitPrice: number;
  /** The stock of the product, or of the variant, as the transaction reads it. */
  stock: number;
  /** The media key of the product's first picture, if it has one. */
  pictureKey: string | null;
  /** The variant's colour and size in both languages; null without a variant (or that attribute). */
  colourEn: string | null;
  colourAr: string | null;
  sizeEn: string | null;
  sizeAr: string | null;
}

/**
 * The signed-in shopper's cart lines in one marketplace, oldest first (none when there is no
 * cart). The cart row is locked for the rest of the transaction, so two checkouts of one cart
 * happen one after the other; stock is read, not locked (the order takes it conditionally).
 */
export async function selectCartForCheckout(
  tx: Transaction,
  companyId: number,
  userId: number,
): Promise<CheckoutCartLine[]> {
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.companyId, companyId), eq(carts.userId, userId)))
    .for("update");
  if (!cart) return [];
  const { product, variant, columns } = lineCatalogOf(tx);
  const rows = await tx
    .select({
      lineId: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      vendorId: product.vendorId,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      quantity: cartItems.quantity,
      ...columns,
      pictureKey: product.pictureKey,
      colourEn: variant.colourEn,
      colourAr: variant.colourAr,
      sizeEn: variant.sizeEn,
      sizeAr: variant.sizeAr,
    })
    .from(cartItems)
    .innerJoin(product, and(eq(product.id, cartItems.productId), eq(product.companyId, companyId)))
    .leftJoin(variant, eq(variant.id, cartItems.variantId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map((row) => {
    const { price, salePrice, stock } = pricedFromCatalog(row);
    return {
      lineId: row.lineId,
      productId: row.productId,
      variantId: row.variantId,
      vendorId: row.vendorId,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      quantity: row.quantity,
      price,
      salePrice,
      unitPrice: unitPriceOf(price, salePrice),
      stock,
      pictureKey: row.pictureKey,
      colourEn: row.colourEn,
      colourAr: row.colourAr,
      sizeEn: row.sizeEn,
      sizeAr: row.sizeAr,
    };
  });
}

/** Removes every line of the signed-in shopper's cart in one marketplace, inside the given transaction. */
export async function emptyShopperCart(
  tx: Transaction,
  companyId: number,
  userId: number,
): Promise<void> {
  const ownCart = tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.companyId, companyId), eq(carts.userId, userId)));
  await tx.delete(cartItems).where(inArray(cartItems.cartId, ownCart));
}
