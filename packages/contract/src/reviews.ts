import { z } from "zod";
import { pageMeta, pageQuery } from "./catalog.ts";
import { reviewBodyMaxLength, reviewPurchaseStates, reviewSorts } from "./catalog-rules.ts";

export type { ReviewPurchase, ReviewSort } from "./catalog-rules.ts";
export { reviewBodyMaxLength, reviewPurchaseStates, reviewSorts };

export const review = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    /** Plain text as the shopper wrote it; clients show it as text, never as markup. */
    body: z.string(),
    author: z.object({ name: z.string() }),
    created_at: z.string().datetime(),
    /** True for the signed-in shopper's own review. */
    own: z.boolean(),
    /**
     * Written by a shopper who had received the product (every review written since reviews
     * needed a delivered purchase); false for reviews from before that rule (the demo's).
     */
    verified: z.boolean(),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof review>;

export const ratingSummary = z
  .object({
    rating: z.number().min(0).max(5),
    count: z.number().int().nonnegative(),
    /** How many reviews gave each number of stars, "1" to "5". */
    breakdown: z.record(z.enum(["1", "2", "3", "4", "5"]), z.number().int().nonnegative()),
  })
  .meta({ id: "RatingSummary" });
export type RatingSummary = z.infer<typeof ratingSummary>;

export const reviewListQuery = z.object({
  ...pageQuery,
  per_page: z.coerce.number().int().min(1).max(50).default(10),
  sort: z
    .enum(reviewSorts)
    .default("newest")
    .describe(
      "`newest` first (the default), `highest` or `lowest` rating first (newest among equals)",
    ),
  stars: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .optional()
    .describe("Only the reviews that gave this many stars; `meta` counts those"),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

export const reviewListResponse = z
  .object({
    data: z.array(review),
    meta: pageMeta,
    summary: ratingSummary,
    /** Whether the signed-in shopper has reviewed this product (false when signed out). */
    reviewed: z.boolean(),
    /**
     * What the signed-in shopper has of the product (`none` when signed out): only `received`
     * (a delivered shipment held it) may review it.
     */
    purchase: z.enum(reviewPurchaseStates),
  })
  .meta({ id: "ReviewListResponse" });
export type ReviewListResponse = z.infer<typeof reviewListResponse>;

export const createReviewRequest = z
  .object({
    rating: z.coerce.number().int().min(1).max(5),
    body: z.string().trim().min(3).max(reviewBodyMaxLength),
  })
  .meta({ id: "CreateReviewRequest" });
export type CreateReviewRequest = z.infer<typeof createReviewRequest>;

export const createReviewResponse = z
  .object({ message: z.string(), data: review, summary: ratingSummary })
  .meta({ id: "CreateReviewResponse" });
export type CreateReviewResponse = z.infer<typeof createReviewResponse>;
