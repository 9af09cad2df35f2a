import type { Locale } from "@souq/contract/locale";

/** The storefront's languages: English is served unprefixed, Arabic under /ar. */
export const localeRegistry = {
  en: { dir: "ltr", label: "English", intlLocale: "en-SA" },
  ar: { dir: "rtl", label: "العربية", intlLocale: "ar-SA" },
} as const satisfies Record<Locale, { dir: "ltr" | "rtl"; label: string; intlLocale: string }>;

export type Direction = (typeof localeRegistry)[Locale]["dir"];

export function directionOf(locale: Locale): Direction {
  return localeRegistry[locale].dir;
}
