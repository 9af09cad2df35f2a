import type { Locale } from "@souq/contract/locale";

// Gregorian dates with Latin digits in both languages, as prices are (docs/adr/0005), at the
// marketplace's time.
const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB-u-nu-latn", { dateStyle: "long", timeZone: "Asia/Riyadh" }),
  ar: new Intl.DateTimeFormat("ar-SA-u-ca-gregory-nu-latn", {
    dateStyle: "long",
    timeZone: "Asia/Riyadh",
  }),
};

const dateTimeFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB-u-nu-latn", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  }),
  ar: new Intl.DateTimeFormat("ar-SA-u-ca-gregory-nu-latn", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  }),
};

/** A day, e.g. "25 November 2026" or "٢٥ نوفمبر 2026" with Latin digits. */
export function formatDate(iso: string, locale: Locale): string {
  return dateFormats[locale].format(new Date(iso));
}

/** A day and a time of day, for tracking steps. */
export function formatDateTime(iso: string, locale: Locale): string {
  return dateTimeFormats[locale].format(new Date(iso));
}
