import "server-only";
import {
  pagingHeaders,
  productFacets,
  productList,
  vendorListResponse,
  vendorResponse,
} from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { callApi, notFoundOnBadRequest } from "@/lib/api/api-client.server.ts";
import { catalogCache, keepable, keepableFailure } from "@/lib/api/catalog-cache.server.ts";
import { apiSearchParams, type ShopQuery, shopPageSize } from "./shop-query.ts";

export interface Paging {
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
}

function pagingOf(headers: Headers, fallbackCount: number): Paging {
  const read = (name: string, fallback: number) => {
    const value = Number(headers.get(name));
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    page: read(pagingHeaders.page, 1),
    lastPage: read(pagingHeaders.lastPage, 1),
    perPage: read(pagingHeaders.perPage, shopPageSize),
    total: Number(headers.get(pagingHeaders.total) ?? fallbackCount) || 0,
  };
}

async function readProductPage(query: ShopQuery, locale: Locale) {
  "use cache";
  catalogCache();
  const path = `products?${apiSearchParams(query)}`;
  const result = await callApi({ path, schema: productList, locale, shared: true });
  if (!result.ok) return keepableFailure(result, path);
  return {
    ok: true as const,
    data: result.data,
    status: result.status,
    paging: pagingOf(result.headers, result.data.length),
  };
}

async function readProductFacets(query: ShopQuery, locale: Locale) {
  "use cache";
  catalogCache();
  const params = apiSearchParams(query);
  for (const key of ["sort", "page", "per_page"]) params.delete(key);
  const path = `products/facets?${params}`;
  return keepable(await callApi({ path, schema: productFacets, locale, shared: true }), path);
}

async function readVendors(page: number, locale: Locale) {
  "use cache";
  catalogCache();
  const path = `vendors?page=${page}&per_page=24`;
  return keepable(await callApi({ path, schema: vendorListResponse, locale, shared: true }), path);
}

async function readVendor(id: number, locale: Locale) {
  "use cache";
  catalogCache();
  const path = `vendors/${id}`;
  return keepable(await callApi({ path, schema: vendorResponse, locale, shared: true }), path);
}

/** One page of a listing, with its paging read from the answer's headers. */
export const getProductPage = cache(async (query: ShopQuery, locale: Locale) =>
  notFoundOnBadRequest(await readProductPage(query, locale), locale),
);

/** Counts for the filter sidebar under the same filters. */
export const getProductFacets = cache(async (query: ShopQuery, locale: Locale) =>
  notFoundOnBadRequest(await readProductFacets(query, locale), locale),
);

export const getVendors = cache(async (page: number, locale: Locale) =>
  notFoundOnBadRequest(await readVendors(page, locale), locale),
);

export const getVendor = cache(async (id: number, locale: Locale) =>
  notFoundOnBadRequest(await readVendor(id, locale), locale),
);
