import { defaultLocale, locales } from "@souq/contract/locale";
import { defineRouting } from "next-intl/routing";

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English at /x, Arabic at /ar/x.
  localePrefix: "as-needed",
  // The address alone decides the language, so a shared link shows what the sender saw.
  localeDetection: false,
});
