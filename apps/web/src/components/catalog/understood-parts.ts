import type { UnderstoodPart } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { formatAmount } from "@/i18n/format-money.ts";

/** The `Search.understood` messages, however the caller reads them. */
type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A part of the keyword the search understood (ADR 0054), as its chip says it in the shopper's
 * language: "Colour: Black", "اللون: أسود", "Up to 100.00 SAR", "الأرخص أولًا", "For men".
 */
export function understoodText(part: UnderstoodPart, t: Translate, locale: Locale): string {
  switch (part.kind) {
    case "price": {
      const min = part.min === undefined ? undefined : formatAmount(part.min, locale);
      const max = part.max === undefined ? undefined : formatAmount(part.max, locale);
      if (min !== undefined && max !== undefined) return t("priceRange", { min, max });
      return max !== undefined ? t("priceMax", { max }) : t("priceMin", { min: min ?? "" });
    }
    case "sort":
      return t(part.sort);
    case "audience":
      return t(`audience.${part.key}`);
    case "measure":
      return part.label;
    default:
      return t(part.kind, { name: part.label });
  }
}

/** Joins the shopper's words for a notice: "red dress", «فستان أحمر». */
export const typedWords = (words: string[]): string => words.join(" ");
