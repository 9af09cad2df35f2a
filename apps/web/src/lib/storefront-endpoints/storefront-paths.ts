// Plain values, no schemas: the browser's callers import this module, so it must not pull in zod.

/**
 * The storefront's own route handlers (`src/app/api/…`), by name, with `:name` for a path
 * parameter. Each has its declaration (`storefrontEndpoint`) beside the feature that answers it.
 */
export const storefrontPaths = {
  shopper: "/api/shopper",
  compare: "/api/compare",
  quickView: "/api/quick-view/:id",
  searchSuggestions: "/api/search-suggestions",
  ownReviews: "/api/own-reviews",
  deliveryEstimate: "/api/delivery-estimate",
  recentlyViewed: "/api/recently-viewed",
} as const;

export type StorefrontPath = (typeof storefrontPaths)[keyof typeof storefrontPaths];
