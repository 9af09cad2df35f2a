import type { Locale } from "@souq/contract/locale";

/** The longest return address kept; a longer one is dropped, never echoed in a header or a link. */
export const maxNextPathLength = 512;

// Any origin would do: only whether a value stays on it matters.
const probeOrigin = "http://souq.invalid";

/**
 * A return address after signing in: a path on this site (with its query), or null. It is judged
 * as a browser reads it (dot segments resolved), after refusing what browsers rewrite (tabs,
 * newlines, backslashes) and what a later step could turn into another site's address: doubled
 * slashes (`/ar//x` loses its `/ar`) and encoded slashes, backslashes or percent signs.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > maxNextPathLength) return null;
  if (!value.startsWith("/") || value.includes("\\") || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  if (url.pathname.includes("//") || /%(2f|5c|25)/i.test(url.pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.length > maxNextPathLength ? null : path;
}

function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => character.charCodeAt(0) < 32 || character === "\u007f");
}

/** The same page in another language: /x ⇄ /ar/x. */
export function pathInLanguage(pathname: string, lang: Locale): string {
  const bare =
    pathname === "/ar" ? "/" : pathname.startsWith("/ar/") ? pathname.slice(3) : pathname;
  return lang === "ar" ? (bare === "/" ? "/ar" : `/ar${bare}`) : bare;
}

/**
 * Where the browser goes after signing in: the return address (or the current page) in the
 * shopper's language. The final address is checked again, since changing the language rewrites it.
 */
export function pathAfterSignIn(next: unknown, current: string, lang: Locale): string {
  const home = pathInLanguage("/", lang);
  const target = safeNextPath(next) ?? safeNextPath(current);
  if (target === null) return home;
  const url = new URL(target, probeOrigin);
  return safeNextPath(`${pathInLanguage(url.pathname, lang)}${url.search}${url.hash}`) ?? home;
}
