import type { Locale } from "@souq/contract/locale-codes";

/**
 * A formatter per language, built the first time that language asks for it and then kept. A page
 * builds only its own language's, and none while its scripts start: the first Intl formatter a
 * page builds costs tens of milliseconds on a phone (the browser loads its locale data), which
 * built at module load lengthened the task that makes the page interactive.
 */
export function perLocale<Format>(build: (locale: Locale) => Format): (locale: Locale) => Format {
  const built = new Map<Locale, Format>();
  return (locale) => {
    let format = built.get(locale);
    if (format === undefined) {
      format = build(locale);
      built.set(locale, format);
    }
    return format;
  };
}
