import { ilike, or, type SQL } from "drizzle-orm";
import { products } from "../../db/schema.ts";

/** Makes `%`, `_` and `\` in a shopper's words match themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The keyword filter: for now a case-insensitive substring of the name or description in either
 * language. It lives alone here so that proper (Arabic-aware) search can replace it in one place.
 */
export function keywordCondition(keyword: string): SQL | undefined {
  const words = keyword.trim();
  if (!words) return undefined;
  const pattern = `%${escapeLike(words)}%`;
  return or(
    ilike(products.nameEn, pattern),
    ilike(products.nameAr, pattern),
    ilike(products.descriptionEn, pattern),
    ilike(products.descriptionAr, pattern),
  );
}
