import { defaultLocale, locales } from "@souq/contract/locale-codes";
import { defineRouting } from "next-intl/routing";

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English at /x, Arabic at /ar/x.
  localePrefix: "as-needed",
  // A remembered choice (the NEXT_LOCALE cookie the language switch sets) sends an unprefixed
  // address to its Arabic twin before anything renders, so there is no flash of the other language.
  localeDetection: true,
  localeCookie: { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
  // Pages name their language twins in the HTML (pageMetadata); a Link header would only repeat
  // the requested path three times in the response headers, for any path, even unknown ones.
  alternateLinks: false,
});
