import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { categories, products, users, vendors, wishlistItems } from "../../db/schema.ts";
import { cardColumns, type ProductCardRow } from "../catalog/public.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Whose wishlist: one shopper in one marketplace. */
export interface WishlistOwner {
  companyId: number;
  userId: number;
}

const ownedBy = ({ companyId, userId }: WishlistOwner) =>
  and(eq(wishlistItems.companyId, companyId), eq(wishlistItems.userId, userId));

// The last saved first; rows saved in one statement keep the order their times were given.
const lastSavedFirst = [desc(wishlistItems.createdAt), desc(wishlistItems.productId)] as const;

/**
 * Locks the shopper's account row for the rest of the transaction, so that two changes of one
 * wishlist (two saves at the limit, a merge beside a toggle) happen one after the other.
 */
async function lockWishlist(tx: Transaction, owner: WishlistOwner): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, owner.userId))
    .for("no key update");
}

function selectIds(db: Database | Transaction, owner: WishlistOwner): Promise<number[]> {
  return db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(ownedBy(owner))
    .orderBy(...lastSavedFirst)
    .then((rows) => rows.map((row) => row.productId));
}

/** The ids of the shopper's saved products, the last saved first. */
export function selectWishlistIds(db: Database, owner: WishlistOwner): Promise<number[]> {
  return selectIds(db, owner);
}

/** The shopper's saved products with the columns a card needs, the last saved first. */
export function selectWishlistCards(db: Database, owner: WishlistOwner): Promise<ProductCardRow[]> {
  return db
    .select(cardColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(ownedBy(owner), eq(products.companyId, owner.companyId)))
    .orderBy(...lastSavedFirst);
}

/** Products of one marketplace among `ids`, with the columns a card needs, in no set order. */
export function selectProductCards(
  db: Database,
  companyId: number,
  ids: number[],
): Promise<ProductCardRow[]> {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
}

export type ToggleOutcome =
  | { outcome: "added"; productIds: number[] }
  | { outcome: "removed"; productIds: number[] }
  | { outcome: "not_found" }
  | { outcome: "full" };

/**
 * Removes the product from the wishlist when it is there, else saves it, unless the wishlist
 * already holds `limit` products. Products of another marketplace are `not_found`.
 */
export function toggleWishlistItem(
  db: Database,
  owner: WishlistOwner,
  productId: number,
  limit: number,
): Promise<ToggleOutcome> {
  return db.transaction(async (tx): Promise<ToggleOutcome> => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.companyId, owner.companyId)));
    if (!product) return { outcome: "not_found" };
    await lockWishlist(tx, owner);
    const [removed] = await tx
      .delete(wishlistItems)
      .where(and(ownedBy(owner), eq(wishlistItems.productId, productId)))
      .returning({ productId: wishlistItems.productId });
    if (removed) return { outcome: "removed", productIds: await selectIds(tx, owner) };
    const [kept] = await tx.select({ n: count() }).from(wishlistItems).where(ownedBy(owner));
    if (Number(kept?.n ?? 0) >= limit) return { outcome: "full" };
    await tx.insert(wishlistItems).values({ ...owner, productId });
    return { outcome: "added", productIds: await selectIds(tx, owner) };
  });
}

export interface MergeOutcome {
  productIds: number[];
  added: number[];
  ignored: number[];
}

/**
 * Saves the given products that are not saved yet, in the order given (the first given becomes
 * the last saved), while the wishlist holds fewer than `limit`. Ids already saved, unknown, of
 * another marketplace, repeated or beyond the limit are ignored.
 */
export function mergeWishlistItems(
  db: Database,
  owner: WishlistOwner,
  productIds: number[],
  limit: number,
): Promise<MergeOutcome> {
  return db.transaction(async (tx) => {
    await lockWishlist(tx, owner);
    const saved = new Set(await selectIds(tx, owner));
    const known = new Set(
      (
        await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.companyId, owner.companyId), inArray(products.id, productIds)))
      ).map((row) => row.id),
    );
    const added: number[] = [];
    const ignored: number[] = [];
    for (const id of productIds) {
      if (known.has(id) && !saved.has(id) && saved.size < limit) {
        saved.add(id);
        added.push(id);
      } else {
        ignored.push(id);
      }
    }
    if (added.length) {
      // One timestamp a millisecond apart per product keeps the order given.
      const now = Date.now();
      await tx.insert(wishlistItems).values(
        added.map((productId, index) => ({
          ...owner,
          productId,
          createdAt: new Date(now - index),
        })),
      );
    }
    return { productIds: await selectIds(tx, owner), added, ignored };
  });
}
