import "server-only";
import type { Locale } from "@souq/contract/locale";
import { reviewListResponse } from "@souq/contract/reviews";
import { callApi } from "@/lib/api/api-client.server.ts";

/** Reviews shown per page under a product. */
export const reviewsPerPage = 5;

/** The cache tag of one product's review reads, so a new review shows at once. */
export function reviewsTag(productId: number): string {
  return `reviews-${productId}`;
}

/**
 * One page of a product's reviews with its rating summary. A signed-in shopper's read carries the
 * token (to learn whether they reviewed it) and is never cached; a visitor's may be a minute old.
 */
export function getReviews(productId: number, page: number, locale: Locale, token: string | null) {
  return callApi({
    path: `products/${productId}/reviews?page=${page}&per_page=${reviewsPerPage}`,
    schema: reviewListResponse,
    locale,
    token,
    revalidate: 60,
    tags: ["catalog", reviewsTag(productId)],
  });
}

/** The review page asked for in the address (`?reviews_page=`), or the first. */
export function reviewsPageOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9][0-9]{0,4}$/.test(text) ? Number(text) : 1;
}
