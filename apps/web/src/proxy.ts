import { type NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { localeCookieName, rememberedLanguageRedirect } from "./i18n/remembered-language.ts";
import { routing } from "./i18n/routing.ts";
import { runtimeConfig } from "./lib/config/runtime-config.server.ts";
import {
  emptyQuerySegment,
  isKnownPage,
  notFoundRoute,
  pageRoute,
  querySegmentFor,
} from "./lib/routing/page-query.ts";
import { isUnder, pageAt, pageHref, signInPaths } from "./lib/routing/pages.ts";
import { safeNextPath } from "./lib/routing/safe-next-path.ts";
import { leadsToVendorDesk } from "./lib/routing/vendor-desk-path.ts";
import {
  bodyRefusal,
  hasMalformedEscapes,
  maxActionBodyBytes,
  maxAddressLength,
} from "./lib/security/request-limits.ts";
import { runtimeSecurityHeaders } from "./lib/security/runtime-security-headers.mjs";
import { recordPageHeader } from "./lib/server/record-page.mjs";
import { sessionCookieName } from "./lib/session/session-cookie-name.ts";

const localize = createMiddleware(routing);

// Pages: everything but Next's own files, route handlers and files with an extension.
const pagePath = /^\/(?!api|_next|_vercel|.*\..*)/;

/**
 * Every request passes here, so every response carries the policy and HSTS, which depend on the
 * configuration (the fixed security headers come from next.config). Bad input is answered here
 * before Next would answer it with a 500. On pages, a visitor without a session on a protected
 * page goes to the login page (and comes back after signing in); a signed-in shopper on the login
 * page goes home, unless a vendor's page sent them there to sign in as its staff. Pages check the session again, since a cookie can outlive its token. Then
 * next-intl picks the language.
 */
export default async function proxy(request: NextRequest) {
  const response = await answer(request);
  const { siteUrl, mediaOrigin } = runtimeConfig();
  const development = process.env.NODE_ENV === "development";
  for (const [name, value] of runtimeSecurityHeaders({ siteUrl, mediaOrigin, development }))
    response.headers.set(name, value);
  return response;
}

async function answer(request: NextRequest): Promise<NextResponse | Response> {
  const { pathname, search } = request.nextUrl;
  if (pathname.length + search.length > maxAddressLength)
    return new Response(null, { status: 414 });
  const arabic = pathname === "/ar" || pathname.startsWith("/ar/");
  const prefix = arabic ? "/ar" : "";
  if (hasMalformedEscapes(pathname)) return notFoundPage(request, arabic ? "ar" : "en");
  if (!pagePath.test(pathname)) return NextResponse.next();
  const refusal = await bodyRefusal(request, maxActionBodyBytes);
  if (refusal) return new Response(null, { status: refusal });
  const bare = arabic ? pathname.slice(3) || "/" : pathname;
  const signedIn = request.cookies.has(sessionCookieName);
  if (!signedIn && signInPaths.some((path) => isUnder(bare, path))) {
    const login = new URL(`${prefix}${pageHref.login()}`, request.url);
    // A long or odd address is not echoed back; the shopper then goes home after signing in.
    const next = safeNextPath(`${pathname}${search}`);
    if (next) login.searchParams.set("next", next);
    return NextResponse.redirect(login);
  }
  // A shopper sent from a vendor's page to sign in as the vendor's staff stays on the login page.
  if (
    signedIn &&
    bare === pageHref.login() &&
    !leadsToVendorDesk(request.nextUrl.searchParams.get("next"))
  )
    return NextResponse.redirect(new URL(prefix || "/", request.url));
  const remembered = rememberedLanguageRedirect(
    pathname,
    request.cookies.get(localeCookieName)?.value,
  );
  if (remembered) return NextResponse.redirect(new URL(`${remembered}${search}`, request.url));
  const localized = localize(request);
  if (localized.status >= 300 && localized.status < 400) return localized;
  if (!isKnownPage(bare)) return notFoundPage(request, arabic ? "ar" : "en");
  return toCachedPage(request, localized, arabic ? "ar" : "en", bare);
}

/**
 * The not-found page inside the frame, in the address's language, status 404, for any address no
 * page claims: the address stays as the shopper typed it (ADR 51).
 */
function notFoundPage(request: NextRequest, locale: string) {
  const target = new URL(notFoundRoute(locale), request.url);
  return NextResponse.rewrite(target, { status: 404 });
}

/**
 * Sends a page request to the route that renders it: `/{locale}/s/{query segment}{path}`, where the
 * segment holds the page's own parameters (src/lib/routing/page-query.ts), so that catalog pages
 * are cached whole per address. The shopper's own pages keep their query string and get the
 * empty segment. next-intl's headers for the request stay.
 */
function toCachedPage(request: NextRequest, localized: Response, locale: string, bare: string) {
  const { search, searchParams } = request.nextUrl;
  const segment = querySegmentFor(bare, searchParams);
  const target = new URL(
    `${pageRoute(locale, bare, segment ?? emptyQuerySegment)}${segment === null ? search : ""}`,
    request.url,
  );
  const rewritten = NextResponse.rewrite(target);
  for (const [name, value] of localized.headers)
    if (name !== "x-middleware-rewrite" && name !== "x-middleware-next")
      rewritten.headers.set(name, value);
  if (isRecordPage(bare)) rewritten.headers.set(recordPageHeader, "1");
  return rewritten;
}

/**
 * A page rendered per request for one record (its address has a placeholder: an order, a
 * conversation, a payment), which may find that record missing only as it streams.
 */
function isRecordPage(bare: string): boolean {
  const page = pageAt(bare);
  return page?.render === "per-request" && Object.keys(page.params).length > 0;
}

export const config = {
  // Every request, so that every response carries the security headers.
  matcher: "/:path*",
};
