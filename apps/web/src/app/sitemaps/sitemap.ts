import type { MetadataRoute } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { connection } from "next/server";
import { sitemapEntries, sitemapIds } from "@/lib/seo/sitemap.server.ts";

// Addresses start with SITE_URL and the catalog comes from the API, so nothing is built ahead: each
// request assembles the sitemap from API answers the server keeps for an hour.

/** /sitemaps/sitemap/0.xml: listing pages, categories, vendors; /sitemaps/sitemap/1.xml…: products,
 * 12,000 each. /sitemap.xml (app/sitemap.xml/route.ts) is the index that names them. */
export async function generateSitemaps() {
  // Next also asks while building, to write sitemaps ahead; a build never reads the API, so none are.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return [];
  return sitemapIds();
}

export default async function sitemap({
  id,
}: {
  id: Promise<string>;
}): Promise<MetadataRoute.Sitemap> {
  await connection();
  return sitemapEntries(Number(await id));
}
