import type { RequestInput } from "@souq/contract/build-request";
import { type ProductSort, productSorts } from "@souq/contract/catalog-rules";
import type { productEndpoints } from "@souq/contract/endpoints/products";

import { type ProductView, productViews } from "@/components/catalog/product-views.ts";
import { shopPageSize } from "./page-size.ts";

export { type ProductView, productViews, shopPageSize };

/** What a listing shows, read from the address; every choice lives there so a link reproduces it. */
export interface ShopQuery {
  keyword?: string;
  category_id?: number;
  vendor_id?: number;
  min_price?: number;
  max_price?: number;
  colours: string[];
  sizes: string[];
  rating?: number;
  on_sale: boolean;
  in_stock: boolean;
  sort: ProductSort;
  view: ProductView;
  page: number;
}

/** Best match first for a search, newest first otherwise. */
export function defaultSortFor(keyword: string | undefined): ProductSort {
  return keyword ? "relevance" : "newest";
}

/**
 * The orders a listing offers: best match only makes sense for a search; the deals page's order
 * (running deals first, soonest to end first) is its own.
 */
export function sortsFor(keyword: string | undefined): ProductSort[] {
  return productSorts.filter(
    (sort) => sort !== "ending_soon" && (sort !== "relevance" || Boolean(keyword)),
  );
}

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function positiveInt(value: string | undefined, max = 2_147_483_647): number | undefined {
  if (!value || !/^[0-9]{1,10}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

function amount(value: string | undefined): number | undefined {
  if (!value || !/^[0-9]{1,7}(\.[0-9]{1,2})?$/.test(value)) return undefined;
  return Number(value);
}

function keys(value: string | string[] | undefined): string[] {
  const parts = (Array.isArray(value) ? value : value ? [value] : []).flatMap((part) =>
    part.split(","),
  );
  const clean = parts
    .map((part) => part.trim().toLowerCase())
    .filter((part) => /^[a-z0-9-]{1,40}$/.test(part));
  return [...new Set(clean)].slice(0, 20);
}

/**
 * Reads a listing's address leniently: a value the API would refuse is dropped rather than sent,
 * so a hand-edited or stale link still shows products instead of an error page.
 */
export function parseShopQuery(params: RawParams): ShopQuery {
  const keyword = first(params.keyword)?.trim().slice(0, 200);
  const sort = first(params.sort);
  const view = first(params.view);
  let min = amount(first(params.min_price));
  let max = amount(first(params.max_price));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    keyword: keyword || undefined,
    category_id: positiveInt(first(params.category_id)),
    vendor_id: positiveInt(first(params.vendor_id)),
    min_price: min,
    max_price: max,
    colours: keys(params.colours),
    sizes: keys(params.sizes),
    rating: positiveInt(first(params.rating), 5),
    on_sale: first(params.on_sale) === "1",
    in_stock: first(params.in_stock) === "1",
    sort: sortsFor(keyword || undefined).includes(sort as ProductSort)
      ? (sort as ProductSort)
      : defaultSortFor(keyword || undefined),
    view: productViews.includes(view as ProductView) ? (view as ProductView) : "grid",
    page: positiveInt(first(params.page), 100_000) ?? 1,
  };
}

/** The address of a listing: only what differs from the defaults, in a stable order. */
export function shopSearchParams(query: ShopQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set("keyword", query.keyword);
  if (query.category_id) params.set("category_id", String(query.category_id));
  if (query.vendor_id) params.set("vendor_id", String(query.vendor_id));
  if (query.min_price !== undefined) params.set("min_price", String(query.min_price));
  if (query.max_price !== undefined) params.set("max_price", String(query.max_price));
  if (query.colours.length) params.set("colours", query.colours.join(","));
  if (query.sizes.length) params.set("sizes", query.sizes.join(","));
  if (query.rating) params.set("rating", String(query.rating));
  if (query.on_sale) params.set("on_sale", "1");
  if (query.in_stock) params.set("in_stock", "1");
  if (query.sort !== defaultSortFor(query.keyword)) params.set("sort", query.sort);
  if (query.view !== "grid") params.set("view", query.view);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/** A change of filters starts again from the first page; changing only the page or view keeps the rest. */
export function withChanges(query: ShopQuery, changes: Partial<ShopQuery>): ShopQuery {
  const keepsPage = Object.keys(changes).every((key) => key === "page" || key === "view");
  return { ...query, ...(keepsPage ? {} : { page: 1 }), ...changes };
}

export function shopHref(basePath: string, query: ShopQuery): string {
  const search = shopSearchParams(query).toString();
  return search ? `${basePath}?${search}` : basePath;
}

type ApiQuery<Call extends "list" | "facets"> = NonNullable<
  RequestInput<(typeof productEndpoints)[Call]>["query"]
>;

/** The listing's filters as the API's products and facets calls take them. */
export function apiFilterQuery(query: ShopQuery): ApiQuery<"facets"> {
  return {
    keyword: query.keyword,
    category_id: query.category_id,
    vendor_id: query.vendor_id,
    min_price: query.min_price,
    max_price: query.max_price,
    colours: query.colours.length ? query.colours.join(",") : undefined,
    sizes: query.sizes.length ? query.sizes.join(",") : undefined,
    rating: query.rating,
    on_sale: query.on_sale ? ("1" as const) : undefined,
    in_stock: query.in_stock ? ("1" as const) : undefined,
  };
}

/** The API's query for a listing: the filters, sort and page, without the view. */
export function apiListQuery(query: ShopQuery, perPage = shopPageSize): ApiQuery<"list"> {
  return {
    ...apiFilterQuery(query),
    sort: query.sort,
    page: query.page > 1 ? query.page : undefined,
    per_page: perPage,
  };
}

/** The same listing with every filter taken away (the keyword, sort and view stay). */
export function withoutFilters(query: ShopQuery): ShopQuery {
  return withChanges(query, {
    category_id: undefined,
    min_price: undefined,
    max_price: undefined,
    colours: [],
    sizes: [],
    rating: undefined,
    in_stock: false,
    on_sale: false,
  });
}

/** How many filters the shopper chose (the keyword and fixed scopes aside), for the phones' filter button. */
export function countFilters(query: ShopQuery): number {
  return (
    (query.category_id ? 1 : 0) +
    (query.min_price !== undefined || query.max_price !== undefined ? 1 : 0) +
    query.colours.length +
    query.sizes.length +
    (query.rating ? 1 : 0) +
    (query.on_sale ? 1 : 0) +
    (query.in_stock ? 1 : 0)
  );
}
