/**
 * Catalog pages are cached as whole HTML per address path, so the part of the query string a page
 * uses travels in a path segment: the proxy rewrites `/ar/pages/shop?page=2&sort=newest` to
 * `/ar/s/q…/pages/shop`, where `q…` is the page's own parameters, sorted, in base64url. Parameters a
 * page does not use (tracking tags, typos) are dropped, so they neither change the page nor
 * multiply the cached copies. Pages read their query from that segment, never from the request.
 */

/** The segment of an address without parameters. */
export const emptyQuerySegment = "_";

/**
 * The one value of the frame segment above every shop page (`app/[locale]/[frame]`): the frame is
 * a layout of its own, rendered once per language and kept while the shopper moves between pages.
 */
export const frameSegment = "s";

/** The parameters the listings (the shop and each vendor's store) read; the proxy keeps only these. */
export const listingParameterNames = [
  "keyword",
  "category_id",
  "vendor_id",
  "min_price",
  "max_price",
  "colours",
  "sizes",
  "rating",
  "on_sale",
  "in_stock",
  "sort",
  "view",
  "page",
] as const;

interface CatalogRoute {
  path: RegExp;
  parameters: readonly string[];
}

/** The cached pages and the parameters each one reads. */
const catalogRoutes: readonly CatalogRoute[] = [
  { path: /^\/$/, parameters: [] },
  { path: /^\/pages\/shop$/, parameters: listingParameterNames },
  { path: /^\/pages\/categories$/, parameters: [] },
  // The same page for everyone: the compare list is read in the browser after it loads.
  { path: /^\/pages\/compare$/, parameters: [] },
  { path: /^\/pages\/vendors$/, parameters: ["page"] },
  { path: /^\/pages\/vendors\/[^/]+$/, parameters: listingParameterNames },
  { path: /^\/product\/(?:default\/)?[^/]+$/, parameters: ["reviews_page"] },
  // The contact page and the store's pages (apps/web/content/): the same for every shopper.
  { path: /^\/pages\/(?:contact|about|shipping|returns|privacy|terms|faq)$/, parameters: [] },
];

/**
 * Pages of the shopper's own (sign-in, profile…) and the not-found page keep their address as it
 * is: they are rendered for each request or are static without parameters.
 */
const ownPages =
  /^\/(?:pages\/(?:login|profile|addresses|cart|forgot-password|reset-password|orders(?:\/[1-9][0-9]{0,9})?|messages(?:\/[1-9][0-9]{0,9})?)|shop\/(?:checkout|wishlist))$/;

/** At most this many values of one parameter are kept; a longer list is a hand-made address. */
const maxValuesPerParameter = 20;

/** The route that renders the not-found page (status 404, set by the proxy), outside the frame. */
export const notFoundRoute = "missing";

/** The route that renders a page address (without its language prefix) and its query segment. */
export function pageRoute(locale: string, pathname: string, querySegment: string): string {
  return `/${locale}/${frameSegment}/${querySegment}${pathname === "/" ? "" : pathname}`;
}

/** Whether a page address (without its language prefix) is one some page claims. */
export function isKnownPage(pathname: string): boolean {
  if (pathname === "/pages/404") return false;
  return ownPages.test(pathname) || catalogRoutes.some((route) => route.path.test(pathname));
}

/**
 * The query segment for a page address (without its language prefix), or null when the address is
 * not a cached catalog page. Unknown addresses get the empty segment, so they reach the cached
 * not-found page.
 */
export function querySegmentFor(pathname: string, search: URLSearchParams): string | null {
  if (ownPages.test(pathname)) return null;
  const route = catalogRoutes.find((candidate) => candidate.path.test(pathname));
  if (!route) return emptyQuerySegment;
  const kept: [string, string][] = [];
  for (const name of route.parameters) {
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
