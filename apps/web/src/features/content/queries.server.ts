import "server-only";
import { catalogEndpoints } from "@souq/contract/endpoints/catalog";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { catalogCache, readCatalog } from "@/lib/api/catalog-cache.server.ts";
import { notFoundHereOnBadRequest } from "@/lib/api/not-found-on-bad-request.ts";

async function readHomePage(locale: Locale) {
  "use cache";
  catalogCache();
  return readCatalog(catalogEndpoints.homePage, { locale });
}

/** The home page's sections, shared by every shopper and cached with the catalog. */
export const getHomePage = cache(async (locale: Locale) =>
  notFoundHereOnBadRequest(await readHomePage(locale)),
);
