import { locales } from "@souq/contract/locale";
import type { MetadataRoute } from "next";
import { privatePaths } from "../routing/pages.ts";
import { localizedPath } from "./page-metadata.ts";

/** robots.txt: crawl everything but the private pages (pages.ts), in both languages; the sitemap index on SITE_URL. */
export function crawlRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: locales.flatMap((locale) =>
        privatePaths.map((path) => localizedPath(locale, path)),
      ),
    },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
