import { type NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { safeNextPath } from "./features/auth/safe-next-path.ts";
import { protectedPaths, sessionCookieName } from "./features/auth/session-cookie-name.ts";
import { routing } from "./i18n/routing.ts";
import { runtimeConfig } from "./lib/config/runtime-config.server.ts";
import {
  bodyRefusal,
  hasMalformedEscapes,
  maxActionBodyBytes,
  maxAddressLength,
} from "./lib/security/request-limits.ts";
import { runtimeSecurityHeaders } from "./lib/security/runtime-security-headers.ts";

const localize = createMiddleware(routing);

// Pages: everything but Next's own files, route handlers and files with an extension.
const pagePath = /^\/(?!api|_next|_vercel|.*\..*)/;

/**
 * Every request passes here, so every response carries the policy and HSTS, which depend on the
 * configuration (the fixed security headers come from next.config). Bad input is answered here
 * before Next would answer it with a 500. On pages, a visitor without a session on a protected
 * page goes to the login page (and comes back after signing in); a signed-in shopper on the login
 * page goes home. Pages check the session again, since a cookie can outlive its token. Then
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
  if (hasMalformedEscapes(pathname))
    return NextResponse.rewrite(new URL(`/${arabic ? "ar" : "en"}/pages/404`, request.url));
  if (!pagePath.test(pathname)) return NextResponse.next();
  const refusal = await bodyRefusal(request, maxActionBodyBytes);
  if (refusal) return new Response(null, { status: refusal });
  const bare = arabic ? pathname.slice(3) || "/" : pathname;
  const signedIn = request.cookies.has(sessionCookieName);
  if (!signedIn && protectedPaths.some((path) => bare === path || bare.startsWith(`${path}/`))) {
    const login = new URL(`${prefix}/pages/login`, request.url);
    // A long or odd address is not echoed back; the shopper then goes home after signing in.
    const next = safeNextPath(`${pathname}${search}`);
    if (next) login.searchParams.set("next", next);
    return NextResponse.redirect(login);
  }
  if (signedIn && bare === "/pages/login")
    return NextResponse.redirect(new URL(prefix || "/", request.url));
  return localize(request);
}

export const config = {
  // Every request, so that every response carries the security headers.
  matcher: "/:path*",
};
