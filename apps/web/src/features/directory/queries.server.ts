import "server-only";
import { catalogEndpoints } from "@souq/contract/endpoints/catalog";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { catalogCache, readCatalog } from "@/lib/api/catalog-cache.server.ts";
import { notFoundOnBadRequest } from "@/lib/api/not-found-on-bad-request.ts";

async function readCategories(locale: Locale) {
  "use cache";
  catalogCache();
  return readCatalog(catalogEndpoints.categories, { locale });
}

/** The category tree with counts, shared by every shopper and cached with the catalog. */
export const getCategories = cache(async (locale: Locale) =>
  notFoundOnBadRequest(await readCategories(locale), locale),
);
