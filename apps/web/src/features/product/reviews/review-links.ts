import type { ReviewSort } from "@souq/contract/catalog-rules";

/** Which reviews a product page shows (as `reviewViewOf` reads them from its address). */
export interface ReviewLinkView {
  page: number;
  sort: ReviewSort;
  stars?: number | undefined;
}

/**
 * The product page's address showing those reviews, opened at the reviews: only what differs
 * from the first page of all stars, newest first, is written, so each view has one address.
 */
export function reviewsHref(basePath: string, view: ReviewLinkView, anchor: string): string {
  const query = new URLSearchParams();
  if (view.page > 1) query.set("reviews_page", String(view.page));
  if (view.sort !== "newest") query.set("reviews_sort", view.sort);
  if (view.stars !== undefined) query.set("reviews_stars", String(view.stars));
  const search = query.toString();
  return `${basePath}${search ? `?${search}` : ""}#${anchor}`;
}
