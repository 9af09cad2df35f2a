import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { lockAccount } from "../auth/public.ts";
import {
  type ProductCardRow,
  productBelongsTo,
  selectCompanyProductIds,
  selectProductCards,
} from "../products/public.ts";
import { wishlistItems } from "./tables.ts";

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
function lockWishlist(tx: Transaction, owner: WishlistOwner): Promise<void> {
  return lockAccount(tx, owner.userId);
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

/**
 * The shopper's saved products with the columns a card needs, the last saved first: the saved ids,
 * then their cards from the products module in one query (at most the wishlist's limit of ids).
 */
export async function selectWishlistCards(
  db: Database,
  owner: WishlistOwner,
): Promise<ProductCardRow[]> {
  const ids = await selectIds(db, owner);
  const cards = new Map(
    (await selectProductCards(db, owner.companyId, ids)).map((card) => [card.id, card]),
  );
  return ids.flatMap((id) => cards.get(id) ?? []);
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
    if (!(await productBelongsTo(tx, owner.companyId, productId))) return { outcome: "not_found" };
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
    const known = new Set(await selectCompanyProductIds(tx, owner.companyId, productIds));
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
