import "server-only";
import { pagingHeaders } from "@souq/contract/catalog";
import { blogEndpoints } from "@souq/contract/endpoints/blog";
import { catalogEndpoints } from "@souq/contract/endpoints/catalog";
import { productEndpoints } from "@souq/contract/endpoints/products";
import { vendorEndpoints } from "@souq/contract/endpoints/vendors";
import type { MetadataRoute } from "next";
import { cacheLife, cacheTag } from "next/cache";
import { callEndpoint } from "../api/api-client.server.ts";
import { catalogTag } from "../api/catalog-cache.server.ts";
import { pageHref } from "../routing/pages.ts";
import {
  apiPagesOfProductSitemap,
  categoryIds,
  fixedPaths,
  localizedEntries,
  productSitemapCount,
  productsPerApiPage,
} from "./sitemap-entries.ts";

// Shared reads inside the "use cache" functions below, in English: addresses are alike in both.
const cached = { locale: "en", shared: true } as const;

/** Sitemaps are read by crawlers, not shoppers: the catalog they list may be an hour old. */
function sitemapCache() {
  cacheLife("hours");
  cacheTag(catalogTag, "sitemap");
}
// API pages read at once while building a product sitemap.
const parallelReads = 4;

async function totalProducts(): Promise<number> {
  const result = await callEndpoint(productEndpoints.list, { query: { per_page: 1 }, ...cached });
  if (!result.ok) return 0;
  return Number(result.headers.get(pagingHeaders.total) ?? result.data.length) || 0;
}

/** Sitemap 0 holds the listing pages, categories, vendors and blog posts; 1…n hold the products. */
export async function sitemapIds(): Promise<Array<{ id: number }>> {
  "use cache";
  sitemapCache();
  const products = productSitemapCount(await totalProducts());
  return Array.from({ length: products + 1 }, (_, id) => ({ id }));
}

async function categoryEntries(): Promise<MetadataRoute.Sitemap> {
  const result = await callEndpoint(catalogEndpoints.categories, cached);
  if (!result.ok) return [];
  return categoryIds(result.data.categories).flatMap((id) =>
    localizedEntries(pageHref.shop({ category_id: id })),
  );
}

async function vendorEntries(): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = [];
  for (let page = 1, lastPage = 1; page <= lastPage; page += 1) {
    const result = await callEndpoint(vendorEndpoints.list, {
      query: { page, per_page: 100 },
      ...cached,
    });
    if (!result.ok) break;
    lastPage = result.data.meta.last_page;
    for (const vendor of result.data.data)
      entries.push(...localizedEntries(pageHref.vendor({ id: vendor.id })));
  }
  return entries;
}

async function blogEntries(): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = [];
  for (let page = 1, lastPage = 1; page <= lastPage; page += 1) {
    const result = await callEndpoint(blogEndpoints.list, {
      query: { page, per_page: 50 },
      ...cached,
    });
    if (!result.ok) break;
    lastPage = result.data.meta.last_page;
    for (const post of result.data.data)
      entries.push(...localizedEntries(pageHref.blogPost({ slug: post.slug })));
  }
  return entries;
}

async function productIds(apiPage: number): Promise<number[] | null> {
  const result = await callEndpoint(productEndpoints.list, {
    query: { per_page: productsPerApiPage, page: apiPage },
    ...cached,
  });
  return result.ok ? result.data.map((product) => product.id) : null;
}

async function productEntries(sitemap: number): Promise<MetadataRoute.Sitemap> {
  const pages = apiPagesOfProductSitemap(sitemap);
  const ids: number[] = [];
  for (let start = 0; start < pages.length; start += parallelReads) {
    const batch = await Promise.all(pages.slice(start, start + parallelReads).map(productIds));
    for (const page of batch) if (page) ids.push(...page);
    // A short or failed page is the end of the catalog.
    if (batch.some((page) => !page || page.length < productsPerApiPage)) break;
  }
  return [...new Set(ids)].flatMap((id) => localizedEntries(pageHref.product({ id })));
}

/** The entries of one sitemap, every address in both languages with its hreflang alternates. */
export async function sitemapEntries(id: number): Promise<MetadataRoute.Sitemap> {
  "use cache";
  sitemapCache();
  if (id > 0) return productEntries(id);
  const [categories, vendors, posts] = await Promise.all([
    categoryEntries(),
    vendorEntries(),
    blogEntries(),
  ]);
  return [
    ...fixedPaths.flatMap((path) => localizedEntries(path)),
    ...categories,
    ...vendors,
    ...posts,
  ];
}
