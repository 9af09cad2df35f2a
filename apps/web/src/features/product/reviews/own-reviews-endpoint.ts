import { reviewPurchaseStates, reviewSorts } from "@souq/contract/catalog-rules";
import { idParam } from "@souq/contract/params";
import { z } from "zod";
import { storefrontEndpoint } from "@/lib/storefront-endpoints/storefront-endpoint.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";

/** What only the signed-in shopper learns about a product's reviews; never part of a cached page. */
const ownReviews = z.discriminatedUnion("status", [
  z.object({ status: z.literal("signed-out") }),
  z.object({
    status: z.literal("signed-in"),
    reviewed: z.boolean(),
    /** Whether they received the product (only then may they review it), ordered it, or neither. */
    purchase: z.enum(reviewPurchaseStates),
    ownReviewIds: z.array(z.number().int()),
  }),
]);
export type OwnReviews = z.infer<typeof ownReviews>;

/** A page of reviews, as the product page's address names it (`?reviews_page=`); the first when absent. */
const reviewsPage = z
  .string()
  .regex(/^[1-9][0-9]{0,4}$/, "must be a page number")
  .transform(Number)
  .default(1);

/** The order of the reviews shown, as the product page's address names it; newest when absent. */
const reviewsSort = z.enum(reviewSorts).default("newest");

/** One number of stars the reviews shown gave, when the page keeps only those. */
const reviewsStars = z
  .string()
  .regex(/^[1-5]$/, "must be 1 to 5")
  .transform(Number)
  .optional();

/**
 * `GET /api/own-reviews?product=7&page=1&sort=newest&stars=5&locale=en`: whether the signed-in
 * shopper has reviewed the product, whether they received it (only then may they review it) and
 * which reviews on that page are theirs. The product page is cached and shared, so this loads
 * after it; the answer is the shopper's alone. A product the API does not know has none of theirs.
 */
export const ownReviewsEndpoint = storefrontEndpoint({
  path: storefrontPaths.ownReviews,
  query: { product: idParam, page: reviewsPage, sort: reviewsSort, stars: reviewsStars },
  ok: ownReviews,
  summary: "Whether the signed-in shopper reviewed a product, and which reviews are theirs",
});
