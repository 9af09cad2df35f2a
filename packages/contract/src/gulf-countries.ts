// The countries a delivery address may be in, with their names in both languages. No imports:
// the storefront's address form loads this module in the browser.

/** The six Gulf Cooperation Council countries, Saudi Arabia first (the marketplace's home). */
export const gulfCountries = [
  { code: "SA", en: "Saudi Arabia", ar: "المملكة العربية السعودية" },
  { code: "AE", en: "United Arab Emirates", ar: "الإمارات العربية المتحدة" },
  { code: "KW", en: "Kuwait", ar: "الكويت" },
  { code: "BH", en: "Bahrain", ar: "البحرين" },
  { code: "QA", en: "Qatar", ar: "قطر" },
  { code: "OM", en: "Oman", ar: "عُمان" },
] as const;

export type GulfCountryCode = (typeof gulfCountries)[number]["code"];

const comparable = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * The country a field names: its code (`SA`) or its name in either language, in any case.
 * Undefined when it is not one of the accepted countries.
 */
export function gulfCountryCodeOf(text: string): GulfCountryCode | undefined {
  const wanted = comparable(text);
  return gulfCountries.find((country) =>
    [country.code, country.en, country.ar].some((name) => comparable(name) === wanted),
  )?.code;
}

/**
 * A stored country's name in a language. Rows store the code; a row written before that (a name
 * in either language) is named the same way, and any other text is answered as it is.
 */
export function gulfCountryName(stored: string, locale: "en" | "ar"): string {
  const code = gulfCountryCodeOf(stored);
  return gulfCountries.find((country) => country.code === code)?.[locale] ?? stored;
}
