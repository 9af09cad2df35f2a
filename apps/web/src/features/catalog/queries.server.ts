import "server-only";
import { categoriesResponse, homePage } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { callApi } from "@/lib/api/api-client.server.ts";

// Catalog reads may be a minute old; one render shares one answer between its sections.
const catalogRevalidateSeconds = 60;

export const getHomePage = cache((locale: Locale) =>
  callApi({
    path: "home-page",
    schema: homePage,
    locale,
    revalidate: catalogRevalidateSeconds,
    tags: ["catalog"],
  }),
);

export const getCategories = cache((locale: Locale) =>
  callApi({
    path: "categories",
    schema: categoriesResponse,
    locale,
    revalidate: catalogRevalidateSeconds,
    tags: ["catalog"],
  }),
);
