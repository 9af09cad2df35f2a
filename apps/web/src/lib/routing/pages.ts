/**
 * Every storefront page, declared once: its address (with `[param]` placeholders, as its folder
 * under `app/[locale]/[frame]/[query]/` is named), whether it needs a signed-in shopper, whether
 * search engines may crawl it, whether the sitemap lists it, and how the proxy hands it its query.
 * The proxy's page patterns and query segments (page-query.ts), the protected pages, robots.txt,
 * the sitemap's fixed pages and the typed link builders (`pageHref`) are all derived from here,
 * so a new page is one entry here plus its folder (pages.test.ts holds the two together).
 */

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

/** The parameters a product page reads: which reviews it shows (page, order, stars). */
const reviewParameterNames = ["reviews_page", "reviews_sort", "reviews_stars"] as const;

/** A path segment of a catalog id (the API answers not-found for one it does not know). */
const anySegment = "[^/]+";
/** A shopper's own record id: a positive whole number of at most ten digits. */
const positiveId = "[1-9][0-9]{0,9}";
/** A blog post's address: lower-case letters and digits in hyphen-joined words (80 at most). */
const blogSlug = "(?=[a-z0-9-]{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*";
/** A sandbox payment's token: an unguessable run of base64url characters. */
const paymentToken = "[A-Za-z0-9_-]{16,128}";

