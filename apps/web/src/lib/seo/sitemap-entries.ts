import { type Locale, locales } from "@souq/contract/locale";
import type { MetadataRoute } from "next";
import { sitemapFixedPaths } from "../routing/pages.ts";
import { absoluteUrl, canonicalPath, languageAlternates } from "./page-metadata.ts";

/** Products per product sitemap: 200 API pages of 60, so 24,000 addresses (the limit is 50,000). */
export const productsPerSitemap = 12_000;
export const productsPerApiPage = 60;

/** The pages every storefront has, whatever the catalog holds (pages.ts). */
export const fixedPaths = sitemapFixedPaths;

/** One route as sitemap entries: one per language, each naming all of them (hreflang). */
export function localizedEntries(path: string): MetadataRoute.Sitemap {
  const canonical = canonicalPath(path);
  const languages = languageAlternates(canonical);
  return locales.map((locale: Locale) => ({
    url: absoluteUrl(locale, canonical),
    alternates: { languages },
  }));
}

/** Product sitemaps needed for a catalog of this size (at least one, so the index never changes shape). */
export function productSitemapCount(totalProducts: number): number {
  return Math.max(1, Math.ceil(totalProducts / productsPerSitemap));
}

/** The API pages (per_page=60) that make up product sitemap `index` (1-based). */
export function apiPagesOfProductSitemap(index: number): number[] {
  const pagesPerSitemap = productsPerSitemap / productsPerApiPage;
  const first = (index - 1) * pagesPerSitemap + 1;
  return Array.from({ length: pagesPerSitemap }, (_, offset) => first + offset);
}

/** Every category id in a tree, parents before their children. */
export function categoryIds(tree: ReadonlyArray<{ id: number; children: ReadonlyArray<unknown> }>) {
  const ids: number[] = [];
  const visit = (nodes: ReadonlyArray<{ id: number; children: ReadonlyArray<unknown> }>) => {
    for (const node of nodes) {
      ids.push(node.id);
      visit(node.children as ReadonlyArray<{ id: number; children: ReadonlyArray<unknown> }>);
    }
  };
  visit(tree);
  return ids;
}
