import { locales } from "@souq/contract/locale";
import type { MetadataRoute } from "next";
import { localizedPath } from "./page-metadata.ts";

/** Pages that are a shopper's own or a step of a form: nothing a search result should open. */
export const privatePaths = [
  "/pages/profile",
  "/pages/orders",
  "/pages/messages",
  "/pages/addresses",
  "/pages/cart",
  "/shop/checkout",
  "/shop/wishlist",
  "/pages/compare",
  "/pages/login",
  "/pages/forgot-password",
  "/pages/reset-password",
] as const;

/** robots.txt: crawl everything but the private pages, in both languages; the sitemap index on SITE_URL. */
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