/** The names of a path's `[param]` placeholders: "/pages/orders/[id]" → "id". */
type ParamNames<Path extends string> = Path extends `${string}[${infer Name}]${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

interface PageDeclaration<Path extends string> {
  path: Path;
  /** What each placeholder may hold, as a regular expression's source (whole segments only). */
  params: Record<ParamNames<Path>, string>;
  /**
   * `true`: only a signed-in account sees it; `"vendor"`: only a vendor's staff (ADR 48). The proxy
   * sends visitors without a session to sign in and back; the page itself sends an account that
   * may not see it (a shopper on a vendor's page) to sign in too.
   */
  signIn: boolean | "vendor";
  /** `private`: robots.txt keeps crawlers off it (and the page says noindex). */
  crawl: "public" | "private";
  /**
   * `fixed`: listed in the sitemap as it is; `catalog`: once per category, vendor, product or blog
   * post.
   */
  sitemap: "fixed" | "catalog" | "none";
  /**
   * `cached`: one static copy per address, with the parameters it reads carried in the query
   * segment (others dropped); `per-request`: the shopper's own, rendered for each request with its
   * query string as sent.
   */
  render: { cached: readonly string[] } | "per-request";
}

function definePage<const Path extends string>(
  declaration: PageDeclaration<Path>,
): PageDeclaration<Path> {
  return declaration;
}

const catalogPage = { signIn: false, crawl: "public", sitemap: "fixed" } as const;
const ownPage = { signIn: true, crawl: "private", sitemap: "none", render: "per-request" } as const;
/** A vendor's own desk (ADR 48): its staff only, never cached, never crawled. */
const vendorPage = {
  signIn: "vendor",
  crawl: "private",
  sitemap: "none",
  render: "per-request",
} as const;
const formPage = {
  signIn: false,
  crawl: "private",
  sitemap: "none",
  render: "per-request",
} as const;

export const pages = {
  home: definePage({ path: "/", params: {}, ...catalogPage, render: { cached: [] } }),
  shop: definePage({
    path: "/pages/shop",
    params: {},
    ...catalogPage,
    render: { cached: listingParameterNames },
  }),
  // The products on sale, running deals first (the soonest to end first), with their countdowns.
  deals: definePage({
    path: "/pages/deals",
    params: {},
    ...catalogPage,
    render: { cached: ["page"] },
  }),
  categories: definePage({
    path: "/pages/categories",
    params: {},
    ...catalogPage,
    render: { cached: [] },
  }),
  vendors: definePage({
    path: "/pages/vendors",
    params: {},
    ...catalogPage,
    render: { cached: ["page"] },
  }),
  vendor: definePage({
    path: "/pages/vendors/[id]",
    params: { id: anySegment },
    ...catalogPage,
    sitemap: "catalog",
    render: { cached: listingParameterNames },
  }),
  product: definePage({
    path: "/product/[id]",
    params: { id: anySegment },
    ...catalogPage,
    sitemap: "catalog",
    render: { cached: reviewParameterNames },
  }),
  // The spec's other address of a product page.
  productDefault: definePage({
    path: "/product/default/[id]",
    params: { id: anySegment },
    ...catalogPage,
    sitemap: "none",
    render: { cached: reviewParameterNames },
  }),
  // The contact page and the store's pages (apps/web/content/): the same for every shopper.
  contact: definePage({
    path: "/pages/contact",
    params: {},
    ...catalogPage,
    render: { cached: [] },
  }),
  about: definePage({ path: "/pages/about", params: {}, ...catalogPage, render: { cached: [] } }),
  shipping: definePage({
    path: "/pages/shipping",
    params: {},
    ...catalogPage,
    render: { cached: [] },
  }),
  returns: definePage({
    path: "/pages/returns",
    params: {},
    ...catalogPage,
    render: { cached: [] },
  }),
  privacy: definePage({
    path: "/pages/privacy",
    params: {},
    ...catalogPage,
    render: { cached: [] },
  }),
  terms: definePage({ path: "/pages/terms", params: {}, ...catalogPage, render: { cached: [] } }),
  faq: definePage({ path: "/pages/faq", params: {}, ...catalogPage, render: { cached: [] } }),
  // The marketplace's blog: the posts' list and each post with its comments (the comments are
  // part of the cached page, refreshed by tag when a shopper writes one).
  blog: definePage({
    path: "/pages/blog",
    params: {},
    ...catalogPage,
    render: { cached: ["page"] },
  }),
  blogPost: definePage({
    path: "/pages/blog/[slug]",
    params: { slug: blogSlug },
    ...catalogPage,
    sitemap: "catalog",
    render: { cached: ["comments_page"] },
  }),
  profile: definePage({ path: "/pages/profile", params: {}, ...ownPage }),
  orders: definePage({ path: "/pages/orders", params: {}, ...ownPage }),
  order: definePage({ path: "/pages/orders/[id]", params: { id: positiveId }, ...ownPage }),
  // The order's simplified tax invoices (and credit notes), printable, in both languages.
  orderInvoice: definePage({
    path: "/pages/orders/[id]/invoice",
    params: { id: positiveId },
    ...ownPage,
  }),
  messages: definePage({ path: "/pages/messages", params: {}, ...ownPage }),
  message: definePage({ path: "/pages/messages/[id]", params: { id: positiveId }, ...ownPage }),
  addresses: definePage({ path: "/pages/addresses", params: {}, ...ownPage }),
  // A guest has a cart and a wishlist too: rendered per request, but no sign-in needed.
  cart: definePage({ path: "/pages/cart", params: {}, ...ownPage, signIn: false }),
  checkout: definePage({ path: "/shop/checkout", params: {}, ...ownPage }),
  wishlist: definePage({ path: "/shop/wishlist", params: {}, ...ownPage, signIn: false }),
  // The same page for everyone: the compare list is read in the browser after it loads.
  compare: definePage({
    path: "/pages/compare",
    params: {},
    signIn: false,
    crawl: "private",
    sitemap: "none",
    render: { cached: [] },
  }),
  login: definePage({ path: "/pages/login", params: {}, ...formPage }),
  forgotPassword: definePage({ path: "/pages/forgot-password", params: {}, ...formPage }),
  resetPassword: definePage({ path: "/pages/reset-password", params: {}, ...formPage }),
  // The sign-up email's link: finishes the sign-up and signs the shopper in.
  confirmSignup: definePage({ path: "/pages/confirm-signup", params: {}, ...formPage }),
  // The card provider's sandbox (test mode): its hosted payment page, opened by the payment's
  // unguessable token from the checkout's redirect; no sign-in, like a provider's own page.
  pay: definePage({ path: "/pages/pay/[token]", params: { token: paymentToken }, ...formPage }),
  // The vendor's desk (ADR 48): figures, shipments and their steps, products' prices and stock,
  // and the conversations shoppers started with the vendor.
  vendorDashboard: definePage({ path: "/vendor", params: {}, ...vendorPage }),
  vendorShipments: definePage({ path: "/vendor/shipments", params: {}, ...vendorPage }),
  vendorShipment: definePage({
    path: "/vendor/shipments/[id]",
    params: { id: positiveId },
    ...vendorPage,
  }),
  vendorProducts: definePage({ path: "/vendor/products", params: {}, ...vendorPage }),
  // A product the vendor lists (ADR 55): a new one, and one of its own to edit, publish or archive.
  vendorNewProduct: definePage({ path: "/vendor/products/new", params: {}, ...vendorPage }),
  vendorProduct: definePage({
    path: "/vendor/products/[id]",
    params: { id: positiveId },
    ...vendorPage,
  }),
  // Its page as shoppers will see it, a draft's too, for its vendor only.
  vendorProductPreview: definePage({
    path: "/vendor/products/[id]/preview",
    params: { id: positiveId },
    ...vendorPage,
  }),
  vendorMessages: definePage({ path: "/vendor/messages", params: {}, ...vendorPage }),
  vendorMessage: definePage({
    path: "/vendor/messages/[id]",
    params: { id: positiveId },
    ...vendorPage,
  }),
  // A countdown to the date configured in COMING_SOON_AT: temporary, so kept out of search engines.
  comingSoon: definePage({
    path: "/pages/coming-soon",
    params: {},
    signIn: false,
    crawl: "private",
    sitemap: "none",
    render: { cached: [] },
  }),
};

export type PageName = keyof typeof pages;

/** Every page, in the registry's order. */
export const pageList: readonly (PageDeclaration<string> & { name: PageName })[] = (
  Object.keys(pages) as PageName[]
).map((name) => ({ ...(pages[name] as PageDeclaration<string>), name }));

/**
 * The spec's not-found address: no page claims it, so the proxy answers it with the not-found page
 * (status 404) in the address's language. The shopper's own calls that answer 400 go there; a page
 * that finds nothing answers the same page at its own address (ADR 51).
 */
export const notFoundPath = "/pages/404";

/** The part of a page's address before its first placeholder: "/pages/orders/[id]" → "/pages/orders". */
function staticPrefix(path: string): string {
  const at = path.indexOf("/[");
  return at === -1 ? path : path.slice(0, at);
}

/** Whether an address (without its language prefix or query) is `prefix` or under it. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The pages' prefixes, each once, leaving out one already under another ("/vendor/shipments"). */
function uniquePrefixes(selected: readonly PageDeclaration<string>[]): string[] {
  const prefixes = [...new Set(selected.map((page) => staticPrefix(page.path)))];
  return prefixes.filter(
    (prefix) => !prefixes.some((other) => other !== prefix && isUnder(prefix, other)),
  );
}

/** Address prefixes only a signed-in shopper may open (the proxy sends others to sign in). */
export const signInPaths: readonly string[] = uniquePrefixes(pageList.filter((p) => p.signIn));

/** Address prefixes only a vendor's staff may open: anyone else signing in there is sent to sign in. */
export const vendorPaths: readonly string[] = uniquePrefixes(
  pageList.filter((page) => page.signIn === "vendor"),
);

/** Address prefixes robots.txt keeps crawlers off: a shopper's own pages and form steps. */
export const privatePaths: readonly string[] = uniquePrefixes(
  pageList.filter((page) => page.crawl === "private"),
);

/** The pages the sitemap lists as they are, whatever the catalog holds. */
export const sitemapFixedPaths: readonly string[] = pageList
  .filter((page) => page.sitemap === "fixed")
  .map((page) => page.path);

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A page's whole-address pattern: placeholders become what their declaration allows. */
function patternOf(page: PageDeclaration<string>): RegExp {
  const parts = page.path.split(/(\[[^\]]+\])/);
  const params = page.params as Record<string, string>;
  const source = parts
    .map((part) =>
      part.startsWith("[") ? `(?:${params[part.slice(1, -1)]})` : escapeForPattern(part),
    )
    .join("");
  return new RegExp(`^${source}$`);
}

const patterns = pageList.map((page) => ({ page, pattern: patternOf(page) }));

/** The page an address (without its language prefix or query) opens, or undefined. */
export function pageAt(
  pathname: string,
): (PageDeclaration<string> & { name: PageName }) | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.page;
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * A link's query: named values (empty ones left out, lists repeated), or one already made
 * (`shopSearchParams`).
 */
export type PageQuery =
  | Readonly<Record<string, QueryValue | readonly QueryValue[]>>
  | URLSearchParams
  | string;

function queryString(query: PageQuery | undefined): string {
  if (query === undefined) return "";
  if (typeof query === "string" || query instanceof URLSearchParams) return query.toString();
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null && item !== "") search.append(name, String(item));
  return search.toString();
}

type PageParams<Name extends PageName> = Record<
  ParamNames<(typeof pages)[Name]["path"]>,
  string | number
>;

type HrefBuilder<Name extends PageName> = [ParamNames<(typeof pages)[Name]["path"]>] extends [never]
  ? (query?: PageQuery) => string
  : (params: PageParams<Name>, query?: PageQuery) => string;

function buildHref(
  page: PageDeclaration<string>,
  params: Record<string, string | number>,
  query?: PageQuery,
) {
  const path = page.path.replace(/\[([^\]]+)\]/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const search = queryString(query);
  return search ? `${path}?${search}` : path;
}

/**
 * Typed links to every page, without the language prefix: next-intl's `Link`, `redirect` and
 * `getPathname` add it, as `localizedPath` does for addresses written out whole.
 * `pageHref.order({ id: 7 }, { placed: 1 })` → "/pages/orders/7?placed=1".
 */
export const pageHref = Object.fromEntries(
  pageList.map((page) => [
    page.name,
    page.path.includes("[")
      ? (params: Record<string, string | number>, query?: PageQuery) =>
          buildHref(page, params, query)
      : (query?: PageQuery) => buildHref(page, {}, query),
  ]),
) as unknown as { [Name in PageName]: HrefBuilder<Name> }; // each built from its own entry above
