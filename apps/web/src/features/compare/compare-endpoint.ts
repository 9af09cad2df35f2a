import { picture } from "@souq/contract/media";
import { idParam } from "@souq/contract/params";
import { z } from "zod";
import type { PriceView } from "@/components/catalog/price-view.ts";
import { storefrontEndpoint } from "@/lib/storefront-endpoints/storefront-endpoint.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";
import { compareLimit } from "./compare-list.ts";

/**
 * What the compare page shows of one product, and nothing more: the compare route sends this
 * instead of the whole product (description, gallery, related products).
 */
const compareProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: picture.nullable(),
  /** Made by `priceViewOf`, as a card's price is. */
  price: z.custom<PriceView>((value) => typeof value === "object" && value !== null),
  rating: z.number(),
  reviews: z.number().int(),
  vendor: z.object({ id: z.number().int(), name: z.string() }),
  category: z.object({ id: z.number().int(), name: z.string() }),
  /** Distinct colours of the variants as [hex, name], in the API's order. */
  colours: z.array(z.tuple([z.string(), z.string()])),
  sizes: z.array(z.string()),
  /** Units to sell: the variants' together when there are variants. */
  stock: z.number().int(),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type CompareProduct = z.infer<typeof compareProduct>;

/** `ids=1,2,3`: one to the compare limit of distinct product ids. */
const compareIds = z
  .string()
  .transform((ids) => ids.split(","))
  .pipe(z.array(idParam).min(1).max(compareLimit))
  .refine((ids) => new Set(ids).size === ids.length, "each product once");

/**
 * `GET /api/compare?ids=1,2,3&locale=en|ar`: what the compare page shows of the products a browser
 * keeps in its compare list, read through the same cached catalog reads as the product pages, so
 * the browser never learns the API's address. Products that are gone come back in `missing`, so
 * the page can drop them from the list; a catalog that fails is 503. Shared by every shopper:
 * browsers may keep it a minute.
 */
export const compareEndpoint = storefrontEndpoint({
  path: storefrontPaths.compare,
  query: { ids: compareIds },
  ok: z.object({ data: z.array(compareProduct), missing: z.array(z.number().int()) }),
  failures: [503],
  summary: "The compare page's view of the products in a browser's compare list",
});
