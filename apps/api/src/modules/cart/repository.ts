import { guestCartLifeDays } from "@souq/contract/cart";
import type { Locale } from "@souq/contract/locale";
import { and, asc, count, eq, gt, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { cartItems, carts, productPictures, products, productVariants } from "../../db/schema.ts";
import { toPicture } from "../../media/pictures.ts";

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

/** The media key of a line's product's first picture. */
export const firstPictureKey = sql<string | null>`(
  select ${productPictures.mediaKey} from ${productPictures}
  where ${productPictures.productId} = ${products.id}
  order by ${productPictures.position}, ${productPictures.id}
  limit 1
)`;

/** The catalog columns a line is priced from: the product's, and its variant's when it has one. */
export const lineCatalogColumns = {
  productPrice: products.price,
  productSalePrice: products.salePrice,
  productStock: products.stock,
  variantPrice: productVariants.price,
  variantSalePrice: productVariants.salePrice,
  variantStock: productVariants.stock,
};

/** A line's price, sale price and stock in halalas and units: the variant's when it has one. */
export function pricedFromCatalog(row: {
  variantId: number | null;
  productPrice: number;
  productSalePrice: number | null;
  productStock: number;
  variantPrice: number | null;
  variantSalePrice: number | null;
  variantStock: number | null;
}): { price: number; salePrice: number | null; stock: number } {
  const fromVariant = row.variantId !== null && row.variantPrice !== null;
  return {
    price: fromVariant ? (row.variantPrice ?? row.productPrice) : row.productPrice,
    salePrice: fromVariant ? row.variantSalePrice : row.productSalePrice,
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
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      quantity: cartItems.quantity,
      unitPriceSeen: cartItems.unitPriceSeen,
      ...lineCatalogColumns,
      colourEn: productVariants.colourEn,
      colourAr: productVariants.colourAr,
      sizeEn: productVariants.sizeEn,
      sizeAr: productVariants.sizeAr,
      pictureKey: firstPictureKey,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(
      products,
      and(eq(products.id, cartItems.productId), eq(products.companyId, companyId)),
    )
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
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

/** A product of one marketplace with its stock, and whether it is sold by variant. */
export interface StockedProduct {
  id: number;
  stock: number;
  variantCount: number;
}

export async function selectCompanyProduct(
  db: Database | Transaction,
  companyId: number,
  productId: number,
): Promise<StockedProduct | null> {
  const [row] = await db
    .select({ id: products.id, stock: products.stock, variantCount: count(productVariants.id) })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.id, productId), eq(products.companyId, companyId)))
    .groupBy(products.id);
  return row ?? null;
}

/** A variant's stock, only when the variant belongs to that product. */
export async function selectVariantStock(
  db: Database | Transaction,
  productId: number,
  variantId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return row?.stock ?? null;
}

/** The unit price charged now for a product, or for its variant. */
export async function selectUnitPrice(
  tx: Transaction,
  key: LineKey,
): Promise<{ price: number; salePrice: number | null }> {
  const [row] =
    key.variantId === null
      ? await tx
          .select({ price: products.price, salePrice: products.salePrice })
          .from(products)
          .where(eq(products.id, key.productId))
      : await tx
          .select({ price: productVariants.price, salePrice: productVariants.salePrice })
          .from(productVariants)
          .where(eq(productVariants.id, key.variantId));
  if (!row) throw new Error("the product of a checked line is gone");
  return row;
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

export interface LineKey {
  productId: number;
  variantId: number | null;
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
