import { ownReviewsEndpoint } from "@/features/product/reviews/own-reviews-endpoint.ts";
import { getOwnReviews } from "@/features/product/reviews/queries.server.ts";
import { getSession } from "@/lib/session/session.server.ts";
import { storefrontHandler } from "@/lib/storefront-endpoints/storefront-handler.ts";

const noStore = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/** The shopper's own part of a product's reviews ({@link ownReviewsEndpoint}). */
export const GET = storefrontHandler(
  ownReviewsEndpoint,
  async ({ query: { product, page, sort, stars, locale } }) => {
    const session = await getSession(locale);
    if (session.status !== "signed-in") {
      return { status: 200, body: { status: "signed-out" as const }, headers: noStore };
    }
    const own = await getOwnReviews(product, { page, sort, stars }, locale, session.token);
    const nothing = { reviewed: false, purchase: "none" as const, ownReviewIds: [] };
    return {
      status: 200,
      body: { status: "signed-in" as const, ...(own ?? nothing) },
      headers: noStore,
    };
  },
);
