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
import { callApi } from "@/lib/api/api-client.server.ts";
import { apiSearchParams, type ShopQuery, shopPageSize } from "./shop-query.ts";

const catalogRevalidateSeconds = 60;
const catalog = { revalidate: catalogRevalidateSeconds, tags: ["catalog"] };

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

/** One page of a listing, with its paging read from the answer's headers. */
export const getProductPage = cache(async (query: ShopQuery, locale: Locale) => {
  const result = await callApi({
    path: `products?${apiSearchParams(query)}`,
    schema: productList,
    locale,
    ...catalog,
  });
  if (!result.ok) return result;
  return { ...result, paging: pagingOf(result.headers, result.data.length) };
});

/** Counts for the filter sidebar under the same filters. */
export const getProductFacets = cache((query: ShopQuery, locale: Locale) => {
  const params = apiSearchParams(query);
  for (const key of ["sort", "page", "per_page"]) params.delete(key);
  return callApi({ path: `products/facets?${params}`, schema: productFacets, locale, ...catalog });
});

export const getVendors = cache((page: number, locale: Locale) =>
  callApi({
    path: `vendors?page=${page}&per_page=24`,
    schema: vendorListResponse,
    locale,
    ...catalog,
  }),
);

export const getVendor = cache((id: number, locale: Locale) =>
  callApi({ path: `vendors/${id}`, schema: vendorResponse, locale, ...catalog }),
);
