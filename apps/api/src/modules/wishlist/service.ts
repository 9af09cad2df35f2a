import type { ProductSummary } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import {
  maxWishlistProducts,
  type WishListMergeResponse,
  type WishListResponse,
  type WishListToggleResponse,
} from "@souq/contract/wishlist";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
import { selectProductCards, toProductSummaries } from "../products/public.ts";
import {
  mergeWishlistItems,
  selectWishlistCards,
  toggleWishlistItem,
  type WishlistOwner,
} from "./repository.ts";

/** One marketplace's catalog as the wishlist reads it, in the request's language. */
export interface CatalogContext {
  db: Database;
  companyId: number;
  locale: Locale;
  publicUrl: string;
}

/** The signed-in shopper's wishlist in one marketplace. */
export interface WishlistContext extends CatalogContext, WishlistOwner {}

const ownerOf = ({ companyId, userId }: WishlistContext): WishlistOwner => ({ companyId, userId });

const cardContextOf = (context: CatalogContext) => ({
  locale: context.locale,
  publicUrl: context.publicUrl,
  now: new Date(),
});

export async function listWishlist(context: WishlistContext): Promise<WishListResponse> {
  const rows = await selectWishlistCards(context.db, ownerOf(context));
  return { wish_list: await toProductSummaries(context.db, rows, cardContextOf(context)) };
}

/** Saves the product, or removes it when it is saved; 404 for another marketplace's or none. */
export async function toggleWishlist(
  context: WishlistContext,
  productId: number,
): Promise<WishListToggleResponse> {
  const result = await toggleWishlistItem(
    context.db,
    ownerOf(context),
    productId,
    maxWishlistProducts,
  );
  if (result.outcome === "not_found") throw new AppError("not_found", "product_not_found");
  if (result.outcome === "full") {
    throw new AppError("unprocessable", "wishlist_limit_reached", {
      max: String(maxWishlistProducts),
    });
  }
  return {
    message: translate(
      context.locale,
      result.outcome === "added" ? "wishlist_added" : "wishlist_removed",
    ),
    status: result.outcome,
    product_id: productId,
    product_ids: result.productIds,
  };
}

/** A guest's wishlist joins the shopper's at sign-in; what cannot be saved is ignored and listed. */
export async function mergeWishlist(
  context: WishlistContext,
  productIds: number[],
): Promise<WishListMergeResponse> {
  const result = await mergeWishlistItems(
    context.db,
    ownerOf(context),
    productIds,
    maxWishlistProducts,
  );
  return { product_ids: result.productIds, added: result.added, ignored: result.ignored };
}

/** The products of a guest's wishlist, in the order given; unknown ids are left out. */
export async function listProductsById(
  context: CatalogContext,
  productIds: number[],
): Promise<WishListResponse> {
  const rows = await selectProductCards(context.db, context.companyId, [...new Set(productIds)]);
  const cards = await toProductSummaries(context.db, rows, cardContextOf(context));
  const byId = new Map(cards.map((card) => [card.id, card]));
  const ordered = [...new Set(productIds)]
    .map((id) => byId.get(id))
    .filter((card): card is ProductSummary => card !== undefined);
  return { wish_list: ordered };
}
