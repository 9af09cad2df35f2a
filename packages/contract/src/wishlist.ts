import { z } from "zod";
import { productSummary } from "./catalog.ts";
import { idParam, recordId } from "./params.ts";
import { maxWishlistProducts } from "./wishlist-limits.ts";

export { maxWishlistProducts };

/** GET /{company}/api/marketplace/wish-list: the saved products, the last saved first. */
export const wishListResponse = z
  .object({
    wish_list: z
      .array(productSummary)
      .max(maxWishlistProducts)
      .describe("The products as cards read them, in the request's language"),
  })
  .meta({ id: "WishListResponse" });
export type WishListResponse = z.infer<typeof wishListResponse>;

/** GET /{company}/api/marketplace/add-remove-wish-list/{id}: which way the toggle went. */
export const wishListToggleResponse = z
  .object({
    message: z.string().describe("'Product added to wishlist' or 'Product removed from wishlist'"),
    status: z.enum(["added", "removed"]),
    product_id: z.number().int(),
    product_ids: z
      .array(z.number().int())
      .max(maxWishlistProducts)
      .describe("Every product in the wishlist after the change, the last saved first"),
  })
  .meta({ id: "WishListToggleResponse" });
export type WishListToggleResponse = z.infer<typeof wishListToggleResponse>;

export const wishListProductParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  id: idParam.describe("The product id"),
});

/** One id, a list, or `a,b,c`: form data sends a lone `product_ids[]` as a list, a lone `product_ids` as text. */
const productIdList = z
  .preprocess(
    (value) =>
      typeof value === "string"
        ? value.split(",").filter((part) => part.trim() !== "")
        : typeof value === "number"
          ? [value]
          : value,
    z.array(recordId).min(1).max(maxWishlistProducts),
  )
  .describe(`Product ids, at most ${maxWishlistProducts}`);

/** POST /{company}/api/marketplace/wish-list/merge (form data `product_ids[]` or JSON). */
export const wishListMergeRequest = z.object({ product_ids: productIdList });
export type WishListMergeRequest = z.infer<typeof wishListMergeRequest>;

export const wishListMergeResponse = z
  .object({
    product_ids: z
      .array(z.number().int())
      .max(maxWishlistProducts)
      .describe("Every product in the wishlist after the merge, the last saved first"),
    added: z.array(z.number().int()).describe("The ids this merge saved"),
    ignored: z
      .array(z.number().int())
      .describe(
        "The ids left out: already saved, unknown, of another marketplace, or beyond the limit",
      ),
  })
  .meta({ id: "WishListMergeResponse" });
export type WishListMergeResponse = z.infer<typeof wishListMergeResponse>;

/** GET /{company}/api/marketplace/wish-list/products?product_ids=…: a guest's saved products. */
export const wishListProductsQuery = z.object({ product_ids: productIdList });
