import { getDeliveryEstimate } from "@/lib/delivery/delivery-estimate.server.ts";
import { deliveryEstimateEndpoint } from "@/lib/delivery/delivery-estimate-endpoint.ts";
import { getSession } from "@/lib/session/session.server.ts";
import { storefrontHandler } from "@/lib/storefront-endpoints/storefront-handler.ts";

const noStore = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/** When products would arrive for this shopper ({@link deliveryEstimateEndpoint}). */
export const GET = storefrontHandler(
  deliveryEstimateEndpoint,
  async ({ query: { products, locale } }) => {
    const session = await getSession(locale);
    const token = session.status === "signed-in" ? session.token : null;
    return {
      status: 200,
      body: await getDeliveryEstimate(products, locale, token),
      headers: noStore,
    };
  },
);
