import type { MetadataRoute } from "next";
import { escapeXml } from "./sitemap-index.ts";

/** A sitemap (sitemaps.org) of addresses, each naming its language twins (hreflang). */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const alternates = Object.entries(entry.alternates?.languages ?? {}).map(
      ([language, href]) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(String(href))}" />`,
    );
    return ["<url>", `<loc>${escapeXml(entry.url)}</loc>`, ...alternates, "</url>"].join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
