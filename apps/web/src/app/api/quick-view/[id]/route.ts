import { getMessages } from "next-intl/server";
import { quickViewEndpoint } from "@/features/product/components/quick-view/quick-view-endpoint.ts";
import { getProduct } from "@/features/product/queries.server.ts";
import { pickMessages } from "@/i18n/client-messages.ts";
import { storefrontHandler } from "@/lib/storefront-endpoints/storefront-handler.ts";

/** A card's quick view ({@link quickViewEndpoint}), from the product page's cached read. */
export const GET = storefrontHandler(
  quickViewEndpoint,
  async ({ params: { id }, query: { locale } }) => {
    const product = await getProduct(id, locale);
    if (!product.ok) return { status: product.status === 404 ? 404 : 503 };
    return {
      status: 200,
      body: {
        data: product.data.data,
        messages: pickMessages(await getMessages({ locale }), ["ProductPage"]),
      },
      headers: { "Cache-Control": "public, max-age=60" },
    };
  },
);
