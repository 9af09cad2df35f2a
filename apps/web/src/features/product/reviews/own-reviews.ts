/** What only the signed-in shopper learns about a product's reviews; never part of a cached page. */
export type OwnReviews =
  | { status: "signed-out" }
  | { status: "signed-in"; reviewed: boolean; ownReviewIds: number[] };

/** Where the browser asks for it: the storefront's own route. */
export const ownReviewsPath = "/api/own-reviews";
