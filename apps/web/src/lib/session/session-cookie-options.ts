const maxAgeSeconds = 30 * 24 * 60 * 60;

/**
 * How the session cookie is stored: out of scripts' reach, sent on top-level navigations from
 * other sites but not their sub-requests, and only over TLS whenever the storefront's public
 * address (SITE_URL) is https, whatever a request's own headers claim.
 */
export function sessionCookieOptions(siteUrl: string) {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(siteUrl).protocol === "https:",
    path: "/",
    maxAge: maxAgeSeconds,
  } as const;
}
