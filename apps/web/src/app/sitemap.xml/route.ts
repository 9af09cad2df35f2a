import { connection } from "next/server";
import { siteUrl } from "@/lib/config/runtime-config.server.ts";
import { sitemapIds } from "@/lib/seo/sitemap.server.ts";
import { sitemapIndexXml } from "@/lib/seo/sitemap-index.ts";

// The index crawlers are given, naming each sitemap (app/sitemaps/sitemap/[file]/route.ts).
export async function GET() {
  // Answered at request time (the catalog comes from the API, never read by a build), from reads
  // cached for an hour.
  await connection();
  const ids = await sitemapIds();
  return new Response(
    sitemapIndexXml(ids.map(({ id }) => `${siteUrl()}/sitemaps/sitemap/${id}.xml`)),
    {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=0, must-revalidate",
      },
    },
  );
}
