import "server-only";
import { keywordMatchHeader, pagingHeaders, readKeywordAnswer } from "@souq/contract/catalog";
import { productEndpoints } from "@souq/contract/endpoints/products";
import { vendorEndpoints } from "@souq/contract/endpoints/vendors";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { catalogCache, keepableFailure, readCatalog } from "@/lib/api/catalog-cache.server.ts";
import { notFoundHereOnBadRequest } from "@/lib/api/not-found-on-bad-request.ts";
import { apiFilterQuery, apiListQuery, type ShopQuery, shopPageSize } from "./shop-query.ts";

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
  const result = await callEndpoint(productEndpoints.list, {
    query: apiListQuery(query),
    locale,
    shared: true,
  });
  if (!result.ok) return keepableFailure(result, productEndpoints.list);
  return {
    ok: true as const,
    data: result.data,
    status: result.status,
    paging: pagingOf(result.headers, result.data.length),
    /** The products match only part of the keyword (a word matched nothing, or not all together). */
    partial: result.headers.get(keywordMatchHeader) === "partial",
    /** Which words matched and which did not, and what the search understood (ADR 0054). */
    answer: readKeywordAnswer(result.headers),
  };
}

async function readProductFacets(query: ShopQuery, locale: Locale) {
  "use cache";
  catalogCache();
  return readCatalog(productEndpoints.facets, { query: apiFilterQuery(query), locale });
}

async function readVendors(page: number, locale: Locale) {
  "use cache";
  catalogCache();
  return readCatalog(vendorEndpoints.list, { query: { page, per_page: 24 }, locale });
}

async function readVendor(id: number, locale: Locale) {
  "use cache";
  catalogCache();
  return readCatalog(vendorEndpoints.detail, { params: { id }, locale });
}

/** One page of a listing, with its paging read from the answer's headers. */
export const getProductPage = cache(async (query: ShopQuery, locale: Locale) =>
  notFoundHereOnBadRequest(await readProductPage(query, locale)),
);

/** Counts for the filter sidebar under the same filters. */
export const getProductFacets = cache(async (query: ShopQuery, locale: Locale) =>
  notFoundHereOnBadRequest(await readProductFacets(query, locale)),
);

export const getVendors = cache(async (page: number, locale: Locale) =>
  notFoundHereOnBadRequest(await readVendors(page, locale)),
);

export const getVendor = cache(async (id: number, locale: Locale) =>
  notFoundHereOnBadRequest(await readVendor(id, locale)),
);
