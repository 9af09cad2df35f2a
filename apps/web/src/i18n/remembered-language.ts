/** The cookie that holds the language the shopper chose; only their own choice writes it. */
export const localeCookieName = "NEXT_LOCALE";

/**
 * Where an unprefixed (English) page address goes for a shopper who chose Arabic: its Arabic twin,
 * before anything renders, so there is no flash of the other language. Null when the address
 * stands: no choice remembered, English chosen, or an address that already names its language.
 */
export function rememberedLanguageRedirect(
  pathname: string,
  remembered: string | undefined,
): string | null {
  if (remembered !== "ar" || pathname === "/ar" || pathname.startsWith("/ar/")) return null;
  if (pathname === "/en" || pathname.startsWith("/en/")) return null;
  return pathname === "/" ? "/ar" : `/ar${pathname}`;
}
