/**
 * Catalog pages are cached as whole HTML per address path, so the part of the query string a page
 * uses travels in a path segment: the proxy rewrites `/ar/pages/shop?page=2&sort=newest` to
 * `/ar/s/q…/pages/shop`, where `q…` is the page's own parameters, sorted, in base64url. Parameters a
 * page does not use (tracking tags, typos) are dropped, so they neither change the page nor
 * multiply the cached copies. Pages read their query from that segment, never from the request.
 * Which pages exist and which parameters each reads is declared in pages.ts.
 */

import { pageAt } from "./pages.ts";

/** The segment of an address without parameters. */
export const emptyQuerySegment = "_";

/**
 * The one value of the frame segment above every shop page (`app/[locale]/[frame]`): the frame is
 * a layout of its own, rendered once per language and kept while the shopper moves between pages.
 */
export const frameSegment = "s";

/** At most this many values of one parameter are kept; a longer list is a hand-made address. */
const maxValuesPerParameter = 20;

/**
 * The route that renders the not-found page inside the frame, under a language (status 404, set by
 * the proxy; ADR 51).
 */
export function notFoundRoute(locale: string): string {
  return `/${locale}/${frameSegment}/missing`;
}

/** The route that renders a page address (without its language prefix) and its query segment. */
export function pageRoute(locale: string, pathname: string, querySegment: string): string {
  return `/${locale}/${frameSegment}/${querySegment}${pathname === "/" ? "" : pathname}`;
}

/** Whether a page address (without its language prefix) is one some page claims. */
export function isKnownPage(pathname: string): boolean {
  return pageAt(pathname) !== undefined;
}

/**
 * The query segment for a page address (without its language prefix), or null when the address is
 * not a cached catalog page. Unknown addresses get the empty segment, so they reach the cached
 * not-found page.
 */
export function querySegmentFor(pathname: string, search: URLSearchParams): string | null {
  const page = pageAt(pathname);
  if (!page) return emptyQuerySegment;
  if (page.render === "per-request") return null;
  const kept: [string, string][] = [];
  for (const name of page.render.cached) {
    const values = search.getAll(name).slice(0, maxValuesPerParameter);
    for (const value of values) kept.push([name, value]);
  }
  if (kept.length === 0) return emptyQuerySegment;
  kept.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(kept).toString();
  return `q${Buffer.from(query, "utf8").toString("base64url")}`;
}

/**
 * The parameters a query segment carries, as Next.js gives search parameters to a page, or null
 * for a segment the proxy never makes (a page then answers not-found).
 */
export function parametersOfSegment(
  segment: string,
): Record<string, string | string[] | undefined> | null {
  if (segment === emptyQuerySegment) return {};
  if (!/^q[A-Za-z0-9_-]{1,4000}$/.test(segment)) return null;
  const query = Buffer.from(segment.slice(1), "base64url").toString("utf8");
  const parameters: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const seen = parameters[name];
    parameters[name] =
      seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return parameters;
}
