import "server-only";
import { catalogEndpoints } from "@souq/contract/endpoints/catalog";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import {
  availableOrThrow,
  catalogCache,
  readCatalogOrUnavailable,
} from "@/lib/api/catalog-cache.server.ts";
import { notFoundHereOnBadRequest } from "@/lib/api/not-found-on-bad-request.ts";

async function readCategories(locale: Locale) {
  "use cache";
  catalogCache();
  return readCatalogOrUnavailable(catalogEndpoints.categories, { locale });
}

/**
 * The category tree with counts, shared by every shopper and cached with the catalog; with the
 * API down and the tree not cached, the page fails (its error page).
 */
export const getCategories = cache(async (locale: Locale) =>
  availableOrThrow(
    notFoundHereOnBadRequest(await readCategories(locale)),
    catalogEndpoints.categories,
  ),
);

/** The same tree for the shop frame's menus, which go without it (a 503) while it is unavailable. */
export const getCategoriesIfAvailable = cache(async (locale: Locale) =>
  notFoundHereOnBadRequest(await readCategories(locale)),
);
