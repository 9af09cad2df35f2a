import "server-only";
import { categoriesResponse } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { callApi, notFoundOnBadRequest } from "@/lib/api/api-client.server.ts";
import { catalogCache, keepable } from "@/lib/api/catalog-cache.server.ts";

async function readCategories(locale: Locale) {
  "use cache";
  catalogCache();
  return keepable(
    await callApi({ path: "categories", schema: categoriesResponse, locale, shared: true }),
    "categories",
  );
}

/** The category tree with counts, shared by every shopper and cached with the catalog. */
export const getCategories = cache(async (locale: Locale) =>
  notFoundOnBadRequest(await readCategories(locale), locale),
);
