import "server-only";
import { reviewEndpoints } from "@souq/contract/endpoints/reviews";
import type { Locale } from "@souq/contract/locale";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { catalogCache, readCatalog } from "@/lib/api/catalog-cache.server.ts";
import { notFoundOnBadRequest } from "@/lib/api/not-found-on-bad-request.ts";

/** Reviews shown per page under a product. */
export const reviewsPerPage = 5;

/** The cache tag of one product's review reads, so a new review shows at once. */
export function reviewsTag(productId: number): string {
  return `reviews-${productId}`;
}

/** One page of a product's reviews, as the shared read and the shopper's own read both ask it. */
function reviewPage(productId: number, page: number, locale: Locale) {
  return { params: { id: productId }, query: { page, per_page: reviewsPerPage }, locale };
}

async function readReviews(productId: number, page: number, locale: Locale) {
  "use cache";
  catalogCache(reviewsTag(productId));
  return readCatalog(reviewEndpoints.list, reviewPage(productId, page, locale));
}

/**
 * One page of a product's reviews with its rating summary, as every visitor sees it (shared and
 * cached; a new review refreshes it through its tag). Whether the signed-in shopper has reviewed
 * the product, and which reviews are theirs, is theirs alone: see `getOwnReviews`.
 */
export async function getReviews(productId: number, page: number, locale: Locale) {
  return notFoundOnBadRequest(await readReviews(productId, page, locale), locale);
}

/** The same page read with the shopper's token: whether they reviewed it and which are theirs. */
export async function getOwnReviews(
  productId: number,
  page: number,
  locale: Locale,
  token: string,
) {
  const result = await callEndpoint(reviewEndpoints.list, {
    ...reviewPage(productId, page, locale),
    token,
  });
  if (!result.ok) return null;
  return {
    reviewed: result.data.reviewed,
    ownReviewIds: result.data.data.filter((review) => review.own).map((review) => review.id),
  };
}

/** The review page asked for in the address (`?reviews_page=`), or the first. */
export function reviewsPageOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9][0-9]{0,4}$/.test(text) ? Number(text) : 1;
}
