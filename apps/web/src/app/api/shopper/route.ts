import { shopperEndpoint } from "@/lib/shopper/shopper-endpoint.ts";
import { storefrontHandler } from "@/lib/storefront-endpoints/storefront-handler.ts";
import { getShopperSummary } from "@/shell/shopper-summary.server.ts";

/** The shopper's own parts of the frame ({@link shopperEndpoint}); no cache may keep them. */
export const GET = storefrontHandler(shopperEndpoint, async ({ query }) => ({
  status: 200,
  body: await getShopperSummary(query.locale),
  headers: { "Cache-Control": "private, no-store", Vary: "Cookie" },
}));
