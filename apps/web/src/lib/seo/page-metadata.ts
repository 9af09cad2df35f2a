import { type Locale, locales } from "@souq/contract/locale";
import type { Picture } from "@souq/contract/media";
import type { Metadata } from "next";
import arabicShell from "../../../messages/ar/shell.json";
import englishShell from "../../../messages/en/shell.json";
import { siteUrl } from "../config/runtime-config.server.ts";

/** Open Graph locales: the language as spoken in Saudi Arabia, where the marketplace sells. */
const openGraphLocale: Record<Locale, string> = { en: "en_SA", ar: "ar_SA" };

const siteName: Record<Locale, string> = {
  en: englishShell.Metadata.siteName,
  ar: arabicShell.Metadata.siteName,
};

/**
 * Query parameters that name a different set of products (a category, a vendor, a later page).
 * Everything else (sort, view, price, colour and other filters, search words) only reorders or
 * narrows the same listing, so the canonical address leaves it out.
 */
const canonicalParams = ["category_id", "vendor_id", "page"] as const;

/**
 * A route's canonical form: the path without a trailing slash, with only the parameters above, in
 * that order, each a positive whole number, and `page` only from 2 on.
 * "/pages/shop?sort=price_asc&page=1&category_id=3" → "/pages/shop?category_id=3".
 */
export function canonicalPath(path: string): string {
  const [pathname = "/", query = ""] = path.split("?", 2);
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : "/";
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of canonicalParams) {
    const value = given.get(name);
    if (!value || !/^[1-9][0-9]*$/.test(value)) continue;
    if (name === "page" && value === "1") continue;
    kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${bare}?${search}` : bare;
}

/** The route in a language: English unprefixed ("/pages/shop"), Arabic under /ar ("/ar/pages/shop"). */
export function localizedPath(locale: Locale, path: string): string {
  const rooted = path.startsWith("/") ? path : `/${path}`;
  if (locale === "en") return rooted;
  const [pathname = "/", ...query] = rooted.split("?");
  const prefixed = pathname === "/" ? `/${locale}` : `/${locale}${pathname}`;
  return query.length ? `${prefixed}?${query.join("?")}` : prefixed;
}

/**
 * The absolute address of a route in a language, on the storefront's public origin (SITE_URL).
 * The English home page is the bare origin, as Next writes canonical links: "https://souq.sa".
 */
export function absoluteUrl(locale: Locale, path: string): string {
  const localized = localizedPath(locale, path);
  return localized === "/" ? siteUrl() : `${siteUrl()}${localized}`;
}

/** hreflang alternates of a route: every language, and English for everyone else. */
export function languageAlternates(path: string): Record<Locale | "x-default", string> {
  const alternates = Object.fromEntries(
    locales.map((locale) => [locale, absoluteUrl(locale, path)]),
  ) as Record<Locale, string>;
  return { ...alternates, "x-default": alternates.en };
}

export interface PageMetadataInput {
  locale: Locale;
  /** The route without the language prefix, e.g. "/" or "/pages/shop?category_id=3". */
  path: string;
  /** Fills the layout's "%s | Souq" template; `{ absolute }` skips it (the home page). */
  title: string | { absolute: string };
  description: string;
  /** The picture shared links show (a product's first picture, a vendor's logo). */
  image?: Picture | null;
  /** Keeps the page out of search results (sign-in pages, search results, empty listings). */
  noIndex?: boolean;
}

/**
 * A page's title, description, canonical address and language alternates, and what shared links
 * show. Pages call it from generateMetadata; every address is absolute, on SITE_URL.
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  image,
  noIndex,
}: PageMetadataInput): Metadata {
  const canonical = canonicalPath(path);
  const url = absoluteUrl(locale, canonical);
  const plainTitle = typeof title === "string" ? title : title.absolute;
  const images = image
    ? [{ url: image.url, width: image.width, height: image.height, alt: plainTitle }]
    : undefined;
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(canonical) },
    openGraph: {
      type: "website",
      title: plainTitle,
      description,
      url,
      siteName: siteName[locale],
      locale: openGraphLocale[locale],
      alternateLocale: locales
        .filter((other) => other !== locale)
        .map((other) => openGraphLocale[other]),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: images ? "summary_large_image" : "summary",
      title: plainTitle,
      description,
      ...(images ? { images: images.map((picture) => picture.url) } : {}),
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
