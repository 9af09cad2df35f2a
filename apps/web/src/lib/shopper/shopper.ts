import type { Cart } from "@souq/contract/cart";

/**
 * What the header shows of the shopper: who they are, their cart and, signed in, the ids of the
 * products in their wishlist. Never part of a cached page.
 */
export type ShopperSummary =
  /** A guest: the cart their cart-token cookie names; null without one, or when the API could not say. */
  | { status: "signed-out"; cart: Cart | null }
  /** The cookie's token stopped working (expired or revoked): the page signs out quietly. */
  | { status: "expired" }
  | {
      status: "signed-in";
      user: { name: string; email: string; phone: string | null; image_url: string | null };
      /** Null when the API could not say. */
      cart: Cart | null;
      /** The wishlist's product ids, the last saved first; null when the API could not say. */
      wishlist: number[] | null;
    };

/** Where the browser asks for it: the storefront's own route, never the API. */
export const shopperSummaryPath = "/api/shopper";
