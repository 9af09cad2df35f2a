import "server-only";
import { type ReviewSort, reviewSorts } from "@souq/contract/catalog-rules";
import { reviewEndpoints } from "@souq/contract/endpoints/reviews";
import type { Locale } from "@souq/contract/locale";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { catalogCache, readCatalog } from "@/lib/api/catalog-cache.server.ts";
import { notFoundHereOnBadRequest } from "@/lib/api/not-found-on-bad-request.ts";

/** Reviews shown per page under a product. */
export const reviewsPerPage = 5;

/** The cache tag of one product's review reads, so a new review shows at once. */
export function reviewsTag(productId: number): string {
  return `reviews-${productId}`;
}

/** Which reviews a product page shows: a page of them, in an order, maybe of one number of stars. */
export interface ReviewView {
  page: number;
  sort: ReviewSort;
  stars?: number | undefined;
}

/** One page of a product's reviews, as the shared read and the shopper's own read both ask it. */
function reviewPage(productId: number, view: ReviewView, locale: Locale) {
  return {
    params: { id: productId },
    query: {
      page: view.page,
      per_page: reviewsPerPage,
      sort: view.sort,
      ...(view.stars === undefined ? {} : { stars: view.stars }),
    },
    locale,
  };
}

async function readReviews(
  productId: number,
  page: number,
  sort: ReviewSort,
  stars: number | undefined,
  locale: Locale,
) {
  "use cache";
  catalogCache(reviewsTag(productId));
  return readCatalog(reviewEndpoints.list, reviewPage(productId, { page, sort, stars }, locale));
}

/**
 * One page of a product's reviews with its rating summary, as every visitor sees it (shared and
 * cached; a new review refreshes it through its tag). Whether the signed-in shopper has reviewed
 * the product, and which reviews are theirs, is theirs alone: see `getOwnReviews`.
 */
export async function getReviews(productId: number, view: ReviewView, locale: Locale) {
  return notFoundHereOnBadRequest(
    await readReviews(productId, view.page, view.sort, view.stars, locale),
  );
}

/**
 * The same page read with the shopper's token: whether they reviewed the product, whether they
 * received it (only then may they review it) and which reviews on the page are theirs.
 */
export async function getOwnReviews(
  productId: number,
  view: ReviewView,
  locale: Locale,
  token: string,
) {
  const result = await callEndpoint(reviewEndpoints.list, {
    ...reviewPage(productId, view, locale),
    token,
  });
  if (!result.ok) return null;
  return {
    reviewed: result.data.reviewed,
    purchase: result.data.purchase,
    ownReviewIds: result.data.data.filter((review) => review.own).map((review) => review.id),
  };
}

type Parameter = string | string[] | undefined;
const firstOf = (value: Parameter) => (Array.isArray(value) ? value[0] : value);

/** The review page asked for in the address (`?reviews_page=`), or the first. */
export function reviewsPageOf(value: Parameter): number {
  const text = firstOf(value);
  return text && /^[1-9][0-9]{0,4}$/.test(text) ? Number(text) : 1;
}

/**
 * The reviews a product page's address asks for: `reviews_page`, `reviews_sort` (newest when
 * absent or unknown) and `reviews_stars` (1 to 5; all stars otherwise).
 */
export function reviewViewOf(parameters: {
  reviews_page?: Parameter;
  reviews_sort?: Parameter;
  reviews_stars?: Parameter;
}): ReviewView {
  const sort = firstOf(parameters.reviews_sort);
  const stars = firstOf(parameters.reviews_stars);
  return {
    page: reviewsPageOf(parameters.reviews_page),
    sort: reviewSorts.find((known) => known === sort) ?? "newest",
    stars: stars && /^[1-5]$/.test(stars) ? Number(stars) : undefined,
  };
}
