import { connection } from "next/server";
import { sitemapEntries, sitemapIds } from "@/lib/seo/sitemap.server.ts";
import { sitemapXml } from "@/lib/seo/sitemap-xml.ts";

/**
 * `/sitemaps/sitemap/0.xml`: listing pages, categories, vendors and blog posts; `/sitemaps/sitemap/1.xml`…:
 * products, 12,000 each. `/sitemap.xml` is the index that names them. Answered at request time
 * (the catalog comes from the API, which a build never reads) from reads cached for an hour.
 */
export async function GET(_request: Request, { params }: RouteContext<"/sitemaps/sitemap/[file]">) {
  await connection();
  const id = /^(0|[1-9][0-9]{0,5})\.xml$/.exec((await params).file)?.[1];
  const known = id !== undefined && (await sitemapIds()).some((entry) => entry.id === Number(id));
  if (!known) return new Response(null, { status: 404 });
  return new Response(sitemapXml(await sitemapEntries(Number(id))), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
