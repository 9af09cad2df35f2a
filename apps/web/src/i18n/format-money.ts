import type { Locale } from "@souq/contract/locale";
import { perLocale } from "./formatters-per-locale.ts";

// Latin digits in both languages (see docs/adr/0005-money-and-digits.md): prices read the same
// on every screen, match the digits shoppers type, and what search and receipts show.
const formatter = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale === "ar" ? "ar-SA-u-nu-latn" : "en-SA-u-nu-latn", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** An amount in riyals with exactly two decimals and grouped thousands: 1,299.00. */
export function formatAmount(riyals: number, locale: Locale): string {
  return formatter(locale).format(riyals);
}
