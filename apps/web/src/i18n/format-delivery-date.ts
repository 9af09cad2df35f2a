import type { Locale } from "@souq/contract/locale-codes";
import { dateLocaleTag } from "./format-date.ts";
import { perLocale } from "./formatters-per-locale.ts";

// A delivery day as shoppers read it (ADR 52): the weekday, the day and the month, without the
// year; in Arabic the Umm al-Qura Hijri day and month follow in brackets. Digits are Latin in both
// languages, as prices and the store's other dates are (ADR 5). The day is a calendar day
// (`YYYY-MM-DD`), so it is read and written at UTC: no time zone can move it.

const gregorian = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(dateLocaleTag(locale), {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    }),
);

/** The Umm al-Qura day and month, written in Arabic pages only. */
const hijri = perLocale(
  () =>
    new Intl.DateTimeFormat("ar-SA-u-ca-islamic-umalqura-nu-latn", {
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    }),
);

/** No line breaks inside a day and its month, nor inside the bracketed Hijri day. */
const keepTogether = "\u00a0";

/** The named parts of a formatted day, in the order asked for, kept on one line. */
function partsOf(
  format: Intl.DateTimeFormat,
  day: Date,
  order: readonly Intl.DateTimeFormatPartTypes[],
): string {
  const parts = new Map(format.formatToParts(day).map((part) => [part.type, part.value]));
  return order
    .map((type) => parts.get(type) ?? "")
    .filter(Boolean)
    .join(keepTogether)
    .replace(/ /g, keepTogether);
}

/**
 * "Thursday 3 December" in English; "الخميس 3 ديسمبر (23 جمادى الآخرة)" in Arabic. A line may
 * break only after the weekday and before the bracket (the other spaces do not break).
 */
export function formatDeliveryDay(iso: string, locale: Locale): string {
  const day = new Date(`${iso}T00:00:00Z`);
  const weekday = partsOf(gregorian(locale), day, ["weekday"]);
  const written = `${weekday} ${partsOf(gregorian(locale), day, ["day", "month"])}`;
  if (locale === "en") return written;
  return `${written} (${partsOf(hijri(locale), day, ["day", "month"])})`;
}
