import { type Locale, localeSchema } from "@souq/contract/locale";

/**
 * The language a form (its hidden `locale` field) or a button's call names; English when it names
 * none we know. Every server action answers in it.
 */
export function localeOf(source: unknown): Locale {
  const value = source instanceof FormData ? source.get("locale") : source;
  const parsed = localeSchema.safeParse(value);
  return parsed.success ? parsed.data : "en";
}
