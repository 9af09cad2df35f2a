import { productSummary } from "@souq/contract/catalog";
import { idParam } from "@souq/contract/params";
import type { AbstractIntlMessages } from "next-intl";
import { z } from "zod";
import { storefrontEndpoint } from "@/lib/storefront-endpoints/storefront-endpoint.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";

/**
 * `GET /api/quick-view/{id}?locale=en|ar`: what a card's quick view shows, from the same cached
 * catalog read as the product page, with the strings of the dialog's options that pages do not
 * carry. A product the catalog does not have is 404; a catalog that fails, 503. Shared by every
 * shopper, so browsers may keep it a minute.
 */
export const quickViewEndpoint = storefrontEndpoint({
  path: storefrontPaths.quickView,
  params: z.object({ id: idParam }),
  ok: z.object({
    data: productSummary,
    messages: z.custom<AbstractIntlMessages>(
      (value) => typeof value === "object" && value !== null,
    ),
  }),
  failures: [404, 503],
  summary: "A product as a card's quick view shows it, with the strings of its options",
});
