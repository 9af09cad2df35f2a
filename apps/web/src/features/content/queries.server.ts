import "server-only";
import { homePage } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { callApi, notFoundOnBadRequest } from "@/lib/api/api-client.server.ts";
import { catalogCache, keepable } from "@/lib/api/catalog-cache.server.ts";

async function readHomePage(locale: Locale) {
  "use cache";
  catalogCache();
  return keepable(
    await callApi({ path: "home-page", schema: homePage, locale, shared: true }),
    "home-page",
  );
}

/** The home page's sections, shared by every shopper and cached with the catalog. */
export const getHomePage = cache(async (locale: Locale) =>
  notFoundOnBadRequest(await readHomePage(locale), locale),
);
