import "server-only";
import { productEndpoints } from "@souq/contract/endpoints/products";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { catalogCache, productTag, readCatalog } from "@/lib/api/catalog-cache.server.ts";
import { notFoundHereOnBadRequest } from "@/lib/api/not-found-on-bad-request.ts";

/** Largest id the API stores (a PostgreSQL integer); anything above cannot be a product. */
const largestId = 2_147_483_647;

/** The product id in an address, or null for anything that cannot be one ("abc", "0", "1e3"). */
export function productIdOf(segment: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= largestId ? id : null;
}

async function readProduct(id: number, locale: Locale) {
  "use cache";
  catalogCache(productTag(id));
  return readCatalog(productEndpoints.detail, { params: { id }, locale });
}

/**
 * One product with its related products, shared by the page and its metadata in one render;
 * like every catalog read it may be a minute old, unless a change to it refreshed its tag.
 */
export const getProduct = cache(async (id: number, locale: Locale) =>
  notFoundHereOnBadRequest(await readProduct(id, locale)),
);
