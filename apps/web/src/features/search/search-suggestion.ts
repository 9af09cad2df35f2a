import type { Picture } from "@souq/contract/media";

/** One product in the header's suggestion list: only what the list draws. */
export interface SearchSuggestion {
  id: number;
  name: string;
  /** Spec section 3's range; equal when the product has one price. */
  min: number;
  max: number;
  /** `min` is a sale price and `max` the price it replaces (a product without variants on sale). */
  sale: boolean;
  /** The smallest stored picture, or none. */
  picture: Picture | null;
}

/** Spec sections 5 and 9: suggestions only for keywords longer than 2 characters, after a 500 ms pause. */
export const suggestionRules = {
  minLength: 3,
  maxLength: 100,
  debounceMs: 500,
  count: 6,
} as const;

/** The storefront's own endpoint the browser asks (outside the locale middleware's matcher). */
export const suggestionsPath = "/api/search-suggestions";

/** The keyword as the rules count it: trimmed, in characters rather than UTF-16 units. */
export function suggestionKeyword(raw: string): string | null {
  const keyword = raw.trim();
  const length = [...keyword].length;
  return length >= suggestionRules.minLength && length <= suggestionRules.maxLength
    ? keyword
    : null;
}
