import "server-only";
import { productDetailResponse } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { callApi } from "@/lib/api/api-client.server.ts";

/** Largest id the API stores (a PostgreSQL integer); anything above cannot be a product. */
const largestId = 2_147_483_647;

/** The product id in an address, or null for anything that cannot be one ("abc", "0", "1e3"). */
export function productIdOf(segment: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= largestId ? id : null;
}

/** The cache tag of one product's reads, so a new review refreshes its rating at once. */
export function productTag(id: number): string {
  return `product-${id}`;
}

/**
 * One product with its related products, shared by the page and its metadata in one render;
 * like every catalog read it may be a minute old.
 */
export const getProduct = cache((id: number, locale: Locale) =>
  callApi({
    path: `products/${id}`,
    schema: productDetailResponse,
    locale,
    revalidate: 60,
    tags: ["catalog", productTag(id)],
  }),
);
