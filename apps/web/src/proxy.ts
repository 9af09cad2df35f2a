import { type NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { protectedPaths, sessionCookieName } from "./features/auth/session-cookie-name.ts";
import { routing } from "./i18n/routing.ts";

const localize = createMiddleware(routing);

/**
 * Before any page renders: a visitor without a session on a protected page goes to the login page
 * (and comes back after signing in); a signed-in shopper on the login page goes home. Pages check
 * the session again, since a cookie can outlive its token. Then next-intl picks the language.
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const arabic = pathname === "/ar" || pathname.startsWith("/ar/");
  const prefix = arabic ? "/ar" : "";
  const bare = arabic ? pathname.slice(3) || "/" : pathname;
  const signedIn = request.cookies.has(sessionCookieName);
  if (!signedIn && protectedPaths.some((path) => bare === path || bare.startsWith(`${path}/`))) {
    const login = new URL(`${prefix}/pages/login`, request.url);
    login.searchParams.set("next", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  if (signedIn && bare === "/pages/login")
    return NextResponse.redirect(new URL(prefix || "/", request.url));
  return localize(request);
}

export const config = {
  // Every page, but not Next's own files, API routes or files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
