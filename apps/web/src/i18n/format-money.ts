import type { Locale } from "@souq/contract/locale";

// Latin digits in both languages (see docs/adr/0005-money-and-digits.md): prices read the same
// on every screen, match the digits shoppers type, and what search and receipts show.
const formatters: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-SA-u-nu-latn", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
  ar: new Intl.NumberFormat("ar-SA-u-nu-latn", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
};

/** An amount in riyals with exactly two decimals and grouped thousands: 1,299.00. */
export function formatAmount(riyals: number, locale: Locale): string {
  return formatters[locale].format(riyals);
}
