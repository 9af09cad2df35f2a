import type { Locale } from "@souq/contract/locale";
import { perLocale } from "./formatters-per-locale.ts";

// Gregorian dates with Latin digits in both languages, as prices are (docs/adr/0005), at the
// marketplace's time.
/** Each language's tag for dates: Gregorian with Latin digits in Arabic too. */
export const dateLocaleTag = (locale: Locale) =>
  locale === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : "en-GB-u-nu-latn";

const dateFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(dateLocaleTag(locale), { dateStyle: "long", timeZone: "Asia/Riyadh" }),
);

const dateTimeFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(dateLocaleTag(locale), {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Riyadh",
    }),
);

/** A day, e.g. "25 November 2026" or "٢٥ نوفمبر 2026" with Latin digits. */
export function formatDate(iso: string, locale: Locale): string {
  return dateFormat(locale).format(new Date(iso));
}

/** A day and a time of day, for tracking steps. */
export function formatDateTime(iso: string, locale: Locale): string {
  return dateTimeFormat(locale).format(new Date(iso));
}
