import { cart } from "@souq/contract/cart";
import { z } from "zod";
import { storefrontEndpoint } from "@/lib/storefront-endpoints/storefront-endpoint.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";

/**
 * What the header shows of the shopper: who they are, their cart and, signed in, the ids of the
 * products in their wishlist. Never part of a cached page.
 */
const shopperSummary = z.discriminatedUnion("status", [
  /** A guest: the cart their cart-token cookie names; null without one, or when the API could not say. */
  z.object({ status: z.literal("signed-out"), cart: cart.nullable() }),
  /** The cookie's token stopped working (expired or revoked): the page signs out quietly. */
  z.object({ status: z.literal("expired") }),
  /** A session cookie came, but the API could not say whose it is: the header says the account is unavailable. */
  z.object({ status: z.literal("unavailable") }),
  z.object({
    status: z.literal("signed-in"),
    user: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      image_url: z.string().nullable(),
    }),
    /** Null when the API could not say. */
    cart: cart.nullable(),
    /** The wishlist's product ids, the last saved first; null when the API could not say. */
    wishlist: z.array(z.number().int()).nullable(),
    /**
     * A vendor's staff account (ADR 48): it does not shop (the API answers its token 403 on the
     * shopper's calls, so it has no cart or wishlist) and the header leads it to its desk.
     */
    staff: z.boolean(),
  }),
]);
export type ShopperSummary = z.infer<typeof shopperSummary>;

/**
 * `GET /api/shopper?locale=en|ar`: the header's personal parts (account and cart) for the shopper
 * whose cookie comes with the request. Pages are cached and shared, so these load after them;
 * the answer is the shopper's alone and no cache may keep it.
 */
export const shopperEndpoint = storefrontEndpoint({
  path: storefrontPaths.shopper,
  ok: shopperSummary,
  summary: "The header's personal parts: the shopper, their cart and their wishlist's ids",
});
