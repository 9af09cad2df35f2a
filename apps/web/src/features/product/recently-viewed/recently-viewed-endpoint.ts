import { idParam } from "@souq/contract/params";
import { z } from "zod";
import type { CardData } from "@/components/catalog/card-data.ts";
import { storefrontEndpoint } from "@/lib/storefront-endpoints/storefront-endpoint.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";
import { recentLimit } from "./recent-list.ts";

/** `ids=1,2,3`: one to the list's limit of distinct product ids. */
const recentIds = z
  .string()
  .transform((ids) => ids.split(","))
  .pipe(z.array(idParam).min(1).max(recentLimit))
  .refine((ids) => new Set(ids).size === ids.length, "each product once");

/**
 * `GET /api/recently-viewed?ids=1,2,3&locale=en|ar`: the small cards of the products a browser
 * remembers having viewed, as they are now, in the order asked, read through the same cached
 * catalog reads as the product pages (so the browser never learns the API's address). Products
 * that are gone come back in `missing`, so the browser can forget them; a catalog that fails is
 * 503. Shared by every shopper: browsers may keep it a minute.
 */
export const recentlyViewedEndpoint = storefrontEndpoint({
  path: storefrontPaths.recentlyViewed,
  query: { ids: recentIds },
  ok: z.object({
    /** Made by `toCardData` for the small card, as listings make theirs. */
    data: z.array(z.custom<CardData>((value) => typeof value === "object" && value !== null)),
    missing: z.array(z.number().int()),
  }),
  failures: [503],
  summary: "The cards of the products a browser viewed lately",
});
