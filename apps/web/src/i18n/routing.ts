import { defaultLocale, locales } from "@souq/contract/locale-codes";
import { defineRouting } from "next-intl/routing";

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English at /x, Arabic at /ar/x.
  localePrefix: "as-needed",
  // The address decides the language: neither the browser's languages nor a visit to an Arabic
  // address set or change it. Only the shopper's own choice (the language switch, or signing in)
  // writes the remembered language, which src/proxy.ts reads (i18n/remembered-language.ts).
  localeDetection: false,
  localeCookie: false,
  // Pages name their language twins in the HTML (pageMetadata); a Link header would only repeat
  // the requested path three times in the response headers, for any path, even unknown ones.
  alternateLinks: false,
});
